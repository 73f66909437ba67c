import type { CalculatorState } from "./use-calculator";

/** What every part of the calculator form gets: the shared state and the id builder of this instance. */
export interface PartProps {
  calc: CalculatorState;
  id: (name: string) => string;
}
