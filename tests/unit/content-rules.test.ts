/**
 * The content blocks' rules (spec reviews-and-provider-page §2, §5; lead-capture-and-chrome §5,
 * §8): the state license split, the link build, chart and table data, image and video hosts,
 * content paths, heading anchors, and the shipped content files.
 */
import { readdirSync, readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ContentBlock } from "../../domain/content/content-blocks.ts";
import { contentPageSchema } from "../../domain/content/content-blocks.ts";
import {
  barsFromRows,
  buildLink,
  internalHref,
  isAllowedImageUrl,
  isEmbeddableVideo,
  JSON_MALFORMED,
  JSON_NOT_ARRAY,
  parseJsonData,
  splitStateLicenses,
  tableFromRows,
} from "../../domain/content/content-links.ts";
import { contentPathProblem, mayBeContentPath, storedContentPath } from "../../domain/content/content-paths.ts";
import { parseContentSeedFile } from "../../domain/content/content-seed-file.ts";
import { collapsedPreview } from "../../ui/content/blocks/CollapsibleTextBlock.tsx";
import { headingAnchors } from "../../ui/content/heading-anchors.ts";

describe("splitStateLicenses", () => {
  it("splits on commas, semicolons, slashes and ampersands, drops 'state license' and repeats", () => {
    expect(
      splitStateLicenses("Assisted Living State License; Home Health / assisted living & Hospice, hospice"),
    ).toEqual(["Assisted Living", "Home Health", "Hospice"]);
  });

  it("answers nothing for separators and the phrase alone", () => {
    expect(splitStateLicenses(" , ; / & State License")).toEqual([]);
  });

  it("never keeps a separator, an empty entry or a repeat", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const licenses = splitStateLicenses(text);
        for (const license of licenses) {
          expect(license).not.toMatch(/[,;/&]/);
          expect(license).not.toBe("");
        }
        expect(new Set(licenses.map((license) => license.toLowerCase())).size).toBe(licenses.length);
      }),
    );
  });
});

describe("buildLink", () => {
  it("builds tel and sms links with +1 and the digits, the leading 1 of 11 dropped", () => {
    expect(buildLink("tel", "(512) 555-0100")).toBe("tel:+15125550100");
    expect(buildLink("sms", "1-512-555-0101")).toBe("sms:+15125550101");
    expect(buildLink("tel", "555-0100")).toBeNull();
  });

  it("builds mailto links from an address only", () => {
    expect(buildLink("mailto", "help@example.com")).toBe("mailto:help@example.com");
    expect(buildLink("mailto", "not an address")).toBeNull();
  });

  it("keeps https addresses and fixes internal paths; anything else builds no link", () => {
    expect(buildLink("default", "/assisted-living/texas.html")).toBe("/assisted-living/texas/");
    expect(buildLink("default", "https://www.medicare.gov/care")).toBe("https://www.medicare.gov/care");
    expect(buildLink("default", "javascript:alert(1)")).toBeNull();
    expect(buildLink("default", "//evil.example.com")).toBeNull();
    // Browsers read '/\\host' as '//host'.
    expect(buildLink("default", "/\\evil.example")).toBeNull();
    expect(buildLink("default", "https://\\evil.example")).toBeNull();
    expect(buildLink("default", "  ")).toBeNull();
    expect(buildLink("fax", "5125550100")).toBeNull();
  });
});

describe("internalHref", () => {
  it("adds the trailing slash and drops .html, keeping the query and hash", () => {
    expect(internalHref("/guides/costs.html?x=1#top")).toBe("/guides/costs/?x=1#top");
    expect(internalHref("/guides/")).toBe("/guides/");
    expect(internalHref("https://example.org/a.html")).toBe("https://example.org/a.html");
  });
});

describe("chart and table data", () => {
  it("reads the array under data", () => {
    expect(parseJsonData('{"data":[{"label":"Texas","value":1}]}')).toEqual({ rows: [{ label: "Texas", value: 1 }] });
  });

  it("names what is wrong in the spec's words", () => {
    expect(parseJsonData("[1,2")).toEqual({ error: JSON_MALFORMED });
    expect(parseJsonData("[1,2]")).toEqual({ error: JSON_NOT_ARRAY });
    expect(parseJsonData('{"data":{"a":1}}')).toEqual({ error: JSON_NOT_ARRAY });
    expect(JSON_NOT_ARRAY).toBe("Invalid jsonData: provided JSON data is not an array");
    expect(JSON_MALFORMED).toBe("please check your data is a properly formatted JSON Array");
  });

  it("makes table columns from the rows' keys and bars from label and value", () => {
    expect(
      tableFromRows([
        { a: "1", b: 2 },
        { b: 3, c: true },
      ]),
    ).toEqual({
      columns: ["a", "b", "c"],
      cells: [
        ["1", "2", ""],
        ["", "3", "true"],
      ],
    });
    expect(tableFromRows([1])).toBeNull();
    expect(barsFromRows([{ label: "Texas", value: 4200 }])).toEqual([{ label: "Texas", value: 4200 }]);
    expect(barsFromRows([{ label: "Texas", value: "4200" }])).toBeNull();
    expect(barsFromRows([])).toBeNull();
  });
});

