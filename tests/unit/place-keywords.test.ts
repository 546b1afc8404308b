/** The map block's keywords (domain/providers/place-keywords.ts): alternatives by comma, every word of one must match. */
import { describe, expect, it } from "vitest";
import {
  MAX_KEYWORD_ALTERNATIVES,
  MAX_KEYWORD_WORDS,
  parsePlaceKeywords,
} from "../../domain/providers/place-keywords.ts";

const ids = (text: string) => parsePlaceKeywords(text).careTypes.map((careType) => careType.id);

describe("parsePlaceKeywords", () => {
  it("reads a care type by its label, slug or id, whatever the case and separators", () => {
    expect(ids("nursing homes")).toEqual(["nursing_homes"]);
    expect(ids("Assisted Living")).toEqual(["assisted_living_facilities"]);
    expect(ids("in-home-care")).toEqual(["homecare_agencies"]);
    expect(ids("home_healthcare_agencies")).toEqual(["home_healthcare_agencies"]);
  });

  it("takes comma-separated alternatives, each word of one required", () => {
    expect(ids("nursing homes, assisted living").sort()).toEqual(["assisted_living_facilities", "nursing_homes"]);
    expect(ids("living")).toEqual(expect.arrayContaining(["assisted_living_facilities", "independent_living"]));
    expect(ids("assisted nursing")).toEqual([]);
    expect(parsePlaceKeywords("Sunrise Villa, pharmacy").nameWords).toEqual([["sunrise", "villa"], ["pharmacy"]]);
  });

  it("matches nothing for empty keywords and caps alternatives and words", () => {
    expect(parsePlaceKeywords(" , ,, ")).toEqual({ careTypes: [], nameWords: [] });
    const many = parsePlaceKeywords(Array.from({ length: 9 }, (_, index) => `a${index} b c d e f`).join(","));
    expect(many.nameWords.length).toBe(MAX_KEYWORD_ALTERNATIVES);
    expect(many.nameWords.every((words) => words.length === MAX_KEYWORD_WORDS)).toBe(true);
  });
});
