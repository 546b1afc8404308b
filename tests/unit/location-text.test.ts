import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseLocationText } from "../../domain/geo/location-text.ts";
import { US_STATES } from "../../domain/geo/us-states.ts";

/** A city name of one to three capitalised words, none a county word or an abbreviation the names spell out. */
const cityName = fc
  .array(fc.stringMatching(/^[A-Z][a-z]{3,11}$/), { minLength: 1, maxLength: 3 })
  .map((words) => words.join(" "))
  .filter((name) => !/ (county|parish|borough)$/i.test(name));

/** What a family might type: a city, a state or a ZIP code, with stray spaces and commas. */
const typedPlace = fc
  .tuple(
    cityName,
    fc.constantFrom(...Object.keys(US_STATES), ...Object.values(US_STATES), "USA", ""),
    fc.constantFrom(", ", " ", ",", " , ", ",,"),
    fc.stringMatching(/^(\d{5}(-?\d{4})?)?$/),
  )
  .map(([city, state, separator, zip]) => `${city}${separator}${state} ${zip}`);

describe("parseLocationText", () => {
  it("reads ZIP codes of five digits, or nine with an optional dash", () => {
    expect(parseLocationText("78701")).toEqual({ kind: "zip", zip: "78701" });
    expect(parseLocationText(" 78701-1234 ")).toEqual({ kind: "zip", zip: "78701" });
    expect(parseLocationText("787011234")).toEqual({ kind: "zip", zip: "78701" });
    expect(parseLocationText("Austin, TX 78701")).toEqual({ kind: "zip", zip: "78701" });
    expect(parseLocationText("7870")).toEqual({ kind: "city", nameKey: "7870", stateCode: null });
  });

  it("reads 'City, ST', 'City, State', 'City ST' and 'City State', trimmed and in any case", () => {
    const austin = { kind: "city", nameKey: "austin", stateCode: "TX" };
    for (const text of [
      "Austin, TX",
      "austin, texas",
      "  AUSTIN ,  tx ",
      "Austin TX",
      "austin texas",
      "Austin, Texas, USA",
    ]) {
      expect(parseLocationText(text)).toEqual(austin);
    }
    expect(parseLocationText("Charleston, West Virginia")).toEqual({
      kind: "city",
      nameKey: "charleston",
      stateCode: "WV",
    });
    expect(parseLocationText("Kansas City Kansas")).toEqual({ kind: "city", nameKey: "kansas city", stateCode: "KS" });
    expect(parseLocationText("St. Louis, MO")).toEqual({ kind: "city", nameKey: "saint louis", stateCode: "MO" });
    expect(parseLocationText("Washington, DC")).toEqual({ kind: "city", nameKey: "washington", stateCode: "DC" });
  });

  it("reads a state name or code alone as the state", () => {
    expect(parseLocationText("Texas")).toEqual({ kind: "state", stateCode: "TX" });
    expect(parseLocationText("tx")).toEqual({ kind: "state", stateCode: "TX" });
    expect(parseLocationText("new   york")).toEqual({ kind: "state", stateCode: "NY" });
    expect(parseLocationText(", TX")).toEqual({ kind: "state", stateCode: "TX" });
  });

  it("reads a state's Spanish name, with or without its accents", () => {
    expect(parseLocationText("Nueva York")).toEqual({ kind: "state", stateCode: "NY" });
    expect(parseLocationText("nuevo mexico")).toEqual({ kind: "state", stateCode: "NM" });
    expect(parseLocationText("Albany, Nueva York")).toEqual({ kind: "city", nameKey: "albany", stateCode: "NY" });
    expect(parseLocationText("Charleston Virginia Occidental")).toEqual({
      kind: "city",
      nameKey: "charleston",
      stateCode: "WV",
    });
    expect(parseLocationText("Honolulu, Hawái")).toEqual({ kind: "city", nameKey: "honolulu", stateCode: "HI" });
    expect(parseLocationText("Raleigh carolina del norte")).toEqual({
      kind: "city",
      nameKey: "raleigh",
      stateCode: "NC",
    });
  });

  it("reads counties", () => {
    expect(parseLocationText("Travis County, TX")).toEqual({ kind: "county", nameKey: "travis", stateCode: "TX" });
    expect(parseLocationText("orleans parish louisiana")).toEqual({
      kind: "county",
      nameKey: "orleans",
      stateCode: "LA",
    });
  });

  it("keeps a city without a state for the gazetteer to pick the largest", () => {
    expect(parseLocationText("Boise")).toEqual({ kind: "city", nameKey: "boise", stateCode: null });
  });

  it("gives up on blank text and on an unknown state after a comma", () => {
    expect(parseLocationText("   ")).toBeNull();
    expect(parseLocationText("Austin, Narnia")).toBeNull();
    expect(parseLocationText("!!!")).toBeNull();
  });

  it("answers any text with null or a well-formed query: a 5-digit ZIP from the text, normalised names, known states", () => {
    const nameKey = /^[a-z0-9]+( [a-z0-9]+)*$/;
    const text = fc.oneof(fc.string({ maxLength: 120 }), fc.string({ maxLength: 40, unit: "grapheme" }), typedPlace);
    fc.assert(
      fc.property(text, (typed) => {
        const query = parseLocationText(typed);
        if (query === null) return;
        switch (query.kind) {
          case "zip":
            expect(query.zip).toMatch(/^\d{5}$/);
            expect(typed).toContain(query.zip);
            break;
          case "state":
            expect(US_STATES).toHaveProperty(query.stateCode);
            break;
          default:
            expect(query.nameKey).toMatch(nameKey);
            if (query.stateCode !== null) expect(US_STATES).toHaveProperty(query.stateCode);
        }
      }),
    );
  });

  it("reads back any 'City, ST', 'City, State' or ZIP code it is given", () => {
    fc.assert(
      fc.property(cityName, fc.constantFrom(...Object.keys(US_STATES)), fc.boolean(), (name, code, longForm) => {
        const state = longForm ? (US_STATES[code] as string) : code;
        expect(parseLocationText(`${name}, ${state}`)).toEqual({
          kind: "city",
          nameKey: name.toLowerCase(),
          stateCode: code,
        });
        expect(parseLocationText(`  ${name.toUpperCase()} ,${state.toLowerCase()}  `)).toEqual({
          kind: "city",
          nameKey: name.toLowerCase(),
          stateCode: code,
        });
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^\d{5}$/), fc.stringMatching(/^(-?\d{4})?$/), (zip, plusFour) => {
        expect(parseLocationText(`${zip}${plusFour}`)).toEqual({ kind: "zip", zip });
      }),
    );
  });
});
