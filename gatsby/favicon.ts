import { copyFile, rm } from "fs/promises";
import path from "path";

/**
 * Browsers and other clients ask for /favicon.ico whatever the page declares (Chromium does when Gatsby's Head
 * replaces the head's tags during hydration, bookmark and feed readers always do); without the file each visit logs
 * a 404 in the console, which Lighthouse counts against best practices. So the content service's favicon (the
 * default locale's, already in the build under /static) is also written as /favicon.ico; browsers read the image
 * whatever its format. Without one, a copy left by an earlier build is removed.
 */
export async function writeRootFavicon(
  publicDir: string,
  publicUrl: string | null | undefined,
): Promise<"written" | "removed"> {
  const target = path.join(publicDir, "favicon.ico");
  const source = publicUrl ? path.join(publicDir, publicUrl) : null;
  // publicURL is Gatsby's own /static/<digest>/<name>; anything that would leave public/ is not followed.
  if (source && source.startsWith(publicDir + path.sep)) {
    await copyFile(source, target);
    return "written";
  }
  await rm(target, { force: true });
  return "removed";
}
