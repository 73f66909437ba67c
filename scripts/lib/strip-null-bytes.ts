/**
 * React 18.3's renderToPipeableStream (which Gatsby uses for static HTML) can flush stray NUL bytes where a
 * multi-byte character meets its 2048-byte buffer boundary (facebook/react#31134, fixed only in React 19): the
 * browser shows them as '�' in Romanian and Russian text. NUL never belongs in HTML, so the build removes them.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import * as path from "node:path";

export function withoutNullBytes(html: Buffer): Buffer | null {
  if (!html.includes(0)) return null;
  return Buffer.from(html.filter((byte) => byte !== 0));
}

/** Rewrites every HTML file under `dir` that holds NUL bytes; answers how many it fixed. */
export async function stripNullBytes(dir: string): Promise<number> {
  let fixed = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = path.join(entry.parentPath ?? (entry as unknown as { path: string }).path, entry.name);
    const clean = withoutNullBytes(await readFile(file));
    if (clean) {
      await writeFile(file, clean);
      fixed += 1;
    }
  }
  return fixed;
}
