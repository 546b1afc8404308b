import { describe, expect, it } from "vitest";
import { pageItems } from "../../ui/search/page-items.ts";

const labels = (current: number, total: number) =>
  pageItems(current, total).map((item) =>
    item.kind === "ellipsis" ? "…" : item.current ? `[${item.page}]` : String(item.page),
  );

describe("pageItems", () => {
  it("lists every page when there are 5 or fewer", () => {
    expect(labels(2, 5)).toEqual(["1", "[2]", "3", "4", "5"]);
    expect(labels(1, 1)).toEqual(["[1]"]);
    expect(labels(1, 0)).toEqual([]);
  });

  it("shows first, current and last with ellipses beyond 5 pages (no siblings)", () => {
    expect(labels(5, 10)).toEqual(["1", "…", "[5]", "…", "10"]);
    expect(labels(1, 10)).toEqual(["[1]", "…", "10"]);
    expect(labels(10, 10)).toEqual(["1", "…", "[10]"]);
  });

  it("shows a single missing page instead of an ellipsis", () => {
    expect(labels(3, 8)).toEqual(["1", "2", "[3]", "…", "8"]);
    expect(labels(6, 8)).toEqual(["1", "…", "[6]", "7", "8"]);
  });
});
