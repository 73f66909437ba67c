import { declaredScripts, trackerIds } from "../analytics";

describe("tracker ids", () => {
  it("configures nothing when no id is set", () => {
    const ids = trackerIds({ googleId: "", yandexId: null, googleTagManager: "  " });
    expect(ids).toEqual({ gtm: null, googleId: null, yandexId: null });
    expect(declaredScripts(ids)).toEqual([]);
  });

  it("declares Tag Manager, gtag.js and Metrica for their ids", () => {
    const ids = trackerIds({ googleId: "G-ABC123", yandexId: " 987654 ", googleTagManager: "GTM-AB12CD" });
    expect(ids).toEqual({ gtm: "GTM-AB12CD", googleId: "G-ABC123", yandexId: "987654" });
    expect(declaredScripts(ids)).toEqual([
      "https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD",
      "https://www.googletagmanager.com/gtag/js?id=G-ABC123",
      "https://mc.yandex.ru/metrika/tag.js",
    ]);
  });

  it("refuses ids that could leave the script address", () => {
    const ids = trackerIds({
      googleId: 'G-1");alert(1);("',
      yandexId: "1;alert(1)",
      googleTagManager: "<script>alert(1)</script>",
    });
    expect(ids).toEqual({ gtm: null, googleId: null, yandexId: null });
  });
});
