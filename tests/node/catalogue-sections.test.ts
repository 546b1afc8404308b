/** Which catalogue sections a source file reads (scripts/lib/catalogue-sections.ts), as the build marks islands with them. */
import { describe, expect, it } from "vitest";
import { islandModules, sectionsNamed } from "../../scripts/lib/catalogue-sections.ts";

const SECTIONS = new Set(["chrome", "search", "careTypes", "inquiry", "reviews"]);

describe("the sections a source reads", () => {
  it("reads `t.<section>` however the catalogue reached the code, and the sections its types name", () => {
    const source = [
      "const { t } = useLanguage(); const words = t.chrome.menu;",
      "const heading = useLanguage().t.search.heading;",
      "class Menu { constructor(readonly t: Messages) {} label() { return this.t.inquiry.cta; } }",
      'function label(words: Messages["reviews"]["form"]) {}',
      'function careType(t: Pick<Messages, "careTypes" | "search">, id: string) {}',
    ].join("\n");
    expect([...sectionsNamed(source, SECTIONS)].sort()).toEqual([
      "careTypes",
      "chrome",
      "inquiry",
      "reviews",
      "search",
    ]);
  });

  it("leaves out what comments name, other objects' fields and names that are no section", () => {
    const source = [
      "/** The words are `t.search.families[parameter]`. */",
      "// see t.reviews for the form",
      'const url = "https://example.org/a"; const result = await post(); result.consent.Advertising;',
      "const total = t.length + t.chromeless;",
    ].join("\n");
    expect([...sectionsNamed(source, SECTIONS)]).toEqual([]);
  });

  it("names each island's module as its loader imports it", () => {
    const loaders = [
      'HeaderSearch: () => import("../search/header/HeaderSearch.tsx").then((module) => module.HeaderSearch),',
      "ProviderListingMap: () =>",
      '  import("../provider/listing/Map.tsx").then((module) => module.Map),',
      'Toasts: () => import("./Toasts.tsx").then((module) => module.Toasts),',
    ].join("\n");
    expect([...islandModules(loaders)]).toEqual([
      ["HeaderSearch", "ui/search/header/HeaderSearch.tsx"],
      ["ProviderListingMap", "ui/provider/listing/Map.tsx"],
      ["Toasts", "ui/app/Toasts.tsx"],
    ]);
  });
});
