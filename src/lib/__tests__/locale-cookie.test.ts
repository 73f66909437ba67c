/**
 * @jest-environment jsdom
 */
import { cookieLocale, detectRootLocale, localeDetectionScript, preferredLocale } from "../locale-cookie";

describe("preferredLocale", () => {
  it("takes the first of the browser's languages that is ours, in order", () => {
    expect(preferredLocale(["en-US", "ru"])).toBe("ru");
    expect(preferredLocale(["en-US", "ro", "ru"])).toBe("ro");
    expect(preferredLocale(["de", "ru-MD", "ro"])).toBe("ru");
    expect(preferredLocale(["RU_ru"])).toBe("ru");
    expect(preferredLocale(["en-US", "fr"])).toBe("ro");
    expect(preferredLocale([])).toBe("ro");
    // Not a prefix match on the letters alone: "rom" (Romani) and "rue" (Rusyn) are other languages.
    expect(preferredLocale(["rom", "rue", "ru"])).toBe("ru");
  });
});

describe("cookieLocale", () => {
  it("reads only ro and ru", () => {
    expect(cookieLocale("a=1; i18n_redirected=ru; b=2")).toBe("ru");
    expect(cookieLocale("i18n_redirected=ro")).toBe("ro");
    expect(cookieLocale("i18n_redirected=en")).toBeNull();
    expect(cookieLocale("xi18n_redirected=ru")).toBeNull();
    expect(cookieLocale("")).toBeNull();
  });
});

interface Visit {
  cookie: string;
  languages: string[];
  path?: string;
}
interface Outcome {
  redirect: string | null;
  cookie: string;
}

/** Runs one copy of the detection in a fresh page state; jsdom's document and navigator, a fake location. */
function visit(run: (location: Location) => void, { cookie, languages, path = "/" }: Visit): Outcome {
  for (const entry of document.cookie.split("; ").filter(Boolean)) {
    document.cookie = `${entry.split("=")[0]}=; max-age=0; path=/`;
  }
  if (cookie) document.cookie = `${cookie}; path=/`;
  jest.spyOn(navigator, "languages", "get").mockReturnValue(languages);
  delete (window as unknown as Record<string, unknown>).__localeDetected;
  let redirect: string | null = null;
  const location = {
    pathname: path,
    search: "?utm=1",
    hash: "#call",
    replace: (url: string) => (redirect = url),
  } as unknown as Location;
  run(location);
  return { redirect, cookie: document.cookie };
}

const inline = (location: Location) => new Function("location", localeDetectionScript)(location);
const client = (location: Location) => detectRootLocale(location);

const CASES: Array<[Visit, Outcome]> = [
  [
    { cookie: "", languages: ["en-US", "ru"] },
    { redirect: "/ru?utm=1#call", cookie: "i18n_redirected=ru" },
  ],
  [
    { cookie: "", languages: ["en-US", "ro", "ru"] },
    { redirect: null, cookie: "i18n_redirected=ro" },
  ],
  [
    { cookie: "", languages: ["en-US"] },
    { redirect: null, cookie: "i18n_redirected=ro" },
  ],
  [
    { cookie: "i18n_redirected=ro", languages: ["ru"] },
    { redirect: null, cookie: "i18n_redirected=ro" },
  ],
  [
    { cookie: "i18n_redirected=ru", languages: ["ro"] },
    { redirect: "/ru?utm=1#call", cookie: "i18n_redirected=ru" },
  ],
  [
    { cookie: "i18n_redirected=xx", languages: ["ru-RU"] },
    { redirect: "/ru?utm=1#call", cookie: "i18n_redirected=ru" },
  ],
  [
    { cookie: "", languages: ["ru"], path: "/contacts" },
    { redirect: null, cookie: "i18n_redirected=ru" },
  ],
];

describe.each([
  ["the inline <head> script", inline],
  ["detectRootLocale (the app shell's copy)", client],
])("%s", (_name, run) => {
  afterEach(() => jest.restoreAllMocks());

  it.each(CASES)("%j gives %j", (input, expected) => {
    expect(visit(run, input)).toEqual(expected);
  });

  it("acts once per page, whichever copy ran first", () => {
    const first = visit(run, { cookie: "", languages: ["ru"] });
    expect(first.redirect).toBe("/ru?utm=1#call");
    let again: string | null = null;
    const location = { pathname: "/", search: "", hash: "", replace: (url: string) => (again = url) };
    inline(location as unknown as Location);
    client(location as unknown as Location);
    expect(again).toBeNull();
  });
});
