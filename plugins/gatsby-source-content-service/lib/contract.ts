/**
 * The content contract: every answer of the content service, as yup schemas (the types derive from them).
 * Required fields are the ones the site cannot render without; everything else is optional and may be null.
 * docs/content-contract.md explains it for humans.
 */
import { array, boolean, number, object, string, type InferType } from "yup";

const text = () => string().defined().strict(false);
const optionalText = () => string().nullable().optional();
const id = () => number().integer().required();
const slug = () =>
  string()
    .required()
    .matches(/^[a-z0-9][a-z0-9_-]*$/i, "${path} must be a URL slug (letters, digits, - and _), got '${value}'");
const url = () => string().nullable().optional();
// Colours are checked after the contract (safety/colours.ts): a bad one falls back to its default with a warning
// instead of failing the whole build.
const colour = () => string().nullable().optional();

const seo = {
  seo_title: optionalText(),
  seo_description: optionalText(),
  seo_keyword: optionalText(),
};

const translatedSlugs = { slug: slug(), slug_ro: slug(), slug_ru: slug() };

export const subThemeSchema = object({
  id: id(),
  theme: text().required(),
  ...translatedSlugs,
  description: optionalText(),
  image: url(),
  products: array().of(number().integer().required()).default([]),
});

export const linkSchema = object({
  id: id(),
  theme: text().required(),
  ...translatedSlugs,
  description: optionalText(),
  image: url(),
  ...seo,
  subThemes: array().of(subThemeSchema).default([]),
});
export const menuSchema = array().of(linkSchema).required();

export const productSchema = object({
  id: id(),
  title: text().required(),
  ...translatedSlugs,
  category_id: number().integer().nullable().optional(),
  subtheme_id: number().integer().nullable().optional(),
  short_description: optionalText(),
  description: optionalText(),
  price_from: number().nullable().optional(),
  unit: optionalText(),
  images: array()
    .of(object({ src: string().required(), alt: optionalText() }))
    .default([]),
  benefits: array()
    .of(object({ id: number().integer().nullable().optional(), title: text().required(), description: optionalText() }))
    .default([]),
  characteristics: array()
    .of(object({ name: text().required(), value: text().required() }))
    .default([]),
  ...seo,
});

export const articleSummarySchema = object({
  id: id(),
  ...translatedSlugs,
  title: text().required(),
  short_description: optionalText(),
  image: url(),
  created_at: string().required(),
});

export const blogPageSchema = object({
  count: number().integer().min(0).required(),
  next: string().nullable().optional(),
  previous: string().nullable().optional(),
  results: array().of(articleSummarySchema).required(),
});

export const articleSchema = articleSummarySchema.shape({
  content: text().default(""),
  carousel_images: array()
    .of(object({ id: number().integer().nullable().optional(), image: string().required(), alt: optionalText() }))
    .default([]),
  author: optionalText(),
  reading_time: number().nullable().optional(),
  show_on_home: boolean().nullable().optional(),
  ...seo,
});
export const homeArticlesSchema = array().of(articleSummarySchema).required();

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
 * The spec's list entry is `{slug, title}`; the service has also answered with `id`, `slug_ro` and `slug_ru`. Both
 * shapes are accepted, and fetch-content fills what is missing (fetch-content.ts, `normaliseInfoPages`).
 */
export const infoPageEntrySchema = object({
  id: number().integer().nullable().optional(),
  slug: slug(),
  slug_ro: slug().nullable().optional().notRequired(),
  slug_ru: slug().nullable().optional().notRequired(),
  title: text().required(),
});
export const infoPageListSchema = array().of(infoPageEntrySchema).required();

/** The spec's detail has no id nor slugs (title, content, SEO fields, image): the list entry provides them. */
export const infoPageSchema = object({
  id: number().integer().nullable().optional(),
  slug: slug().nullable().optional().notRequired(),
  slug_ro: slug().nullable().optional().notRequired(),
  slug_ru: slug().nullable().optional().notRequired(),
  title: text().required(),
  content: text().default(""),
  image: url(),
  seo_title: optionalText(),
  seo_keyword: optionalText(),
  seo_description: optionalText(),
});

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

