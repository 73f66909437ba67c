import type { CSSProperties } from "react";
import { BREAKPOINTS } from "../config/site";

/**
 * The widths (px, min-width) at which a balanced grid may change its column count, the first being the base; the
 * others are named breakpoints (src/config/site.ts), and .balanced-grid in src/styles/home.css has one query per step
 * (a unit test holds the two together).
 */
export const GRID_STEPS = [
  0,
  BREAKPOINTS.compact,
  BREAKPOINTS.sm,
  BREAKPOINTS.md,
  BREAKPOINTS.twoColumn,
  BREAKPOINTS.lg,
  BREAKPOINTS.xl,
] as const;

/** The most cards of 260 px and more (.card-grid) that each width step holds. */
export const CARD_COLUMNS = [1, 1, 2, 2, 3, 3, 4] as const;

/**
 * Columns for `count` items where the width allows at most `max`: as few rows as `max` allows, and the fewest
 * columns that keep that many rows, so the rows are as even as they can be (6 in at most 5 columns: 3 + 3, not
 * 5 + 1). Where one item would still stand alone on the last row (5 in 2 columns), the first item takes two cells.
 */
export function balancedColumns(count: number, max: number, fill = false): { columns: number; span: number } {
  if (count <= 1 || max <= 1) return { columns: 1, span: 1 };
  const rows = Math.ceil(count / max);
  const columns = Math.ceil(count / rows);
  const holes = (columns - (count % columns)) % columns;
  // `fill`: the first item takes every cell the last row would leave empty (a grid without holes).
  if (fill && holes > 0) return { columns, span: holes + 1 };
  return { columns, span: columns > 1 && count % columns === 1 ? 2 : 1 };
}

/**
 * The inline custom properties of a balanced grid of `count` items, with the most columns the width allows at each
 * of GRID_STEPS (`maxColumns[i]` from GRID_STEPS[i] on).
 */
export function balancedGridStyle(count: number, maxColumns: readonly number[], fill = false): CSSProperties {
  const style: Record<string, number> = {};
  GRID_STEPS.forEach((_, step) => {
    const max = maxColumns[step] ?? maxColumns[maxColumns.length - 1] ?? 1;
    const { columns, span } = balancedColumns(count, max, fill);
    style[`--c${step}`] = columns;
    style[`--s${step}`] = span;
  });
  return style as CSSProperties;
}
