import type { CreditTerms, GiftTerms, PriceList } from "../../../contract/browser";

export type {
  Estimate,
  ExtraId,
  LimitProblem,
  OpeningId,
  PriceLine,
  ProductId,
  SizeField,
  WindowConfiguration,
} from "../../../contract/browser";

/** The price list as the calculator page's query gives it (GraphQL typegen: `CalculatorPriceList` fragment). */
export type CalculatorConfig = Queries.CalculatorPriceListFragment;
// The contract's rules read it: it has every field they need.
({}) as CalculatorConfig satisfies PriceList & { currency: string };

/** A catalogue product a preset calculator names: its remote id, title and page. */
export interface PresetProduct {
  id: number;
  title: string;
  path: string;
}

/**
 * What the calculator works from: the price list, the offers it applies and the products whose "calculate the price"
 * opens it. Null when the content service has no price list.
 */
export interface CalculatorData {
  config: CalculatorConfig;
  credit: CreditTerms | null;
  gift: GiftTerms | null;
  products: readonly PresetProduct[];
}
