import { create } from "zustand";
import type { Choice } from "./choice";

interface ConsentState extends Choice {
  /** The visitor has chosen (now or on an earlier visit). */
  decided: boolean;
  set: (choice: Choice) => void;
}

/** The current choice, for the parts of the page that load third parties (live chat, CRM form script). */
export const useConsentStore = create<ConsentState>()((set) => ({
  analytics: false,
  marketing: false,
  decided: false,
  set: (choice) => set({ ...choice, decided: true }),
}));
