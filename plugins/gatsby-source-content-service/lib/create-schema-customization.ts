import type { GatsbyNode } from "gatsby";
import { NODE_TYPES as T } from "./constants";
import { CALCULATOR_CHOICES, THEME_COLOUR_FIELDS, THEME_COLOURS, type ThemeColourField } from "./contract";

/**
 * The explicit schema: every type and field exists even when the service answers an empty list, so page queries
 * always compile. Inference is off (@dontInfer). Every type and field carries a description, because GraphiQL is
 * where developers learn the content (docs/graphql.md); the repeated ones are written once below.
 */

const doc = (text: string) => `"""${text}"""`;

const api = (path: string) => `\`/{locale}/api/${path}\``;

/** Fields every per-locale node shares; `entity` names it in the site's terms, `source` is its endpoint. */
const localeField = (entity: string) =>
  `${doc(`Locale of this ${entity}: 'ro' or 'ru'. The service answers each locale under its own \`/{locale}/api/\` prefix and the plugin makes one node per locale, so filter on it (\`locale: {eq: $language}\`).`)}
    locale: String!`;

const remoteIdField = (source: string) =>
  `${doc(`The content service's \`id\` (${source}). The same in both locales: the ro and ru nodes with equal \`remoteId\` are twins, which is how the language switch and hreflang find the other language's page. A node without a twin has no page in the other language.`)}
    remoteId: Int!`;

const positionField = (source: string) =>
  `${doc(`Place in the content managers' order: the 0-based index in the answer of ${source}. Sort on it.`)}
    position: Int!`;

const slugFields = (source: string, page: string) => `
    ${doc(`URL slug in this node's locale (${source} \`slug\`): the ${page}. Equal to \`slugRo\` on ro nodes and \`slugRu\` on ru nodes.`)}
    slug: String!
    ${doc(`The Romanian slug (${source} \`slug_ro\`), the same on both twins: paths of the ro page are built from it.`)}
    slugRo: String!
    ${doc(`The Russian slug (${source} \`slug_ru\`), the same on both twins: paths of the /ru page are built from it.`)}
    slugRu: String!`;

const seoFields = (source: string, fallback: string) => `
    ${doc(`Title for the page's <title> and share tags (${source} \`seo_title\`). Null when empty: ${fallback.split("|")[0]} is used.`)}
    seoTitle: String
    ${doc(`Meta description (${source} \`seo_description\`). Null when empty: ${fallback.split("|")[1]} is used.`)}
    seoDescription: String
    ${doc(`Meta keywords (${source} \`seo_keyword\`). Null when empty: no keywords tag.`)}
    seoKeyword: String`;

const imageField = (name: string, what: string, source: string) =>
  `${doc(`${what} (${source}), downloaded at build time. Null when the service gives none: the site shows no image there.`)}
    ${name}: ${T.Image} @link`;

const enumOf = (
  name: string,
  description: string,
  values: readonly string[],
  describe: (value: string) => string = (value) => `\`${value}\``,
) => `
  ${doc(description)}
  enum ${name} {
    ${values.map((value) => `${doc(describe(value))} ${value}`).join("\n    ")}
  }`;

const MENU = api("menu-item/");
const PRODUCT = api("product-item/{id}/");
const ARTICLE = api("blog-item/{id}/");
const INFO_PAGE = api("info-page/{slug}");
const CALCULATOR = api("calculator/");
const SITE_CONTACTS = api("site-contacts/");
const REGISTERED = api("registered-sites/");

