import { expect, test } from "./fixtures";
import { allPages } from "./pages";

/** Build-made images (gatsby-plugin-sharp writes them under /static/<file digest>/<args digest>/). */
const STATIC_IMAGE = /\/static\/[^"'\s,]+\.(?:jpe?g|png|webp|avif)/g;

test("every image a page's HTML references is in the build", async ({ request }) => {
  const referencedBy = new Map<string, string>();
  for (const path of allPages()) {
    const html = await (await request.get(path)).text();
    for (const [url] of html.matchAll(STATIC_IMAGE)) if (!referencedBy.has(url)) referencedBy.set(url, path);
  }
  // The demo's pages show 59 images in 266 variants (JPEG or PNG and WebP each); a build that made none fails here.
  expect(referencedBy.size).toBeGreaterThan(100);
  for (const [url, path] of referencedBy) {
    const response = await request.get(url);
    expect(response.status(), `${url} (on ${path})`).toBe(200);
    expect(response.headers()["content-type"], `${url} (on ${path})`).toMatch(/^image\//);
  }
});
