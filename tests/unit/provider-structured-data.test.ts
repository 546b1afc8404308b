/**
 * What search engines read on a provider's page (domain/providers/provider-structured-data.ts):
 * the thin-page rule of spec reviews-and-provider-page §4, the breadcrumb trail and the JSON-LD.
 */
import { describe, expect, it } from "vitest";
import { jsonForScript } from "../../domain/json-script.ts";
import {
  isThinProviderPage,
  providerBreadcrumbs,
  providerPageNoindex,
  providerStructuredData,
} from "../../domain/providers/provider-structured-data.ts";
import { jsonLdProblems } from "../support/json-ld.ts";
import { providerRecord, type RecordOverrides, recordService } from "../support/providers.ts";

/** A record with none of the details the rule counts: no reviews, nothing claimed, a short description. */
const BARE: RecordOverrides = { reviewCount: 0, averageRating: 0, description: "A short description." };

function amenities(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    amenityId: index + 1,
    amenityName: `Amenity ${index + 1}`,
    amenityCategoryId: 1,
    amenityCategoryName: "Community",
  }));
}

const ORIGIN = "https://carefind.com";

describe("the thin-page rule", () => {
  it("calls a page with none of the details thin, and keeps it out of the index", () => {
    const bare = providerRecord(BARE);
    expect(isThinProviderPage(bare)).toBe(true);
    expect(providerPageNoindex(bare)).toBe(true);
  });

  it.each<[string, RecordOverrides]>([
    ["a review", { reviewCount: 1, averageRating: 4 }],
    ["an enhanced listing", { enhancedListing: true }],
    ["a claimed service", { services: [recordService("assisted_living_facilities", { isClaimed: true })] }],
    ["a description of 200 words", { description: Array.from({ length: 200 }, () => "word").join(" \n ") }],
    ["6 distinct amenities", { amenities: amenities(6) }],
    ["an FAQ", { faqs: [{ question: "Are pets allowed?", answer: "Yes." }] }],
    ["a subscription contract", { subscriptionContract: true }],
  ])("counts %s as detail enough", (_, detail) => {
    const record = providerRecord({ ...BARE, ...detail });
    expect(isThinProviderPage(record)).toBe(false);
    expect(providerPageNoindex(record)).toBe(false);
  });

  it.each<[string, RecordOverrides]>([
    ["a description of 199 words", { description: Array.from({ length: 199 }, () => "word").join(" ") }],
    ["5 distinct amenities", { amenities: amenities(5) }],
    ["6 amenities of which 5 are distinct", { amenities: [...amenities(5), ...amenities(1)] }],
  ])("does not count %s", (_, detail) => {
    expect(isThinProviderPage(providerRecord({ ...BARE, ...detail }))).toBe(true);
  });

  it("keeps a page an operator hid out of the index whatever its detail", () => {
    expect(providerPageNoindex(providerRecord({ isIndexed: false, reviewCount: 12 }))).toBe(true);
  });
});

describe("the breadcrumb trail", () => {
  it("runs care type, state, city, provider, each linking to its page", () => {
    expect(providerBreadcrumbs(providerRecord())).toEqual([
      { level: "care-type", name: "Assisted Living", path: "/senior-living/assisted-living/" },
      { level: "state", name: "Texas", path: "/senior-living/assisted-living/texas/" },
      { level: "city", name: "Austin", path: "/senior-living/assisted-living/texas/austin/" },
      { level: "provider", name: "Maple Court", path: "/assisted-living/texas/austin/maple-court-austin-tx/" },
    ]);
  });
});

