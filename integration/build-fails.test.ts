/** @jest-environment node */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import * as path from "node:path";
import { startContentService, type ContentService } from "../content-service/src/server";
import { E2E } from "../playwright.config";

const ROOT = path.resolve(__dirname, "..");

function run(command: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env } });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

// A real `gatsby build`: slow, but it is what a content manager's rebuild does.
jest.setTimeout(300_000);

describe("npm run build against a failing content service", () => {
  let service: ContentService;
  let leads: string;

  beforeAll(async () => {
    leads = mkdtempSync(path.join(tmpdir(), "leads-"));
    // The e2e build's addresses, so this build leaves Gatsby's cache fit for the e2e build that follows.
    service = await startContentService({
      port: E2E.contentPort,
      quiet: true,
      leadsFile: path.join(leads, "leads.jsonl"),
      faults: [{ path: "/ru/api/contacts/", status: 500 }],
    });
  });
  afterAll(async () => {
    await service.close();
    rmSync(leads, { recursive: true, force: true });
  });

  it("ends non-zero with a message naming the endpoint, locale and status", async () => {
    const { code, output } = await run(path.join(ROOT, "node_modules", ".bin", "tsx"), ["scripts/build.ts"], {
      CONTENT_PORT: String(E2E.contentPort),
      PORT: String(E2E.port),
      SITE_URL: `http://localhost:${E2E.port}`,
      GATSBY_TELEMETRY_DISABLED: "1",
      NO_COLOR: "1",
    });
    expect(code).not.toBe(0);
    expect(output).toContain("The content service could not be read: /ru/api/contacts/ (locale ru): HTTP 500");
  });
});
