/**
 * React's server renderer for web streams turns every piece of markup it writes (a tag's name,
 * an attribute, a text node) into bytes with its own `TextEncoder#encode`, thousands of calls
 * per page. In workerd each call crosses into the runtime and allocates an ArrayBuffer outside
 * the JavaScript heap, which made the encoding the largest single cost of rendering a search or
 * geo page in a CPU profile (README, Page budgets).
 *
 * This encoder gives the same bytes: a short ASCII string is copied in JavaScript into an array
 * on the heap, and anything longer, or with a character outside ASCII, goes to the runtime's own
 * encoder. It replaces the global `TextEncoder` before React's server module is evaluated
 * (render.tsx imports this module first); `tests/unit/short-text-encoder.test.ts` holds it to
 * the runtime's bytes.
 */

/** Longer strings go to the runtime's encoder, whose fixed cost is then small beside the copy. */
export const SHORT_STRING_LENGTH = 256;

const RuntimeTextEncoder = TextEncoder;

export class ShortTextEncoder implements TextEncoder {
  readonly #runtime = new RuntimeTextEncoder();

  get encoding(): string {
    return this.#runtime.encoding;
  }

  encode(input = ""): ReturnType<TextEncoder["encode"]> {
    const length = input.length;
    if (length > SHORT_STRING_LENGTH) return this.#runtime.encode(input);
    const bytes = new Uint8Array(length);
    for (let index = 0; index < length; index++) {
      const code = input.charCodeAt(index);
      if (code > 0x7f) return this.#runtime.encode(input);
      bytes[index] = code;
    }
    return bytes;
  }

  encodeInto(source: string, destination: Uint8Array): TextEncoderEncodeIntoResult {
    return this.#runtime.encodeInto(source, destination);
  }
}

Object.defineProperty(globalThis, "TextEncoder", { value: ShortTextEncoder, writable: true, configurable: true });
