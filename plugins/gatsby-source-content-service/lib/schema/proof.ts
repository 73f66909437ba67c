/** The company's proof: reviews, finished work, certificates and badges, and the company's facts (on ContentSite). */
import { NODE_TYPES as T } from "../constants";
import { WEEKDAYS } from "../../../../contract";
import {
  doc,
  enumOf,
  imageField,
  localeField,
  positionField,
  remoteIdField,
  CERTIFICATES,
  COMPANY,
  FINISHED_WORK,
  REVIEWS,
} from "./fields";

const optionalSection = (what: string) =>
  `optional: a 404 or an empty list means the company has none, and the site shows no ${what} section`;

export const proofTypes = `
  ${doc(`A customer's review (${REVIEWS}, ${optionalSection("reviews")}), shown on the home page. Plain text, rendered escaped. One node per locale; twins matched by \`remoteId\`. There is no review markup in the structured data: search engines treat a company's own reviews as self-serving.`)}
  type ${T.Review} implements Node @dontInfer {
    ${localeField("review")}
    ${remoteIdField(`${REVIEWS} \`id\``)}
    ${positionField(REVIEWS)}
    ${doc("The customer's name as they agreed to show it (`author`).")}
    author: String!
    ${doc("Their town, village or Chișinău sector (`place`). Null: not shown.")}
    place: String
    ${doc("The review, plain text; a blank line separates paragraphs (`text`).")}
    text: String!
    ${doc("Stars from 1 to 5 (`rating`). Null: no stars shown.")}
    rating: Int
    ${doc("When it was written (`date`, ISO 8601); format with `formatString`.")}
    date: Date! @dateformat
    ${imageField("photo", "A photo the customer sent (their windows)", "`photo`")}
    ${doc("Where it was first published, e.g. 'Google' (`source`). Null: not shown.")}
    source: String
    ${doc("Link to the original review (`source_url`, checked like every URL). Null: the source is not a link.")}
    sourceUrl: String
  }
  ${doc(`A job the company finished (${FINISHED_WORK}, ${optionalSection("finished work")}): the latest few on the home page, and each category's on its page. One node per locale; twins matched by \`remoteId\`.`)}
  type ${T.FinishedWork} implements Node @dontInfer {
    ${localeField("finished job")}
    ${remoteIdField(`${FINISHED_WORK} \`id\``)}
    ${positionField(FINISHED_WORK)}
    ${doc("What was done, in a line, e.g. 'Balcony glazing with insulation' (`title`).")}
    title: String!
    ${doc("Where (`place`): town, village or Chișinău sector. Null: not shown.")}
    place: String
    ${doc("The building, e.g. 'series 143', 'hrușciovka', 'private house' (`building_type`). Null: not shown.")}
    buildingType: String
    ${doc("What was done, plain text (`description`). Null: not shown.")}
    description: String
    ${doc("Its photos, at least one (`images[] {src, alt}`); the first is the card's picture.")}
    images: [ContentImageRef!]!
    ${doc("What the customer paid, MDL (`price`). Null: not shown.")}
    price: Float
    ${doc("When it was finished (`date`, ISO 8601). The newest first: sort on it DESC.")}
    date: Date! @dateformat
    ${doc("The menu category whose page also shows it (`category_id`). Null: none, or one the menu does not list.")}
    category: ${T.Category} @link
  }
  ${doc(`A certificate or an official-partner badge (${CERTIFICATES}, ${optionalSection("certificates")}), shown on the home page with its title and issuer. One node per locale; twins matched by \`remoteId\`.`)}
  type ${T.Certificate} implements Node @dontInfer {
    ${localeField("certificate")}
    ${remoteIdField(`${CERTIFICATES} \`id\``)}
    ${positionField(CERTIFICATES)}
    ${doc("What it certifies, e.g. 'ISO 9001:2015' or 'Official dealer' (`title`).")}
    title: String!
    ${doc("Who issued it: the certification body or the manufacturer (`issuer`).")}
    issuer: String!
    ${imageField("image", "The certificate's scan or the badge", "`image`")}
    ${doc("Where to check it, e.g. the issuer's register (`link`, checked like every URL). Null: not a link.")}
    link: String
  }
  ${enumOf(
    "ContentWeekday",
    `A day of the week (${COMPANY} \`opening_hours[].day\`), Monday first as ISO 8601 counts them; the names are schema.org's DayOfWeek in lower case.`,
    WEEKDAYS,
  )}
  ${doc(`One span of opening hours (${COMPANY} \`opening_hours[]\`), in Moldova's time (Europe/Chisinau). A day without any is closed; a day with a break has two.`)}
  type ContentOpeningHours {
    ${doc("The day.")}
    day: ContentWeekday!
    ${doc("Opening time, HH:MM.")}
    opens: String!
    ${doc("Closing time, HH:MM, later than `opens` (24:00: midnight).")}
    closes: String!
  }
  ${doc("The office's map pin, WGS 84 decimal degrees.")}
  type ContentGeo {
    ${doc("Latitude (`latitude`).")}
    latitude: Float!
    ${doc("Longitude (`longitude`).")}
    longitude: Float!
  }
  ${doc(`A headline figure (${COMPANY} \`figures[]\`), e.g. value '12 000', label 'windows a year'.`)}
  type ContentFigure {
    ${doc("The figure as the content managers wrote it (`value`).")}
    value: String!
    ${doc("What it counts (`label`).")}
    label: String!
  }
  ${doc(`The company's overall rating (${COMPANY} \`rating\`), where one is kept: e.g. 4.8 from 127 reviews on Google.`)}
  type ContentRating {
    ${doc("The average, 1-5, to one decimal (`value`).")}
    value: Float!
    ${doc("How many reviews it averages (`count`).")}
    count: Int!
    ${doc("Where it is kept, e.g. 'Google' (`source`). Null: not named.")}
    source: String
    ${doc("The page where it is kept (`url`, checked as any link). Null: not linked.")}
    url: String
  }
  ${doc(`The company's facts (${COMPANY}, our extension; optional: without it the site shows the contacts' address and hours text, and no figures). Checked field by field: a bad IDNO, a lone coordinate, a bad opening-hours entry or figure is left out and reported. Shown in the footer, on the contacts page, as the home page's figures, in the thank-you message and in the structured data.`)}
  type ContentCompany {
    ${doc("The registered name, e.g. 'TermoFort S.R.L.' (`legal_name`). Null: not shown.")}
    legalName: String
    ${doc("The fiscal code, 13 digits with a valid check digit (`idno`). Null when absent or invalid.")}
    idno: String
    ${doc("The year the company was founded (`founded_year`). Null: not shown.")}
    foundedYear: Int
    ${doc("Street and number of the office (`street_address`). Null: the contacts' address text is shown instead.")}
    streetAddress: String
    ${doc("Town (`locality`), e.g. 'Chișinău'.")}
    locality: String
    ${doc("Postal code (`postal_code`), e.g. 'MD-2023'.")}
    postalCode: String
    ${doc("The map pin (`latitude`, `longitude`). Null unless both are given: the contacts page then links the contacts' map_url.")}
    geo: ContentGeo
    ${doc("Opening hours by day, Monday first; empty: the contacts' working_hours text is shown instead.")}
    openingHours: [ContentOpeningHours!]!
    ${doc("How soon the company calls back a request sent during opening hours, minutes (`callback_minutes`). Null: the thank-you message promises no time.")}
    callbackMinutes: Int
    ${doc("Headline figures, in order (`figures[]`); empty: only the founding year, if any, is shown.")}
    figures: [ContentFigure!]!
    ${doc("The overall rating (`rating`); null without one or when it is not valid: none is shown.")}
    rating: ContentRating
  }
`;
