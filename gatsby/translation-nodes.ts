import type { GatsbyNode } from "gatsby";

/** The ro/ru translation files become Locale nodes ({locale, ns, data}), read by one static query (src/lib/i18n.tsx). */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    """The UI strings of one locale: locales/{locale}/{ns}.json, one node per file. Read by one static query (Translations in src/lib/i18n.tsx), both locales, not by page queries."""
    type Locale implements Node @dontInfer {
      """The locale: 'ro' or 'ru' (the file's folder)."""
      locale: String!
      """The namespace: the file's name, 'translation'."""
      ns: String!
      """The file's JSON text: nested keys to strings, read by src/lib/i18n.tsx."""
      data: String!
    }
  `);
};

export const onCreateNode: GatsbyNode["onCreateNode"] = async ({
  node,
  actions,
  loadNodeContent,
  createNodeId,
  createContentDigest,
}) => {
  const file = node as typeof node & {
    sourceInstanceName?: string;
    relativeDirectory?: string;
    name?: string;
    extension?: string;
  };
  if (node.internal.type !== "File" || file.sourceInstanceName !== "locale" || file.extension !== "json") return;
  // Stored minified: every page's page-data carries its locale's node, and the file's indentation and line breaks
  // would be repeated in every one. Parsing here also fails the build on a broken file.
  const text = await loadNodeContent(node);
  let data: string;
  try {
    data = JSON.stringify(JSON.parse(text));
  } catch (error) {
    throw new Error(`locales/${file.relativeDirectory}/${file.name}.json is not valid JSON: ${String(error)}`);
  }
  const fields = { locale: file.relativeDirectory as string, ns: file.name as string, data };
  actions.createNode({
    ...fields,
    id: createNodeId(`Locale:${fields.locale}:${fields.ns}`),
    parent: node.id,
    internal: { type: "Locale", contentDigest: createContentDigest(data) },
  });
};
