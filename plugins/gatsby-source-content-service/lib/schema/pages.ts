/** Articles, the home page's picks of them, and info pages. */
import { NODE_TYPES as T } from "../constants";
import {
  doc,
  api,
  localeField,
  remoteIdField,
  positionField,
  slugFields,
  seoFields,
  imageField,
  ARTICLE,
  INFO_PAGE,
} from "./fields";

export const pageTypes = `
  ${doc(`A blog article (${api("blogPage", "?page=N")} for the list, ${ARTICLE} for the detail), with its page at /blog/{slug}. One node per locale; the ro and ru versions are twins matched by \`remoteId\`.`)}
  type ${T.Article} implements Node @dontInfer {
    ${localeField("article")}
    ${remoteIdField(`${ARTICLE} \`id\``)}
    ${doc(`Headline (${ARTICLE} \`title\`).`)}
    title: String!
    ${slugFields(ARTICLE, "article page is /blog/{slug}")}
    ${doc(`Teaser on cards and the lead paragraph (${ARTICLE} \`short_description\`). Null when empty: not shown.`)}
    shortDescription: String
    ${doc(`The article body, HTML (${ARTICLE} \`content\`). Empty string when the service gives none.`)}
    content: String!
    ${imageField("image", "Cover picture on cards and the article page", `${ARTICLE} \`image\``)}
    ${doc(`Publication time (${ARTICLE} \`created_at\`, ISO 8601). The blog lists newest first: sort on it DESC; format with \`formatString\`.`)}
    createdAt: Date! @dateformat
    ${doc(`Pictures of the article's carousel (${ARTICLE} \`carousel_images[]\`); empty: no carousel.`)}
    carouselImages: [ContentImageRef!]!
    ${doc(`Author's name (${ARTICLE} \`author\`). Null: not shown.`)}
    author: String
    ${doc(`Reading time in minutes (${ARTICLE} \`reading_time\`). Null: not shown.`)}
    readingTime: Int
    ${seoFields(ARTICLE, "the headline|the short description")}
  }
  ${doc(`An article picked for the home page (${api("homeArticles")}, optional: without it the home page shows no articles block). One node per locale and pick.`)}
  type ${T.HomeArticle} implements Node @dontInfer {
    ${localeField("pick")}
    ${positionField(api("homeArticles"))}
    ${doc("The picked article, in the same locale. Null if the blog itself does not list it.")}
    article: ${T.Article} @link
  }
  ${doc(`An info page (list: ${api("infoPages")}, detail: ${INFO_PAGE}) at /info-page/{slug}, also linked from the footer. One node per locale; twins matched by \`remoteId\`.`)}
  type ${T.InfoPage} implements Node @dontInfer {
    ${localeField("info page")}
    ${remoteIdField(`${api("infoPages")} \`id\``)}
    ${doc(`Page title and footer link label (${INFO_PAGE} \`title\`).`)}
    title: String!
    ${slugFields(INFO_PAGE, "page is /info-page/{slug}")}
    ${doc(`The page body, HTML (${INFO_PAGE} \`content\`). Empty string when the service gives none.`)}
    content: String!
    ${imageField("image", "Share image of the page", `${INFO_PAGE} \`image\``)}
    ${seoFields(INFO_PAGE, "the page title|the site's description")}
  }
`;
