import { chisinauWallClock } from "../format";
import { mapLinks } from "../map-links";
import { callbackPromise, dayGroups, phoneHours, type OpeningSpan } from "../opening-hours";

const WEEK: OpeningSpan[] = [
  ...["monday", "tuesday", "wednesday", "thursday", "friday"].map((day) => ({ day, opens: "09:00", closes: "18:00" })),
  { day: "saturday", opens: "10:00", closes: "15:00" },
];
/** An instant given as Chisinau's wall clock and its UTC offset. */
const at = (local: string, offset = "+02:00") => Date.parse(`${local}${offset}`);

describe("chisinauWallClock", () => {
  it("reads Moldova's weekday and time, summer time included, as Intl does", () => {
    const intl = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/Chisinau",
      weekday: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    const days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
    const mismatches: string[] = [];
    // Every 37 minutes over two years: both clock changes of each, every weekday and time.
    for (let time = Date.UTC(2025, 0, 1); time < Date.UTC(2027, 0, 1); time += 37 * 60_000) {
      const { weekday, minutes } = chisinauWallClock(time);
      const ours = `${days[weekday]} ${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
      const theirs = intl.format(time).replace(",", "");
      if (ours !== theirs) mismatches.push(`${new Date(time).toISOString()}: ${ours} / ${theirs}`);
    }
    expect(mismatches).toEqual([]);
  });

  it("falls back to Intl outside the years it computes itself", () => {
    expect(chisinauWallClock(Date.UTC(2045, 6, 3, 7, 30))).toEqual({ weekday: 0, minutes: 10 * 60 + 30 });
  });
});

describe("callbackPromise", () => {
  it("promises the callback time during opening hours", () => {
    expect(callbackPromise(WEEK, 15, at("2025-03-04T10:00"))).toEqual({ kind: "within", minutes: 15 });
    expect(callbackPromise(WEEK, 15, at("2025-07-05T14:45", "+03:00"))).toEqual({ kind: "within", minutes: 15 });
  });

  it("gives the next opening when the callback would fall after closing", () => {
    expect(callbackPromise(WEEK, 15, at("2025-03-04T17:50"))).toEqual({
      kind: "next",
      day: "wednesday",
      when: "tomorrow",
      time: "09:00",
    });
  });

  it("gives today's opening before it, tomorrow's after closing, and Monday's over the weekend", () => {
    expect(callbackPromise(WEEK, 15, at("2025-03-04T07:10"))).toMatchObject({ when: "today", time: "09:00" });
    expect(callbackPromise(WEEK, 15, at("2025-03-07T20:00"))).toMatchObject({
      day: "saturday",
      when: "tomorrow",
      time: "10:00",
    });
    expect(callbackPromise(WEEK, 15, at("2025-03-08T16:00"))).toEqual({
      kind: "next",
      day: "monday",
      when: "later",
      time: "09:00",
    });
  });

  it("reads the time in Chisinau whatever the instant's own zone", () => {
    // 23:30 in New York on a Friday is 06:30 on Saturday in Chisinau.
    expect(callbackPromise(WEEK, 15, Date.parse("2025-03-07T23:30-05:00"))).toMatchObject({
      day: "saturday",
      when: "today",
      time: "10:00",
    });
  });

  it("opens again after a break on the same day", () => {
    const withBreak = [
      { day: "monday", opens: "08:00", closes: "12:00" },
      { day: "monday", opens: "13:00", closes: "17:00" },
    ];
    expect(callbackPromise(withBreak, 30, at("2025-03-03T12:20"))).toMatchObject({ when: "today", time: "13:00" });
    expect(callbackPromise(withBreak, 30, at("2025-03-03T17:30"))).toMatchObject({ day: "monday", when: "later" });
  });

  it("promises nothing it cannot know", () => {
    expect(callbackPromise([], 15, at("2025-03-04T10:00"))).toBeNull();
    expect(callbackPromise(WEEK, null, at("2025-03-04T10:00"))).toBeNull();
    expect(callbackPromise(WEEK, null, at("2025-03-04T20:00"))).toMatchObject({ when: "tomorrow" });
  });
});

describe("dayGroups", () => {
  it("merges consecutive days with the same hours and keeps closed days", () => {
    expect(dayGroups(WEEK)).toEqual([
      { first: "monday", last: "friday", spans: [{ opens: "09:00", closes: "18:00" }] },
      { first: "saturday", last: "saturday", spans: [{ opens: "10:00", closes: "15:00" }] },
      { first: "sunday", last: "sunday", spans: [] },
    ]);
    expect(dayGroups([])).toEqual([]);
  });
});

describe("mapLinks", () => {
  it("points every link at the exact pin", () => {
    expect(mapLinks({ latitude: 47.018546, longitude: 28.891713 }, "TermoFort (oficiu), str. Uzinelor 21")).toEqual({
      geo: "geo:47.018546,28.891713?q=47.018546,28.891713(TermoFort%20oficiu%20%2C%20str.%20Uzinelor%2021)",
      google: "https://www.google.com/maps/search/?api=1&query=47.018546%2C28.891713",
      openStreetMap: "https://www.openstreetmap.org/?mlat=47.018546&mlon=28.891713#map=17/47.018546/28.891713",
    });
    expect(mapLinks({ latitude: 1e-7, longitude: -28.5 }, "").geo).toBe("geo:0,-28.5?q=0,-28.5");
  });
});

describe("phoneHours", () => {
  it("says the phone is answered now during opening hours, up to the minute before closing", () => {
    expect(phoneHours(WEEK, at("2025-03-04T09:00"))).toEqual({ kind: "open" });
    expect(phoneHours(WEEK, at("2025-03-08T14:59"))).toEqual({ kind: "open" });
  });

  it("gives the next opening when closed: on Sunday, Monday's", () => {
    expect(phoneHours(WEEK, at("2025-03-08T15:00"))).toEqual({
      kind: "next",
      day: "monday",
      when: "later",
      time: "09:00",
    });
    expect(phoneHours(WEEK, at("2025-03-09T12:00"))).toMatchObject({ day: "monday", when: "tomorrow" });
    expect(phoneHours(WEEK, at("2025-03-04T07:10"))).toMatchObject({ when: "today", time: "09:00" });
  });

  it("knows nothing without opening hours", () => {
    expect(phoneHours([], at("2025-03-04T10:00"))).toBeNull();
  });
});
