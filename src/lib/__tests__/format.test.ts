import { LOCALES, LOCALE_TAGS } from "../locales";
import { formatDate, formatDecimal, formatPrice } from "../format";

const intlPrice = (locale: (typeof LOCALES)[number]) =>
  new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits: 0 });
const intlDate = (locale: (typeof LOCALES)[number]) =>
  new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/Chisinau",
  });

describe("formatDecimal", () => {
  it.each(LOCALES)("writes what Intl writes (%s) with up to two decimals", (locale) => {
    const intl = new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits: 2 });
    const values: number[] = [];
    for (let hundredths = 0; hundredths <= 200_000; hundredths += 1) values.push(hundredths / 100);
    for (let value = 0.001; value < 1e8; value = value * 1.29 + 0.0071) values.push(value);
    const mismatches = values.filter((value) => formatDecimal(value, locale) !== intl.format(value));
    expect(mismatches).toEqual([]);
  });

  it("writes the decimal comma of both languages", () => {
    expect(formatDecimal(1.82, "ro")).toBe("1,82");
    expect(formatDecimal(1.82, "ru")).toBe("1,82");
    expect(formatDecimal(3.5, "ru")).toBe("3,5");
    expect(formatDecimal(12, "ro")).toBe("12");
  });
});

describe("formatPrice", () => {
  it.each(LOCALES)("writes what Intl writes (%s), every integer up to 120 000 and samples beyond", (locale) => {
    const intl = intlPrice(locale);
    const values: number[] = [];
    for (let value = 0; value <= 120_000; value += 1) values.push(value);
    for (let value = 120_000; value < 1e12; value = Math.floor(value * 1.37) + 7) values.push(value);
    values.push(Number.MAX_SAFE_INTEGER - 1, 0.4, 0.5, 1.5, 2.5, 999.5, 999.49, 1234.5678, 99_999.5);
    const mismatches = values.filter((value) => formatPrice(value, locale) !== intl.format(value));
    expect(mismatches).toEqual([]);
  });

  it("groups thousands as each locale does", () => {
    expect(formatPrice(1234567, "ro")).toBe("1.234.567");
    expect(formatPrice(1234567, "ru")).toBe("1\u00a0234\u00a0567");
    expect(formatPrice(999, "ru")).toBe("999");
    expect(formatPrice(1999.5, "ro")).toBe("2.000");
  });

  it("leaves what it does not cover to Intl", () => {
    for (const locale of LOCALES) {
      for (const value of [-1234, -0.4, Number.POSITIVE_INFINITY, Number.NaN, 1e20]) {
        expect(formatPrice(value, locale)).toBe(intlPrice(locale).format(value));
      }
    }
  });
});

describe("formatDate", () => {
  it.each(LOCALES)("writes what Intl writes in Europe/Chisinau (%s), every hour of 2000-2037", (locale) => {
    const intl = intlDate(locale);
    const mismatches: string[] = [];
    const end = Date.UTC(2038, 0, 1);
    for (let time = Date.UTC(2000, 0, 1); time < end; time += 3_600_000) {
      const iso = new Date(time).toISOString();
      if (formatDate(iso, locale) !== intl.format(time)) mismatches.push(iso);
    }
    expect(mismatches).toEqual([]);
  });

  it("takes the day in Chisinau around midnight and the summer time changes", () => {
    // 22:30 UTC is 00:30 in winter (UTC+2) and 01:30 in summer (UTC+3): the next day either way.
    expect(formatDate("2026-01-14T22:30:00Z", "ro")).toBe("15 ianuarie 2026");
    expect(formatDate("2026-07-14T21:30:00Z", "ru")).toBe("15 июля 2026 г.");
    expect(formatDate("2026-07-14T20:59:00Z", "ru")).toBe("14 июля 2026 г.");
    // Summer time began at 00:00 UTC on 29 March 2026 and ends at 00:00 UTC on 25 October 2026.
    expect(formatDate("2026-03-28T21:30:00Z", "ro")).toBe("28 martie 2026");
    expect(formatDate("2026-10-24T21:30:00Z", "ro")).toBe("25 octombrie 2026");
    expect(formatDate("2026-11-05T10:30:00+02:00", "ro")).toBe("5 noiembrie 2026");
  });

  it("leaves other years to Intl and rejects what is not a date as Intl does", () => {
    for (const locale of LOCALES) {
      for (const iso of ["1995-06-30T21:30:00Z", "2045-12-31T22:30:00Z"]) {
        expect(formatDate(iso, locale)).toBe(intlDate(locale).format(new Date(iso)));
      }
      expect(() => formatDate("not a date", locale)).toThrow(RangeError);
    }
  });
});
