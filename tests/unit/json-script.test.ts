import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jsonForScript } from "../../domain/json-script.ts";

describe("jsonForScript", () => {
  it("cannot close a script element, and reads back as the same value", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = jsonForScript(value);
        expect(text).not.toMatch(/[<>&\u2028\u2029]/);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });

  it("escapes the classic attack", () => {
    expect(jsonForScript({ keyword: "</script><script>alert(1)</script>" })).toBe(
      '{"keyword":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"}',
    );
  });
});
