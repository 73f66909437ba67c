/**
 * The consent prompt: vanilla-cookieconsent v3 (MIT, no eval, no inline styles), in a chunk of its own loaded when
 * the page is idle on a first visit, or when the visitor opens the cookie settings. Its stylesheet is a separate
 * hashed file linked before the prompt opens (gatsby/consent-stylesheet.ts). The texts come from the locales' files.
 */
import * as CookieConsent from "vanilla-cookieconsent";
import stylesheet from "vanilla-cookieconsent/dist/cookieconsent.css";
import type { Translate } from "../../lib/translate";
import type { Locale } from "../../lib/locales";
import { CONSENT_COOKIE, CONSENT_DAYS, CONSENT_REVISION, choiceOf, type Choice } from "./choice";

export interface PromptOptions {
  locale: Locale;
  translators: Record<Locale, Translate>;
  /** Called with every choice the visitor makes (the first one and each change). */
  onChoice: (choice: Choice) => void;
}

function loadStylesheet(): Promise<void> {
  const existing = document.querySelector<HTMLLinkElement>("link[data-consent-stylesheet]");
  if (existing) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = stylesheet;
    link.dataset.consentStylesheet = "";
    // Unstyled, the prompt would be a block of text at the end of the page: it opens once its styles apply. A
    // failed stylesheet still opens it (usable without styles), rather than leave the visitor without a choice.
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.appendChild(link);
  });
}

/** Cookies the site can remove on a withdrawal: the first-party ones GA4, Google Ads and Metrica set. */
const ANALYTICS_COOKIES = [/^_ga/, /^_gid$/, /^_gat/, /^_ym/];
const MARKETING_COOKIES = [/^_gcl/, /^_gac/, /^_fbp$/];

function translation(t: Translate): CookieConsent.Translation {
  const section = (name: string) => ({
    title: t(`consent.${name}Title`),
    description: t(`consent.${name}Description`),
  });
  return {
    consentModal: {
      title: t("consent.title"),
      description: t("consent.description"),
      acceptAllBtn: t("consent.acceptAll"),
      acceptNecessaryBtn: t("consent.rejectAll"),
      showPreferencesBtn: t("consent.manage"),
    },
    preferencesModal: {
      title: t("consent.preferencesTitle"),
      acceptAllBtn: t("consent.acceptAll"),
      acceptNecessaryBtn: t("consent.rejectAll"),
      savePreferencesBtn: t("consent.save"),
      closeIconLabel: t("consent.close"),
      sections: [
        { description: t("consent.preferencesDescription") },
        { ...section("necessary"), linkedCategory: "necessary" },
        { ...section("analytics"), linkedCategory: "analytics" },
        { ...section("marketing"), linkedCategory: "marketing" },
      ],
    },
  };
}

let running: Promise<void> | null = null;

function run({ locale, translators, onChoice }: PromptOptions): Promise<void> {
  const report = () => onChoice(choiceOf(CookieConsent.getUserPreferences().acceptedCategories));
  return CookieConsent.run({
    revision: CONSENT_REVISION,
    // The library hides itself from browsers that say they are automated; the e2e suite and audits must see it.
    hideFromBots: false,
    cookie: { name: CONSENT_COOKIE, expiresAfterDays: CONSENT_DAYS, sameSite: "Lax" },
    guiOptions: {
      consentModal: { layout: "box", position: "bottom left", equalWeightButtons: true },
      preferencesModal: { layout: "box", equalWeightButtons: true },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      analytics: { autoClear: { cookies: ANALYTICS_COOKIES.map((name) => ({ name })) } },
      marketing: { autoClear: { cookies: MARKETING_COOKIES.map((name) => ({ name })) } },
    },
    language: {
      default: locale,
      translations: { ro: translation(translators.ro), ru: translation(translators.ru) },
    },
    onFirstConsent: report,
    onChange: report,
  });
}

/** Opens the first layer when the visitor has not chosen (the library decides from its cookie). */
export async function startPrompt(options: PromptOptions): Promise<void> {
  await loadStylesheet();
  running ??= run(options);
  await running;
}

/** The footer's "cookie settings": the categories, with the current choice. */
export async function openPreferences(options: PromptOptions): Promise<void> {
  await startPrompt(options);
  CookieConsent.showPreferences();
}

/** The page's language changed (a client navigation to the other locale). */
export function setPromptLanguage(locale: Locale) {
  if (running) void CookieConsent.setLanguage(locale);
}