export const typeDefs = `
  ${doc(`An image of the content: one node per distinct media URL, shared by every node (and both locales) that shows it. Query \`localFile { childImageSharp { gatsbyImageData(...) } }\` for responsive images.`)}
  type ${T.Image} implements Node @dontInfer {
    ${doc("The absolute URL the content service gave for the image (root-relative URLs are made absolute).")}
    url: String!
    ${doc("The downloaded file (cached between builds); null only if the download failed. Its `childImageSharp` makes the responsive images.")}
    localFile: File @link
  }
  ${doc("An image with its alternative text, as products, article carousels and offers give them.")}
  type ContentImageRef {
    ${doc("Alternative text from the service (`alt`). Null when empty: product and article images then use the product's or article's title, an offer's illustration is decorative (alt='').")}
    alt: String
    ${doc("The image (`src` or `image` of the service's entry).")}
    image: ${T.Image} @link
  }
  ${doc("A call-to-action button of an offer or a banner slide (the service's `button` object).")}
  type ContentButton {
    ${doc("Button label (`button.text`). Null on slides without one: the slide shows no button. Null on offers without one: the credit offer shows its locale's default ('Заполнить заявку'), the gift offer no button.")}
    text: String
    ${doc("True when the button opens the consultation dialog instead of following `link` (`button.consultation`, default false).")}
    consultation: Boolean!
    ${doc("Where the button leads, a site path or URL (`button.link`, for offers falling back to the offer's `link`). Null: the button opens the consultation dialog.")}
    link: String
  }

  ${doc(`A product category: one entry of the menu (${MENU}, the spec's Link; \`theme\` is its title). Each has a page at /{slug} (ro) and /ru/{slug} (ru). One node per locale; the ro and ru nodes of a category are twins matched by \`remoteId\`.`)}
  type ${T.Category} implements Node @dontInfer {
    ${localeField("category")}
    ${remoteIdField(`${MENU} \`id\``)}
    ${positionField(MENU)}
    ${doc(`The category's name in the menu and on its page (${MENU} \`theme\`).`)}
    title: String!
    ${slugFields(MENU, "category page is /{slug}, or /ru/{slug}")}
    ${doc(`Introduction on the category page, HTML (${MENU} \`description\`). Null when empty: the page shows only its subcategories.`)}
    description: String
    ${imageField("image", "The category's picture", `${MENU} \`image\``)}
    ${seoFields(MENU, "the category title|the description")}
    ${doc(`Its subcategories in menu order (${MENU} \`subThemes\`); empty when it has none.`)}
    subcategories: [${T.Subcategory}!]! @link
  }
  ${doc(`A subcategory of a category (${MENU} \`subThemes[]\`, the spec's subTheme). Its page /{category}/{slug} lists its products. One node per locale; twins matched by \`remoteId\`.`)}
  type ${T.Subcategory} implements Node @dontInfer {
    ${localeField("subcategory")}
    ${remoteIdField(`${MENU} \`subThemes[].id\``)}
    ${doc(`Place among its category's subcategories: the 0-based index in ${MENU} \`subThemes\`. Sort on it.`)}
    position: Int!
    ${doc(`The subcategory's name (${MENU} \`subThemes[].theme\`).`)}
    title: String!
    ${slugFields(`${MENU} \`subThemes[]\``, "subcategory page is /{category}/{slug}")}
    ${doc(`Introduction on the subcategory page, HTML (\`subThemes[].description\`). Null when empty: the page shows its products only.`)}
    description: String
    ${imageField("image", "The subcategory's picture", "`subThemes[].image`")}
    ${doc("The category it belongs to (the menu entry that lists it).")}
    category: ${T.Category}! @link
    ${doc(`Its products in the listed order (\`subThemes[].products\`, ids fetched from ${PRODUCT}); empty when it has none.`)}
    products: [${T.Product}!]! @link
  }
  ${doc(`A benefit of a product (${PRODUCT} \`benefits[]\`), listed on its card.`)}
  type ContentProductBenefit {
    ${doc("Short statement (`benefits[].title`).")}
    title: String!
    ${doc("Longer explanation (`benefits[].description`). Null when empty: only the title is shown.")}
    description: String
  }
  ${doc(`One row of a product's specification table (${PRODUCT} \`characteristics[]\`).`)}
  type ContentCharacteristic {
    ${doc("What is measured, e.g. 'Profile depth' (`characteristics[].name`).")}
    name: String!
    ${doc("Its value as text, e.g. '70 mm' (`characteristics[].value`).")}
    value: String!
  }
  ${doc(`A product (${PRODUCT}, ids listed by the menu's \`subThemes[].products\`), shown on its subcategory's page at the anchor #{slug}. One node per locale; twins matched by \`remoteId\`.`)}
  type ${T.Product} implements Node @dontInfer {
    ${localeField("product")}
    ${remoteIdField(`${PRODUCT} \`id\``)}
    ${doc(`The product's name (${PRODUCT} \`title\`).`)}
    title: String!
    ${slugFields(PRODUCT, "anchor of the product on its subcategory page")}
    ${doc("The subcategory whose page shows it: the first one listing it in the menu, else the product's `subtheme_id`. Null when neither exists: the product has no page.")}
    subcategory: ${T.Subcategory} @link
    ${doc(`One-paragraph summary on the product card (${PRODUCT} \`short_description\`). Null when empty: not shown.`)}
    shortDescription: String
    ${doc(`Full description, HTML (${PRODUCT} \`description\`). Null when empty: not shown.`)}
    description: String
    ${doc(`Starting price in MDL (${PRODUCT} \`price_from\`). Null: no price is shown (the price is on request).`)}
    priceFrom: Float
    ${doc(`What the price is per, e.g. 'm²' (${PRODUCT} \`unit\`). Null: the price reads 'from N lei'.`)}
    unit: String
    ${doc(`Its pictures in order (${PRODUCT} \`images[]\`); empty when it has none.`)}
    images: [ContentImageRef!]!
    ${doc(`Its benefits (${PRODUCT} \`benefits[]\`); empty when none.`)}
    benefits: [ContentProductBenefit!]!
    ${doc(`Its specification table (${PRODUCT} \`characteristics[]\`); empty when none.`)}
    characteristics: [ContentCharacteristic!]!
    ${seoFields(PRODUCT, "the product title|the short description")}
  }
  ${doc(`A blog article (${api("blog-item/?page=N")} for the list, ${ARTICLE} for the detail), with its page at /blog/{slug}. One node per locale; the ro and ru versions are twins matched by \`remoteId\`.`)}
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
  ${doc(`An article picked for the home page (${api("homepage-blog-items/")}, optional: without it the home page shows no articles block). One node per locale and pick.`)}
  type ${T.HomeArticle} implements Node @dontInfer {
    ${localeField("pick")}
    ${positionField(api("homepage-blog-items/"))}
    ${doc("The picked article, in the same locale. Null if the blog itself does not list it.")}
    article: ${T.Article} @link
  }
  ${doc(`An info page (list: ${api("info-page/")}, detail: ${INFO_PAGE}) at /info-page/{slug}, also linked from the footer. One node per locale; twins matched by \`remoteId\`.`)}
  type ${T.InfoPage} implements Node @dontInfer {
    ${localeField("info page")}
    ${remoteIdField(`${api("info-page/")} \`id\``)}
    ${doc(`Page title and footer link label (${INFO_PAGE} \`title\`).`)}
    title: String!
    ${slugFields(INFO_PAGE, "page is /info-page/{slug}")}
    ${doc(`The page body, HTML (${INFO_PAGE} \`content\`). Empty string when the service gives none.`)}
    content: String!
    ${imageField("image", "Share image of the page", `${INFO_PAGE} \`image\``)}
    ${seoFields(INFO_PAGE, "the page title|the site's description")}
  }
  ${doc(`A tile of the home page's product categories block (${api("homepage-product/")}, optional: without it the block is left out). One node per locale; twins matched by \`remoteId\`.`)}
  type ${T.HomeCategory} implements Node @dontInfer {
    ${localeField("tile")}
    ${remoteIdField(`${api("homepage-product/")} \`id\``)}
    ${positionField(api("homepage-product/"))}
    ${doc("Tile heading (`title`).")}
    title: String!
    ${doc("Tile text (`description`). Null when empty: not shown.")}
    description: String
    ${imageField("image", "Tile picture", "`image`")}
    ${doc("Starting price in MDL (`price_from`). Null: no price on the tile.")}
    priceFrom: Float
    ${doc("The category the tile links to (`category_id`). Null if the menu has no such category.")}
    category: ${T.Category} @link
    ${doc("The subcategory the tile links to instead, when given (`subtheme_id`). Null: the tile links to the category.")}
    subcategory: ${T.Subcategory} @link
  }
  ${doc(`A benefit of the company in the home page's benefits block (${api("info-block/")}, optional: without it the block is left out). One node per locale; twins matched by \`remoteId\`.`)}
  type ${T.Benefit} implements Node @dontInfer {
    ${localeField("benefit")}
    ${remoteIdField(`${api("info-block/")} \`id\``)}
    ${positionField(api("info-block/"))}
    ${doc("Short statement (`title`).")}
    title: String!
    ${doc("Explanation (`description`). Null when empty: only the title is shown.")}
    description: String
    ${imageField("icon", "Its icon", "`icon`")}
  }
  ${doc(`A messenger of the messenger widget (${api("messengers/")}, optional: without messengers the widget is hidden). The entry named 'call' is not a messenger: it becomes ContentSite.phone. One node per locale.`)}
  type ${T.Messenger} implements Node @dontInfer {
    ${localeField("messenger")}
    ${doc(`The service's \`id\`; null when the entry has none (its node is then keyed by name and position).`)}
    remoteId: Int
    ${positionField(api("messengers/"))}
    ${doc("Which messenger, e.g. 'viber', 'telegram', 'whatsapp' (`name`); empty string when the service gives none.")}
    name: String!
    ${doc("The link that opens it (`link`, else `url`). Entries without either are left out.")}
    link: String!
    ${imageField("cover", "Its button icon", "`cover`")}
    ${doc("Button background colour (`backgroundColor`). Null: the theme's default.")}
    backgroundColor: String
  }
  ${doc(`A partner logo in the home page's partners block (${api("partners/")}, optional: without it the block is left out). One node per locale; twins matched by \`remoteId\`.`)}
  type ${T.Partner} implements Node @dontInfer {
    ${localeField("partner")}
    ${remoteIdField(`${api("partners/")} \`id\``)}
    ${positionField(api("partners/"))}
    ${doc("Partner's name, the logo's alternative text (`name`).")}
    name: String!
    ${doc("Partner's website (`link`). Null: the logo is not a link.")}
    link: String
    ${imageField("image", "Partner's logo", "`image`")}
  }
  ${doc(`A slide of the home page banner (${api("homepage-banner/")}, optional: without it the banner is left out). One node per locale; twins matched by \`remoteId\`.`)}
  type ${T.Slide} implements Node @dontInfer {
    ${localeField("slide")}
    ${remoteIdField(`${api("homepage-banner/")} \`id\``)}
    ${positionField(api("homepage-banner/"))}
    ${doc("Slide heading (`title`).")}
    title: String!
    ${doc("Slide text (`description`). Null when empty: not shown.")}
    description: String
    ${imageField("image", "Slide picture (required by the contract)", "`image`")}
    ${doc("Its call to action (`button`). Null: the slide has no button.")}
    button: ContentButton
  }
  ${doc(`The credit or the gift offer block (${api("section/credit-offer-section/")} and ${api("section/gift-offer-section/")}, both optional: an absent offer has no node and its block is left out). One node per locale and kind.`)}
  type ${T.Offer} implements Node @dontInfer {
    ${localeField("offer")}
    ${doc("Which offer: 'credit' or 'gift'. Query one with `contentOffer(locale: {eq: $language}, kind: {eq: \"credit\"})`.")}
    kind: String!
    ${doc("The offer's slug (`slug`). Null when empty.")}
    slug: String
    ${doc("Offer heading (`title`).")}
    title: String!
    ${doc("Offer text, HTML (`description`). Null when empty: not shown.")}
    description: String
    ${doc("Block background colour (`bgColor`), '#C42026' when the service gives none.")}
    bgColor: String!
    ${doc("The block's illustration (`ilustration {src, alt}`, sic). Null: no illustration.")}
    illustration: ContentImageRef
    ${doc("The block's button (`button`), always present: defaults are text 'Заполнить заявку', consultation false, link from the offer's `link`.")}
    button: ContentButton!
    ${imageField("image", "The gift offer's picture", "`image`")}
    ${doc("Where the offer leads (`link`). Null: the button opens the consultation dialog.")}
    link: String
  }

  ${enumOf("ContentCalculatorProductId", "What the calculator prices (contract: CALCULATOR_CHOICES.product).", CALCULATOR_CHOICES.product)}
  ${enumOf("ContentCalculatorOpeningId", "How a sash opens (contract: CALCULATOR_CHOICES.opening).", CALCULATOR_CHOICES.opening)}
  ${enumOf("ContentCalculatorExtraId", "An extra the visitor can add (contract: CALCULATOR_CHOICES.extra).", CALCULATOR_CHOICES.extra)}
  ${enumOf("ContentCalculatorExtraBasis", "What an extra's price is multiplied by: the width in m, the perimeter in m, or the number of opening sashes (contract: CALCULATOR_CHOICES.extraBasis).", CALCULATOR_CHOICES.extraBasis)}
  ${doc("A size range in mm: allowed minimum and maximum and the calculator's starting value.")}
  type ContentCalculatorRange {
    ${doc("Smallest allowed size, mm.")}
    min: Float!
    ${doc("Largest allowed size, mm.")}
    max: Float!
    ${doc("Starting value, mm.")}
    default: Float!
  }
  ${doc(`A product of the calculator (${CALCULATOR} \`products[]\`) with its size limits in mm.`)}
  type ContentCalculatorProduct {
    ${doc("Which product; the price module knows each.")}
    id: ContentCalculatorProductId!
    ${doc("Its name in this locale.")}
    title: String!
    ${doc("Explanation under the choice. Null: none shown.")}
    description: String
    ${doc("Smallest width, mm.")}
    min_width: Float!
    ${doc("Largest width, mm.")}
    max_width: Float!
    ${doc("Smallest height, mm.")}
    min_height: Float!
    ${doc("Largest height, mm.")}
    max_height: Float!
    ${doc("Most sections side by side (1-3; a balcony block counts its door).")}
    max_sections: Int!
    ${doc("Whether a top light (transom) may be added.")}
    top_light: Boolean!
    ${doc("Starting width, mm.")}
    default_width: Float!
    ${doc("Starting height, mm.")}
    default_height: Float!
    ${doc("Balcony block only: the door's width range. Null for other products.")}
    door_width: ContentCalculatorRange
    ${doc("Balcony block only: the window part's height range. Null for other products.")}
    window_height: ContentCalculatorRange
  }
  ${doc(`An opening mechanism (${CALCULATOR} \`openings[]\`), priced per sash, with the sash sizes it allows.`)}
  type ContentCalculatorOpening {
    ${doc("Which opening.")}
    id: ContentCalculatorOpeningId!
    ${doc("Its name in this locale.")}
    title: String!
    ${doc("Explanation. Null: none shown.")}
    description: String
    ${doc("Price of the mechanism per sash, MDL.")}
    price: Float!
    ${doc("Smallest sash width, mm.")}
    min_width: Float!
    ${doc("Largest sash width, mm.")}
    max_width: Float!
    ${doc("Smallest sash height, mm.")}
    min_height: Float!
    ${doc("Largest sash height, mm.")}
    max_height: Float!
    ${doc("Largest sash area, m².")}
    max_area_m2: Float!
  }
  ${doc(`A PVC profile (${CALCULATOR} \`profiles[]\`), priced by frame area.`)}
  type ContentCalculatorProfile {
    ${doc("The content's own id for it.")}
    id: String!
    ${doc("Its name in this locale.")}
    title: String!
    ${doc("Explanation. Null: none shown.")}
    description: String
    ${doc("Number of air chambers.")}
    chambers: Float!
    ${doc("Profile depth, mm.")}
    depth_mm: Float!
    ${doc("Price per m² of window, MDL.")}
    price_per_m2: Float!
  }
  ${doc(`A glazing unit (${CALCULATOR} \`glazing[]\`), priced by area.`)}
  type ContentCalculatorGlazing {
    ${doc("The content's own id for it.")}
    id: String!
    ${doc("Its name in this locale.")}
    title: String!
    ${doc("Explanation. Null: none shown.")}
    description: String
    ${doc("Number of chambers (2 for double glazing, ...).")}
    chambers: Float!
    ${doc("Whether it has energy-saving (low-e) glass.")}
    energy_saving: Boolean!
    ${doc("Heat transfer coefficient, W/m²K. Null: not shown.")}
    u_value: Float
    ${doc("Price per m², MDL (0 for the glazing included in the profile's price).")}
    price_per_m2: Float!
  }
  ${doc(`A frame colour (${CALCULATOR} \`colours[]\`).`)}
  type ContentCalculatorColour {
    ${doc("The content's own id for it.")}
    id: String!
    ${doc("Its name in this locale.")}
    title: String!
    ${doc("Explanation. Null: none shown.")}
    description: String
    ${doc("Swatch colour, CSS hex.")}
    hex: String!
    ${doc("Surcharge on the frame and the mechanisms, percent (0 for white).")}
    surcharge_percent: Float!
  }
  ${doc(`An extra (${CALCULATOR} \`extras[]\`); empty list: no extras offered.`)}
  type ContentCalculatorExtra {
    ${doc("Which extra.")}
    id: ContentCalculatorExtraId!
    ${doc("Its name in this locale.")}
    title: String!
    ${doc("Explanation. Null: none shown.")}
    description: String
    ${doc("What its price is multiplied by.")}
    basis: ContentCalculatorExtraBasis!
    ${doc("Price per unit of its basis, MDL.")}
    price: Float!
  }
  ${doc(`Installation or removal of the old window (${CALCULATOR} \`installation\`, \`removal\`), priced by area with a minimum.`)}
  type ContentCalculatorWork {
    ${doc("Its name in this locale.")}
    title: String!
    ${doc("Price per m², MDL.")}
    price_per_m2: Float!
    ${doc("Least price per window, MDL.")}
    min_price: Float!
  }
  ${doc(`The calculator's price list and limits (${CALCULATOR}, validated by the contract's calculatorSchema). Field names are the service's own, so the object is the contract's CalculatorConfig as it stands. Titles are translated; numbers are the same in both locales.`)}
  type ContentCalculatorConfig {
    ${doc("Currency of every price, 'MDL'.")}
    currency: String!
    ${doc("Smallest size of any side, mm (the spec's 210).")}
    min_size_mm: Float!
    ${doc("Largest area of one frame, m².")}
    max_area_m2: Float!
    ${doc("The total is rounded to this many lei (1 when the service gives none).")}
    rounding: Int!
    ${doc("Most windows in one request (50 when the service gives none).")}
    max_quantity: Int!
    ${doc("Note under the estimate. Null: none shown.")}
    note: String
    ${doc("What can be priced; at least one.")}
    products: [ContentCalculatorProduct!]!
    ${doc("Height range of a top light, mm.")}
    top_light_height: ContentCalculatorRange!
    ${doc("Opening mechanisms; at least one.")}
    openings: [ContentCalculatorOpening!]!
    ${doc("PVC profiles; at least one.")}
    profiles: [ContentCalculatorProfile!]!
    ${doc("Glazing units; at least one.")}
    glazing: [ContentCalculatorGlazing!]!
    ${doc("Frame colours; at least one.")}
    colours: [ContentCalculatorColour!]!
    ${doc("Extras; may be empty.")}
    extras: [ContentCalculatorExtra!]!
    ${doc("Installation price.")}
    installation: ContentCalculatorWork!
    ${doc("Removal of the old window's price.")}
    removal: ContentCalculatorWork!
  }
  ${doc(`The window calculator's content (${CALCULATOR}, our extension; optional: without it the calculator asks for a manager's price instead of estimating). One node per locale.`)}
  type ${T.Calculator} implements Node @dontInfer {
    ${localeField("price list")}
    ${doc("The price list and limits.")}
    config: ContentCalculatorConfig!
  }

  ${enumOf(
    "ContentThemeColourName",
    `A theme colour of ${SITE_CONTACTS}, by the service's field name (contract: THEME_COLOURS). The site sets each as the CSS variable --kebab-case-name on the page.`,
    THEME_COLOUR_FIELDS,
    (name) => `\`${name}\`: ${THEME_COLOURS[name as ThemeColourField]}.`,
  )}
  ${doc(`One theme colour the content managers set (${SITE_CONTACTS}).`)}
  type ContentThemeColour {
    ${doc("Which colour.")}
    name: ContentThemeColourName!
    ${doc("The CSS colour.")}
    value: String!
  }
  ${doc("The site's phone number, from the messenger entry named 'call' (else the registered site's or the contacts' phone_number).")}
  type ContentPhone {
    ${doc("As the content managers wrote it, for display.")}
    display: String!
    ${doc("A leading plus, then digits only (the spec's rule): fit for a tel: link.")}
    number: String!
  }
  ${doc(`The company's contacts (${api("contacts/")}, the first item of the list), shown on the contacts page, in the footer and in the LocalBusiness structured data. Each field is null when empty and then not shown.`)}
  type ContentContact {
    ${doc("Phone number as written (`phone_number`).")}
    phoneNumber: String
    ${doc("E-mail address (`mail`).")}
    mail: String
    ${doc("Facebook page URL (`facebook`).")}
    facebook: String
    ${doc("Instagram page URL (`instagram`).")}
    instagram: String
    ${doc("Postal address (`address`).")}
    address: String
    ${doc("Opening hours as text (`working_hours`).")}
    workingHours: String
    ${doc("Map link for the address (`map_url`).")}
    mapUrl: String
  }
  ${doc(`The home page's title, description and share image (${api("homepage-seo/")}).`)}
  type ContentHomeSeo {
    ${doc("The home page's <title> (`title`).")}
    title: String!
    ${doc("Meta description (`description`). Null: the site's default description.")}
    description: String
    ${doc("Meta keywords (`keyword`). Null: no keywords tag.")}
    keyword: String
    ${imageField("image", "Share image", "`image`")}
  }
  ${doc(`The home page's info section (${api("info-home-footer-page/{HOME_INFO_NAME}/")}); kept only when it has both content and a slug.`)}
  type ContentHomeInfo {
    ${doc("Its slug (`slug`).")}
    slug: String!
    ${doc("Its heading (`title`). Null: no heading.")}
    title: String
    ${doc("Its text, HTML (`content`).")}
    content: String!
  }
  ${doc(`The site-wide data of one locale: settings (${SITE_CONTACTS}), the registered site entry whose \`site_url\` is SITE_ID (${REGISTERED}), contacts, phone, home SEO and info. Exactly one node per locale: \`contentSite(locale: {eq: $language})\`; the header, footer and every page's head read it.`)}
  type ${T.Site} implements Node @dontInfer {
    ${localeField("site data")}
    ${doc(`The site identifier sent as \`site_url\` on every request (${REGISTERED} \`site_url\`).`)}
    siteId: String!
    ${imageField("logo", "The header logo", `${SITE_CONTACTS} \`logo\``)}
    ${imageField("favicon", "The favicon", `${SITE_CONTACTS} \`favicon\``)}
    ${doc(`The theme colours the content managers set (${SITE_CONTACTS}), in the service's order; a colour left empty is absent and the stylesheet's default applies.`)}
    theme: [ContentThemeColour!]!
    ${doc(`Yandex Metrica counter id (${SITE_CONTACTS} \`yandex_id\`). Null: no Yandex script.`)}
    yandexId: String
    ${doc(`Google Analytics id (${SITE_CONTACTS} \`google_id\`). Null: no Google Analytics script.`)}
    googleId: String
    ${doc(`Google site verification token (${SITE_CONTACTS} \`google_sv\`). Null: no verification meta tag.`)}
    googleSv: String
    ${doc(`Google Tag Manager script (${REGISTERED} \`google_tag_manager\`). Null: no tag manager.`)}
    googleTagManager: String
    ${doc(`Whether search engines may index the site (${REGISTERED} \`ready_to_indexing\`, default false): false puts robots noindex, nofollow on every page.`)}
    readyToIndexing: Boolean!
    ${doc(`Site path of the privacy policy the lead forms link to (${REGISTERED} \`privacy_policy\`). Null: the forms show no link.`)}
    privacyPolicy: String
    ${doc("The phone number of the header, call menu and messenger widget. Null when none is found: no call buttons.")}
    phone: ContentPhone
    ${doc(`The office phone (${api("contacts/")} \`phone_number\`), shown on the contacts page and in the footer beside \`phone\` when it differs. Null when the contacts hold none.`)}
    officePhone: ContentPhone
    ${doc(`Contacts (${api("contacts/")}, first item).`)}
    contact: ContentContact!
    ${doc(`Home page SEO (${api("homepage-seo/")}, optional). Null: the home page uses the site's default title and description.`)}
    homeSeo: ContentHomeSeo
    ${doc("The home info section (optional). Null when absent or lacking content or slug: the section is left out.")}
    homeInfo: ContentHomeInfo
  }
`;

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};
