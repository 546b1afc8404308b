/**
 * Store on the second ask (worker/cache/second-ask.ts): an address is "asked again" only when this
 * isolate was asked it within the window, and the window runs from the latest ask.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { askedAgain, forgetAsks, SECOND_ASK_ENTRIES, SECOND_ASK_WINDOW_MS } from "../../worker/cache/second-ask.ts";

beforeEach(() => forgetAsks());

describe("the second ask", () => {
  it("is false at an address's first ask and true at its next one within the window", () => {
    const now = Date.parse("2026-12-08T12:00:00Z");
    expect(askedAgain("page:carefind.com/local/search/?keyword=Austin", now)).toBe(false);
    expect(askedAgain("page:carefind.com/local/search/?keyword=Austin", now + 1_000)).toBe(true);
    // Another address is a first ask of its own.
    expect(askedAgain("page:carefind.com/local/search/?keyword=Dallas", now + 1_000)).toBe(false);
  });

  it("forgets an address asked longer ago than the window, counting from its latest ask", () => {
    const now = Date.parse("2026-12-08T12:00:00Z");
    askedAgain("search:carefind:a1", now);
    expect(askedAgain("search:carefind:a1", now + SECOND_ASK_WINDOW_MS - 1)).toBe(true);
    // The last ask moved the window on.
    expect(askedAgain("search:carefind:a1", now + 2 * SECOND_ASK_WINDOW_MS - 2)).toBe(true);
    expect(askedAgain("search:carefind:a1", now + 3 * SECOND_ASK_WINDOW_MS)).toBe(false);
  });

  it("keeps at most its number of addresses, the least recently asked going first", () => {
    const now = Date.parse("2026-12-08T12:00:00Z");
    for (let index = 0; index <= SECOND_ASK_ENTRIES; index++) askedAgain(`search:carefind:${index}`, now);
    expect(askedAgain("search:carefind:0", now)).toBe(false);
    expect(askedAgain(`search:carefind:${SECOND_ASK_ENTRIES}`, now)).toBe(true);
  });
});
