import { mkdir, mkdtemp, readFile, writeFile } from "fs/promises";
import { existsSync } from "fs";
import os from "os";
import path from "path";
import { writeRootFavicon } from "../favicon";

async function publicDir() {
  const dir = await mkdtemp(path.join(os.tmpdir(), "favicon-"));
  await mkdir(path.join(dir, "static", "abc"), { recursive: true });
  await writeFile(path.join(dir, "static", "abc", "favicon.png"), "PNG bytes");
  return dir;
}

describe("writeRootFavicon", () => {
  it("copies the site's favicon to /favicon.ico", async () => {
    const dir = await publicDir();
    await expect(writeRootFavicon(dir, "/static/abc/favicon.png")).resolves.toBe("written");
    await expect(readFile(path.join(dir, "favicon.ico"), "utf8")).resolves.toBe("PNG bytes");
  });

  it("removes a copy left by an earlier build when the site has no favicon any more", async () => {
    const dir = await publicDir();
    await writeRootFavicon(dir, "/static/abc/favicon.png");
    await expect(writeRootFavicon(dir, null)).resolves.toBe("removed");
    expect(existsSync(path.join(dir, "favicon.ico"))).toBe(false);
  });

  it("does not follow a path out of public/", async () => {
    const dir = await publicDir();
    await writeFile(path.join(path.dirname(dir), "secret.txt"), "secret");
    await expect(writeRootFavicon(dir, "/../secret.txt")).resolves.toBe("removed");
    expect(existsSync(path.join(dir, "favicon.ico"))).toBe(false);
  });
});
