/**
 * A calculator configuration in the calculator page's URL, shareable and bookmarkable:
 * `/calculator?product=window&sections=2&openings=fixed,tilt_turn&profile=eco70&glazing=double&width=1300&height=1400`.
 * A product's "calculate the price" links there with the product's preset, and the calculator page keeps its URL in
 * step with the visitor's choices. This module only writes and reads the text: the calculator checks every value
 * against its price list and keeps its default for any it does not know (features/calculator/preset.ts).
 */
export interface CalculatorLink {
  product?: string | null;
  /** Sections as the visitor counts them (a balcony block's windows beside its door). */
  sections?: number | null;
  /** Each section's opening, left to right; a balcony block's door first. */
  openings?: readonly string[] | null;
  profile?: string | null;
  glazing?: string | null;
  colour?: string | null;
  width?: number | null;
  height?: number | null;
}

const TEXT_PARAMS = ["product", "profile", "glazing", "colour"] as const;
const NUMBER_PARAMS = ["sections", "width", "height"] as const;
/** What an id or a number may look like in the URL; anything else is not read at all. */
const ID = /^[a-z0-9_-]{1,40}$/;
const DIGITS = /^\d{1,4}$/;

/** The query of a configuration ("" when it has nothing to say), in a stable order. */
export function calculatorQuery(link: CalculatorLink | null | undefined): string {
  if (!link) return "";
  const query = new URLSearchParams();
  const text = (name: string, value: string | null | undefined) => value && query.set(name, value);
  text("product", link.product);
  if (link.sections) query.set("sections", String(link.sections));
  if (link.openings?.length) query.set("openings", link.openings.join(","));
  text("profile", link.profile);
  text("glazing", link.glazing);
  text("colour", link.colour);
  if (link.width) query.set("width", String(link.width));
  if (link.height) query.set("height", String(link.height));
  const search = query.toString().replace(/%2C/g, ",");
  return search ? `?${search}` : "";
}

/** What a URL's query says about the configuration; values of the wrong shape are left out. */
export function readCalculatorLink(search: string): CalculatorLink {
  const query = new URLSearchParams(search);
  const link: CalculatorLink = {};
  for (const name of TEXT_PARAMS) {
    const value = query.get(name);
    if (value && ID.test(value)) link[name] = value;
  }
  for (const name of NUMBER_PARAMS) {
    const value = query.get(name);
    if (value && DIGITS.test(value)) link[name] = Number(value);
  }
  const openings = query.get("openings")?.split(",");
  if (openings?.length && openings.length <= 9) link.openings = openings.map((id) => (ID.test(id) ? id : ""));
  return link;
}
