/**
 * Build variants for the e2e suite: the same site built from other content or settings, served side by side with
 * the demo build. A variant says how to prepare its content data and which extra environment its build gets;
 * scripts/start-variant.ts does the rest (build, copy public/ to var/e2e-<name>/, serve). docs/e2e-variants.md.
 */
import * as path from "node:path";
import { CONSENT_FIXTURE, writeConsentFixture } from "./consent-fixture";
import { writeFidelityFixture } from "./fidelity-fixture";
import { writeXssFixture } from "./xss-fixture";

export interface Variant {
  /** Port offset from E2E_PORT (the demo build has 0). */
  portOffset: number;
  /** Writes or picks the content data dir for this variant; returns it. */
  data: (demoData: string, varDir: string) => string;
  /** Extra environment for the build and the server (feature switches, stricter settings). */
  env?: Record<string, string>;
}

export const VARIANTS = {
  /** Every field of the demo content holds an XSS payload (e2e/xss/). */
  xss: { portOffset: 1, data: (demo, varDir) => writeXssFixture(demo, path.join(varDir, "xss-data")) },
  /** Content that differs from the demo where the site must show what the content says (e2e/fidelity/). */
  fidelity: {
    portOffset: 2,
    data: (demo, varDir) => writeFidelityFixture(demo, path.join(varDir, "fidelity-data")),
    env: { LIVE_CHAT_SCRIPT_URL: "https://chat.example.com/widget.js" },
  },
  /**
   * GTM, GA4 and Metrica configured in content, a live chat and a CRM script: the consent flow (e2e/consent/). Built
   * for static-only hosting (LEAD_DELIVERY=direct): its leads go from the browser to the content service, under its
   * strict CORS, so the direct mode is tested too; and, no alert telling anyone of a lead (LEAD_ALERTS=none), its
   * thank-you promises no call-back time.
   */
  consent: {
    portOffset: 3,
    data: (demo, varDir) => writeConsentFixture(demo, path.join(varDir, "consent-data")),
    env: {
      LIVE_CHAT_SCRIPT_URL: CONSENT_FIXTURE.liveChatScriptUrl,
      CRM_FORM_SCRIPT_URL: CONSENT_FIXTURE.crmFormScriptUrl,
      LEAD_DELIVERY: "direct",
      LEAD_ALERTS: "none",
    },
  },
} satisfies Record<string, Variant>;

export type VariantName = keyof typeof VARIANTS;

export const isVariant = (name: string): name is VariantName => Object.hasOwn(VARIANTS, name);

/** Where scripts/start-variant.ts keeps the content report of a variant's build. */
export const variantReportFile = (name: VariantName) =>
  path.resolve(__dirname, "..", "..", "..", "var", `e2e-${name}-report.json`);

/** The port a variant is served on during e2e. */
export const variantPort = (name: VariantName, basePort: number) => basePort + VARIANTS[name].portOffset;
