/**
 * WebKit for the engine suite: Debian's WebKitGTK (the engine of Safari and of every browser on an iPhone) driven by
 * its WebKitWebDriver through WebdriverIO, in a bare window (webkit-window.py) on an Xvfb display. One display per
 * worker; per test a new driver and browser with a new, empty profile folder. The browser writes the page's console
 * to stdout, which the driver passes on: that is where the visitor reads the errors.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import * as path from "node:path";
import { remote } from "webdriverio";
import { freePort, settle, start, waitFor, type Started } from "./processes";
import { describeTarget, findInPage, toPageTarget, type Target, type Visitor } from "./visitor";

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH || "/usr/bin/WebKitWebDriver";
const WINDOW = path.join(__dirname, "webkit-window.py");

export interface Display {
  name: string;
  stop(): Promise<void>;
}

/** An Xvfb server on the first free display number (Xvfb picks it and writes it to fd 3). */
export async function startDisplay(): Promise<Display> {
  const xvfb = start("Xvfb", ["-displayfd", "3", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"], {
    stdio: ["ignore", "pipe", "pipe", "pipe"],
  });
  const name = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Xvfb did not start: ${xvfb.output()}`)), 15_000);
    xvfb.process.stdio[3]!.once("data", (data: Buffer) => {
      clearTimeout(timer);
      resolve(`:${data.toString().trim()}`);
    });
    xvfb.process.once("exit", (code) => reject(new Error(`Xvfb exited (${code}): ${xvfb.output()}`)));
  });
  return { name, stop: () => xvfb.stop() };
}

/**
 * Error-level lines of WebKit's console on stdout: "[url:line:column: ]CONSOLE <SOURCE> ERROR <message>", SOURCE
 * being JS (an uncaught exception), SECURITY (the policy), NETWORK, or none for console.error().
 */
export const consoleErrors = (output: string): string[] =>
  output
    .split("\n")
    .filter((line) => / CONSOLE (?:[A-Z]+ )?ERROR /.test(` ${line}`))
    .map((line) => line.trim());

export async function openWebKit(display: Display, baseURL: string): Promise<Visitor> {
  const driverPort = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), "webkit-profile-"));
  let output = "";
  const driver: Started = start(WEBKIT_DRIVER, [`--port=${driverPort}`], {
    env: { ...process.env, DISPLAY: display.name },
  });
  const keep = (chunk: Buffer) => (output += chunk.toString());
  driver.process.stdout?.on("data", keep);
  driver.process.stderr?.on("data", keep);
  const stop = async () => {
    await driver.stop();
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    await waitFor("WebKitWebDriver", 15_000, async () =>
      (await fetch(`http://127.0.0.1:${driverPort}/status`)).ok ? true : undefined,
    );
    const capabilities = {
      // WebKitWebDriver speaks classic WebDriver only: WebdriverIO must not ask for a BiDi session.
      "wdio:enforceWebDriverClassic": true,
      "webkitgtk:browserOptions": { binary: WINDOW, args: ["--profile", profile] },
    } as WebdriverIO.Capabilities;
    const browser = await remote({
      hostname: "127.0.0.1",
      port: driverPort,
      logLevel: "silent",
      connectionRetryTimeout: 90_000,
      connectionRetryCount: 0,
      capabilities,
    });
    /** WebDriver's Execute Script: the function's source and one JSON argument; an element comes back as a reference. */
    const execute = browser.execute.bind(browser) as <R>(fn: (arg: never) => unknown, arg: unknown) => Promise<R>;
    const find = (target: Target) => execute<object | null>(findInPage, toPageTarget(target));
    const element = async (target: Target) => {
      const found = await waitFor(
        `${describeTarget(target)} in WebKit`,
        10_000,
        async () => (await find(target)) ?? undefined,
      );
      // What a visitor taps is in the middle of the screen. WebKitWebDriver's own scrolling brings an element only to
      // the viewport's edge, ignoring the page's scroll-padding, so at 375 px a field could land under the action bar
      // and its click be "intercepted" (seen in CI on the calculator's phone field). At once: the page scrolls
      // smoothly, and a click aimed while it moves lands beside its target.
      await execute(
        (node: Element) => node.scrollIntoView({ behavior: "instant", block: "center", inline: "nearest" }),
        found,
      );
      return browser.$(found as WebdriverIO.Element);
    };
    let opened = false;
    const visitor: Visitor = {
      engine: "webkit",
      async open(address) {
        if (opened) await settle((fn, arg) => execute(fn, arg));
        opened = true;
        await browser.url(new URL(address, baseURL).href);
        await waitFor(
          "the app to hydrate",
          15_000,
          async () =>
            (await execute<boolean>(() => document.documentElement.dataset.hydrated === "true", null)) || undefined,
        );
      },
      async resize(width, height) {
        await browser.setWindowSize(width, height);
        await waitFor(
          `a ${width} px viewport`,
          5_000,
          async () => (await execute<number>(() => window.innerWidth, null)) === width || undefined,
        );
      },
      run: (fn, arg) => execute(fn, arg ?? null),
      async click(target) {
        await (await element(target)).click();
      },
      async type(target, text) {
        const field = await element(target);
        await field.click();
        // Element Send Keys: one key event per character (WebKitWebDriver drops spaces sent as key actions).
        await field.addValue(text);
      },
      async value(target) {
        return (await element(target)).getValue();
      },
      async isVisible(target) {
        return (await find(target)) !== null;
      },
      url: async () => new URL(await browser.getUrl()),
      screenshot: async () => Buffer.from(await browser.takeScreenshot(), "base64"),
      errors: () => consoleErrors(output),
      async close() {
        await browser.deleteSession().catch(() => undefined);
        await stop();
      },
    };
    return visitor;
  } catch (error) {
    await stop();
    throw new Error(`WebKit did not start: ${String(error)}\n${driver.output()}`);
  }
}
