/**
 * The engine suite's fixtures (docs/engines.md): the `webkit` and `firefox` projects of playwright.config.ts set
 * `engine`; each test gets a `visitor`, a new browser of that engine with a fresh profile, closed after the test.
 * A test fails on any console error or uncaught exception the browser reported, except those it lists in
 * `allowedErrors`.
 */
import { writeFile } from "node:fs/promises";
import { test as base, expect } from "@playwright/test";
import { openFirefox } from "./firefox";
import type { Engine, Visitor } from "./visitor";
import { openWebKit, startDisplay, type Display } from "./webkit";

export interface EngineOptions {
  engine: Engine;
}

interface TestFixtures {
  visitor: Visitor;
  /** Console errors this test expects (an error page's own 404), as patterns. */
  allowedErrors: RegExp[];
}

interface WorkerFixtures extends EngineOptions {
  display: Display | null;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  engine: ["webkit", { option: true, scope: "worker" }],
  // One X display per worker, for WebKitGTK; Firefox runs headless.
  display: [
    async ({ engine }, use) => {
      if (engine !== "webkit") return use(null);
      const display = await startDisplay();
      await use(display);
      await display.stop();
    },
    { scope: "worker" },
  ],
  allowedErrors: [[], { option: true }],
  visitor: async ({ engine, display, baseURL, allowedErrors }, use, testInfo) => {
    const visitor = engine === "webkit" ? await openWebKit(display!, baseURL!) : await openFirefox(baseURL!);
    try {
      await use(visitor);
      const unexpected = visitor.errors().filter((error) => !allowedErrors.some((pattern) => pattern.test(error)));
      expect(unexpected, `console errors in ${engine}`).toEqual([]);
    } finally {
      if (testInfo.status !== testInfo.expectedStatus) {
        const screenshot = await visitor.screenshot().catch(() => null);
        if (screenshot) {
          const file = testInfo.outputPath("screenshot.png");
          await writeFile(file, screenshot);
          await testInfo.attach("screenshot", { path: file, contentType: "image/png" });
        }
        await testInfo.attach("console", { body: visitor.errors().join("\n"), contentType: "text/plain" });
      }
      await visitor.close();
    }
  },
});

export { expect };
export type { Visitor };
