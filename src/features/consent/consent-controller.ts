/**
 * One consent flow per page load (client navigations keep it): Consent Mode defaults first, then the stored choice
 * applied, or the prompt opened when the page is idle. Only trackers the visitor accepted load (docs/privacy.md).
 */
import type { TrackerIds } from "../../lib/analytics";
import { setAttributionConsent } from "../../lib/attribution";
import { whenIdle } from "../../lib/idle";
import { readChoice, type Choice } from "./choice";
import { useConsentStore } from "./consent-store";
import type { PromptOptions } from "./prompt";
import type * as WebVitals from "./web-vitals";
import { applyChoice, pushConsentDefaults } from "./trackers";

export interface ConsentSetup {
  ids: TrackerIds;
  /** LIVE_CHAT_SCRIPT_URL and CRM_FORM_SCRIPT_URL ("" when none): marketing third parties (docs/privacy.md). */
  liveChatScriptUrl: string;
  crmFormScriptUrl: string;
}

/** A site that loads nothing that tracks asks nothing: no prompt, no settings control. */
export const needsConsent = ({ ids, liveChatScriptUrl, crmFormScriptUrl }: ConsentSetup) =>
  Boolean(ids.gtm || ids.googleId || ids.yandexId || liveChatScriptUrl || crmFormScriptUrl);

let setup: ConsentSetup | null = null;
let promptOptions: Omit<PromptOptions, "onChoice"> | null = null;
let promptModule: Promise<typeof import("./prompt")> | null = null;
let webVitals: Promise<typeof WebVitals> | null = null;

const loadPrompt = () => (promptModule ??= import("./prompt"));

function choose(choice: Choice) {
  if (!setup) return;
  useConsentStore.getState().set(choice);
  setAttributionConsent(choice.marketing);
  applyChoice(setup, choice);
  if (choice.analytics) {
    whenIdle(() => void (webVitals ??= import("./web-vitals")).then((vitals) => vitals.startWebVitals()));
  } else void webVitals?.then((vitals) => vitals.stopWebVitals());
}

/** Mounted with every layout; only the first call of a page load starts the flow, later ones follow the locale. */
export function startConsent(next: ConsentSetup, options: Omit<PromptOptions, "onChoice">) {
  promptOptions = options;
  if (setup) {
    void promptModule?.then((module) => module.setPromptLanguage(options.locale));
    return;
  }
  setup = next;
  if (!needsConsent(next)) return;
  pushConsentDefaults(next.ids);
  // Both wait for the idle browser: the page's regions hydrate first (a choice changes state they read, and an
  // update to a region still hydrating would make React throw its server HTML away), and the trackers never
  // compete with the first paint or hydration.
  const stored = readChoice(document.cookie);
  if (stored) whenIdle(() => choose(stored));
  else whenIdle(() => void loadPrompt().then((module) => module.startPrompt({ ...options, onChoice: choose })));
}

/** The footer's "cookie settings" control. */
export function openConsentSettings() {
  if (!promptOptions) return;
  const options = { ...promptOptions, onChoice: choose };
  void loadPrompt().then((module) => module.openPreferences(options));
}
