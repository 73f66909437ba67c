import { ATTRIBUTION_VALUE_MAX } from "../../../contract/browser";
import {
  ATTRIBUTION_STORAGE_KEY,
  ATTRIBUTION_TTL_MS,
  createAttribution,
  readTouch,
  type AttributionStorage,
} from "../attribution";

const DAY = 24 * 60 * 60 * 1000;
const SITE = "https://termofort.md";

function memoryStorage() {
  const data = new Map<string, string>();
  const storage: AttributionStorage & { data: Map<string, string> } = {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
  return storage;
}

/** One browser: its storage and clock survive "page loads" (new attribution instances). */
function browser(start = Date.UTC(2026, 10, 1)) {
  const storage = memoryStorage();
  let time = start;
  return {
    storage,
    advance: (ms: number) => void (time += ms),
    load: (path: string, referrer = "", consent = false) => {
      const attribution = createAttribution({ storage: () => storage, now: () => time });
      attribution.land(new URL(path, SITE), referrer);
      attribution.setConsent(consent);
      return attribution;
    },
  };
}

describe("reading the landing", () => {
  it("keeps the campaign, the click ids, the referrer's origin, the landing page and the time", () => {
    const touch = readTouch(
      new URL(`${SITE}/ferestre?utm_source=google&utm_medium=cpc&utm_campaign=spring&gclid=abc123&other=x`),
      "https://www.google.com/search?q=ferestre+pvc",
      Date.UTC(2026, 10, 1, 12),
    );
    expect(touch).toEqual({
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "spring",
      gclid: "abc123",
      referrer: "https://www.google.com",
      landing_page: "/ferestre?utm_source=google&utm_medium=cpc&utm_campaign=spring&gclid=abc123&other=x",
      landed_at: "2026-11-01T12:00:00.000Z",
    });
  });

  it("ignores a referrer from the site itself", () => {
    expect(readTouch(new URL(`${SITE}/blog`), `${SITE}/`, 0).referrer).toBeUndefined();
  });

  it("cuts every value to the limit and removes control characters", () => {
    const long = "a".repeat(ATTRIBUTION_VALUE_MAX + 50);
    const touch = readTouch(new URL(`${SITE}/?utm_campaign=${long}&utm_term=line%0Abreak%00`), "", 0);
    expect(touch.utm_campaign).toHaveLength(ATTRIBUTION_VALUE_MAX);
    expect(touch.utm_term).toBe("line break");
    expect(touch.landing_page!.length).toBeLessThanOrEqual(ATTRIBUTION_VALUE_MAX);
  });
});

describe("without marketing consent", () => {
  it("writes nothing to the device and keeps the visit's landing in memory", () => {
    const visitor = browser();
    const attribution = visitor.load("/?utm_source=facebook&fbclid=F1");
    expect(visitor.storage.data.size).toBe(0);
    expect(attribution.current()).toMatchObject({
      utm_source: "facebook",
      fbclid: "F1",
      landing_page: expect.any(String),
    });
    expect(attribution.current()).not.toHaveProperty("first_utm_source");
  });

  it("forgets the campaign on the next page load", () => {
    const visitor = browser();
    visitor.load("/?utm_source=facebook");
    expect(visitor.load("/contacts").current()).not.toHaveProperty("utm_source");
  });
});

describe("with marketing consent", () => {
  it("keeps the first touch and updates the last one on a new campaign", () => {
    const visitor = browser();
    visitor.load("/?utm_source=google&gclid=G1", "", true);
    visitor.advance(3 * DAY);
    const later = visitor.load("/ferestre?utm_source=yandex&yclid=Y1", "", true);
    expect(later.current()).toMatchObject({
      utm_source: "yandex",
      yclid: "Y1",
      landing_page: "/ferestre?utm_source=yandex&yclid=Y1",
      first_utm_source: "google",
      first_gclid: "G1",
    });
  });

  it("a direct visit does not replace the last campaign", () => {
    const visitor = browser();
    visitor.load("/?utm_campaign=spring", "", true);
    visitor.advance(DAY);
    expect(visitor.load("/contacts", "", true).current()).toMatchObject({ utm_campaign: "spring" });
  });

  it("lets the touches expire after 90 days", () => {
    const visitor = browser();
    visitor.load("/?utm_campaign=spring", "", true);
    visitor.advance(ATTRIBUTION_TTL_MS + 1);
    const current = visitor.load("/contacts", "", true).current();
    expect(current).not.toHaveProperty("utm_campaign");
    expect(current).toMatchObject({ landing_page: "/contacts", first_landing_page: "/contacts" });
  });

  it("consent given later in the visit keeps that visit's landing", () => {
    const visitor = browser();
    const attribution = visitor.load("/?utm_source=google");
    expect(visitor.storage.data.size).toBe(0);
    attribution.setConsent(true);
    expect(visitor.load("/contacts", "", true).current()).toMatchObject({ first_utm_source: "google" });
  });

  it("a withdrawal removes what was kept", () => {
    const visitor = browser();
    const attribution = visitor.load("/?utm_source=google", "", true);
    expect(visitor.storage.data.has(ATTRIBUTION_STORAGE_KEY)).toBe(true);
    attribution.setConsent(false);
    expect(visitor.storage.data.size).toBe(0);
    expect(attribution.current()).toMatchObject({ utm_source: "google" });
    expect(attribution.current()).not.toHaveProperty("first_utm_source");
  });

  it("survives storage that throws or holds garbage", () => {
    const visitor = browser();
    visitor.storage.setItem(ATTRIBUTION_STORAGE_KEY, "{not json");
    expect(visitor.load("/?utm_source=google", "", true).current()).toMatchObject({ utm_source: "google" });
    const refusing = createAttribution({
      storage: () => {
        throw new Error("SecurityError");
      },
      now: () => 0,
    });
    refusing.land(new URL(`${SITE}/?utm_source=bing`), "");
    refusing.setConsent(true);
    expect(refusing.current()).toMatchObject({ utm_source: "bing" });
  });
});
