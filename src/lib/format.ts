import { LOCALE_TAGS, type Locale } from "./locales";

/*
 * Prices and dates are written by hand for the two locales instead of with Intl.NumberFormat / DateTimeFormat.
 * The first formatter a page creates makes the browser load ICU's locale data: one uninterrupted 50-300 ms piece of
 * work at 4x CPU throttling, inside the hydration of every page that shows a price or a date (the subcategory page,
 * the article, home), the largest single part of their Total Blocking Time (docs/performance.md). What is written
 * here is what Intl writes for these locales (CLDR's patterns): the unit tests compare the two over a wide range of
 * values and instants. Anything outside that range goes to Intl. The server and the browser now print the same
 * text whatever their ICU versions, so hydration cannot disagree about it either.
 */

/** CLDR's grouping separators: ro-RO a full stop, ru-RU a no-break space; groups of three from one thousand on. */
const GROUP_SEPARATOR: Record<Locale, string> = { ro: ".", ru: "\u00a0" };

export function formatPrice(value: number, locale: Locale): string {
  if (!Number.isFinite(value) || value < 0 || value >= Number.MAX_SAFE_INTEGER) {
    return new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits: 0 }).format(value);
  }
  // Intl rounds halves away from zero, which for values >= 0 is Math.round.
  return String(Math.round(value)).replace(/\B(?=(\d{3})+$)/g, GROUP_SEPARATOR[locale]);
}

/**
 * A measure such as an area with at most two decimals, as Intl writes it ("1,82" in both locales, "3,5", "12"):
 * the decimal comma of ro-RO and ru-RU, the whole part grouped as a price.
 */
export function formatDecimal(value: number, locale: Locale): string {
  if (!Number.isFinite(value) || value < 0 || value >= 1e9) {
    return new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits: 2 }).format(value);
  }
  const hundredths = Math.round(value * 100);
  const whole = formatPrice(Math.floor(hundredths / 100), locale);
  const fraction = String(hundredths % 100)
    .padStart(2, "0")
    .replace(/0+$/, "");
  return fraction ? `${whole},${fraction}` : whole;
}

/** Month names in the genitive, as CLDR's "d MMMM y" pattern writes them. */
const MONTHS: Record<Locale, readonly string[]> = {
  ro: [
    "ianuarie",
    "februarie",
    "martie",
    "aprilie",
    "mai",
    "iunie",
    "iulie",
    "august",
    "septembrie",
    "octombrie",
    "noiembrie",
    "decembrie",
  ],
  ru: [
    "января",
    "февраля",
    "марта",
    "апреля",
    "мая",
    "июня",
    "июля",
    "августа",
    "сентября",
    "октября",
    "ноября",
    "декабря",
  ],
};

const HOUR = 3_600_000;
/** Years for which the rule below is Moldova's (and checked against the time zone database by the tests). */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2037;

/** 00:00 UTC of the last Sunday of a month. */
function lastSundayUtc(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, last.getUTCDate() - last.getUTCDay());
}

/**
 * Europe/Chisinau's offset: UTC+2, and UTC+3 in summer time, from the last Sunday of March to the last Sunday of
 * October. Since 2022 Moldova changes at the EU's instant, 01:00 UTC (tzdata 2026); before, at 00:00 UTC.
 */
function chisinauOffset(time: number, year: number): number {
  const shift = year >= 2022 ? HOUR : 0;
  const start = lastSundayUtc(year, 2) + shift;
  const end = lastSundayUtc(year, 9) + shift;
  return time >= start && time < end ? 3 * HOUR : 2 * HOUR;
}

/** The calendar date in Chisinau, "d MMMM y" (ro) or "d MMMM y г." (ru). */
export function formatDate(iso: string, locale: Locale): string {
  const time = new Date(iso).getTime();
  const year = new Date(time).getUTCFullYear();
  if (!Number.isFinite(time) || year < FIRST_YEAR || year > LAST_YEAR) {
    return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "Europe/Chisinau",
    }).format(new Date(iso));
  }
  const local = new Date(time + chisinauOffset(time, year));
  const date = `${local.getUTCDate()} ${MONTHS[locale][local.getUTCMonth()]} ${local.getUTCFullYear()}`;
  return locale === "ru" ? `${date} г.` : date;
}

/** The weekday (0 = Monday) and the minutes since midnight in Chisinau at an instant: what opening hours compare. */
export function chisinauWallClock(time: number): { weekday: number; minutes: number } {
  const year = new Date(time).getUTCFullYear();
  let local: Date;
  if (Number.isFinite(time) && year >= FIRST_YEAR && year <= LAST_YEAR) {
    local = new Date(time + chisinauOffset(time, year));
  } else {
    const parts = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/Chisinau",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      hourCycle: "h23",
    }).formatToParts(new Date(time));
    const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value);
    local = new Date(Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute")));
  }
  return { weekday: (local.getUTCDay() + 6) % 7, minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
}
