#!/usr/bin/env node
/**
 * The registry these machines reach lacks some platform-specific optional packages (e.g. @swc/core-darwin-arm64),
 * so `npm install` leaves them out of package-lock.json and `npm ci` then refuses the lock as out of sync. This adds
 * the missing entries back as optional, platform-tagged packages, exactly as the parent's optionalDependencies name
 * them; npm skips them on other platforms. Run it after every `npm install` that changes the lock.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";

function missingEntries() {
  try {
    execFileSync("npm", ["ci", "--dry-run", "--no-audit", "--no-fund"], { stdio: "pipe" });
    return [];
  } catch (error) {
    const output = `${error.stdout ?? ""}${error.stderr ?? ""}`;
    return [...output.matchAll(/Missing: (.+?)@[^@\s]* from lock file/g)].map((match) => match[1]);
  }
}

const names = missingEntries();
if (names.length === 0) {
  console.log("package-lock.json is in sync");
  process.exit(0);
}
const lock = JSON.parse(readFileSync("package-lock.json", "utf8"));
const packages = lock.packages;
const PLATFORMS = ["darwin", "win32", "linux", "android", "freebsd", "openharmony"];
for (const name of names) {
  const parent = Object.values(packages).find((entry) => entry.optionalDependencies?.[name]);
  if (!parent) throw new Error(`No package in the lock names ${name} as an optional dependency`);
  const base = name.split("/").pop();
  const os = PLATFORMS.find((platform) => base.includes(`-${platform}-`) || base.endsWith(`-${platform}`));
  const cpu = /-(arm64|x64|ia32|arm|ppc64|s390x|riscv64|loong64)(-|$)/.exec(base)?.[1];
  packages[`node_modules/${name}`] = {
    version: parent.optionalDependencies[name],
    ...(cpu ? { cpu: [cpu] } : {}),
    ...(parent.dev ? { dev: true } : {}),
    optional: true,
    ...(os ? { os: [os] } : {}),
  };
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a < b ? -1 : a > b ? 1 : 0)),
);
writeFileSync("package-lock.json", `${JSON.stringify(lock, null, 2)}\n`);
const left = missingEntries();
console.log(
  `added ${names.length} optional platform entries; ${left.length ? `still missing: ${left.join(", ")}` : "npm ci accepts the lock"}`,
);
process.exit(left.length ? 1 : 0);
