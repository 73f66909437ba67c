export type FaultMethod = "GET" | "POST";

export interface FaultRule {
  /** Prefix of the pathname, or a regular expression when it starts with "^". */
  path: string;
  method?: FaultMethod;
  /** Answer this status with a JSON error body. */
  status?: number;
  /** Wait before answering (normally or with the fault). */
  delayMs?: number;
  /** Answer 200 with broken JSON. */
  malformed?: true;
  /** Destroy the socket without answering. */
  drop?: true;
  /** Only the next N matching requests. */
  times?: number;
  /** Applies to this share of matching requests (0-1, drawn per request); the others go on to the next rules. */
  probability?: number;
}

export class FaultRuleError extends Error {}

interface ActiveRule {
  rule: FaultRule;
  matches: (pathname: string) => boolean;
}

export class FaultSet {
  private rules: ActiveRule[] = [];

  constructor(
    rules: FaultRule[] = [],
    private readonly random: () => number = Math.random,
  ) {
    this.add(rules);
  }

  replace(rules: FaultRule[]): void {
    this.clear();
    this.add(rules);
  }

  add(rules: FaultRule[]): void {
    for (const rule of parseFaultRules(rules)) this.rules.push({ rule, matches: pathMatcher(rule.path) });
  }

  clear(): void {
    this.rules = [];
  }

  list(): FaultRule[] {
    return this.rules.map(({ rule }) => ({ ...rule }));
  }

  /** The first rule matching the request; consumes one of its `times`. */
  take(method: string, pathname: string): FaultRule | undefined {
    const effective = method === "HEAD" ? "GET" : method;
    const index = this.rules.findIndex(
      ({ rule, matches }) =>
        (rule.method === undefined || rule.method === effective) &&
        matches(pathname) &&
        (rule.probability === undefined || this.random() < rule.probability),
    );
    if (index < 0) return undefined;
    const active = this.rules[index]!;
    const rule = { ...active.rule };
    if (active.rule.times !== undefined) {
      active.rule.times -= 1;
      if (active.rule.times <= 0) this.rules.splice(index, 1);
    }
    return rule;
  }
}

function pathMatcher(pattern: string): (pathname: string) => boolean {
  if (!pattern.startsWith("^")) return (pathname) => pathname.startsWith(pattern);
  const regex = new RegExp(pattern);
  return (pathname) => regex.test(pathname);
}

/** Validates one rule or an array of rules (from env, the control API or code). */
export function parseFaultRules(input: unknown): FaultRule[] {
  const items = Array.isArray(input) ? input : [input];
  return items.map((item, index) => parseRule(item, index));
}

function parseRule(input: unknown, index: number): FaultRule {
  const fail = (message: string): never => {
    throw new FaultRuleError(`Fault rule ${index}: ${message}`);
  };
  if (typeof input !== "object" || input === null || Array.isArray(input)) return fail("must be an object");
  const raw = input as Record<string, unknown>;
  if (typeof raw.path !== "string" || raw.path === "") return fail('"path" must be a non-empty string');
  const rule: FaultRule = { path: raw.path };
  if (raw.path.startsWith("^")) {
    try {
      new RegExp(raw.path);
    } catch {
      fail(`"path" is not a valid regular expression: ${raw.path}`);
    }
  }
  if (raw.method !== undefined) {
    const method = typeof raw.method === "string" ? raw.method.toUpperCase() : "";
    if (method !== "GET" && method !== "POST") fail('"method" must be GET or POST');
    rule.method = method as FaultMethod;
  }
  if (raw.status !== undefined) {
    if (!isInt(raw.status, 100, 599)) fail('"status" must be an integer between 100 and 599');
    rule.status = raw.status as number;
  }
  if (raw.delayMs !== undefined) {
    if (typeof raw.delayMs !== "number" || !(raw.delayMs >= 0) || !Number.isFinite(raw.delayMs)) {
      fail('"delayMs" must be a number >= 0');
    }
    rule.delayMs = raw.delayMs as number;
  }
  if (raw.times !== undefined) {
    if (!isInt(raw.times, 1, Number.MAX_SAFE_INTEGER)) fail('"times" must be a positive integer');
    rule.times = raw.times as number;
  }
  if (raw.probability !== undefined) {
    if (typeof raw.probability !== "number" || !(raw.probability > 0 && raw.probability <= 1)) {
      fail('"probability" must be a number above 0 and at most 1');
    }
    rule.probability = raw.probability as number;
  }
  for (const flag of ["malformed", "drop"] as const) {
    if (raw[flag] === undefined || raw[flag] === false) continue;
    if (raw[flag] !== true) fail(`"${flag}" must be true`);
    rule[flag] = true;
  }
  return rule;
}

function isInt(value: unknown, min: number, max: number): boolean {
  return typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;
}
