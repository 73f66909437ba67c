/**
 * A calculator configuration in the calculator page's URL, shareable and bookmarkable:
 * `/calculator?product=window&sections=2&openings=fixed,tilt_turn&profile=eco70&width=1300&height=1400&item=1004`.
 * A product's "calculate the price" links there with the product's preset and its id (`item`), the calculator page
 * keeps its URL in step with the visitor's choices, and "send me this estimate" shares it. The fields, their order
 * and what each may hold are the contract's (contract/calculator-preset.ts); this module only writes and reads the
 * text: the calculator checks every value against its price list and keeps its default for any it does not know.
 */
import {
  CALCULATOR_PRESET_FIELDS,
  CALCULATOR_PRESET_FIELD_NAMES,
  readPresetValue,
  writePresetValue,
  type CalculatorPreset,
} from "../../contract/browser";

/** A configuration, and the catalogue product (its remote id) it started from. */
export type CalculatorLink = CalculatorPreset & { item?: number | null };

const ITEM = /^\d{1,9}$/;

/** The query of a configuration ("" when it has nothing to say), in the contract's order, commas left as they are. */
export function calculatorQuery(link: CalculatorLink | null | undefined): string {
  if (!link) return "";
  const query = new URLSearchParams();
  for (const field of CALCULATOR_PRESET_FIELD_NAMES) {
    const text = writePresetValue(link[field]);
    if (text !== null) query.set(field, text);
  }
  if (link.item) query.set("item", String(link.item));
  const search = query.toString().replace(/%2C/g, ",");
  return search ? `?${search}` : "";
}

/** What a URL's query says about the configuration; values of the wrong shape are left out. */
export function readCalculatorLink(search: string): CalculatorLink {
  const query = new URLSearchParams(search);
  const link: Record<string, unknown> = {};
  for (const field of CALCULATOR_PRESET_FIELD_NAMES) {
    const text = query.get(field);
    const value = text === null ? undefined : readPresetValue(CALCULATOR_PRESET_FIELDS[field].kind, text);
    if (value !== undefined) link[field] = value;
  }
  const item = query.get("item");
  if (item && ITEM.test(item)) link.item = Number(item);
  return link as CalculatorLink;
}
