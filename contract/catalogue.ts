/** The catalogue and the pages of content: categories with their subcategories, products, articles, info pages. */
import { array, boolean, mixed, number, object, string, type InferType } from "yup";
import { calculatorPresetSchema } from "./calculator";
import { text, optionalText, id, slug, url, seo, translatedSlugs } from "./fields";

/**
 * Lists whose entries are items with a page of their own (categories, info pages, articles) are read loosely: each
 * entry is then checked with its item schema on its own, so that one entry breaking the contract is one item left at
 * its last good version (last-good.ts) instead of a failed list.
 */
export const entryListSchema = array().of(mixed()).required();

/** One page of `blog-item/` (DRF's PageNumberPagination): the total count and this page's entries, read loosely. */
export const blogListPageSchema = object({ count: number().integer().min(0).required(), results: entryListSchema });

const subThemeSchema = object({
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
  calculator: calculatorPresetSchema.nullable().optional().default(null),
  ...seo,
});

const articleSummarySchema = object({
  id: id(),
  ...translatedSlugs,
  title: text().required(),
  short_description: optionalText(),
  image: url(),
  created_at: string().required(),
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

/**
 * The spec's list entry is `{slug, title}`; the service has also answered with `id`, `slug_ro` and `slug_ru`. Both
 * shapes are accepted, and `normaliseInfoPage` (normalise.ts) fills what is missing.
 */
export const infoPageEntrySchema = object({
  id: number().integer().nullable().optional(),
  slug: slug(),
  slug_ro: slug().nullable().optional().notRequired(),
  slug_ru: slug().nullable().optional().notRequired(),
  title: text().required(),
});

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

export type RawLink = InferType<typeof linkSchema>;
export type RawProduct = InferType<typeof productSchema>;
export type RawArticle = InferType<typeof articleSchema>;
export type RawInfoPageEntry = InferType<typeof infoPageEntrySchema>;
export type RawInfoPage = InferType<typeof infoPageSchema>;
