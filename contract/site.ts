/** The site's own sections: settings and theme, contacts, messengers, and the home page's blocks. */
import { array, boolean, mixed, number, object, string, type InferType } from "yup";
import { CALCULATOR_CHOICES } from "./calculator-preset";
import type { CreditTerms, GiftTerms } from "./estimate";
import { text, optionalText, id, url, colour } from "./fields";

export const homeCategorySchema = object({
  id: id(),
  title: text().required(),
  description: optionalText(),
  image: url(),
  price_from: number().nullable().optional(),
  category_id: number().integer().required(),
  subtheme_id: number().integer().nullable().optional(),
});
export const homeCategoriesSchema = array().of(homeCategorySchema).required();

export const benefitSchema = object({
  id: id(),
  title: text().required(),
  description: optionalText(),
  icon: url(),
});
export const benefitsSchema = array().of(benefitSchema).required();

export const contactSchema = object({
  phone_number: optionalText(),
  mail: optionalText(),
  facebook: optionalText(),
  instagram: optionalText(),
  address: optionalText(),
  working_hours: optionalText(),
  map_url: optionalText(),
});
export const contactsSchema = array().of(contactSchema).required().min(1, "contacts must hold at least one item");

export const messengerSchema = object({
  id: number().integer().nullable().optional(),
  name: optionalText(),
  link: optionalText(),
  url: optionalText(),
  call_number: optionalText(),
  cover: url(),
  backgroundColor: colour(),
});
export const messengersSchema = array().of(messengerSchema).required();

/**
 * The theme colours of `/api/site-contacts/`, in the service's own names, with what each paints: the one list the
 * contract, the nodes, the GraphQL schema and its docs, and the site's CSS variables derive from.
 */
export const THEME_COLOURS = {
  text_color: "body text and headings",
  description_color: "secondary text: lead paragraphs, the header tagline, breadcrumbs",
  button_color: "primary buttons and accents",
  message_button: "the messenger widget's button, and its entries without a colour of their own",
  select_color: "focus outlines and focused inputs",
  link_color: "links",
  bgMainBlocks: "background of the header, the call menu and the main blocks",
  mainLinksButtonHover: "links and primary buttons on hover",
  bgSecondaryBlocks: "background of tinted sections and hovered menu items",
  secondaryLinksButtonHover: "the category bar (the secondary links) and outlined buttons on hover, white text on it",
  mainBorderColor: "borders of the header, tables and cards",
  customInputBorderBg: "form inputs' border",
  modalBgColor: "background of dialogs and dropdown menus",
  mainStrokeColor: "thin outlines: dropdown menus, rules in rich text",
} as const;
export const THEME_COLOUR_FIELDS = Object.keys(THEME_COLOURS) as Array<keyof typeof THEME_COLOURS>;
export type ThemeColourField = keyof typeof THEME_COLOURS;
const themeColourSchemas = Object.fromEntries(THEME_COLOUR_FIELDS.map((field) => [field, colour()])) as Record<
  ThemeColourField,
  ReturnType<typeof colour>
>;

export const siteSettingsSchema = object({
  logo: string().required(),
  favicon: url(),
  ...themeColourSchemas,
  yandex_id: optionalText(),
  google_id: optionalText(),
  google_sv: optionalText(),
});

export const registeredSiteSchema = object({
  site_url: string().required(),
  phone_number: optionalText(),
  google_tag_manager: optionalText(),
  ready_to_indexing: boolean().default(false),
  privacy_policy: optionalText(),
});
export const registeredSitesSchema = array().of(registeredSiteSchema).required();

export const homeSeoSchema = object({
  title: text().required(),
  description: optionalText(),
  keyword: optionalText(),
  image: url(),
});

export const homeInfoSchema = object({
  slug: optionalText(),
  title: optionalText(),
  content: optionalText(),
});

const buttonSchema = object({
  text: optionalText(),
  consultation: boolean().default(false),
  link: optionalText(),
})
  .nullable()
  .optional();

/**
 * The terms the calculator applies (estimate.ts). Each offer reads its terms loosely (`credit`, `gift`: anything) and
 * they are checked on their own with these: broken terms are reported and dropped, and the offer's block still shows.
 */
export const creditTermsSchema = object({
  months: number().integer().min(1).max(120).required(),
  bank: string().trim().min(2).max(100).required(),
  annual_rate_percent: number().min(0).max(100).default(0),
  min_total: number().min(0).nullable().optional(),
});
export const giftTermsSchema = object({
  extra: string().oneOf(CALCULATOR_CHOICES.extra).required(),
  min_quantity: number().integer().min(1).max(999).required(),
});
// The estimate's own types are these schemas' answers.
({}) as InferType<typeof creditTermsSchema> satisfies CreditTerms;
({}) as InferType<typeof giftTermsSchema> satisfies GiftTerms;

export const offerSchema = object({
  slug: optionalText(),
  title: text().required(),
  description: optionalText(),
  bgColor: colour(),
  ilustration: object({ src: url(), alt: optionalText() }).nullable().optional(),
  button: buttonSchema,
  image: url(),
  link: optionalText(),
  credit: mixed().nullable().optional(),
  gift: mixed().nullable().optional(),
});

export const partnerSchema = object({
  id: id(),
  name: text().required(),
  image: url(),
  link: optionalText(),
});
export const partnersSchema = array().of(partnerSchema).required();

export const slideSchema = object({
  id: id(),
  title: text().required(),
  description: optionalText(),
  image: string().required(),
  button: buttonSchema,
});
export const slidesSchema = array().of(slideSchema).required();

export type RawHomeCategory = InferType<typeof homeCategorySchema>;
export type RawBenefit = InferType<typeof benefitSchema>;
export type RawContact = InferType<typeof contactSchema>;
export type RawMessenger = InferType<typeof messengerSchema>;
export type RawSiteSettings = InferType<typeof siteSettingsSchema>;
export type RawRegisteredSite = InferType<typeof registeredSiteSchema>;
export type RawHomeSeo = InferType<typeof homeSeoSchema>;
export type RawHomeInfo = InferType<typeof homeInfoSchema>;
export type RawOffer = InferType<typeof offerSchema>;
export type RawPartner = InferType<typeof partnerSchema>;
export type RawSlide = InferType<typeof slideSchema>;
