import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseLocationText } from "../../domain/geo/location-text.ts";

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

  it("never throws", () => {
    fc.assert(fc.property(fc.string({ maxLength: 120 }), (text) => void parseLocationText(text)));
  });
});
