/**
 * Loads the trackers the visitor consented to (and the live chat, a marketing third party), each once per page, and
 * tells Google's tags what the visitor chose
 * (Consent Mode v2). Scripts are added from the site's bundle, not written inline, so the strict CSP needs no hash
 * for them, only their hosts (docs/security.md).
 */
import { trackerScripts, type TrackerIds } from "../../lib/analytics";
import { setMetricaCounter } from "../../lib/conversions";
import { dataLayer, gtag } from "../../lib/data-layer";
import type { Choice } from "./choice";
import type { ConsentSetup } from "./consent-controller";

const loaded = new Set<string>();

function addScript(src: string) {
  if (loaded.has(src)) return;
  loaded.add(src);
  const script = document.createElement("script");
  script.src = src;
  script.async = true;
  document.head.appendChild(script);
}

const granted = (yes: boolean) => (yes ? "granted" : "denied");
const googleConsent = (choice: Choice) => ({
  analytics_storage: granted(choice.analytics),
  ad_storage: granted(choice.marketing),
  ad_user_data: granted(choice.marketing),
  ad_personalization: granted(choice.marketing),
});

/** Before any Google script: everything denied until the visitor chooses. */
export function pushConsentDefaults(ids: TrackerIds) {
  if (!ids.gtm && !ids.googleId) return;
  gtag("consent", "default", googleConsent({ analytics: false, marketing: false }));
}

type MetricaWindow = Window & { ym?: (...args: unknown[]) => void } & Record<string, unknown>;

/** Metrica's own queue, as its snippet sets it up: calls wait in `ym.a` until tag.js has loaded. */
function loadMetrica(counter: number) {
  const page = window as unknown as MetricaWindow;
  if (loaded.has(trackerScripts.metrica)) return;
  if (!page.ym) {
    const queue: unknown[][] = [];
    page.ym = Object.assign((...args: unknown[]) => void queue.push(args), { a: queue, l: Date.now() });
  }
  page.ym(counter, "init", { clickmap: true, trackLinks: true, accurateTrackBounce: true, webvisor: false });
  addScript(trackerScripts.metrica);
}

/**
 * Applies a choice, now or later in the visit: Consent Mode update, then the scripts of what was accepted. A
 * withdrawal cannot unload a script that already runs; it switches GA4 and Metrica off for the rest of the page
 * (their documented opt-out flags) and the consent update tells GTM's tags to stop storing.
 */
export function applyChoice({ ids, liveChatScriptUrl }: ConsentSetup, choice: Choice) {
  const page = window as unknown as MetricaWindow;
  const google = Boolean(ids.gtm || ids.googleId);
  if (google) gtag("consent", "update", googleConsent(choice));
  if (ids.googleId) page[`ga-disable-${ids.googleId}`] = !choice.analytics;
  if (ids.yandexId) page[`disableYaCounter${ids.yandexId}`] = !choice.analytics;
  setMetricaCounter(ids.yandexId && choice.analytics ? Number(ids.yandexId) : null);

  if (ids.gtm && (choice.analytics || choice.marketing) && !loaded.has(trackerScripts.gtm(ids.gtm))) {
    dataLayer().push({ "gtm.start": Date.now(), event: "gtm.js" });
    addScript(trackerScripts.gtm(ids.gtm));
  }
  if (ids.googleId && choice.analytics && !loaded.has(trackerScripts.gtag(ids.googleId))) {
    gtag("js", new Date());
    gtag("config", ids.googleId);
    addScript(trackerScripts.gtag(ids.googleId));
  }
  if (ids.yandexId && choice.analytics) loadMetrica(Number(ids.yandexId));
  if (liveChatScriptUrl && choice.marketing) addScript(liveChatScriptUrl);
}