export const offerSchema = object({
  slug: optionalText(),
  title: text().required(),
  description: optionalText(),
  bgColor: colour(),
  ilustration: object({ src: url(), alt: optionalText() }).nullable().optional(),
  button: buttonSchema,
  image: url(),
  link: optionalText(),
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

const positive = () => number().positive().required();
const range = () => object({ min: positive(), max: positive(), default: positive() });
const titled = { id: string().required(), title: text().required(), description: optionalText() };

/** The calculator's fixed choices: the price module knows each by id, and the GraphQL enums derive from these. */
export const CALCULATOR_CHOICES = {
  product: ["window", "balcony_door", "balcony_block"],
  opening: ["fixed", "turn_left", "turn_right", "tilt", "tilt_turn"],
  extra: ["sill", "drip_sill", "slopes", "mosquito_net"],
  extraBasis: ["width", "perimeter", "opening_sash"],
} as const;

/** The window calculator's price list and limits (our extension: the spec leaves the calculator open). */
export const calculatorSchema = object({
  currency: string().required(),
  min_size_mm: positive(),
  max_area_m2: positive(),
  rounding: number().integer().min(1).default(1),
  max_quantity: number().integer().min(1).default(50),
  note: optionalText(),
  products: array()
    .of(
      object({
        ...titled,
        id: string().oneOf(CALCULATOR_CHOICES.product).required(),
        min_width: positive(),
        max_width: positive(),
        min_height: positive(),
        max_height: positive(),
        max_sections: number().integer().min(1).max(3).required(),
        top_light: boolean().default(false),
        default_width: positive(),
        default_height: positive(),
        door_width: range().default(undefined).nullable().optional(),
        window_height: range().default(undefined).nullable().optional(),
      }),
    )
    .min(1)
    .required(),
  top_light_height: range().required(),
  openings: array()
    .of(
      object({
        ...titled,
        id: string().oneOf(CALCULATOR_CHOICES.opening).required(),
        price: number().min(0).required(),
        min_width: positive(),
        max_width: positive(),
        min_height: positive(),
        max_height: positive(),
        max_area_m2: positive(),
      }),
    )
    .min(1)
    .required(),
  profiles: array()
    .of(object({ ...titled, chambers: positive(), depth_mm: positive(), price_per_m2: positive() }))
    .min(1)
    .required(),
  glazing: array()
    .of(
      object({
        ...titled,
        chambers: positive(),
        energy_saving: boolean().default(false),
        u_value: number().nullable().optional(),
        price_per_m2: number().min(0).required(),
      }),
    )
    .min(1)
    .required(),
  colours: array()
    .of(object({ ...titled, hex: string().defined().default(""), surcharge_percent: number().min(0).required() }))
    .min(1)
    .required(),
  extras: array()
    .of(
      object({
        ...titled,
        id: string().oneOf(CALCULATOR_CHOICES.extra).required(),
        basis: string().oneOf(CALCULATOR_CHOICES.extraBasis).required(),
        price: number().min(0).required(),
      }),
    )
    .default([]),
  installation: object({
    title: text().required(),
    price_per_m2: number().min(0).required(),
    min_price: number().min(0).required(),
  }).required(),
  removal: object({
    title: text().required(),
    price_per_m2: number().min(0).required(),
    min_price: number().min(0).required(),
  }).required(),
});

export type RawLink = InferType<typeof linkSchema>;
export type RawSubTheme = InferType<typeof subThemeSchema>;
export type RawProduct = InferType<typeof productSchema>;
export type RawArticleSummary = InferType<typeof articleSummarySchema>;
export type RawArticle = InferType<typeof articleSchema>;
export type RawHomeCategory = InferType<typeof homeCategorySchema>;
export type RawBenefit = InferType<typeof benefitSchema>;
export type RawContact = InferType<typeof contactSchema>;
export type RawMessenger = InferType<typeof messengerSchema>;
export type RawInfoPageEntry = InferType<typeof infoPageEntrySchema>;
export type RawInfoPage = InferType<typeof infoPageSchema>;
export type RawSiteSettings = InferType<typeof siteSettingsSchema>;
export type RawRegisteredSite = InferType<typeof registeredSiteSchema>;
export type RawHomeSeo = InferType<typeof homeSeoSchema>;
export type RawHomeInfo = InferType<typeof homeInfoSchema>;
export type RawOffer = InferType<typeof offerSchema>;
export type RawPartner = InferType<typeof partnerSchema>;
export type RawSlide = InferType<typeof slideSchema>;
export type RawCalculatorConfig = InferType<typeof calculatorSchema>;
