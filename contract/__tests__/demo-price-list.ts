import { readFileSync } from "node:fs";
import * as path from "node:path";
import { calculatorSchema, creditTermsSchema, giftTermsSchema, type Offers, type PriceList } from "..";

const demo = (locale: string, file: string) =>
  JSON.parse(readFileSync(path.resolve(__dirname, `../../content-service/data/${locale}/${file}.json`), "utf8"));

/** The demo price list through the contract, as the build reads it. */
export const demoPriceList = (locale: "ro" | "ru" = "ro") =>
  calculatorSchema.validateSync(demo(locale, "calculator")) satisfies PriceList;

/** The demo offers' calculator terms, checked as the build checks them. */
export const demoOffers = (locale: "ro" | "ru" = "ro"): Required<Offers> => ({
  credit: creditTermsSchema.validateSync(demo(locale, "credit-offer-section").credit),
  gift: giftTermsSchema.validateSync(demo(locale, "gift-offer-section").gift),
});
