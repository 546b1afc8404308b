import { describe, expect, it } from "vitest";
import { csvField } from "../../worker/admin/admin-export.ts";
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

describe("csvField's formula guard", () => {
  it("defuses every formula lead-in, plain, full-width and after leading whitespace", () => {
    const guarded: [string, string][] = [
      ["=1+2", "'=1+2"],
      ["+1 512 555 0142", "'+1 512 555 0142"],
      ["-2+3", "'-2+3"],
      ["@SUM(A1:A2)", "'@SUM(A1:A2)"],
      ["\t=1", "'\t=1"],
      ["\tplain", "'\tplain"],
      ["\r=1", '"\'\r=1"'],
      ["\n=1", '"\'\n=1"'],
      [" =1", "' =1"],
      ["   +1", "'   +1"],
      [" -1", "' -1"],
      [" @x", "' @x"],
      ["\u00a0=1", "'\u00a0=1"],
      ["\u3000=1", "'\u3000=1"],
      ["\uFF1D1+2", "'\uFF1D1+2"],
      ["\uFF0B1", "'\uFF0B1"],
      ["\uFF0D1", "'\uFF0D1"],
      ["\uFF20SUM(A1)", "'\uFF20SUM(A1)"],
      [" \uFF1D1", "' \uFF1D1"],
      ["\n\uFF20x", '"\'\n\uFF20x"'],
      ['=HYPERLINK("http://x.example","y")', '"\'=HYPERLINK(""http://x.example"",""y"")"'],
    ];
    for (const [value, field] of guarded) expect(csvField(value), JSON.stringify(value)).toBe(field);
  });

  it("leaves values that hold those characters only later alone", () => {
    const plain: [string, string][] = [
      ["Maria", "Maria"],
      ["a=1", "a=1"],
      ["1+1", "1+1"],
      ["maria@example.com", "maria@example.com"],
      ["x\uFF1D1", "x\uFF1D1"],
      ["Austin, TX", '"Austin, TX"'],
    ];
    for (const [value, field] of plain) expect(csvField(value), value).toBe(field);
  });
});
