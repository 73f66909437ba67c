/**
 * Translation outside React's i18n provider: Gatsby's Head runs without wrapPageElement, so head tags read the
 * strings from the page query's `locales` (the same JSON the provider uses) through this lookup.
 */
interface LocaleEdges {
  readonly edges: ReadonlyArray<{ readonly node: { readonly ns: string | null; readonly data: string | null } }>;
}

type Dictionary = { [key: string]: string | Dictionary };

export type Translate = (key: string, values?: Record<string, string | number>) => string;

export function interpolate(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}

export function translatorFrom(locales: LocaleEdges | null | undefined): Translate {
  const node = locales?.edges.find((edge) => edge.node.ns === "translation")?.node;
  const dictionary: Dictionary = node?.data ? (JSON.parse(node.data) as Dictionary) : {};
  return (key, values) => {
    const found = key
      .split(".")
      .reduce<string | Dictionary | undefined>(
        (value, part) => (typeof value === "object" ? value[part] : undefined),
        dictionary,
      );
    return typeof found === "string" ? interpolate(found, values) : key;
  };
}
