import { describe, expect, it } from "vitest";
import { resolvePageJump } from "@/dashboard/components/data-table/page-jump";
import { pageWindow } from "@/dashboard/components/data-table/page-window";
import { nextSort, pageCountOf, sortRows, tableView } from "@/dashboard/components/data-table/table-view";
import { ALL_ROWS, type Column, DEFAULT_TABLE_STATE } from "@/dashboard/components/data-table/types";

describe("pagination window (docs/product.md §2: first, last, 2 each side, ellipses)", () => {
  it("shows every page when there are few", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("puts one ellipsis after the window near the start", () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, "gap-after", 10]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, 5, "gap-after", 10]);
  });

  it("puts ellipses on both sides in the middle", () => {
    expect(pageWindow(6, 12)).toEqual([1, "gap-before", 4, 5, 6, 7, 8, "gap-after", 12]);
  });

  it("shows a skipped single page as an ellipsis too, as the spec has it", () => {
    expect(pageWindow(5, 10)).toEqual([1, "gap-before", 3, 4, 5, 6, 7, "gap-after", 10]);
  });

  it("puts one ellipsis before the window near the end, and clamps a page past the end", () => {
    expect(pageWindow(10, 10)).toEqual([1, "gap-before", 8, 9, 10]);
    expect(pageWindow(99, 10)).toEqual([1, "gap-before", 8, 9, 10]);
  });

  it("has no pages when there are none", () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe("page-number jump", () => {
  it("accepts a whole number in range", () => {
    expect(resolvePageJump("3", 5)).toEqual({ page: 3 });
    expect(resolvePageJump(" 5 ", 5)).toEqual({ page: 5 });
  });

  it("refuses anything that is not a whole number", () => {
    for (const text of ["", "abc", "2.5", "1e2", "3 4"]) expect(resolvePageJump(text, 5)).toEqual({ error: "Enter a whole number from 1 to 5." });
  });

  it("brings any other whole number into range by default (tables other than the inbox)", () => {
    expect(resolvePageJump("0", 5)).toEqual({ page: 1 });
    expect(resolvePageJump("-4", 5)).toEqual({ page: 1 });
    expect(resolvePageJump("99", 5)).toEqual({ page: 5 });
  });

  it("rejects pages outside 1..total with the inbox rule", () => {
    const inbox = { outOfRange: "reject" } as const;
    expect(resolvePageJump("0", 5, inbox)).toEqual({ error: "Enter a page from 1 to 5." });
    expect(resolvePageJump("6", 5, inbox)).toEqual({ error: "Enter a page from 1 to 5." });
    expect(resolvePageJump("5", 5, inbox)).toEqual({ page: 5 });
  });

  it("honours configured limits", () => {
    expect(resolvePageJump("2", 10, { min: 3, max: 7, outOfRange: "reject" })).toEqual({ error: "Enter a page from 3 to 7." });
    expect(resolvePageJump("9", 10, { min: 3, max: 7 })).toEqual({ page: 7 });
  });
});

type Row = { name: string; status: string; size: number | null };
const columns: Column<Row>[] = [
  { id: "name", header: "Name", cell: (r) => r.name, sortValue: (r) => r.name },
  { id: "size", header: "Size", cell: (r) => r.size, sortValue: (r) => r.size },
  { id: "status", header: "Status", cell: (r) => r.status },
];
const rows: Row[] = Array.from({ length: 23 }, (_, i) => ({ name: `Item ${i + 1}`, status: i % 3 ? "approved" : "Pending", size: i % 5 ? i : null }));
const search = (r: Row) => [r.name, r.status];

describe("table view (client-side search, sort, pages)", () => {
  it("shows 10 rows on page 1 by default", () => {
    const v = tableView(rows, DEFAULT_TABLE_STATE, { columns, searchFields: search });
    expect(v.rows.map((r) => r.name)).toEqual(rows.slice(0, 10).map((r) => r.name));
    expect(v).toMatchObject({ total: 23, page: 1, pageCount: 3 });
  });

  it("shows every row with 'All' (the maximum safe integer)", () => {
    const v = tableView(rows, { ...DEFAULT_TABLE_STATE, pageSize: ALL_ROWS }, { columns });
    expect(v.rows).toHaveLength(23);
    expect(v.pageCount).toBe(1);
  });

  it("searches any field, case-insensitively, trimmed", () => {
    const v = tableView(rows, { ...DEFAULT_TABLE_STATE, q: "  PENDING " }, { columns, searchFields: search });
    expect(v.total).toBe(8);
    expect(v.rows.every((r) => r.status === "Pending")).toBe(true);
  });

  it("clamps the page when the rows shrink (the last row of the last page was deleted)", () => {
    const v = tableView(rows.slice(0, 20), { ...DEFAULT_TABLE_STATE, page: 3 }, { columns });
    expect(v.page).toBe(2);
    expect(v.rows).toHaveLength(10);
  });

  it("sorts naturally (Item 2 before Item 10) and keeps empty values last either way", () => {
    const asc = sortRows(rows, columns, { id: "name", dir: "asc" }).map((r) => r.name);
    expect(asc.slice(0, 3)).toEqual(["Item 1", "Item 2", "Item 3"]);
    const sizes = sortRows(rows, columns, { id: "size", dir: "desc" }).map((r) => r.size);
    expect(sizes.slice(0, 2)).toEqual([22, 21]);
    expect(sizes.slice(-5)).toEqual([null, null, null, null, null]);
  });

  it("ignores a sort on a column without a sort value", () => {
    expect(sortRows(rows, columns, { id: "status", dir: "asc" })).toBe(rows);
  });

  it("cycles a header through ascending, descending and unsorted", () => {
    expect(nextSort(null, "name")).toEqual({ id: "name", dir: "asc" });
    expect(nextSort({ id: "name", dir: "asc" }, "name")).toEqual({ id: "name", dir: "desc" });
    expect(nextSort({ id: "name", dir: "desc" }, "name")).toBeNull();
    expect(nextSort({ id: "name", dir: "desc" }, "size")).toEqual({ id: "size", dir: "asc" });
  });

  it("leaves rows alone in server mode and counts pages from the server's total", () => {
    const page = rows.slice(0, 10);
    const v = tableView(page, { ...DEFAULT_TABLE_STATE, page: 2, q: "zzz" }, { columns, searchFields: search, serverTotal: 95 });
    expect(v.rows).toBe(page);
    expect(v).toMatchObject({ total: 95, page: 2, pageCount: 10 });
  });

  it("always has at least one page", () => {
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(11, 10)).toBe(2);
  });
});
