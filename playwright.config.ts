import { defineConfig, devices } from "@playwright/test";
import type { EngineOptions } from "./e2e/engines/fixtures";
import { CHROMIUM_ARGS, chromiumPath } from "./scripts/lib/chromium";
import { variantPort } from "./scripts/lib/variants";

/** End-to-end tests run against a real build served like production, with the embedded content service. */
/** Ports can be moved (E2E_PORT, E2E_CONTENT_PORT) so that two checkouts can run their suites side by side. */
export const E2E = {
  port: Number(process.env.E2E_PORT) || 9100,
  contentPort: Number(process.env.E2E_CONTENT_PORT) || 8100,
  leadsFile: "var/e2e/leads.jsonl",
  /** The journal of the lead gateway npm start runs for the suite (the variants' servers proxy to it too). */
  gatewayDir: "var/e2e/lead-gateway",
} as const;

const baseURL = `http://localhost:${E2E.port}`;

/**
 * Build variants (scripts/lib/variants, docs/e2e-variants.md): each is built first and served from var/e2e-<name>/
 * on its own port, then the demo build takes public/. Playwright starts web servers one after another, so the
 * builds never overlap in this checkout. Each variant has a project of the same name testing e2e/<name>/.
 */
const VARIANT_NAMES = ["xss", "fidelity", "consent"] as const;
const variantURL = (name: (typeof VARIANT_NAMES)[number]) => `http://localhost:${variantPort(name, E2E.port)}`;
const serverEnv = (port: number) => ({
  PORT: String(port),
  CONTENT_PORT: String(E2E.contentPort),
  LEADS_FILE: E2E.leadsFile,
  SITE_URL: `http://localhost:${port}`,
  CONTENT_QUIET: "1",
  // npm start runs the publisher too: off its default port, so that checkouts can test side by side (PUBLISH_PORT
  // moves it, like E2E_PORT and E2E_CONTENT_PORT).
  PUBLISH_PORT: process.env.PUBLISH_PORT || String(E2E.port + 240),
  // The lead gateway of npm start, beside it (POST /api/leads on the site is proxied there).
  LEAD_GATEWAY_PORT: String(E2E.port + 250),
  LEAD_GATEWAY_DIR: E2E.gatewayDir,
  LEAD_GATEWAY_TOKEN: "e2e",
  // Every test sends from 127.0.0.1; and a CMS fault a test sets is retried within seconds once it is lifted.
  LEAD_GATEWAY_RATE_LIMIT: "6000",
  LEAD_GATEWAY_RETRY_MAX_SECONDS: "2",
  // The builds promise a call-back time, as a launched site with a tested alert channel does (docs/deploy.md); the
  // consent variant, a CMS-only site, does not.
  LEAD_ALERTS: "tested",
  // The service answers like production's Django (django-cors-headers defaults): leads must pass its CORS.
  CONTENT_CORS: "strict",
  CONTENT_CORS_ORIGINS: [E2E.port, ...VARIANT_NAMES.map((name) => variantPort(name, E2E.port))]
    .map((sitePort) => `http://localhost:${sitePort}`)
    .join(","),
  GATSBY_TELEMETRY_DISABLED: "1",
});

const SW_TESTS = /[\\/]e2e[\\/]sw[\\/][^\\/]+\.spec\.ts$/;
/** The engine suite (docs/engines.md): WebKit and Firefox, each a project running e2e/engines/ on the same builds. */
const ENGINE_TESTS = /[\\/]e2e[\\/]engines[\\/][^\\/]+\.spec\.ts$/;
/** A RegExp, not a glob: a glob is matched against the absolute path, and a checkout may sit in a folder of that name. */
const variantTests = (name: string) => new RegExp(`[\\\\/]e2e[\\\\/]${name}[\\\\/].*\\.spec\\.ts$`);

export default defineConfig<EngineOptions>({
  testDir: "e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    // The service worker is tested on its own; elsewhere it would answer from its cache instead of the build.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: "desktop",
      // A RegExp for sw/: a glob is matched against the absolute path, and a checkout may sit in a folder named sw.
      testIgnore: [...VARIANT_NAMES.map(variantTests), SW_TESTS, ENGINE_TESTS],
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    // The demo build with its service worker registered, as returning visitors have it (docs/service-worker.md).
    {
      name: "sw",
      testMatch: SW_TESTS,
      use: { ...devices["Desktop Chrome"], channel: undefined, serviceWorkers: "allow" },
    },
    { name: "webkit", testMatch: ENGINE_TESTS, use: { engine: "webkit" } },
    { name: "firefox", testMatch: ENGINE_TESTS, use: { engine: "firefox" } },
    ...VARIANT_NAMES.map((name) => ({
      name,
      testMatch: variantTests(name),
      use: { ...devices["Desktop Chrome"], channel: undefined, baseURL: variantURL(name) },
    })),
  ],
  webServer: [
    ...VARIANT_NAMES.map((name) => ({
      command: `npx tsx scripts/start-variant.ts ${name}`,
      url: variantURL(name),
      timeout: 15 * 60_000,
      reuseExistingServer: !process.env.CI,
      stdout: "pipe" as const,
      stderr: "pipe" as const,
      env: serverEnv(variantPort(name, E2E.port)),
    })),
    {
      command: "npx tsx scripts/start.ts",
      url: baseURL,
      timeout: 15 * 60_000,
      reuseExistingServer: !process.env.CI,
      stdout: "pipe",
      stderr: "pipe",
      env: serverEnv(E2E.port),
    },
  ],
});
