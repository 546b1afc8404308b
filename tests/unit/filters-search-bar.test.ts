import { describe, expect, it } from "vitest";
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import { autocompletePath, nextActiveIndex, wantsSuggestions } from "../../ui/search/header/autocomplete.ts";
import { keywordDebounceMs, locationError, searchesInPlace } from "../../ui/search/header/search-bar-rules.ts";

describe("place suggestions", () => {
  it("are asked for only after more than 2 characters, spaces around them not counting", () => {
    expect(wantsSuggestions("Au")).toBe(false);
    expect(wantsSuggestions("  Au  ")).toBe(false);
    expect(wantsSuggestions("Aus")).toBe(true);
    expect(autocompletePath(" 787 ")).toBe("/api/places/autocomplete?q=787");
  });

  it("move with the arrow keys, wrapping at both ends", () => {
    expect(nextActiveIndex(-1, "ArrowDown", 3)).toBe(0);
    expect(nextActiveIndex(0, "ArrowDown", 3)).toBe(1);
    expect(nextActiveIndex(2, "ArrowDown", 3)).toBe(0);
    expect(nextActiveIndex(-1, "ArrowUp", 3)).toBe(2);
    expect(nextActiveIndex(0, "ArrowUp", 3)).toBe(2);
    expect(nextActiveIndex(0, "ArrowDown", 0)).toBe(-1);
  });
});

describe("the header search bar", () => {
  it("waits 150 ms after a keystroke, and 1000 ms on the other brand (spec §5)", () => {
    expect(keywordDebounceMs("carefind")).toBe(150);
    expect(keywordDebounceMs("default")).toBe(150);
    expect(keywordDebounceMs("seniorhousing")).toBe(1000);
  });

  it("requires a location only where the brand does, ignoring spaces", () => {
    expect(locationError("   ", true, messagesFor("en").chrome.searchBar.locationRequired)).toBe(
      "Please enter a city, state or ZIP code",
    );
    expect(locationError("   ", false, "unused")).toBeNull();
    expect(locationError("78701", true, "unused")).toBeNull();
  });

  it("searches in place only on the search page whose path holds local/search (spec §2.1)", () => {
    expect(searchesInPlace("/local/search/", "/local/search/")).toBe(true);
    expect(searchesInPlace("/", "/local/search/")).toBe(false);
    expect(searchesInPlace("/search/", "/search/")).toBe(false);
  });

  it("words the results heading with the place, or without one", () => {
    const { heading } = messagesFor("en").search.page;
    expect(heading("Memory Care", "Austin, TX")).toBe("Memory Care near Austin, TX");
    expect(heading("Assisted Living", "")).toBe("Find Assisted Living");
  });
});
