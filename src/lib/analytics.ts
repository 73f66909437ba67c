/**
 * The trackers a site's settings configure: the Google Tag Manager container of the registered site (the build
 * reduces the marketer's snippet to its id: docs/content-safety.md), Google Analytics 4 (google_id) and Yandex
 * Metrica (yandex_id). The ids are checked again here because they go into script addresses. None of these loads
 * before the visitor consents (src/features/consent, docs/privacy.md).
 */
export interface AnalyticsSettings {
  googleId?: string | null;
  yandexId?: string | null;
  googleTagManager?: string | null;
}

export interface TrackerIds {
  gtm: string | null;
  googleId: string | null;
  yandexId: string | null;
}

const GOOGLE_ID = /^[A-Za-z0-9_-]+$/;
const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/;
const METRICA_ID = /^\d{1,12}$/;

const checked = (value: string | null | undefined, pattern: RegExp) => {
  const id = value?.trim() ?? "";
  return pattern.test(id) ? id : null;
};

export function trackerIds(settings: AnalyticsSettings): TrackerIds {
  return {
    gtm: checked(settings.googleTagManager, GTM_ID),
    googleId: checked(settings.googleId, GOOGLE_ID),
    yandexId: checked(settings.yandexId, METRICA_ID),
  };
}

export const trackerScripts = {
  gtm: (id: string) => `https://www.googletagmanager.com/gtm.js?id=${id}`,
  gtag: (id: string) => `https://www.googletagmanager.com/gtag/js?id=${id}`,
  metrica: "https://mc.yandex.ru/metrika/tag.js",
} as const;

/** The scripts a page may load once the visitor consents: what the page declares for its CSP (docs/security.md). */
export function declaredScripts(ids: TrackerIds): string[] {
  return [
    ...(ids.gtm ? [trackerScripts.gtm(ids.gtm)] : []),
    ...(ids.googleId ? [trackerScripts.gtag(ids.googleId)] : []),
    ...(ids.yandexId ? [trackerScripts.metrica] : []),
  ];
}
