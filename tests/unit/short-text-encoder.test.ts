import { describe, expect, it } from "vitest";

// The runtime's own encoder, taken before the module under test replaces the global one.
const runtime = new TextEncoder();
const { SHORT_STRING_LENGTH, ShortTextEncoder } = await import("../../worker/ssr/short-text-encoder.ts");

const samples: Record<string, string> = {
  empty: "",
  "a tag": "<div",
  "an attribute": ' class="provider-card"',
  "every ASCII character": Array.from({ length: 128 }, (_, code) => String.fromCharCode(code)).join(""),
  "the longest short string": "x".repeat(SHORT_STRING_LENGTH),
  "one past the longest": "y".repeat(SHORT_STRING_LENGTH + 1),
  "an accent at the end": `Caf${"e".repeat(40)}é`,
  "the first byte past ASCII": "\u0080",
  "a character outside the basic plane": "Rated 5 ⭐ by 🧓 families",
  "a lone surrogate": "broken \ud800 pair",
  "a long text with an accent": `${"Señora ".repeat(60)}`,
};

describe("the short-string encoder React's server renderer uses", () => {
  for (const [name, text] of Object.entries(samples)) {
    it(`gives the runtime's bytes for ${name}`, () => {
      expect(Array.from(new ShortTextEncoder().encode(text))).toEqual(Array.from(runtime.encode(text)));
    });
  }

  it("encodes nothing as no bytes, like the runtime's encoder", () => {
    expect(new ShortTextEncoder().encode().byteLength).toBe(0);
  });

  it("is the global TextEncoder once loaded, and still reports UTF-8 and encodes into a buffer", () => {
    const encoder = new TextEncoder();
    expect(encoder).toBeInstanceOf(ShortTextEncoder);
    expect(encoder.encoding).toBe("utf-8");
    const target = new Uint8Array(8);
    expect(encoder.encodeInto("héllo", target)).toEqual({ read: 5, written: 6 });
    expect(Array.from(target.subarray(0, 6))).toEqual(Array.from(runtime.encode("héllo")));
  });

  it("gives each call its own bytes, so one chunk written over never changes another", () => {
    const encoder = new ShortTextEncoder();
    const first = encoder.encode("same");
    const second = encoder.encode("same");
    first[0] = 0;
    expect(Array.from(second)).toEqual(Array.from(runtime.encode("same")));
  });
});
