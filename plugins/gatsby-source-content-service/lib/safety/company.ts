/**
 * The company's facts checked field by field (contract/proof.ts): what the contract's types cannot see. A bad IDNO,
 * a lone coordinate, an opening-hours entry that does not read as a time span, a figure without its label or a
 * rating that is not an average of 1-5 over a count of reviews is left out with a report; every other fact is
 * published.
 */
import { ValidationError } from "yup";
import type { CheckedCompany, OpeningHours } from "../content-shapes";
import { figureSchema, openingHoursSchema, ratingSchema, WEEKDAYS, type RawCompany } from "../../../../contract";

export interface CompanyProblem {
  field: string;
  problem: string;
  fix: string;
}

/**
 * The IDNO's check: 13 digits whose last is the sum of the first twelve weighted 7, 3, 1, 7, 3, 1, ... modulo 10
 * (the algorithm of python-stdnum's `md.idno`, whose test number 1008600038413 the unit tests use).
 */
export function validIdno(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  const weights = [7, 3, 1];
  const sum = [...value.slice(0, 12)].reduce((total, digit, index) => total + Number(digit) * weights[index % 3]!, 0);
  return sum % 10 === Number(value[12]);
}

/** Minutes since midnight of "H:MM", "HH:MM" or "HH:MM:SS" (DRF's TimeField), 0-1440; null otherwise. */
export function minutesOf(time: string): number | null {
  const match = /^(\d{1,2}):([0-5]\d)(?::00)?$/.exec(time.trim());
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= 24 * 60 ? minutes : null;
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

function reason(error: unknown): string {
  return error instanceof ValidationError ? (error.errors[0] ?? error.message) : (error as Error).message;
}

/** The checked facts and what was left out of them. */
export function checkCompany(raw: RawCompany): { company: CheckedCompany; problems: CompanyProblem[] } {
  const problems: CompanyProblem[] = [];

  const idnoText = raw.idno?.replace(/\s+/g, "") || null;
  const idno = idnoText && validIdno(idnoText) ? idnoText : null;
  if (idnoText && !idno)
    problems.push({
      field: "idno",
      problem: `'${idnoText.slice(0, 40)}' is not an IDNO (13 digits, the last one a check digit)`,
      fix: "copy the fiscal code from the company's registration certificate",
    });

  const hasLatitude = raw.latitude != null;
  const hasLongitude = raw.longitude != null;
  if (hasLatitude !== hasLongitude)
    problems.push({
      field: hasLatitude ? "longitude" : "latitude",
      problem: "the map pin needs both coordinates, and only one is given",
      fix: "enter both the latitude and the longitude of the office (decimal degrees, e.g. 47.0245, 28.8322)",
    });

  const hours: Array<OpeningHours & { from: number; to: number }> = [];
  raw.opening_hours.forEach((entry, index) => {
    const field = `opening_hours[${index}]`;
    let valid;
    try {
      valid = openingHoursSchema.validateSync(entry);
    } catch (error) {
      problems.push({
        field,
        problem: reason(error),
        fix: `give each entry a day (${WEEKDAYS.join(", ")}), opens and closes`,
      });
      return;
    }
    const from = minutesOf(valid.opens);
    const to = minutesOf(valid.closes);
    if (from === null || to === null || from >= to || from === 24 * 60) {
      problems.push({
        field,
        problem: `'${valid.opens}'-'${valid.closes}' is not a span of time within one day`,
        fix: "write the hours as HH:MM, opening before closing (24:00 for midnight)",
      });
      return;
    }
    const overlapping = hours.find((other) => other.day === valid.day && from < other.to && other.from < to);
    if (overlapping) {
      problems.push({
        field,
        problem: `${valid.day} ${valid.opens}-${valid.closes} overlaps ${overlapping.opens}-${overlapping.closes} of the same day`,
        fix: "give each day's hours once (two entries for a day with a break)",
      });
      return;
    }
    hours.push({ day: valid.day, opens: hhmm(from), closes: hhmm(to), from, to });
  });
  hours.sort((a, b) => WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day) || a.from - b.from);

  const figures = raw.figures.flatMap((entry, index) => {
    try {
      const { value, label } = figureSchema.validateSync(entry);
      return value.trim() && label.trim() ? [{ value: value.trim(), label: label.trim() }] : [];
    } catch (error) {
      problems.push({
        field: `figures[${index}]`,
        problem: reason(error),
        fix: "give each figure a value and a label",
      });
      return [];
    }
  });

  let rating: CheckedCompany["rating"] = null;
  if (raw.rating != null) {
    try {
      const valid = ratingSchema.validateSync(raw.rating, { stripUnknown: true });
      rating = {
        value: Math.round(valid.value * 10) / 10,
        count: valid.count,
        source: valid.source?.trim() || null,
        url: valid.url?.trim() || null,
      };
    } catch (error) {
      problems.push({
        field: "rating",
        problem: reason(error),
        fix: "give the rating as {value: the average from 1 to 5, count: how many reviews it averages}",
      });
    }
  }

  return {
    company: {
      ...raw,
      idno,
      latitude: hasLatitude && hasLongitude ? raw.latitude : null,
      longitude: hasLatitude && hasLongitude ? raw.longitude : null,
      opening_hours: hours.map(({ day, opens, closes }) => ({ day, opens, closes })),
      figures,
      rating,
    },
    problems,
  };
}
