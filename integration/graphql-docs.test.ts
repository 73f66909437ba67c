/** @jest-environment node */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import * as path from "node:path";
import { buildSchema } from "graphql";
import { typeDefs } from "../plugins/gatsby-source-content-service/public";
import { E2E } from "../playwright.config";
import { copyCheckout } from "./processes";

const ROOT = path.resolve(__dirname, "..");
// Beside the e2e ports.
const DEVELOP_PORT = E2E.port + 1;
const ORIGIN = `http://localhost:${DEVELOP_PORT}`;
const TYPES = path.join("src", "gatsby-types.d.ts");
const TYPEGEN_DONE = /success Generating GraphQL and TypeScript types/;

/** Every ```graphql block of docs/graphql.md, by its operation name. */
function exampleQueries(): Array<[string, string]> {
  const markdown = readFileSync(path.join(ROOT, "docs", "graphql.md"), "utf8");
  return [...markdown.matchAll(/```graphql\n([\s\S]*?)```/g)].map(([, query]) => [
    /query (\w+)/.exec(query!)?.[1] ?? "anonymous",
    query!,
  ]);
}

interface GraphQLAnswer {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string }>;
}

async function run(query: string): Promise<GraphQLAnswer> {
  const response = await fetch(`${ORIGIN}/___graphql`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as GraphQLAnswer;
}

/** Root fields that came back null, or as a connection with no nodes: the example shows nothing. */
function emptyRootFields(data: Record<string, unknown>): string[] {
  return Object.entries(data)
    .filter(([, value]) => {
      if (value === null) return true;
      const nodes = (value as { nodes?: unknown[] }).nodes;
      return Array.isArray(nodes) && nodes.length === 0;
    })
    .map(([name]) => name);
}

async function waitForGraphiQL(develop: ChildProcess, output: () => string) {
  const deadline = Date.now() + 8 * 60_000;
  while (Date.now() < deadline) {
    if (develop.exitCode !== null) throw new Error(`npm run develop ended (${develop.exitCode}):\n${output()}`);
    try {
      const answer = await run('{ contentSite(locale: { eq: "ro" }) { locale } }');
      if (answer.data?.contentSite) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  throw new Error(`GraphiQL did not answer at ${ORIGIN}/___graphql:\n${output().slice(-3000)}`);
}

/** A developer's shell: without jest's NODE_ENV=test, under which Gatsby skips its babel config and develop fails. */
function developEnv() {
  const env = { ...process.env };
  delete env.NODE_ENV;
  return env;
}

jest.setTimeout(10 * 60_000);

describe("npm run develop and the example queries of docs/graphql.md", () => {
  let develop: ChildProcess;
  let output = "";
  let checkout: string;
  const committedTypes = readFileSync(path.join(ROOT, TYPES), "utf8");

  beforeAll(async () => {
    // What a developer runs on a fresh checkout, on a copy of this one: develop writes results into public/ that a
    // later build of the same checkout may keep (gatsby/static-query-results.ts), and the other tests build this one.
    // The script starts the embedded content service itself.
    checkout = copyCheckout();
    develop = spawn(path.join(ROOT, "node_modules", ".bin", "tsx"), ["scripts/develop.ts"], {
      cwd: checkout,
      detached: true,
      env: {
        ...developEnv(),
        CONTENT_PORT: String(E2E.contentPort),
        DEVELOP_PORT: String(DEVELOP_PORT),
        CONTENT_QUIET: "1",
        GATSBY_TELEMETRY_DISABLED: "1",
        NO_COLOR: "1",
      },
    });
    develop.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    develop.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    await waitForGraphiQL(develop, () => output);
  });

  afterAll(async () => {
    if (develop?.pid && develop.exitCode === null) {
      const exited = new Promise((resolve) => develop.once("exit", resolve));
      // The whole group: tsx, gatsby develop and its workers, and the content service.
      process.kill(-develop.pid, "SIGTERM");
      await exited;
    }
    if (checkout) rmSync(checkout, { recursive: true, force: true });
  });

  it("prints where the site and GraphiQL are", () => {
    expect(output).toContain(`GraphiQL:        ${ORIGIN}/___graphql`);
  });

  it("generates the GraphQL types that are committed (builds do not generate them)", async () => {
    const deadline = Date.now() + 2 * 60_000;
    while (!TYPEGEN_DONE.test(output) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 500));
    expect(output).toMatch(TYPEGEN_DONE);
    const generated = readFileSync(path.join(checkout, TYPES), "utf8");
    // On a difference, develop has written the new file in the copy: run npm run develop here, review and commit it.
    expect(generated === committedTypes ? "same" : "src/gatsby-types.d.ts differs from what the schema generates").toBe(
      "same",
    );
  });

  it("serves the site in both locales", async () => {
    for (const page of ["/", "/ru"]) {
      const response = await fetch(`${ORIGIN}${page}`);
      expect({ page, status: response.status }).toEqual({ page, status: 200 });
      expect(await response.text()).toContain('id="___gatsby"');
    }
  });

  const examples = exampleQueries();

  it("finds five to eight examples in the docs", () => {
    expect(examples.length).toBeGreaterThanOrEqual(5);
    expect(examples.length).toBeLessThanOrEqual(8);
  });

  it.each(examples)("%s returns data without errors", async (_name, query) => {
    const answer = await run(query);
    expect(answer.errors ?? []).toEqual([]);
    expect(answer.data).toBeTruthy();
    expect(emptyRootFields(answer.data!)).toEqual([]);
  });

  it("keeps the plugin's descriptions in Gatsby's schema (what GraphiQL's documentation pane shows)", async () => {
    const own = Object.values(
      buildSchema(`interface Node { id: ID! } type File implements Node { id: ID! } scalar Date\n${typeDefs}`, {
        assumeValidSDL: true,
      }).getTypeMap(),
    )
      .map((type) => type.name)
      .filter((name) => name.startsWith("Content"));
    const answer = await run(`{
      __schema { types { name description fields { name description } enumValues { name description } } }
    }`);
    type Described = { name: string; description: string | null };
    const types = (
      answer.data as {
        __schema: { types: Array<Described & { fields: Described[] | null; enumValues: Described[] | null }> };
      }
    ).__schema.types.filter((type) => own.includes(type.name) || type.name === "Locale");
    expect(types.map((type) => type.name).sort()).toEqual([...own, "Locale"].sort());
    const gatsbyNodeFields = new Set(["id", "parent", "children", "internal"]);
    const missing = types.flatMap((type) => [
      ...(type.description ? [] : [type.name]),
      ...[...(type.fields ?? []), ...(type.enumValues ?? [])]
        .filter((field) => !gatsbyNodeFields.has(field.name) && !field.description)
        .map((field) => `${type.name}.${field.name}`),
    ]);
    expect(missing).toEqual([]);
  });
});
