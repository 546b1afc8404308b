import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addSavedProviders,
  decodeSavedProviders,
  encodeSavedProviders,
  SAVED_COOKIE_MAX_AGE_SECONDS,
  sharedListHref,
  toggleSavedProvider,
} from "../../domain/saved/saved-list.ts";
import { COOKIE_NAMES } from "../../domain/visitor/cookie-names.ts";
import { cookieAssignment, cookieValue } from "../../ui/app/browser-cookies.ts";

/** The list holds twenty providers (domain/saved/saved-list.ts). */
const SAVED_PROVIDERS_LIMIT = 20;

const providerId = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER });

describe("the saved providers cookie codec", () => {
  it("reads back what it writes: each id once, in order, at most the limit", () => {
    fc.assert(
      fc.property(fc.array(providerId, { maxLength: 40 }), (ids) => {
        const expected = [...new Set(ids)].slice(0, SAVED_PROVIDERS_LIMIT);
        expect(decodeSavedProviders(encodeSavedProviders(ids))).toEqual(expected);
      }),
    );
  });

  it("says a list is corrupt unless it is a JSON array of positive whole numbers", () => {
    expect(decodeSavedProviders("[]")).toEqual([]);
    expect(decodeSavedProviders("[3,1,3]")).toEqual([3, 1]);
    for (const corrupt of [
      "",
      "not json",
      "{}",
      '{"ids":[1]}',
      "3",
      "null",
      '["3"]',
      "[0]",
      "[-2]",
      "[1.5]",
      "[1e300]",
    ]) {
      expect(decodeSavedProviders(corrupt), corrupt).toBeNull();
    }
  });

  it("finds its cookie among others and writes it readable by script, for a year, site-wide", () => {
    const name = COOKIE_NAMES.savedProviders;
    expect(cookieValue("cf_session=abc; cf_saved=%5B1%2C2%5D; cf_savedx=1", name)).toBe("%5B1%2C2%5D");
    expect(cookieValue("cf_session=abc", name)).toBeUndefined();
    const stored = (ids: number[], secure: boolean) =>
      cookieAssignment(name, encodeSavedProviders(ids), { maxAgeSeconds: SAVED_COOKIE_MAX_AGE_SECONDS, secure });
    expect(stored([4, 2], false)).toBe(
      `cf_saved=%5B4%2C2%5D; Path=/; Max-Age=${SAVED_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`,
    );
    expect(stored([], true)).toMatch(/^cf_saved=%5B%5D; .*; Secure$/);
    expect(SAVED_COOKIE_MAX_AGE_SECONDS).toBe(365 * 24 * 60 * 60);
  });
});

describe("saving and unsaving", () => {
  it("adds an unsaved provider at the end and removes a saved one", () => {
    expect(toggleSavedProvider([5, 7], 9)).toEqual({ ids: [5, 7, 9], outcome: "saved" });
    expect(toggleSavedProvider([5, 7, 9], 7)).toEqual({ ids: [5, 9], outcome: "unsaved" });
  });

  it("refuses to add beyond the limit, and still unsaves from a full list", () => {
    const full = Array.from({ length: SAVED_PROVIDERS_LIMIT }, (_, index) => index + 1);
    expect(toggleSavedProvider(full, 500)).toEqual({ ids: full, outcome: "limit" });
    expect(toggleSavedProvider(full, 3).outcome).toBe("unsaved");
    expect(toggleSavedProvider(full.slice(1), 500).outcome).toBe("saved");
  });
});

describe("sharing a list and saving a shared one", () => {
  it("writes the share link with the ids only, each once, in order", () => {
    expect(sharedListHref("https://carefind.com", [12, 7, 40, 7])).toBe("https://carefind.com/saved?ids=12,7,40");
  });

  it("adds each shared provider not yet saved, in the shared order, while there is room", () => {
    expect(addSavedProviders([7], [12, 7, 40])).toEqual({ ids: [7, 12, 40], outcome: "saved" });
    expect(addSavedProviders([7, 12], [12, 7])).toEqual({ ids: [7, 12], outcome: "saved" });
    const nineteen = Array.from({ length: SAVED_PROVIDERS_LIMIT - 1 }, (_, index) => index + 1);
    expect(addSavedProviders(nineteen, [100, 101])).toEqual({ ids: [...nineteen, 100], outcome: "limit" });
  });

  it("never holds more than the limit, nor an id twice", () => {
    fc.assert(
      fc.property(fc.array(providerId, { maxLength: 20 }), fc.array(providerId, { maxLength: 20 }), (saved, shared) => {
        const start = [...new Set(saved)];
        const { ids } = addSavedProviders(start, shared);
        expect(ids.length).toBeLessThanOrEqual(Math.max(SAVED_PROVIDERS_LIMIT, start.length));
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids.slice(0, start.length)).toEqual(start);
      }),
    );
  });
});
