import { create } from "zustand";

type Panel = "mobileMenu" | "callMenu" | "messengers";

interface UiState {
  /** At most one of the shell's panels is open. */
  panel: Panel | null;
  /** The mobile menu's expanded category: only one at a time. */
  expandedCategory: number | null;
  toggle: (panel: Panel) => void;
  close: () => void;
  toggleCategory: (id: number) => void;
  reset: () => void;
}

const initialState = { panel: null, expandedCategory: null };

export const useUiStore = create<UiState>()((set) => ({
  ...initialState,
  toggle: (panel) => set((state) => ({ panel: state.panel === panel ? null : panel })),
  close: () => set({ panel: null, expandedCategory: null }),
  toggleCategory: (id) => set((state) => ({ expandedCategory: state.expandedCategory === id ? null : id })),
  reset: () => set(initialState),
}));
