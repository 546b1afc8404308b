import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BRANDS } from "../../domain/brands/brands.ts";
import { en } from "../../domain/i18n/en.ts";
import { COMPARE_MIN, removeFromCompare, toggleCompare } from "../../ui/compare/compare-rules.ts";

describe("the compare selection", () => {
  it("takes up to the brand's limit: 4 on the main brand, 3 on the second (spec §4, §9)", () => {
    expect(BRANDS.carefind.compareLimit).toBe(4);
    expect(BRANDS.seniorhousing.compareLimit).toBe(3);
    for (const limit of [BRANDS.carefind.compareLimit, BRANDS.seniorhousing.compareLimit]) {
      let selected: readonly number[] = [];
      for (let id = 1; id <= limit; id++) {
        const toggle = toggleCompare(selected, id, limit);
        expect(toggle.outcome).toBe("added");
        selected = toggle.selected;
      }
      expect(selected).toHaveLength(limit);
      const past = toggleCompare(selected, 99, limit);
      expect(past).toEqual({ outcome: "too-many", selected });
    }
  });

  it("says the limit in the too-many message, exactly as the spec words it (§8)", () => {
    expect(en.compare.tray.tooMany(4)).toBe("You can only compare 4 communities at a time.");
    expect(en.compare.tray.tooMany(3)).toBe("You can only compare 3 communities at a time.");
  });

  it("deselects a selected provider, keeping the others in the order they were picked", () => {
    expect(toggleCompare([5, 7, 9], 7, 4)).toEqual({ outcome: "removed", selected: [5, 9] });
    // Deselecting works at the limit too: it is never 'too many'.
    expect(toggleCompare([1, 2, 3, 4], 2, 4)).toEqual({ outcome: "removed", selected: [1, 3, 4] });
  });

  it("removes a card from the modal; the modal closes only when nothing is left", () => {
    expect(removeFromCompare({ selected: [1, 2, 3], modalOpen: true }, 2)).toEqual({
      selected: [1, 3],
      modalOpen: true,
    });
    expect(removeFromCompare({ selected: [1], modalOpen: true }, 1)).toEqual({ selected: [], modalOpen: false });
    expect(removeFromCompare({ selected: [1, 2], modalOpen: false }, 5)).toEqual({
      selected: [1, 2],
      modalOpen: false,
    });
  });

  it("asks for another with one selected, and counts against the limit from two on (§4)", () => {
    expect(COMPARE_MIN).toBe(2);
    expect(en.compare.tray.status(1, 4)).toBe("Select one more community to compare");
    expect(en.compare.tray.status(2, 4)).toBe("2 of 4 selected");
    expect(en.compare.tray.status(4, 4)).toBe("4 of 4 selected");
    expect(en.compare.tray.status(3, 3)).toBe("3 of 3 selected");
  });

  it("never holds more than the limit, nor an id twice, whatever is clicked", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }),
        fc.array(fc.integer({ min: 1, max: 12 }), { maxLength: 60 }),
        (limit, clicks) => {
          let selected: readonly number[] = [];
          for (const id of clicks) {
            const toggle = toggleCompare(selected, id, limit);
            if (toggle.outcome === "too-many") expect(toggle.selected).toBe(selected);
            selected = toggle.selected;
            expect(selected.length).toBeLessThanOrEqual(limit);
            expect(new Set(selected).size).toBe(selected.length);
          }
        },
      ),
    );
  });
});
