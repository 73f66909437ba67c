/**
 * What a test of the engine suite does with a browser, the same for WebKit (WebdriverIO over WebKitWebDriver) and
 * Firefox (puppeteer-core over WebDriver BiDi): docs/engines.md. Elements are found by role and accessible name, as
 * in the Playwright suite, by one function that runs in the page.
 */
export type Engine = "webkit" | "firefox";

export type Role =
  | "banner"
  | "button"
  | "checkbox"
  | "dialog"
  | "group"
  | "heading"
  | "link"
  | "main"
  | "navigation"
  | "spinbutton"
  | "textbox";

/** An element by role and accessible name (exact text, or a pattern), optionally inside another. */
export interface Target {
  role: Role;
  name?: string | RegExp;
  within?: Target;
}

export interface Visitor {
  readonly engine: Engine;
  /**
   * Loads a path of the site under test (or a full URL) as a typed address, and waits until the app has hydrated.
   * The page before is left only once its loads are done, as a reader leaves it: Firefox reports the loads a
   * navigation cancels (chunks asked for when idle) as errors of the page being left.
   */
  open(pathOrUrl: string): Promise<void>;
  /** Sets the layout viewport, in CSS pixels. */
  resize(width: number, height: number): Promise<void>;
  /** Runs a function in the page and returns its (JSON) result. It must not use anything from outside itself. */
  run<R, A = null>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R>;
  /** Clicks a visible element (waiting for it, bounded) as a person would, with the pointer. */
  click(target: Target): Promise<void>;
  /** Focuses a field and types the text key by key. */
  type(target: Target, text: string): Promise<void>;
  /** Whether a matching element is there and visible now. */
  isVisible(target: Target): Promise<boolean>;
  /** A field's value (waiting for the field, bounded). */
  value(target: Target): Promise<string>;
  /** The address of the page now. */
  url(): Promise<URL>;
  /** A PNG of the viewport (attached to a failed test's report). */
  screenshot(): Promise<Buffer>;
  /** Console errors and uncaught exceptions seen so far, as text. */
  errors(): string[];
  close(): Promise<void>;
}

/** A Target as it crosses into the page: patterns as source and flags. */
export interface PageTarget {
  role: Role;
  name?: string | { source: string; flags: string };
  within?: PageTarget;
}

export const toPageTarget = (target: Target): PageTarget => ({
  role: target.role,
  name: target.name instanceof RegExp ? { source: target.name.source, flags: target.name.flags } : target.name,
  within: target.within && toPageTarget(target.within),
});

export const describeTarget = (target: Target): string =>
  `${target.within ? `${describeTarget(target.within)} > ` : ""}${target.role}${target.name === undefined ? "" : ` "${String(target.name)}"`}`;

/**
 * Runs in the page: the first visible element matching the target, or null. Names as the accessible-name algorithm
 * computes them for this site's markup: aria-labelledby, aria-label, a field's labels, then the text content.
 * Self-contained, because it is sent to the browser as source.
 */
export function findInPage(target: PageTarget): Element | null {
  const SELECTORS: Record<string, string> = {
    banner: "header, [role=banner]",
    button: "button, [role=button], input[type=submit], input[type=button]",
    checkbox: "input[type=checkbox], [role=checkbox]",
    dialog: "dialog, [role=dialog]",
    group: "fieldset, [role=group]",
    heading: "h1, h2, h3, h4, h5, h6, [role=heading]",
    link: "a[href], [role=link]",
    main: "main, [role=main]",
    navigation: "nav, [role=navigation]",
    spinbutton: "input[type=number], [role=spinbutton]",
    textbox: "input:not([type]), input[type=text], input[type=tel], input[type=email], textarea, [role=textbox]",
  };
  const squash = (text: string) => text.replace(/\s+/g, " ").trim();
  // The text a screen reader reads: without what is hidden from it (a label's decorative asterisk).
  const textOf = (node: Node): string =>
    node.nodeType === Node.TEXT_NODE
      ? (node.textContent ?? "")
      : node instanceof Element && node.getAttribute("aria-hidden") === "true"
        ? ""
        : [...node.childNodes].map(textOf).join("");
  const nameOf = (element: Element): string => {
    const labelledBy = element.getAttribute("aria-labelledby");
    if (labelledBy) {
      return squash(
        labelledBy
          .split(/\s+/)
          .map((id) => {
            const label = document.getElementById(id);
            return label ? textOf(label) : "";
          })
          .join(" "),
      );
    }
    const label = element.getAttribute("aria-label");
    if (label) return squash(label);
    const legend = element.localName === "fieldset" ? element.querySelector(":scope > legend") : null;
    if (legend) return squash(textOf(legend));
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length) return squash([...labels].map(textOf).join(" "));
    return squash(textOf(element)) || squash(element.getAttribute("title") ?? "");
  };
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return box.width > 0 && box.height > 0 && style.visibility !== "hidden" && style.display !== "none";
  };
  const matches = (element: Element, name: PageTarget["name"]) => {
    if (name === undefined) return true;
    const text = nameOf(element);
    return typeof name === "string" ? text === name : new RegExp(name.source, name.flags).test(text);
  };
  const find = (query: PageTarget): Element | null => {
    const scope: ParentNode | null = query.within ? find(query.within) : document;
    if (!scope) return null;
    for (const element of scope.querySelectorAll(SELECTORS[query.role] ?? query.role)) {
      if (visible(element) && matches(element, query.name)) return element;
    }
    return null;
  };
  return find(target);
}
