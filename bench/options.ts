/** Command-line options and the load average, as every page benchmark reads and prints them. */
import { loadavg } from "node:os";

/** The value after `--name`, or undefined. */
export function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
}

/** `--only home,calculator`: the words a page's label must contain one of; `fallback` when not given. */
export const onlyWords = (fallback = ""): string[] => (option("only") ?? fallback).split(",").filter(Boolean);

/** The 1, 5 and 15 minute load averages, as printed beside every figure. */
export const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");
