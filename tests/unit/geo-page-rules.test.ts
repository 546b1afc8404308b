/** What a geo page says: its heading, intro, price range, nearby headings and trail. */

import { describe, expect, it } from "vitest";
import { careTypeBySlug } from "../../domain/care-types.ts";
import {
  geoBreadcrumbs,
  geoItemListJsonLd,
  geoPageCount,
  geoPageHeading,
  geoPageHref,
  geoPageIntro,
  nearbyHeading,
} from "../../domain/geo/geo-page-rules.ts";
import { en } from "../../domain/i18n/en.ts";
import { breadcrumbListJsonLd } from "../../domain/navigation/breadcrumb-trail.ts";

/** The assisted living hub on the main brand: the first crumb of every trail below. */
const ASSISTED_LIVING_HUB = "https://carefind.com/senior-living/assisted-living";

const assisted = careTypeBySlug("assisted-living");
if (!assisted) throw new Error("assisted living is a care type");
const TEXAS = { code: "TX", name: "Texas", urlName: "texas" };
const AUSTIN = {
  kind: "city" as const,
  id: 1,
  name: "Austin",
  urlName: "austin",
  latitude: 30.27,
  longitude: -97.74,
  county: { name: "Travis County", urlName: "travis-county" },
};
const TRAVIS = { ...AUSTIN, kind: "county" as const, name: "Travis County", urlName: "travis-county", county: null };

describe("a geo page's words", () => {
  it("names the care type and the place", () => {
    expect(geoPageHeading(en, assisted, TEXAS, AUSTIN)).toBe("Assisted Living in Austin, TX");
    expect(geoPageHeading(en, assisted, TEXAS, TRAVIS)).toBe("Assisted Living in Travis County, TX");
    expect(geoPageHeading(en, assisted, TEXAS, null)).toBe("Assisted Living in Texas");
  });

  it("gives the count, and the prices in the words it is given", () => {
    expect(geoPageIntro(en, assisted, TEXAS, AUSTIN, 1, null)).toBe(
      "Compare 1 Assisted Living provider in Austin, TX.",
    );
    expect(geoPageIntro(en, assisted, TEXAS, AUSTIN, 4, "The median starting price is about $4,200 per month.")).toBe(
      "Compare 4 Assisted Living providers in Austin, TX. The median starting price is about $4,200 per month.",
    );
    expect(geoPageIntro(en, assisted, TEXAS, AUSTIN, 0, null)).toBe(
      "We have no Assisted Living providers listed in Austin, TX yet.",
    );
  });

  it("uses the default nearby headings", () => {
    expect(nearbyHeading(en.geo.nearby, "cities", "county", TEXAS, TRAVIS)).toBe(
      "Senior Living Communities near Texas, Travis County",
    );
    expect(nearbyHeading(en.geo.nearby, "cities", "city", TEXAS, AUSTIN)).toBe("Explore other cities in Texas");
    expect(nearbyHeading(en.geo.nearby, "counties", "city", TEXAS, AUSTIN)).toBe(
      "Go a little further out, finding care in nearby counties",
    );
    expect(nearbyHeading(en.geo.nearby, "other-care-types", "city", TEXAS, AUSTIN)).toBe("Other Options");
    expect(nearbyHeading(en.geo.nearby, "other-providers", "city", TEXAS, AUSTIN)).toBe("More Options Near Austin, TX");
  });

  it("pages 20 providers at a time, page 1 without a query", () => {
    expect([0, 1, 20, 21].map(geoPageCount)).toEqual([1, 1, 1, 2]);
    expect(geoPageHref("/a/", 1)).toBe("/a/");
    expect(geoPageHref("/a/", 3)).toBe("/a/?page=3");
    // The sort and the rating filter stay in every page's link; the defaults stay out.
    expect(geoPageHref("/a/", 1, { sortBy: "distance", reviews: null })).toBe("/a/");
    expect(geoPageHref("/a/", 2, { sortBy: "most-reviews", reviews: "4-plus" })).toBe(
      "/a/?sortBy=most-reviews&reviews=4-plus&page=2",
    );
  });
});

describe("a geo page's trail and structured data", () => {
  it("runs care type hub, state, place, without Home", () => {
    expect(geoBreadcrumbs(en, assisted, TEXAS, AUSTIN)).toEqual([
      { level: "care-type", name: "Assisted Living", path: "/senior-living/assisted-living/" },
      { level: "state", name: "Texas", path: "/senior-living/assisted-living/texas/" },
      { level: "city", name: "Austin", path: "/senior-living/assisted-living/texas/austin/" },
    ]);
  });

  it("numbers breadcrumbs and list items from 1 (or the page's first)", () => {
    const trail = breadcrumbListJsonLd(geoBreadcrumbs(en, assisted, TEXAS, null), "https://carefind.com");
    expect(trail.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Assisted Living", item: `${ASSISTED_LIVING_HUB}/` },
      { "@type": "ListItem", position: 2, name: "Texas", item: `${ASSISTED_LIVING_HUB}/texas/` },
    ]);
    const list = geoItemListJsonLd(
      [{ name: "Maple Court", url: "/assisted-living/texas/austin/maple/" }],
      21,
      "https://carefind.com",
    );
    expect(list.itemListElement).toEqual([
      {
        "@type": "ListItem",
        position: 21,
        url: "https://carefind.com/assisted-living/texas/austin/maple/",
        name: "Maple Court",
      },
    ]);
  });
});
