/**
 * Translation lookup over the ro/ru JSON files: nested keys, {{value}} interpolation and plurals (key_one, key_few,
 * key_many, key_other, chosen with Intl.PluralRules). Used by the page tree (through lib/i18n) and by Head, which
 * renders outside it; both read the same strings, the Translations static query's (lib/i18n).
 */

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

const translators = new Map<string, { json: string; t: Translate }>();

/**
 * The translator of one locale's file (its JSON text), made once per text and locale: every page and every Head
 * asks for it, and a build renders thousands of pages in one worker (docs/scale.md#per-page-cost).
 */
export function translatorFromJson(json: string | null | undefined, locale: string): Translate {
  const text = json ?? "";
  const known = translators.get(locale);
  if (known?.json === text) return known.t;
  const t = createTranslator(text ? (JSON.parse(text) as Dictionary) : {}, locale);
  translators.set(locale, { json: text, t });
  return t;
}
