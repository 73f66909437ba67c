import { checkColour } from "../safety/colours";
import { checkEmail, checkUrl, isExternal } from "../safety/urls";
import { checkGoogleId, checkYandexId, readGtmId } from "../safety/script-settings";

describe("checkUrl", () => {
  it.each([
    "https://www.facebook.com/termofort.md",
    "http://example.md/a?b=c#d",
    "mailto:office@termofort.md",
    "tel:+37322123456",
    "/info-page/politica-de-confidentialitate",
    "/ru/contacts?x=1",
    "#section",
  ])("accepts %s", (url) => expect(checkUrl(url)).toEqual({ ok: true, url }));

  it.each([
    ["javascript:alert(1)", "the scheme 'javascript:' is not allowed"],
    ["JaVaScRiPt:alert(1)", "the scheme 'javascript:' is not allowed"],
    [" \u0001javascript:alert(1)", "the scheme 'javascript:' is not allowed"],
    ["java\tscript:alert(1)", "the scheme 'javascript:' is not allowed"],
    ["java\nscript:alert(1)", "the scheme 'javascript:' is not allowed"],
    ["vbscript:msgbox(1)", "the scheme 'vbscript:' is not allowed"],
    ["data:text/html;base64,PHNjcmlwdD4=", "the scheme 'data:' is not allowed"],
    ["file:///etc/passwd", "the scheme 'file:' is not allowed"],
    ["//evil.example", "a URL starting with '//' or a backslash leads to another site"],
    ["/\\evil.example", "a URL starting with '//' or a backslash leads to another site"],
    ["\\\\evil.example", "a URL starting with '//' or a backslash leads to another site"],
    ["&#106;avascript:alert(1)", "it is neither an absolute http(s)/mailto/tel address nor a path starting with '/'"],
    ["evil.example/x", "it is neither an absolute http(s)/mailto/tel address nor a path starting with '/'"],
    ["https://", "it is not a valid web address"],
    ["", "it is empty"],
    ["/a\u0000b", "it holds control characters"],
  ])("refuses %j", (url, reason) => expect(checkUrl(url)).toEqual({ ok: false, reason }));

  it("allows the messengers' app schemes only for messenger links", () => {
    expect(checkUrl("viber://chat?number=%2B37369123456", "messenger").ok).toBe(true);
    expect(checkUrl("tg://resolve?domain=x", "messenger").ok).toBe(true);
    expect(checkUrl("viber://chat?number=1", "link").ok).toBe(false);
    expect(checkUrl("javascript:alert(1)", "messenger").ok).toBe(false);
  });

  it("allows only http(s) for images", () => {
    expect(checkUrl("mailto:x@y.z", "image").ok).toBe(false);
    expect(checkUrl("https://cms.example/a.png", "image").ok).toBe(true);
  });

  it("tells external links from internal ones", () => {
    expect(isExternal("https://other.example/", "https://termofort.md")).toBe(true);
    expect(isExternal("https://termofort.md/ru", "https://termofort.md")).toBe(false);
    expect(isExternal("/ru", "https://termofort.md")).toBe(false);
    expect(isExternal("mailto:x@y.z", "https://termofort.md")).toBe(false);
  });

  it("checks e-mail addresses", () => {
    expect(checkEmail("office@termofort.md")).toEqual({ ok: true, url: "office@termofort.md" });
    expect(checkEmail('x@y.z"onmouseover=alert(1)').ok).toBe(false);
    expect(checkEmail("x@y.z?subject=a").ok).toBe(true);
    expect(checkEmail("no-at-sign").ok).toBe(false);
  });
});

describe("checkColour", () => {
  it.each([
    "#C42026",
    "#fff",
    "#ffff",
    "#11223344",
    "rgb(1, 2, 3)",
    "rgba(1,2,3,0.5)",
    "hsl(120deg 50% 50%)",
    "hsla(1,2%,3%,.4)",
    "rgb(1 2 3 / 50%)",
  ])("accepts %s", (colour) => expect(checkColour(colour)).toEqual({ ok: true, colour }));

  it("treats empty as not set", () => {
    expect(checkColour("")).toEqual({ ok: true, colour: null });
    expect(checkColour(null)).toEqual({ ok: true, colour: null });
  });

  it.each([
    "red;background:url(https://evil.example/x)",
    "#C42026;}body{display:none",
    "url(javascript:alert(1))",
    "expression(alert(1))",
    "rgb(1,2,3);x:url(a)",
    "#GGGGGG",
    "#12345",
    "C42026",
    "rgb(var(--x),1,2)",
    "rgb(1,2)",
  ])("refuses %j", (colour) => {
    const check = checkColour(colour);
    expect(check.ok).toBe(false);
    expect(!check.ok && check.reason).toContain("is not a colour");
  });
});

describe("script settings are ids", () => {
  it("reads the GTM container id from an id or from Google's snippet", () => {
    expect(readGtmId("GTM-AB12CD")).toEqual({ ok: true, id: "GTM-AB12CD" });
    const snippet = `<!-- Google Tag Manager --><script>(function(w,d,s,l,i){w[l]=w[l]||[];})(window,document,'script','dataLayer','GTM-AB12CD');</script>`;
    expect(readGtmId(snippet)).toEqual({ ok: true, id: "GTM-AB12CD" });
    expect(readGtmId("")).toEqual({ ok: true, id: null });
  });

  it("refuses anything without exactly one container id", () => {
    expect(readGtmId("<script>alert(1)</script>").ok).toBe(false);
    expect(readGtmId("GTM-AAAA1 GTM-BBBB2")).toEqual({
      ok: false,
      reason: "it names several containers (GTM-AAAA1, GTM-BBBB2); which one to load is unclear",
    });
  });

  it("checks Google and Yandex ids", () => {
    expect(checkGoogleId("G-ABC123")).toEqual({ ok: true, id: "G-ABC123" });
    expect(checkGoogleId('G-1");alert(1);("').ok).toBe(false);
    expect(checkYandexId("987654")).toEqual({ ok: true, id: "987654" });
    expect(checkYandexId("1;alert(1)").ok).toBe(false);
  });
});
