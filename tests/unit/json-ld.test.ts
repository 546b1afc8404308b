import { describe, expect, it } from "vitest";
import { jsonForScript } from "../../domain/json-script.ts";
import { jsonLdBlocks, jsonLdProblems, schemaTypes } from "../support/json-ld.ts";

/** A provider's structured data as a page would write it: nested types, one of them a list. */
const PROVIDER = {
  "@context": "https://schema.org",
  "@type": ["LocalBusiness", "MedicalBusiness"],
  name: "Maple </script> House & Garden",
  address: { "@type": "PostalAddress", addressLocality: "Austin", addressRegion: "TX" },
  geo: { "@type": "GeoCoordinates", latitude: 30.27, longitude: -97.74 },
  aggregateRating: { "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 12 },
};

function page(...scripts: string[]): string {
  return `<!DOCTYPE html><html lang="en"><head><title>t</title></head><body>${scripts.join("")}</body></html>`;
}

describe("the JSON-LD check of the markup tests", () => {
  it("finds the JSON-LD script elements only, however the type attribute is written", () => {
    const html = page(
      `<script type="application/ld+json">${jsonForScript(PROVIDER)}</script>`,
      '<script id="page-state" type="application/json">{"a":1}</script>',
      `<script type='Application/LD+JSON' nonce="n">${jsonForScript({ "@context": "https://schema.org", "@type": "BreadcrumbList" })}</script>`,
      '<script type="module" src="/assets/entry.js"></script>',
    );
    expect(jsonLdBlocks(html)).toHaveLength(2);
  });

  it("passes a block written with jsonForScript, even with a value holding </script>", () => {
    const [block] = jsonLdBlocks(page(`<script type="application/ld+json">${jsonForScript(PROVIDER)}</script>`));
    expect(jsonLdProblems(block ?? "")).toEqual([]);
    expect(schemaTypes(JSON.parse(block ?? ""))).toEqual([
      "LocalBusiness",
      "MedicalBusiness",
      "PostalAddress",
      "GeoCoordinates",
      "AggregateRating",
    ]);
  });

  it("fails a block written with plain JSON.stringify: a raw </script> cuts it short", () => {
    const [block] = jsonLdBlocks(page(`<script type="application/ld+json">${JSON.stringify(PROVIDER)}</script>`));
    expect(jsonLdProblems(block ?? "")).toEqual([expect.stringMatching(/^is not JSON/)]);
    expect(jsonLdProblems('{"@context":"https://schema.org","@type":"Place","name":"<b>"}')).toEqual([
      "holds a raw '<': a '</script' in a value would end the element early",
    ]);
  });

  it("names every type that is not a listed schema.org type, nested ones too, and a missing context", () => {
    const block = JSON.stringify({
      "@context": "https://example.com/vocab",
      "@type": "LocalBusiness",
      address: { "@type": "PostalAdress" },
      review: [{ "@type": "Review", author: { "@type": ["Person", "Caregiver"] } }],
    });
    expect(jsonLdProblems(block)).toEqual([
      'has the @context "https://example.com/vocab", not https://schema.org',
      'names the @type "PostalAdress", not a listed schema.org type',
      'names the @type "Caregiver", not a listed schema.org type',
    ]);
    expect(jsonLdProblems('{"@context":"https://schema.org","name":"x"}')).toEqual(["names no @type"]);
  });
});
