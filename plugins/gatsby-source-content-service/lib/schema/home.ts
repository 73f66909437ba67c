/** The home page's blocks and the messenger widget: categories tiles, benefits, messengers, partners, slides, offers. */
import { NODE_TYPES as T } from "../constants";
import { CONTENT_DEFAULTS } from "../../../../contract";
import { doc, api, localeField, remoteIdField, positionField, imageField } from "./fields";

export const homeTypes = `
  ${doc(`A tile of the home page's product categories block (${api("homeCategories")}, optional: without it the block is left out). One node per locale; twins matched by \`remoteId\`.`)}
  type ${T.HomeCategory} implements Node @dontInfer {
    ${localeField("tile")}
    ${remoteIdField(`${api("homeCategories")} \`id\``)}
    ${positionField(api("homeCategories"))}
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
  ${doc(`A benefit of the company in the home page's benefits block (${api("benefits")}, optional: without it the block is left out). One node per locale; twins matched by \`remoteId\`.`)}
  type ${T.Benefit} implements Node @dontInfer {
    ${localeField("benefit")}
    ${remoteIdField(`${api("benefits")} \`id\``)}
    ${positionField(api("benefits"))}
    ${doc("Short statement (`title`).")}
    title: String!
    ${doc("Explanation (`description`). Null when empty: only the title is shown.")}
    description: String
    ${imageField("icon", "Its icon", "`icon`")}
  }
  ${doc(`A messenger of the messenger widget (${api("messengers")}, optional: without messengers the widget is hidden). The entry named 'call' is not a messenger: it becomes ContentSite.phone. One node per locale.`)}
  type ${T.Messenger} implements Node @dontInfer {
    ${localeField("messenger")}
    ${doc(`The service's \`id\`; null when the entry has none (its node is then keyed by name and position).`)}
    remoteId: Int
    ${positionField(api("messengers"))}
    ${doc("Which messenger, e.g. 'viber', 'telegram', 'whatsapp' (`name`); empty string when the service gives none.")}
    name: String!
    ${doc("The link that opens it (`link`, else `url`). Entries without either are left out.")}
    link: String!
    ${imageField("cover", "Its button icon", "`cover`")}
    ${doc("Button background colour (`backgroundColor`). Null: the theme's default.")}
    backgroundColor: String
  }
  ${doc(`A partner logo in the home page's partners block (${api("partners")}, optional: without it the block is left out). One node per locale; twins matched by \`remoteId\`.`)}
  type ${T.Partner} implements Node @dontInfer {
    ${localeField("partner")}
    ${remoteIdField(`${api("partners")} \`id\``)}
    ${positionField(api("partners"))}
    ${doc("Partner's name, the logo's alternative text (`name`).")}
    name: String!
    ${doc("Partner's website (`link`). Null: the logo is not a link.")}
    link: String
    ${imageField("image", "Partner's logo", "`image`")}
  }
  ${doc(`A slide of the home page banner (${api("slides")}, optional: without it the banner is left out). One node per locale; twins matched by \`remoteId\`.`)}
  type ${T.Slide} implements Node @dontInfer {
    ${localeField("slide")}
    ${remoteIdField(`${api("slides")} \`id\``)}
    ${positionField(api("slides"))}
    ${doc("Slide heading (`title`).")}
    title: String!
    ${doc("Slide text (`description`). Null when empty: not shown.")}
    description: String
    ${imageField("image", "Slide picture (required by the contract)", "`image`")}
    ${doc("Its call to action (`button`). Null: the slide has no button.")}
    button: ContentButton
  }
  ${doc(`The credit or the gift offer block (${api("creditOffer")} and ${api("giftOffer")}, both optional: an absent offer has no node and its block is left out). One node per locale and kind.`)}
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
    ${doc(`Block background colour (\`bgColor\`), '${CONTENT_DEFAULTS.offerColour}' when the service gives none or a bad one.`)}
    bgColor: String!
    ${doc("The block's illustration (`ilustration {src, alt}`, sic). Null: no illustration.")}
    illustration: ContentImageRef
    ${doc("The block's button (`button`), always present: defaults are text 'Заполнить заявку', consultation false, link from the offer's `link`.")}
    button: ContentButton!
    ${imageField("image", "The gift offer's picture", "`image`")}
    ${doc("Where the offer leads (`link`). Null: the button opens the consultation dialog.")}
    link: String
    ${doc("The credit offer's terms, which the calculator applies (`credit`). Null on the gift offer, and when absent or broken (reported).")}
    credit: ContentCreditTerms
    ${doc("The gift offer's terms, which the calculator applies (`gift`). Null on the credit offer, and when absent or broken (reported).")}
    gift: ContentGiftTerms
  }
  ${doc("A credit in equal monthly payments (`credit`): the calculator shows 'from X lei a month' with the term and the bank.")}
  type ContentCreditTerms {
    ${doc("Number of monthly payments (1-120).")}
    months: Int!
    ${doc("The bank that gives the credit, named beside the monthly payment.")}
    bank: String!
    ${doc("Yearly interest, percent; 0 for instalments without interest.")}
    annual_rate_percent: Float!
    ${doc("The smallest order the bank finances, MDL. Null: any.")}
    min_total: Float
  }
  ${doc("A gift from a quantity on (`gift`): the calculator shows the extra as a gift line at 0 lei when the order holds it.")}
  type ContentGiftTerms {
    ${doc("The extra of the price list given free.")}
    extra: ContentCalculatorExtraId!
    ${doc("The least number of units in the order.")}
    min_quantity: Int!
  }

`;
