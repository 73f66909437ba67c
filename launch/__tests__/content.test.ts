import type { CheckedContent } from "../../plugins/gatsby-source-content-service/public";
import { contentFindings } from "../content";

/** One locale's content as far as the launch check reads it: the rest of a real answer changes nothing here. */
function locale(code: "ro" | "ru", overrides: Record<string, unknown> = {}) {
  return {
    locale: code,
    settings: { google_id: "G-TERMOFORT1", yandex_id: null, google_sv: "k3Jx9QpL2mWv8RtY5nBz" },
    registeredSite: { site_url: "termofort", ready_to_indexing: true, google_tag_manager: null, privacy_policy: "/p" },
    company: {
      legal_name: "TermoFort S.R.L.",
      idno: "1009600038410",
      street_address: "str. Uzinelor 21",
      locality: "Chișinău",
      opening_hours: [{ day: "monday", opens: "09:00", closes: "18:00" }],
    },
    certificates: [{ id: 3, title: "Dealer", link: "https://www.profilmax.md/dealers" }],
    ...overrides,
  };
}

const checked = (contents: unknown[], brokenLinks: unknown[] = []) =>
  ({ contents, brokenLinks, issues: [] }) as unknown as CheckedContent;

const consent = { title: "Cookie", acceptAll: "Accept", rejectAll: "Refuz" };
const facts = (texts: Record<string, Record<string, unknown> | undefined>, scripts: string[] = []) => ({
  scripts,
  serviceHost: "cms.termofort.md",
  consentTexts: texts,
});

describe("the content's launch check", () => {
  it("passes content that is ready", () => {
    expect(contentFindings(checked([locale("ro"), locale("ru")]), facts({ ro: consent, ru: consent }))).toEqual([]);
  });

  it("blocks trackers without the consent prompt's texts in a locale, or without a privacy policy to link", () => {
    const findings = contentFindings(
      checked([locale("ro"), locale("ru", { registeredSite: { ready_to_indexing: true, privacy_policy: null } })]),
      facts({ ro: consent, ru: { ...consent, rejectAll: " " } }, ["LIVE_CHAT_SCRIPT_URL"]),
    );
    expect(findings.map((finding) => [finding.blocks, finding.what])).toEqual([
      [
        true,
        "LIVE_CHAT_SCRIPT_URL, google_id configured, but the consent prompt's texts are missing in ru (rejectAll)",
      ],
      [
        true,
        "LIVE_CHAT_SCRIPT_URL, google_id configured, but the site registration has no privacy policy link (ru): the consent prompt must link to it",
      ],
    ]);
  });

  it("names each placeholder once for both locales, with its item and field, and leaves the service's own host", () => {
    const demo = {
      settings: { google_id: "G-TERMOFORT1", google_sv: "demo-google-site-verification-token" },
      certificates: [
        {
          id: 3,
          title: "Dealer",
          link: "https://www.profilmax.example/dealers",
          image: "http://cms.termofort.md/x.png",
        },
      ],
    };
    const findings = contentFindings(
      checked([locale("ro", demo), locale("ru", demo)]),
      facts({ ro: consent, ru: consent }),
    );
    expect(findings.map((finding) => finding.what)).toEqual([
      "site settings (ro, ru), field 'google_sv': demo-google-site-verification-token is demo or placeholder data",
      "certificate 3 \"Dealer\" (ro, ru), field 'link': www.profilmax.example is demo or placeholder data",
    ]);
  });

  it("warns of a link to a page that does not exist, naming its item and field", () => {
    const broken = [{ type: "credit offer", title: "Credit", locale: "ro", field: "button.link", href: "/usi-vechi" }];
    const [finding] = contentFindings(checked([locale("ro")], broken), facts({ ro: consent }));
    expect(finding).toMatchObject({
      blocks: false,
      what: expect.stringMatching(
        /^credit offer "Credit" \(ro\), field 'button\.link': '\/usi-vechi' is a page that does not exist/,
      ),
    });
  });
});
