/** The field rules every part of the contract is written with. */
import { number, string } from "yup";

export const text = () => string().defined().strict(false);
export const optionalText = () => string().nullable().optional();
export const id = () => number().integer().required();
export const slug = () =>
  string()
    .required()
    .matches(/^[a-z0-9][a-z0-9_-]*$/i, "${path} must be a URL slug (letters, digits, - and _), got '${value}'");
export const url = () => string().nullable().optional();
// Colours are checked after the contract (safety/colours.ts): a bad one falls back to its default with a warning
// instead of failing the whole build.
export const colour = () => string().nullable().optional();

export const seo = {
  seo_title: optionalText(),
  seo_description: optionalText(),
  seo_keyword: optionalText(),
};

export const translatedSlugs = { slug: slug(), slug_ro: slug(), slug_ru: slug() };
