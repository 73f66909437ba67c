/**
 * The company's opening hours (ContentCompany.openingHours, Moldova's time): grouped for the footer and the contacts
 * page, and what a request sent at a given instant can be promised (the thank-you message).
 */
import { chisinauWallClock } from "./format";

/** Monday first, as ISO 8601 and the content's `day` values count them. */
export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface OpeningSpan {
  readonly day: string;
  /** HH:MM */
  readonly opens: string;
  /** HH:MM, later than `opens` */
  readonly closes: string;
}

/** A run of consecutive days with the same hours ("Mon-Fri 09:00-18:00"); no spans: closed. */
export interface DayGroup {
  first: Weekday;
  last: Weekday;
  spans: Array<{ opens: string; closes: string }>;
}

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(":").map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

function spansOf(hours: readonly OpeningSpan[], day: Weekday) {
  return hours
    .filter((span) => span.day === day)
    .map(({ opens, closes }) => ({ opens, closes }))
    .sort((a, b) => minutesOf(a.opens) - minutesOf(b.opens));
}

/** Every day of the week, consecutive days with equal hours merged; empty when no hours are known. */
export function dayGroups(hours: readonly OpeningSpan[]): DayGroup[] {
  if (hours.length === 0) return [];
  const groups: DayGroup[] = [];
  for (const day of WEEKDAYS) {
    const spans = spansOf(hours, day);
    const last = groups.at(-1);
    if (last && JSON.stringify(last.spans) === JSON.stringify(spans)) last.last = day;
    else groups.push({ first: day, last: day, spans });
  }
  return groups;
}

/** The company's next opening after a moment: later today (after a break or before opening), tomorrow, or a weekday. */
export interface NextOpening {
  kind: "next";
  day: Weekday;
  when: "today" | "tomorrow" | "later";
  time: string;
}

/** What the thank-you message promises for a request sent at `now`. */
export type CallbackPromise = { kind: "within"; minutes: number } | NextOpening;

/** When the phone is answered, seen at a moment: now, or from the next opening. */
export type PhoneHours = { kind: "open" } | NextOpening;

const openSpan = (hours: readonly OpeningSpan[], weekday: number, minutes: number) =>
  spansOf(hours, WEEKDAYS[weekday]!).find(
    (span) => minutesOf(span.opens) <= minutes && minutes < minutesOf(span.closes),
  );

function nextOpening(hours: readonly OpeningSpan[], weekday: number, minutes: number): NextOpening | null {
  for (let offset = 0; offset < 8; offset += 1) {
    const day = WEEKDAYS[(weekday + offset) % 7]!;
    const next = spansOf(hours, day).find((span) => offset > 0 || minutesOf(span.opens) > minutes);
    if (next)
      return {
        kind: "next",
        day,
        when: offset === 0 ? "today" : offset === 1 ? "tomorrow" : "later",
        time: next.opens,
      };
  }
  return null;
}

/**
 * During opening hours, a call within `callbackMinutes`, when that still falls before closing; otherwise the next
 * opening time (today after a break or before opening, tomorrow, or a weekday), all in Chisinau's time whatever the
 * visitor's clock says. Null without opening hours: nothing can be promised.
 */
export function callbackPromise(
  hours: readonly OpeningSpan[],
  callbackMinutes: number | null | undefined,
  now: number,
): CallbackPromise | null {
  if (hours.length === 0) return null;
  const { weekday, minutes } = chisinauWallClock(now);
  const open = openSpan(hours, weekday, minutes);
  if (open) {
    // Open, but how soon is not known: no time is promised.
    if (!callbackMinutes) return null;
    if (minutes + callbackMinutes <= minutesOf(open.closes)) return { kind: "within", minutes: callbackMinutes };
  }
  return nextOpening(hours, weekday, minutes);
}

/**
 * Whether the phone is answered at `now` (Chisinau's time), or from when: what a visitor whose request could not be
 * sent is told before the number. Null without opening hours.
 */
export function phoneHours(hours: readonly OpeningSpan[], now: number): PhoneHours | null {
  if (hours.length === 0) return null;
  const { weekday, minutes } = chisinauWallClock(now);
  return openSpan(hours, weekday, minutes) ? { kind: "open" } : nextOpening(hours, weekday, minutes);
}
