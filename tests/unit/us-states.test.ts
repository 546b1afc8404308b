/**
 * The states' names in each language (domain/geo/us-states.ts): the Spanish names where Spanish
 * writes them otherwise, English as the directory has it, and every name read back to its code.
 */
import { describe, expect, it } from "vitest";
import {
  stateChoices,
  stateCode,
  stateName,
  stateNamedIn,
  stateNameOf,
  statesNamedIn,
  US_STATES,
} from "../../domain/geo/us-states.ts";

describe("state names", () => {
  it("names a state in English unless told, and in Spanish where Spanish writes it otherwise", () => {
    expect(stateName("ny")).toBe("New York");
    expect(stateName("NY", "es")).toBe("Nueva York");
    expect(stateName("PA", "es")).toBe("Pensilvania");
    expect(stateName("WV", "es")).toBe("Virginia Occidental");
    expect(stateName("TX", "es")).toBe("Texas");
    expect(stateName("ZZ", "es")).toBeUndefined();
  });

  it("reads every name of either language back to its code", () => {
    for (const code of Object.keys(US_STATES)) {
      expect(stateCode(stateName(code, "en") ?? ""), code).toBe(code);
      expect(stateCode(stateName(code, "es") ?? ""), code).toBe(code);
    }
    expect(stateCode("  nuevo   MEXICO ")).toBe("NM");
    expect(stateCode("Narnia")).toBeUndefined();
  });

  it("keeps the directory's English name and url name, and translates only the name", () => {
    const state = { code: "NY", name: "New York", urlName: "new-york" };
    expect(stateNamedIn(state, "en")).toBe(state);
    expect(stateNamedIn(state, "es")).toEqual({ code: "NY", name: "Nueva York", urlName: "new-york" });
    expect(stateNameOf("New York", "es")).toBe("Nueva York");
    expect(stateNameOf("New York", "en")).toBe("New York");
    expect(stateNameOf("Atlantis", "es")).toBe("Atlantis");
  });

  it("lists the states in English as they come, and in Spanish by their Spanish names", () => {
    const rows = [
      { code: "NY", name: "New York" },
      { code: "NC", name: "North Carolina" },
      { code: "TX", name: "Texas" },
    ];
    expect(statesNamedIn(rows, "en")).toEqual(rows);
    expect(statesNamedIn(rows, "es").map((state) => state.name)).toEqual(["Carolina del Norte", "Nueva York", "Texas"]);
    expect(stateChoices("en")).toEqual(Object.entries(US_STATES).map(([code, name]) => ({ code, name })));
    const spanish = stateChoices("es").map((state) => state.name);
    expect(spanish).toHaveLength(Object.keys(US_STATES).length);
    expect(spanish.indexOf("Nueva York")).toBeGreaterThan(spanish.indexOf("Nebraska"));
  });
});
