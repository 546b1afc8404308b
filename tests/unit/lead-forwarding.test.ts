import { describe, expect, it } from "vitest";
import { csvField } from "../../worker/admin/lead-export-api.ts";
import { retryDelaySeconds } from "../../worker/queue/lead-forwarding.ts";

describe("retryDelaySeconds", () => {
  it("doubles from 30 seconds and stops at an hour", () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([30, 60, 120, 240]);
    expect(retryDelaySeconds(20)).toBe(3600);
  });
});

describe("csvField", () => {
  it("quotes what needs quoting and defuses formulas", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField('a "b", c')).toBe('"a ""b"", c"');
    expect(csvField("=SUM(A1)")).toBe("'=SUM(A1)");
    expect(csvField("-1")).toBe("'-1");
    expect(csvField(null)).toBe("");
    expect(csvField(12)).toBe("12");
  });
});
