import { readFileSync } from "node:fs";
import * as path from "node:path";
import { GRID_STEPS, balancedColumns, balancedGridStyle } from "../balanced-grid";

/** Each row's items and the cells they take, as the browser places them: the first item takes `span` cells. */
function placed(count: number, max: number, fill = false): Array<{ items: number; cells: number }> {
  const { columns, span } = balancedColumns(count, max, fill);
  const result: Array<{ items: number; cells: number }> = [];
  for (let item = 0; item < count; item += 1) {
    const width = item === 0 ? Math.min(span, columns) : 1;
    const row = result[result.length - 1];
    if (!row || row.cells + width > columns) result.push({ items: 1, cells: width });
    else {
      row.items += 1;
      row.cells += width;
    }
  }
  return result;
}
const rows = (count: number, max: number) => placed(count, max).map((row) => row.items);

describe("balancedColumns", () => {
  it("fills the fewest rows the width allows, as evenly as it can", () => {
    expect(rows(6, 5)).toEqual([3, 3]);
    expect(rows(6, 4)).toEqual([3, 3]);
    expect(rows(6, 2)).toEqual([2, 2, 2]);
    expect(rows(5, 4)).toEqual([3, 2]);
    expect(rows(5, 3)).toEqual([3, 2]);
    expect(rows(8, 5)).toEqual([4, 4]);
    expect(rows(5, 1)).toEqual([1, 1, 1, 1, 1]);
    // 5 in at most 2 columns: the first item takes a row of its own, whole.
    expect(placed(5, 2)).toEqual([
      { items: 1, cells: 2 },
      { items: 2, cells: 2 },
      { items: 2, cells: 2 },
    ]);
  });

  it("never leaves one item alone on a row of a grid with more columns", () => {
    for (let count = 2; count <= 30; count += 1) {
      for (let max = 2; max <= 6; max += 1) {
        const { columns } = balancedColumns(count, max);
        expect(columns).toBeLessThanOrEqual(max);
        const grid = placed(count, max);
        expect(grid.reduce((sum, row) => sum + row.items, 0)).toBe(count);
        // An orphan: one item in one cell of a row that has more.
        const orphan = columns > 1 && grid.some((row) => row.items === 1 && row.cells === 1);
        expect([count, max, orphan]).toEqual([count, max, false]);
      }
    }
  });

  it("with fill, leaves no empty cell: the first item takes what the last row would leave", () => {
    expect(placed(5, 3, true)).toEqual([
      { items: 2, cells: 3 },
      { items: 3, cells: 3 },
    ]);
    for (let count = 1; count <= 30; count += 1) {
      for (let max = 1; max <= 6; max += 1) {
        const { columns } = balancedColumns(count, max, true);
        const grid = placed(count, max, true);
        expect(grid.reduce((sum, row) => sum + row.items, 0)).toBe(count);
        expect([count, max, grid.every((row) => row.cells === columns)]).toEqual([count, max, true]);
      }
    }
  });

  it("gives every step its columns and first item's span as custom properties", () => {
    const style = balancedGridStyle(5, [1, 1, 2, 2, 3, 3, 4]) as Record<string, number>;
    expect(Object.keys(style)).toHaveLength(GRID_STEPS.length * 2);
    expect([style["--c0"], style["--s0"], style["--c2"], style["--s2"], style["--c6"], style["--s6"]]).toEqual([
      1, 1, 2, 2, 3, 1,
    ]);
  });
});

describe("the balanced grid's stylesheet", () => {
  it("switches to step i's columns at GRID_STEPS[i], for every step", () => {
    const css = readFileSync(path.resolve(__dirname, "../../styles/home.css"), "utf8");
    const switches = [...css.matchAll(/@media \(min-width: (\d+)px\) \{\s*\.balanced-grid \{\s*--c: var\(--c(\d)\);/g)];
    expect(switches.map(([, width, step]) => [Number(step), Number(width)])).toEqual(
      GRID_STEPS.slice(1).map((width, index) => [index + 1, width]),
    );
  });
});