describe("image and video hosts", () => {
  it("allows site paths and the listed image hosts only", () => {
    expect(isAllowedImageUrl("/images/placeholders/placeholder-1.svg")).toBe(true);
    expect(isAllowedImageUrl("https://images.carefind.com/a.jpg")).toBe(true);
    expect(isAllowedImageUrl("https://images.carefind.com.evil.example/a.jpg")).toBe(false);
    expect(isAllowedImageUrl("//evil.example.com/a.jpg")).toBe(false);
  });

  it("frames https videos from the embed hosts only", () => {
    expect(isEmbeddableVideo("https://player.vimeo.com/video/1")).toBe(true);
    expect(isEmbeddableVideo("https://www.youtube.com/watch?v=1")).toBe(false);
    expect(isEmbeddableVideo("http://player.vimeo.com/video/1")).toBe(false);
  });
});

describe("content paths", () => {
  it("takes lowercase segments between slashes outside the site's own routes", () => {
    expect(contentPathProblem("/about/reviews_faq/", "page")).toBeNull();
    expect(contentPathProblem("/fragments/search-results-odd/", "fragment")).toBeNull();
    expect(contentPathProblem("/about/../x/", "page")).not.toBeNull();
    expect(contentPathProblem("/about", "page")).not.toBeNull();
    for (const taken of [
      "/api/x/",
      "/admin/",
      "/v1/x/",
      "/search/",
      "/reviews/x/",
      "/lp/",
      "/saved/",
      "/thank-you/",
      "/partners/x/",
      "/memory-care-facilities/",
      "/senior-living/",
    ]) {
      expect(contentPathProblem(taken, "page")).toMatch(/belongs to a page the site already has/);
    }
    expect(contentPathProblem("/fragments/x/", "page")).toBe("Only fragments live under /fragments/");
    expect(contentPathProblem("/about/", "fragment")).toBe("A fragment's path starts with /fragments/");
  });

  it("stores an address's path with one slash at each end, and knows which visits may be pages", () => {
    expect(storedContentPath("about/reviews_faq")).toBe("/about/reviews_faq/");
    expect(storedContentPath("/about/")).toBe("/about/");
    expect(mayBeContentPath("/about")).toBe(true);
    expect(mayBeContentPath("/assisted-living/texas/austin/x/")).toBe(false);
    expect(mayBeContentPath("/favicon.svg")).toBe(false);
  });
});

describe("headingAnchors", () => {
  it("gives every heading the table of contents' anchor, a repeat -2, and smaller headings their own", () => {
    const blocks: ContentBlock[] = contentPageSchema.parse({
      title: "t",
      description: "d",
      blocks: [
        { type: "heading", text: "Costs" },
        { type: "richText", content: [{ kind: "subheading", text: "Costs" }] },
        { type: "columns", columns: [[{ type: "heading", text: "Costs", level: 4 }], []] },
      ],
    }).blocks;
    expect(headingAnchors(blocks)).toEqual({ "0": "costs", "1:0": "costs-2", "2.0.0": "costs-3" });
  });
});

describe("collapsedPreview", () => {
  it("cuts at the last word break within the threshold", () => {
    expect(collapsedPreview("one two three four", 10)).toBe("one two");
    expect(collapsedPreview("x".repeat(300), 250)).toHaveLength(250);
  });
});

describe("the shipped content files", () => {
  const folder = new URL("../../data/content/pages/", import.meta.url);

  it("all pass the page schema and the path rules", () => {
    const names = readdirSync(folder).filter((name) => name.endsWith(".json"));
    expect(names.length).toBeGreaterThanOrEqual(1);
    for (const name of names) {
      expect(() => parseContentSeedFile(name, JSON.parse(readFileSync(new URL(name, folder), "utf8")))).not.toThrow();
    }
  });

  it("a bad file fails naming the file and the field", () => {
    expect(() =>
      parseContentSeedFile("bad.json", {
        path: "/about/",
        kind: "page",
        page: { title: "t", description: "d", blocks: [{ type: "faq", items: [] }] },
      }),
    ).toThrow("bad.json: page.blocks[0].items: Too small: expected array to have >=1 items");
  });
});
