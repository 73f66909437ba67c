/**
 * Translation lookup over the ro/ru JSON files: nested keys, {{value}} interpolation and plurals (key_one, key_few,
 * key_many, key_other, chosen with Intl.PluralRules). Used by the page tree (through lib/i18n) and by Head, which
 * renders outside it; both read the same strings from the page query's `locales`.
 */
import { DEFAULT_LOCALE } from "./locales";

export interface LocaleEdges {
  readonly edges: ReadonlyArray<{ readonly node: { readonly ns: string | null; readonly data: string | null } }>;
}

type Dictionary = { [key: string]: string | Dictionary };

export type TranslateOptions = Record<string, string | number | undefined> & { count?: number; defaultValue?: string };
export type Translate = (key: string, options?: TranslateOptions) => string;

export function interpolate(template: string, values: TranslateOptions = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => {
    const value = values[name];
    return value === undefined ? match : String(value);
  });
}

export function createTranslator(dictionary: Dictionary, locale: string): Translate {
  // Made on first use: creating Intl's rules loads ICU data, a cost the many pages without a count need not pay.
  let plurals: Intl.PluralRules | undefined;
  const lookup = (key: string) => {
    const found = key
      .split(".")
      .reduce<string | Dictionary | undefined>(
        (value, part) => (typeof value === "object" ? value[part] : undefined),
        dictionary,
      );
    return typeof found === "string" ? found : undefined;
  };
  return (key, options = {}) => {
    const plural =
      typeof options.count === "number"
        ? (lookup(`${key}_${(plurals ??= new Intl.PluralRules(locale)).select(options.count)}`) ??
          lookup(`${key}_other`))
        : undefined;
    const template = plural ?? lookup(key) ?? options.defaultValue;
    return template === undefined ? key : interpolate(template, options);
  };
}

export function translatorFrom(locales: LocaleEdges | null | undefined, locale: string = DEFAULT_LOCALE): Translate {
  const node = locales?.edges.find((edge) => edge.node.ns === "translation")?.node;
  const dictionary: Dictionary = node?.data ? (JSON.parse(node.data) as Dictionary) : {};
  return createTranslator(dictionary, locale);
}
