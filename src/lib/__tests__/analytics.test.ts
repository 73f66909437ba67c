import { analyticsScripts, parseScriptText } from "../analytics";

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

  it("takes the GTM snippet with or without its script tags", () => {
    const snippet = `<!-- Google Tag Manager -->\n<script>(function(w,d){w.x=1})(window,document);</script>\n<script async src="https://www.googletagmanager.com/gtm.js?id=GTM-X"></script>`;
    expect(parseScriptText("gtm", snippet)).toEqual([
      { id: "gtm-0", code: "(function(w,d){w.x=1})(window,document);" },
      { id: "gtm-1", src: "https://www.googletagmanager.com/gtm.js?id=GTM-X" },
    ]);
    expect(parseScriptText("gtm", "window.dataLayer=[];")).toEqual([{ id: "gtm", code: "window.dataLayer=[];" }]);
  });
});
