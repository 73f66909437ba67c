import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import path from "path";
import { staleStaticQueryResults } from "../static-query-results";

const SETTINGS = { site: { siteMetadata: { leadDelivery: "gateway", siteUrl: "https://termofort.md" } } };
const SHELL = { allContentSite: { nodes: [] } };

describe("staleStaticQueryResults", () => {
  let publicDir: string;
  const file = (hash: string) => path.join(publicDir, "page-data", "sq", "d", `${hash}.json`);
  beforeEach(() => {
    publicDir = mkdtempSync(path.join(tmpdir(), "sq-"));
    mkdirSync(path.dirname(file("x")), { recursive: true });
  });
  afterEach(() => rmSync(publicDir, { recursive: true, force: true }));

  const queries = [
    { componentPath: "/site/src/hooks/use-site-config.ts", query: "settings", hash: "3395733737" },
    { componentPath: "/site/src/shell/use-shell-data.ts", query: "shell", hash: "3754677052" },
  ];
  const run = async (query: string) => ({ data: query === "settings" ? SETTINGS : SHELL });

  it("names and rewrites a result another Gatsby run left (develop's settings), and leaves the build's own", async () => {
    writeFileSync(file("3395733737"), JSON.stringify({ data: { site: { siteMetadata: { leadDelivery: "direct" } } } }));
    writeFileSync(file("3754677052"), JSON.stringify({ data: SHELL }));
    await expect(staleStaticQueryResults(publicDir, queries, run)).resolves.toEqual([
      "page-data/sq/d/3395733737.json (use-site-config.ts)",
    ]);
    expect(JSON.parse(readFileSync(file("3395733737"), "utf8"))).toEqual({ data: SETTINGS });
    await expect(staleStaticQueryResults(publicDir, queries, run)).resolves.toEqual([]);
  });

  it("says which query failed when it cannot run again", async () => {
    await expect(
      staleStaticQueryResults(publicDir, queries, async () => ({ errors: [{ message: "no such field" }] })),
    ).rejects.toThrow("The static query of /site/src/hooks/use-site-config.ts failed when run again");
  });
});
