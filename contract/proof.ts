/**
 * The company's proof (our extension; the spec has none of it): reviews, finished work, certificates and partner
 * badges, and the company's facts. Every one is optional: an endpoint that answers 404 or an empty list means the
 * company has none, and its section is left out of the site.
 */
import { array, mixed, number, object, string, type InferType } from "yup";
import { text, optionalText, id, url } from "./fields";

/** A calendar date or an ISO 8601 date-time (DRF's DateField and DateTimeField). */
const date = () =>
  string()
    .required()
    .test(
      "iso-date",
      "${path} must be a date such as 2024-05-31, got '${value}'",
      (value) => value === undefined || (/^\d{4}-\d{2}-\d{2}/.test(value) && Number.isFinite(Date.parse(value))),
    );

/** One photo with its alternative text, as products give them. */
const photo = object({ src: string().required(), alt: optionalText() });

export const reviewSchema = object({
  id: id(),
  /** The customer's name as they agreed to be shown ("Ion P."). */
  author: text().required(),
  /** Town, village or Chișinău sector. */
  place: optionalText(),
  /** Plain text; blank lines separate paragraphs. */
  text: text().required(),
  rating: number().integer().min(1).max(5).nullable().optional(),
  date: date(),
  photo: url(),
  /** Where the review was first written ("Google", "Facebook"), and its link. */
  source: optionalText(),
  source_url: optionalText(),
});

export const finishedWorkSchema = object({
  id: id(),
  title: text().required(),
  place: optionalText(),
  /** The building: "seria 143", "hrușciovka", "casă particulară". */
  building_type: optionalText(),
  /** What was done, plain text. */
  description: optionalText(),
  images: array().of(photo).min(1, "${path} must hold at least one photo").required(),
  /** What the customer paid, MDL. */
  price: number().min(0).nullable().optional(),
  date: date(),
  /** The menu category (`menu-item` id) the work shows on; null: home page only. */
  category_id: number().integer().nullable().optional(),
});

export const certificateSchema = object({
  id: id(),
  title: text().required(),
  /** Who issued it: the certification body, or the manufacturer whose official partner the company is. */
  issuer: text().required(),
  image: string().required(),
  link: optionalText(),
});

/** The days of `opening_hours[].day`, Monday first (ISO 8601), named as schema.org names them (lower case). */
export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * The company's facts (`/api/company/`, one object per locale: the texts are translated, the numbers the same).
 * Every field is optional, and the ones that can be wrong in a way the contract cannot see (an IDNO's check digit,
 * an opening-hours entry, a lone coordinate) are checked one by one afterwards (safety/company.ts): a bad one is
 * left out and reported, the rest is published.
 */
export const companySchema = object({
  legal_name: optionalText(),
  /** The fiscal code (IDNO): 13 digits, the last a check digit. */
  idno: optionalText(),
  founded_year: number().integer().min(1800).max(2200).nullable().optional(),
  street_address: optionalText(),
  locality: optionalText(),
  postal_code: optionalText(),
  /** WGS 84 degrees of the office's entrance (the map pin). */
  latitude: number().min(-90).max(90).nullable().optional(),
  longitude: number().min(-180).max(180).nullable().optional(),
  /** `{day, opens, closes}` entries, times as HH:MM in Moldova's time; a day without an entry is closed. */
  opening_hours: array().of(mixed()).default([]),
  /** How soon the company calls back a request sent during opening hours, minutes. */
  callback_minutes: number().integer().min(1).max(1440).nullable().optional(),
  /** Headline figures `{value, label}`, e.g. {value: "12 000", label: "ferestre montate pe an"}. */
  figures: array().of(mixed()).default([]),
  /**
   * The company's overall rating where one is kept (a Google or Facebook page): `{value, count, source, url}`,
   * e.g. {value: 4.8, count: 127, source: "Google", url: "https://..."}. Absent: no rating is shown.
   */
  rating: mixed().nullable().optional(),
});

export const figureSchema = object({ value: text().required(), label: text().required() });

export const ratingSchema = object({
  /** The average, 1-5 (one decimal shown). */
  value: number().min(1).max(5).required(),
  /** How many reviews it averages. */
  count: number().integer().min(1).required(),
  /** Where it is kept ("Google"), and its page. */
  source: optionalText(),
  url: optionalText(),
});

export const openingHoursSchema = object({
  day: string().oneOf(WEEKDAYS).required(),
  opens: string().required(),
  closes: string().required(),
});

export type RawReview = InferType<typeof reviewSchema>;
export type RawFinishedWork = InferType<typeof finishedWorkSchema>;
export type RawCertificate = InferType<typeof certificateSchema>;
export type RawCompany = InferType<typeof companySchema>;
