/** @jest-environment node */
import { PAGE_PATH_LOADER, constantPagePathScript, inlineScripts, scriptHash } from "../inline-scripts";
import type { ServerManifest } from "../manifest";
import { nginxConfig, quote, quoteValue } from "../nginx";
import {
  NOT_FOUND_PATH,
  REDIRECT_RULES,
  cacheControl,
  contentSecurityPolicy,
  redirectLocation,
  securityHeaders,
} from "../rules";

const manifest: ServerManifest = {
  redirects: [{ fromPath: "/%D0%BE%D0%BA%D0%BD%D0%B0", toPath: "/ferestre" }],
  scriptHashes: ["'sha256-abc='"],
  siteUrl: "http://localhost:9000",
  contentApiUrl: "http://localhost:8000",
  liveChatScriptUrl: "",
  crmFormScriptUrl: "",
  analytics: { gtm: false, yandex: false },
};
const directive = (csp: string, name: string) => csp.split("; ").find((part) => part.startsWith(`${name} `)) ?? "";

describe("contentSecurityPolicy", () => {
  it("allows only the site's own scripts and hashed inline scripts by default", () => {
    const csp = contentSecurityPolicy(manifest);
    expect(directive(csp, "script-src")).toBe("script-src 'self' 'sha256-abc='");
    expect(directive(csp, "connect-src")).toBe("connect-src 'self' http://localhost:8000");
    expect(directive(csp, "img-src")).toContain("http://localhost:8000");
    expect(directive(csp, "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(csp).not.toContain("googletagmanager");
    expect(csp).not.toContain("upgrade-insecure-requests");
  });

  it("leaves the content service out of connect-src and form-action when leads go to the site's own gateway", () => {
    const csp = contentSecurityPolicy({ ...manifest, leadDelivery: "gateway" });
    expect(directive(csp, "connect-src")).toBe("connect-src 'self'");
    expect(directive(csp, "form-action")).toBe("form-action 'self'");
    // A direct-mode build (static-only hosting; builds from before the gateway have no field) posts to the CMS.
    expect(directive(contentSecurityPolicy({ ...manifest, leadDelivery: "direct" }), "connect-src")).toBe(
      "connect-src 'self' http://localhost:8000",
    );
  });

  it("adds analytics, live chat and CRM hosts only when the build uses them", () => {
    const csp = contentSecurityPolicy({
      ...manifest,
      liveChatScriptUrl: "https://chat.example.com/widget.js",
      crmFormScriptUrl: "https://crm.example.org/form.js?x=1",
      analytics: { gtm: true, yandex: true },
    });
    const scripts = directive(csp, "script-src");
    for (const host of [
      "https://www.googletagmanager.com",
      "https://mc.yandex.ru",
      "https://chat.example.com",
      "https://crm.example.org",
    ])
      expect(scripts).toContain(host);
    expect(scripts).not.toContain("'unsafe-inline'");
  });

  it("sends HSTS and upgrades requests only for an https site", () => {
    expect(securityHeaders(manifest)["Strict-Transport-Security"]).toBeUndefined();
    const https = securityHeaders({ ...manifest, siteUrl: "https://termofort.md" });
    expect(https["Strict-Transport-Security"]).toBe("max-age=31536000; includeSubDomains");
    expect(https["Content-Security-Policy"]).toContain("upgrade-insecure-requests");
  });
});

describe("cacheControl", () => {
  it("keeps hashed files a year and makes everything else revalidate", () => {
    expect(cacheControl(200, "/static/a-1.png")).toContain("immutable");
    expect(cacheControl(200, "/app-0123456789abcdef0123.js")).toContain("immutable");
    expect(cacheControl(200, "/sw.js")).toBe("public, max-age=0, must-revalidate");
    expect(cacheControl(200, "/page-data/app-data.json")).toBe("public, max-age=0, must-revalidate");
    expect(cacheControl(404, "/static/x.js")).toBe("no-store");
    expect(cacheControl(301, "/x")).toBe("public, max-age=3600");
  });
});

/** The Location the rules give a request target (the first rule that matches, as both servers apply them). */
function redirected(target: string): string | null {
  for (const rule of REDIRECT_RULES) {
    const match = new RegExp(rule.pattern).exec(target);
    if (match) return redirectLocation(rule.to, match);
  }
  return null;
}

describe("redirect rules", () => {
  it("sends the blog list's ?page=N to its page, and page 1 to the list itself, in both locales", () => {
    expect(redirected("/blog?page=2")).toBe("/blog/page/2");
    expect(redirected("/ru/blog?page=12")).toBe("/ru/blog/page/12");
    expect(redirected("//ru//blog?page=02")).toBe("/ru/blog/page/2");
    expect(redirected("/blog?page=1")).toBe("/blog");
    expect(redirected("/ru/blog?page=1")).toBe("/ru/blog");
    // A trailing slash or /ro goes first, then the page: two hops, each on the site.
    expect(redirected("/blog/?page=2")).toBe("/blog?page=2");
    expect(redirected("/ro/blog?page=2")).toBe("/blog?page=2");
  });

  it("leaves the blog list alone for any other query: its first page answers", () => {
    for (const target of [
      "/blog",
      "/blog?page=0",
      "/blog?page=-2",
      "/blog?page=abc",
      "/blog?page=2x",
      "/blog?page=",
      "/blog?page=2&utm_source=x",
      "/blog?utm_source=x",
      "/blog?page=99999999",
      "/blogs?page=2",
      "/blog/page/2",
    ])
      expect([target, redirected(target)]).toEqual([target, null]);
  });

  it("keeps the older rules' Locations", () => {
    expect(redirected("/contacts/?a=1")).toBe("/contacts?a=1");
    expect(redirected("//x//")).toBe("/x");
    expect(redirected("/ro/calculator")).toBe("/calculator");
  });

  it("names the 404 pages themselves, in both locales, and nothing else", () => {
    const notFound = new RegExp(NOT_FOUND_PATH);
    for (const path of ["/404", "/404.html", "/404/index.html", "/ru/404", "/ru/404/index.html"])
      expect([path, notFound.test(path)]).toEqual([path, true]);
    for (const path of ["/404x", "/blog/404", "/ru/4040", "/page-data/404/page-data.json"])
      expect([path, notFound.test(path)]).toEqual([path, false]);
  });
});

describe("inline scripts", () => {
  it("hashes executable inline scripts only", () => {
    const html =
      '<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{}</script>' +
      '<script type="module">b()</script>';
    expect(inlineScripts(html)).toEqual(["a()", "b()"]);
    expect(scriptHash("a()")).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  });
});

describe("nginx configuration", () => {
  it("quotes values so content cannot break out of them", () => {
    expect(quote('a"b\\c')).toBe('"a\\"b\\\\c"');
    expect(quoteValue("/$host")).toBe('"/${dollar}host"');
  });

  it("maps decoded redirect sources and puts every security header on every response", () => {
    const config = nginxConfig({ root: "/srv/site", port: 9000, stateDir: "/tmp/x", manifest, brotli: false });
    expect(config).toContain('"/окна" "/ferestre";');
    expect(config).toMatch(/add_header Content-Security-Policy "[^"]*frame-ancestors 'none'[^"]*" always;/);
    expect(config).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(config).toContain("absolute_redirect off;");
    expect(config).toContain("{ return 301 /$1blog/page/$2; }");
    expect(config).toMatch(/location ~ "\^\(\/ru\)\?\/404[^"]*" \{\n\s*internal;/);
  });
});

describe("constantPagePathScript", () => {
  it("moves the page path into an attribute read by one constant script", () => {
    const html = '<body><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/ru/\\"x<";/*]]>*/</script>';
    expect(constantPagePathScript(html, "a.html")).toBe(
      `<body><script id="gatsby-script-loader" data-page-path="/ru/&quot;x&lt;">${PAGE_PATH_LOADER}</script>`,
    );
  });

  it("fails the build on a form it does not know instead of leaving a script the CSP blocks", () => {
    expect(() =>
      constantPagePathScript('<script id="gatsby-script-loader">window.pagePath="/";x()</script>', "a.html"),
    ).toThrow("a.html: Gatsby's page-path script has an unknown form");
  });
});
