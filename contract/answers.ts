/**
 * The answer schema of every GET endpoint (endpoints.ts), by its name: what the client validates each answer with
 * before anything else sees it. The compiler refuses a GET endpoint without one.
 */
import { array, lazy, type InferType, type Schema } from "yup";
import { articleSchema, blogListPageSchema, entryListSchema, infoPageSchema, productSchema } from "./catalogue";
import { calculatorSchema } from "./calculator";
import type { GetEndpointName, OptionalEndpointName } from "./endpoints";
import { companySchema } from "./proof";
import {
  benefitsSchema,
  contactsSchema,
  homeCategoriesSchema,
  homeInfoSchema,
  homeSeoSchema,
  messengersSchema,
  offerSchema,
  partnersSchema,
  registeredSitesSchema,
  siteSettingsSchema,
  slidesSchema,
} from "./site";

/** A single section may come as an object or as a one-item list. */
export const objectOrList = <T>(schema: Schema<T>) =>
  lazy((value: unknown) => (Array.isArray(value) ? array().of(schema).min(1).required() : schema)) as unknown as Schema<
    T | T[]
  >;

export const ANSWERS = {
  // Lists of items with a page of their own are read loosely; each entry is checked on its own (linkSchema,
  // infoPageEntrySchema, articleSchema), so one broken entry is one item kept at its last good version.
  menu: entryListSchema,
  registeredSites: registeredSitesSchema,
  siteSettings: objectOrList(siteSettingsSchema),
  contacts: contactsSchema,
  infoPages: entryListSchema,
  infoPage: infoPageSchema,
  blogPage: blogListPageSchema,
  article: articleSchema,
  product: productSchema,
  homeArticles: entryListSchema,
  homeCategories: homeCategoriesSchema,
  benefits: benefitsSchema,
  messengers: messengersSchema,
  homeSeo: objectOrList(homeSeoSchema),
  homeInfo: objectOrList(homeInfoSchema),
  creditOffer: objectOrList(offerSchema),
  giftOffer: objectOrList(offerSchema),
  partners: partnersSchema,
  slides: slidesSchema,
  calculator: calculatorSchema,
  // The company's proof: the lists' entries are checked one by one (reviewSchema, finishedWorkSchema,
  // certificateSchema in proof.ts), so one bad entry is one entry left out or kept at its last good version.
  reviews: entryListSchema,
  finishedWork: entryListSchema,
  certificates: entryListSchema,
  company: objectOrList(companySchema),
} satisfies Record<GetEndpointName, Schema<unknown>>;

/** The validated answer of a GET endpoint. */
export type AnswerOf<N extends GetEndpointName> = InferType<(typeof ANSWERS)[N]>;
/** What the client resolves to: an optional endpoint that is absent answers null. */
export type ResultOf<N extends GetEndpointName> = N extends OptionalEndpointName ? AnswerOf<N> | null : AnswerOf<N>;
