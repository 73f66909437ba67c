import { create } from "zustand";

export const DIALOG_NAMES = ["call", "consultation", "success", "calculator"] as const;
export type DialogName = (typeof DIALOG_NAMES)[number];

export const isDialogName = (value: string): value is DialogName => (DIALOG_NAMES as readonly string[]).includes(value);

interface DialogState {
  /** Opened dialogs, newest first. Only the first is shown: opening one closes the others. */
  stack: DialogName[];
  /** Dialogs mounted on the page, by name, with how many instances registered them. */
  registry: Partial<Record<DialogName, number>>;
  open: (name: DialogName) => void;
  close: (name: DialogName) => void;
  closeOthers: (name: DialogName) => void;
  closeAll: () => void;
  register: (name: DialogName) => () => void;
  isRegistered: (name: string) => boolean;
  reset: () => void;
}

const initialState = { stack: [] as DialogName[], registry: {} as DialogState["registry"] };

export const useDialogStore = create<DialogState>()((set, get) => ({
  ...initialState,
  open: (name) => {
    if (!get().registry[name]) {
      console.error(`Dialog '${name}' is not registered on this page`);
      return;
    }
    set({ stack: [name] });
  },
  close: (name) => set((state) => ({ stack: state.stack.filter((entry) => entry !== name) })),
  closeOthers: (name) => set((state) => ({ stack: state.stack.filter((entry) => entry === name) })),
  closeAll: () => set({ stack: [] }),
  register: (name) => {
    set((state) => ({ registry: { ...state.registry, [name]: (state.registry[name] ?? 0) + 1 } }));
    return () =>
      set((state) => {
        const count = (state.registry[name] ?? 1) - 1;
        const registry = { ...state.registry };
        if (count > 0) registry[name] = count;
        else delete registry[name];
        return { registry, stack: count > 0 ? state.stack : state.stack.filter((entry) => entry !== name) };
      });
  },
  isRegistered: (name) => isDialogName(name) && Boolean(get().registry[name]),
  reset: () => set(initialState),
}));

/** The dialog on screen, if any. */
export const useOpenDialog = () => useDialogStore((state) => state.stack[0] ?? null);
