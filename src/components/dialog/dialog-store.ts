import { create } from "zustand";

/**
 * The names of the app's dialogs. The primitive knows none of them: the app lists its own by adding them to this
 * interface (declaration merging, src/shell/dialog-names.ts), so that a button or a store call can name only a
 * dialog the app has. At run time any name works; what is not registered on the page is logged, not opened.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the app
export interface DialogNames {}
export type DialogName = Extract<keyof DialogNames, string>;

const registered = (registry: DialogState["registry"], name: string) =>
  Object.hasOwn(registry, name) && Boolean(registry[name as DialogName]);

type Preload = () => unknown;

interface DialogState {
  /** The dialog on screen: opening one closes the others, so there is never more than one. */
  current: DialogName | null;
  /** Dialogs mounted on the page, by name, with how many instances registered them. */
  registry: Partial<Record<DialogName, number>>;
  /** What to fetch ahead for a dialog (its lazy content), so a button can start it on hover or focus. */
  preloaders: Partial<Record<DialogName, Preload>>;
  open: (name: DialogName) => void;
  close: (name: DialogName) => void;
  closeAll: () => void;
  register: (name: DialogName, preload?: Preload) => () => void;
  isRegistered: (name: string) => boolean;
  preload: (name: DialogName) => void;
  reset: () => void;
}

const initialState = {
  current: null,
  registry: {} as DialogState["registry"],
  preloaders: {} as DialogState["preloaders"],
};

export const useDialogStore = create<DialogState>()((set, get) => ({
  ...initialState,
  open: (name) => {
    if (!registered(get().registry, name)) {
      console.error(`Dialog '${name}' is not registered on this page`);
      return;
    }
    set({ current: name });
  },
  close: (name) => set((state) => (state.current === name ? { current: null } : state)),
  closeAll: () => set({ current: null }),
  register: (name, preload) => {
    set((state) => ({
      registry: { ...state.registry, [name]: (state.registry[name] ?? 0) + 1 },
      preloaders: preload ? { ...state.preloaders, [name]: preload } : state.preloaders,
    }));
    return () =>
      set((state) => {
        const count = (state.registry[name] ?? 1) - 1;
        const registry = { ...state.registry };
        const preloaders = { ...state.preloaders };
        if (count > 0) registry[name] = count;
        else {
          delete registry[name];
          delete preloaders[name];
        }
        return { registry, preloaders, current: count === 0 && state.current === name ? null : state.current };
      });
  },
  isRegistered: (name) => registered(get().registry, name),
  preload: (name) => void get().preloaders[name]?.(),
  reset: () => set(initialState),
}));
