import { analyticsScripts, gtmLoader } from "../analytics";

describe("analytics scripts", () => {
  it("loads nothing when no id is configured", () => {
    expect(analyticsScripts({ googleId: "", yandexId: null, googleTagManager: "  " })).toEqual([]);
  });

  it("loads Google Analytics and Yandex Metrika for their ids", () => {
    const scripts = analyticsScripts({ googleId: "G-ABC123", yandexId: "987654" });
    expect(scripts.map((script) => script.id)).toEqual(["gtag-src", "gtag-config", "yandex-metrika"]);
    expect(scripts[0]!.src).toBe("https://www.googletagmanager.com/gtag/js?id=G-ABC123");
    expect(scripts[2]!.code).toContain('ym(987654,"init"');
  });

  it("refuses ids that could break out of the script", () => {
    expect(analyticsScripts({ googleId: 'G-1");alert(1);("', yandexId: "1;alert(1)" })).toEqual([]);
  });

  it("writes Google's Tag Manager loader for a container id and nothing for anything else", () => {
    const [gtm] = analyticsScripts({ googleTagManager: "GTM-AB12CD" });
    expect(gtm).toEqual({ id: "gtm", code: gtmLoader("GTM-AB12CD") });
    expect(gtm!.code).toContain("'dataLayer','GTM-AB12CD');");
    for (const googleTagManager of ["<script>alert(1)</script>", "GTM-AB12CD');alert(1);('", "alert(1)"])
      expect(analyticsScripts({ googleTagManager })).toEqual([]);
  });
});
