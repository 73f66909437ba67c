/**
 * What the type builders share: descriptions (every type and field carries one, because GraphiQL is where developers
 * learn the content, docs/graphql.md), the fields every per-locale node has, and the endpoints they name.
 */
import { NODE_TYPES as T } from "../constants";
import { ENDPOINTS, type EndpointName } from "../../../../contract/endpoints";

export const doc = (text: string) => `"""${text}"""`;

/** An endpoint of the contract as descriptions name it: `/{locale}/api/blog-item/{id}/`. */
export const api = (name: EndpointName, query = "") => `\`/{locale}/api/${ENDPOINTS[name].path}${query}\``;

/** Fields every per-locale node shares; `entity` names it in the site's terms, `source` is its endpoint. */
export const localeField = (entity: string) =>
  `${doc(`Locale of this ${entity}: 'ro' or 'ru'. The service answers each locale under its own \`/{locale}/api/\` prefix and the plugin makes one node per locale, so filter on it (\`locale: {eq: $language}\`).`)}
    locale: String!`;

export const remoteIdField = (source: string) =>
  `${doc(`The content service's \`id\` (${source}). The same in both locales: the ro and ru nodes with equal \`remoteId\` are twins, which is how the language switch and hreflang find the other language's page. A node without a twin has no page in the other language.`)}
    remoteId: Int!`;

export const positionField = (source: string) =>
  `${doc(`Place in the content managers' order: the 0-based index in the answer of ${source}. Sort on it.`)}
    position: Int!`;

export const slugFields = (source: string, page: string) => `
    ${doc(`URL slug in this node's locale (${source} \`slug\`): the ${page}. Equal to \`slugRo\` on ro nodes and \`slugRu\` on ru nodes.`)}
    slug: String!
    ${doc(`The Romanian slug (${source} \`slug_ro\`), the same on both twins: paths of the ro page are built from it.`)}
    slugRo: String!
    ${doc(`The Russian slug (${source} \`slug_ru\`), the same on both twins: paths of the /ru page are built from it.`)}
    slugRu: String!`;

export const seoFields = (source: string, fallback: string) => `
    ${doc(`Title for the page's <title> and share tags (${source} \`seo_title\`). Null when empty: ${fallback.split("|")[0]} is used.`)}
    seoTitle: String
    ${doc(`Meta description (${source} \`seo_description\`). Null when empty: ${fallback.split("|")[1]} is used.`)}
    seoDescription: String
    ${doc(`Meta keywords (${source} \`seo_keyword\`). Null when empty: no keywords tag.`)}
    seoKeyword: String`;

export const imageField = (name: string, what: string, source: string) =>
  `${doc(`${what} (${source}), downloaded at build time. Null when the service gives none: the site shows no image there.`)}
    ${name}: ${T.Image} @link`;

export const enumOf = (
  name: string,
  description: string,
  values: readonly string[],
  describe: (value: string) => string = (value) => `\`${value}\``,
) => `
  ${doc(description)}
  enum ${name} {
    ${values.map((value) => `${doc(describe(value))} ${value}`).join("\n    ")}
  }`;

export const MENU = api("menu");
export const PRODUCT = api("product");
export const ARTICLE = api("article");
export const INFO_PAGE = api("infoPage");
export const CALCULATOR = api("calculator");
export const SITE_CONTACTS = api("siteSettings");
export const REGISTERED = api("registeredSites");
export const REVIEWS = api("reviews");
export const FINISHED_WORK = api("finishedWork");
export const CERTIFICATES = api("certificates");
export const COMPANY = api("company");