describe("the JSON-LD of a provider page", () => {
  it("describes the business with its canonical URL, address, position, phone, photos and rating", () => {
    const record = providerRecord({
      averageRating: 4.236,
      reviewCount: 3,
      photos: [
        { url: "/images/maple-1.jpg", caption: "", width: 800, height: 600 },
        { url: "https://images.example.org/maple-2.jpg", caption: "", width: 800, height: 600 },
      ],
    });
    const [business, trail] = providerStructuredData(record, ORIGIN);
    expect(business).toEqual({
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      "@id": `${ORIGIN}${record.url}#business`,
      name: "Maple Court",
      url: `${ORIGIN}${record.url}`,
      address: {
        "@type": "PostalAddress",
        streetAddress: "1 Main Street",
        addressLocality: "Austin",
        addressRegion: "TX",
        postalCode: "78701",
        addressCountry: "US",
      },
      geo: { "@type": "GeoCoordinates", latitude: 30.26715, longitude: -97.74306 },
      telephone: "+15125550100",
      image: [`${ORIGIN}/images/maple-1.jpg`, "https://images.example.org/maple-2.jpg"],
      // The figure the page shows beside the stars: one decimal, rounded down.
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: "4.2",
        reviewCount: 3,
        bestRating: 5,
        worstRating: 1,
      },
    });
    expect(trail).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Assisted Living", item: `${ORIGIN}/senior-living/assisted-living/` },
        { "@type": "ListItem", position: 2, name: "Texas", item: `${ORIGIN}/senior-living/assisted-living/texas/` },
        {
          "@type": "ListItem",
          position: 3,
          name: "Austin",
          item: `${ORIGIN}/senior-living/assisted-living/texas/austin/`,
        },
        { "@type": "ListItem", position: 4, name: "Maple Court", item: `${ORIGIN}${record.url}` },
      ],
    });
  });

  it("lists the reviews the page shows as schema.org Reviews", () => {
    const record = providerRecord({ averageRating: 4, reviewCount: 2 });
    const [business] = providerStructuredData(record, ORIGIN, [
      {
        id: 7,
        authorName: "Ann B.",
        content: "Kind staff.",
        language: "en",
        createdAt: "2026-03-03T10:00:00.000Z",
        rating: 4,
        title: "resident",
        serviceCategoryName: "Assisted Living",
        providerResponse: null,
      },
    ]);
    expect(business?.review).toEqual([
      {
        "@type": "Review",
        author: { "@type": "Person", name: "Ann B." },
        datePublished: "2026-03-03",
        reviewBody: "Kind staff.",
        reviewRating: { "@type": "Rating", ratingValue: 4, bestRating: 5, worstRating: 1 },
      },
    ]);
  });

  it("gives no rating (and no image) to a provider without reviews (or photos)", () => {
    const [business] = providerStructuredData(providerRecord({ reviewCount: 0, averageRating: 0 }), ORIGIN);
    expect(business).not.toHaveProperty("aggregateRating");
    expect(business).not.toHaveProperty("image");
  });

  it("calls nursing homes, home health agencies and hospices medical businesses", () => {
    const typeFor = (id: "nursing_homes" | "home_healthcare_agencies" | "hospices" | "homecare_agencies") => {
      const service = recordService(id);
      const record = providerRecord({ primaryCareType: service.careType, services: [service] });
      return providerStructuredData(record, ORIGIN)[0]?.["@type"];
    };
    expect(typeFor("nursing_homes")).toBe("MedicalBusiness");
    expect(typeFor("home_healthcare_agencies")).toBe("MedicalBusiness");
    expect(typeFor("hospices")).toBe("MedicalBusiness");
    expect(typeFor("homecare_agencies")).toBe("LocalBusiness");
  });

  it("stays one inert script text whatever the provider's name holds", () => {
    const record = providerRecord({ name: 'Oak </script><script>alert("x")</script> & <!-- Sons' });
    for (const block of providerStructuredData(record, ORIGIN)) {
      const text = jsonForScript(block);
      expect(text).not.toMatch(/<\/script|<!--/i);
      expect(jsonLdProblems(text)).toEqual([]);
      expect(JSON.parse(text)).toEqual(block);
    }
  });
});
