/** The site-wide node of each locale: settings, theme colours, contacts, phone, home SEO and info. */
import { NODE_TYPES as T } from "../constants";
import { THEME_COLOUR_FIELDS, THEME_COLOURS, type ThemeColourField } from "../../../../contract";
import { doc, api, localeField, imageField, enumOf, SITE_CONTACTS, REGISTERED } from "./fields";

export const siteTypes = `
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
  ${doc(`The company's contacts (${api("contacts")}, the first item of the list), shown on the contacts page, in the footer and in the business's structured data (where the company's facts give no address or hours). Each field is null when empty and then not shown.`)}
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
  ${doc(`The home page's title, description and share image (${api("homeSeo")}).`)}
  type ContentHomeSeo {
    ${doc("The home page's <title> (`title`).")}
    title: String!
    ${doc("Meta description (`description`). Null: the site's default description.")}
    description: String
    ${doc("Meta keywords (`keyword`). Null: no keywords tag.")}
    keyword: String
    ${imageField("image", "Share image", "`image`")}
  }
  ${doc(`The home page's info section (${api("homeInfo")}, \`name\`: the fixed HOME_INFO_NAME); kept only when it has both content and a slug.`)}
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
    ${doc(`The office phone (${api("contacts")} \`phone_number\`), shown on the contacts page and in the footer beside \`phone\` when it differs. Null when the contacts hold none.`)}
    officePhone: ContentPhone
    ${doc(`Contacts (${api("contacts")}, first item).`)}
    contact: ContentContact!
    ${doc(`Home page SEO (${api("homeSeo")}, optional). Null: the home page uses the site's default title and description.`)}
    homeSeo: ContentHomeSeo
    ${doc("The home info section (optional). Null when absent or lacking content or slug: the section is left out.")}
    homeInfo: ContentHomeInfo
    ${doc(`The company's facts (${api("company")}, optional). Null when the service has none.`)}
    company: ContentCompany
  }
`;
