/**
 * A copy of the content data for the `fidelity` build variant (e2e/fidelity/): content that differs from the demo
 * exactly where content can be fetched but not shown, or shown otherwise than the spec says. The Romanian
 * site gets distinct theme colours, messengers with their own colours, a category whose `slug` is not its
 * `slug_ro`, a spec-shaped info-page list and the only analytics ids; the Russian site gets no messenger at all
 * (the live chat must still be offered). Both have offers without button text, a banner button to a renamed
 * category, and none of the company's proof
 * (reviews, finished work, certificates, company facts answer 404): the build must be clean and no page may show an
 * empty section, with the contacts' address and hours text in their place.
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import * as path from "node:path";
import { specShapedInfoPage } from "../../../content-service/src/spec-shapes";

/** What the e2e test expects, written into the data here. */
export const FIDELITY = {
  theme: {
    bgMainBlocks: "#fbf7ee",
    button_color: "#0b6e4f",
    message_button: "#5b2a86",
    secondaryLinksButtonHover: "#3d2c8d",
    customInputBorderBg: "#b5651d",
    mainStrokeColor: "#2e8b57",
  },
  /** Light enough that the button's text must turn dark. */
  viberColour: "#ffd166",
  serviceSlug: "slug-from-the-service",
  googleId: "G-FIDELITY01",
  yandexId: "98765432",
  officePhone: "+373 22 555 777",
  /**
   * Where the first banner slide's button leads in each locale: a category renamed since the slide was written (no
   * page has that path). The button must be an ordinary link, never prefetched.
   */
  renamedLink: { ro: "/usi-vechi", ru: "/ru/dveri-starye" },
  /** The company's proof: absent, so each endpoint answers 404. */
  absent: ["reviews", "finished-work", "certificates", "company"],
} as const;

type Json = Record<string, unknown>;

export function writeFidelityFixture(demoData: string, outDir: string): string {
  rmSync(outDir, { recursive: true, force: true });
  cpSync(demoData, outDir, { recursive: true });
  const file = (locale: string, name: string) => path.join(outDir, locale, `${name}.json`);
  const edit = <T>(locale: string, name: string, change: (value: T) => T | void) => {
    const value = JSON.parse(readFileSync(file(locale, name), "utf8")) as T;
    writeFileSync(file(locale, name), JSON.stringify(change(value) ?? value, null, 2));
  };

  edit<Json>("ro", "site-contacts", (settings) => ({
    ...settings,
    ...FIDELITY.theme,
    google_id: FIDELITY.googleId,
    yandex_id: FIDELITY.yandexId,
  }));
  edit<Json>("ru", "site-contacts", (settings) => ({ ...settings, ...FIDELITY.theme, google_id: "", yandex_id: "" }));

  edit<Json[]>("ro", "messengers", (messengers) =>
    messengers.map((messenger) =>
      messenger.name === "viber" ? { ...messenger, backgroundColor: FIDELITY.viberColour } : messenger,
    ),
  );
  edit<Json[]>("ru", "messengers", () => []);

  for (const locale of ["ro", "ru"]) {
    for (const name of ["credit-offer-section", "gift-offer-section"]) {
      edit<Json & { button: Json }>(locale, name, (offer) => ({ ...offer, button: { ...offer.button, text: "" } }));
    }
    edit<Array<Json & { button: Json }>>(locale, "homepage-banner", ([first, ...rest]) => [
      { ...first!, button: { ...first!.button, link: FIDELITY.renamedLink[locale as "ro" | "ru"] } },
      ...rest,
    ]);
    edit<Json[]>(locale, "contacts", ([contact, ...rest]) => [
      { ...contact, phone_number: FIDELITY.officePhone },
      ...rest,
    ]);
  }

  edit<Json[]>("ro", "menu-item", ([first, ...rest]) => [{ ...first, slug: FIDELITY.serviceSlug }, ...rest]);

  for (const locale of ["ro", "ru"]) for (const name of FIDELITY.absent) rmSync(file(locale, name), { force: true });

  // Spec-shaped info pages: {slug, title} list entries, details without id or other slugs.
  edit<Json[]>("ro", "info-page", (pages) => pages.map(specShapedInfoPage));
  return outDir;
}
