/**
 * A copy of the content data for the `consent` build variant (e2e/consent/): analytics configured the way a
 * marketer does it in the CMS, in both locales: Google Tag Manager's own snippet in `google_tag_manager`, a GA4 id
 * in `google_id` and a Metrica counter in `yandex_id`. The build also gets a live chat and a CRM form script.
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import * as path from "node:path";

/** What the e2e test expects, written into the data and the build's environment here. */
export const CONSENT_FIXTURE = {
  gtmId: "GTM-CONSENT1",
  googleId: "G-CONSENT01",
  yandexId: "55544433",
  liveChatScriptUrl: "https://chat.example.com/widget.js",
  crmFormScriptUrl: "https://crm.example.com/form.js",
} as const;

/** Tag Manager's install snippet as its admin screen shows it, pasted whole. */
const gtmSnippet = (id: string) =>
  `<!-- Google Tag Manager -->\n<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':\nnew Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],\nj=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=\n'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);\n})(window,document,'script','dataLayer','${id}');</script>\n<!-- End Google Tag Manager -->`;

type Json = Record<string, unknown>;

export function writeConsentFixture(demoData: string, outDir: string): string {
  rmSync(outDir, { recursive: true, force: true });
  cpSync(demoData, outDir, { recursive: true });
  const edit = <T>(locale: string, name: string, change: (value: T) => T) => {
    const file = path.join(outDir, locale, `${name}.json`);
    writeFileSync(file, JSON.stringify(change(JSON.parse(readFileSync(file, "utf8")) as T), null, 2));
  };
  for (const locale of ["ro", "ru"]) {
    edit<Json>(locale, "site-contacts", (settings) => ({
      ...settings,
      google_id: CONSENT_FIXTURE.googleId,
      yandex_id: CONSENT_FIXTURE.yandexId,
    }));
    edit<Json[]>(locale, "registered-sites", (sites) =>
      sites.map((site) =>
        site.site_url === "termofort" ? { ...site, google_tag_manager: gtmSnippet(CONSENT_FIXTURE.gtmId) } : site,
      ),
    );
  }
  return outDir;
}
