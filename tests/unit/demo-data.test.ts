import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { AMENITY_TYPES } from "../../domain/amenities.ts";
import { CARE_TYPES, type CareTypeId, careTypeById, SEARCHABLE_CARE_TYPES } from "../../domain/care-types.ts";
import { urlName } from "../../domain/geo/place-names.ts";
import { PLACEHOLDER_IMAGE_URLS, placeholderImageFor } from "../../domain/placeholder-image.ts";
import { RELATIONSHIPS_BY_FORM } from "../../domain/reviews/review-relationships.ts";
import { FILTER_FAMILIES, type FilterTest } from "../../domain/search/search-filters.ts";
import { PRIMARY_CARE_TYPE_SHARES } from "../../scripts/lib/demo/care-mix.ts";
import { milesBetween, type PlaceSource } from "../../scripts/lib/demo/demo-places.ts";
import { deleteDemoStatements, demoDataStatements, detachStatements } from "../../scripts/lib/demo/demo-sql.ts";
import { FICTIONAL_LISTING_SENTENCE } from "../../scripts/lib/demo/descriptions.ts";
import { generateDemoData } from "../../scripts/lib/demo/generate.ts";
import { METRO_MINIMUM, METRO_RADIUS_MILES, metroCities } from "../../scripts/lib/demo/metro-coverage.ts";
import {
  BROWSER_TEST_PROVIDER_COUNT,
  DEFAULT_PROVIDER_COUNT,
  DEFAULT_SEED,
  parseSeedOptions,
} from "../../scripts/lib/demo/options.ts";
import {
  isPricedCareType,
  MEDIAN_MONTHLY_CENTS,
  PROVIDER_PRICE_SPREAD,
  STATE_COST_LEVELS,
  stateCostLevel,
} from "../../scripts/lib/demo/prices.ts";
import { createRandom, cumulativePicker } from "../../scripts/lib/demo/random.ts";
import type { DemoData } from "../../scripts/lib/demo/rows.ts";
import { buildGazetteer, type Gazetteer } from "../../scripts/lib/gazetteer.ts";

const PROVIDERS = 2000;
const SEED = 7;
/** Generating the 2,000 providers takes a few seconds, several more on a busy machine. */
const GENERATION_MS = 30_000;
const TODAY = "2026-06-15";
const ANCHOR_MS = Date.parse(`${TODAY}T00:00:00.000Z`);
/** States enough to exercise every state-dependent rule (languages, cost levels) quickly. */
const SUBSET_STATES = new Set(["TX", "CA", "NY", "FL", "MS", "MA", "LA", "HI", "NJ", "MI", "DC"]);

let gazetteer: Gazetteer;
let subset: PlaceSource;
let data: DemoData;

beforeAll(() => {
  gazetteer = buildGazetteer();
  subset = {
    cities: gazetteer.cities.filter((city) => SUBSET_STATES.has(city.stateCode)),
    counties: gazetteer.counties.filter((county) => SUBSET_STATES.has(county.stateCode)),
    zips: gazetteer.zips.filter((zip) => SUBSET_STATES.has(zip.stateCode)),
  };
  data = generateDemoData({ providers: PROVIDERS, seed: SEED, today: TODAY, places: subset });
}, GENERATION_MS);

const groupBy = <T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> => {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item)) ?? [];
    group.push(item);
    groups.set(key(item), group);
  }
  return groups;
};

const servicesOf = () => groupBy(data.services, (service) => service.providerId);

describe("determinism", () => {
  it(
    "gives identical rows for the same seed and date, different ones for another seed",
    () => {
      const again = generateDemoData({ providers: PROVIDERS, seed: SEED, today: TODAY, places: subset });
      expect(again).toEqual(data);
      const other = generateDemoData({ providers: 50, seed: SEED + 1, today: TODAY, places: subset });
      const names = (providers: readonly { name: string }[]) => providers.map((provider) => provider.name);
      expect(names(other.providers)).not.toEqual(names(data.providers.slice(0, 50)));
    },
    GENERATION_MS,
  );

  it("generates exactly these rows for 2,000 providers, seed 7, on 2026-06-15", () => {
    // The numbers the generator must produce: any change to it reseeds every database, the
    // browser tests' included, and must show up here.
    const counts = Object.fromEntries(Object.entries(data).map(([table, rows]) => [table, rows.length]));
    expect(counts).toEqual({
      providers: 2000,
      services: 2991,
      roomTypeCosts: 4516,
      accommodations: 2916,
      amenities: 28_395,
      photos: 9865,
      awards: 195,
      promotions: 132,
      medicareRecords: 355,
      faqs: 1720,
      infoCards: 1113,
      reviews: 15_491,
      reviewResponses: 260,
    });
  });

  it("keeps each provider's data independent of how many providers are generated", () => {
    const fewer = generateDemoData({ providers: 50, seed: SEED, today: TODAY, places: subset });
    expect(fewer.providers).toEqual(data.providers.slice(0, 50));
  });

  it("gives providers more reviews on average when asked, the same providers otherwise", () => {
    const base = generateDemoData({ providers: 200, seed: SEED, today: TODAY, places: subset });
    const more = generateDemoData({ providers: 200, seed: SEED, today: TODAY, places: subset, reviewsPerProvider: 20 });
    expect(more.providers).toEqual(base.providers);
    expect(more.reviews.length / 200).toBeGreaterThan(15);
    expect(more.reviews.length / 200).toBeLessThan(25);
    expect(base.reviews.length / 200).toBeLessThan(11);
  });
});

describe("random", () => {
  it("is reproducible and stays in range", () => {
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: -50, max: 50 }), fc.integer({ min: 0, max: 100 }), (seed, min, span) => {
        const a = createRandom(seed);
        const b = createRandom(seed);
        for (let draw = 0; draw < 20; draw++) {
          const value = a.int(min, min + span);
          expect(value).toBe(b.int(min, min + span));
          expect(value).toBeGreaterThanOrEqual(min);
          expect(value).toBeLessThanOrEqual(min + span);
        }
      }),
    );
  });

  it("picks by cumulative weight: the first index whose running total passes the draw, never a weightless one", () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat({ max: 5 }), { minLength: 1, maxLength: 30 }),
        fc.double({ min: 0, max: 0.999999, noNaN: true }),
        (weights, draw) => {
          fc.pre(weights.some((weight) => weight > 0));
          const total = weights.reduce((sum, weight) => sum + weight, 0);
          let runningTotal = 0;
          const expected = weights.findIndex((weight) => {
            runningTotal += weight;
            return runningTotal > draw * total;
          });
          const index = cumulativePicker(weights)(draw);
          expect(index).toBe(expected);
          expect(weights[index]).not.toBe(0);
        },
      ),
    );
    expect(cumulativePicker([0, 2, 0, 2])(0.49)).toBe(1);
    expect(cumulativePicker([0, 2, 0, 2])(0.5)).toBe(3);
  });
});

describe("providers", () => {
  it("have ids 1..N, cf- legacy ids and unique slugs built from name, city and state", () => {
    expect(data.providers.map((provider) => provider.id)).toEqual(Array.from({ length: PROVIDERS }, (_, i) => i + 1));
    expect(data.providers.every((provider) => provider.legacyId === `cf-${provider.id}`)).toBe(true);
    const slugs = data.providers.map((provider) => provider.slug);
    expect(new Set(slugs).size).toBe(PROVIDERS);
    for (const provider of data.providers) {
      expect(provider.slug.startsWith(urlName(`${provider.name} ${provider.cityName} ${provider.stateCode}`))).toBe(
        true,
      );
    }
  });

  it("never take a reserved slug", () => {
    const first = data.providers[0];
    const again = generateDemoData({
      providers: 1,
      seed: SEED,
      today: TODAY,
      places: subset,
      reservedSlugs: new Set([first?.slug ?? ""]),
    });
    expect(again.providers[0]?.slug).toBe(`${first?.slug}-2`);
  });

  it("are fictional: description sentence, 555-01xx phones, invented addresses", () => {
    for (const provider of data.providers) {
      expect(provider.description.endsWith(FICTIONAL_LISTING_SENTENCE)).toBe(true);
      expect(provider.phone).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
      expect(provider.formattedAddress).toBe(
        `${provider.street}, ${provider.cityName}, ${provider.stateCode} ${provider.zip}`,
      );
      expect(provider.zip).toMatch(/^\d{5}$/);
    }
  });

  it("stand near their gazetteer city, in its state", () => {
    const cities = new Map(subset.cities.map((city) => [city.id, city]));
    for (const provider of data.providers) {
      const city = cities.get(provider.cityId);
      expect(city?.name).toBe(provider.cityName);
      expect(city?.stateCode).toBe(provider.stateCode);
      expect(Math.abs(provider.latitude - (city?.latitude ?? 0))).toBeLessThan(0.16);
    }
  });

  it("have every care type in a realistic share, with matching tags", () => {
    const counts = groupBy(data.providers, (provider) => provider.primaryCareTypeId);
    for (const [careTypeId, percent] of PRIMARY_CARE_TYPE_SHARES) {
      const share = ((counts.get(careTypeId)?.length ?? 0) / PROVIDERS) * 100;
      expect(Math.abs(share - percent), careTypeId).toBeLessThanOrEqual(Math.max(1.5, percent * 0.25));
    }
    const services = servicesOf();
    for (const provider of data.providers) {
      const offered = (services.get(provider.id) ?? []).map((service) => service.careTypeId);
      expect(offered[0]).toBe(provider.primaryCareTypeId);
      expect(JSON.parse(provider.tags)).toEqual(offered.map((id) => careTypeById(id)?.label));
      expect(provider.searchExcluded).toBe(provider.primaryCareTypeId === "low_income_affordable");
    }
    const tags = new Set(data.providers.flatMap((provider) => JSON.parse(provider.tags) as string[]));
    for (const tag of ["Home Care", "Home Health Agencies", "Low Income Affordable"]) expect(tags.has(tag)).toBe(true);
  });

  it("offer the extra care types that go together", () => {
    const services = servicesOf();
    const offered = (id: number) => new Set((services.get(id) ?? []).map((service) => service.careTypeId));
    const ccrcs = data.providers.filter((p) => p.primaryCareTypeId === "continuing_care_retirement_communities");
    for (const ccrc of ccrcs) {
      for (const level of [
        "independent_living",
        "assisted_living_facilities",
        "alzheimers_care_facilities",
        "nursing_homes",
      ]) {
        expect(offered(ccrc.id).has(level as CareTypeId)).toBe(true);
      }
    }
    const assisted = data.providers.filter((p) => p.primaryCareTypeId === "assisted_living_facilities");
    const withMemoryCare = assisted.filter((p) => offered(p.id).has("alzheimers_care_facilities")).length;
    expect(withMemoryCare / assisted.length).toBeGreaterThan(0.3);
    expect([withMemoryCare, assisted.length]).toEqual([267, 593]);
  });
});

describe("metros", () => {
  let covered: DemoData;
  beforeAll(() => {
    covered = generateDemoData({ providers: PROVIDERS, seed: SEED, today: TODAY, places: subset, metroCoverage: true });
  }, GENERATION_MS);

  it("offer every searchable care type at least three times within 25 miles of each big city", () => {
    const offered = new Map<number, Set<CareTypeId>>();
    for (const service of covered.services) {
      offered.set(service.providerId, (offered.get(service.providerId) ?? new Set()).add(service.careTypeId));
    }
    const metros = metroCities(subset);
    expect(metros.map((city) => city.name)).toEqual(expect.arrayContaining(["Houston", "Austin", "Jacksonville"]));
    const short: string[] = [];
    for (const [providers, label] of [
      [data.providers, "drawn"],
      [covered.providers, "covered"],
    ] as const) {
      for (const city of metros) {
        const near = providers.filter(
          (provider) => !provider.searchExcluded && milesBetween(city, provider) <= METRO_RADIUS_MILES,
        );
        for (const careType of SEARCHABLE_CARE_TYPES) {
          const count = near.filter((provider) => offered.get(provider.id)?.has(careType.id)).length;
          if (count < METRO_MINIMUM) short.push(`${label}: ${careType.slug} near ${city.name}`);
        }
      }
    }
    // The drawn shares alone leave some big city short of some type; the seeded database never.
    expect(short.some((line) => line.startsWith("drawn:"))).toBe(true);
    expect(short.filter((line) => line.startsWith("covered:"))).toEqual([]);
  });

  it("add what a city lacks after the drawn providers, of the lacking type, in that city", () => {
    expect(covered.providers.slice(0, PROVIDERS)).toEqual(data.providers);
    const added = covered.providers.slice(PROVIDERS);
    expect(added.length).toBeGreaterThan(0);
    expect(added.map((provider) => provider.id)).toEqual(added.map((_, index) => PROVIDERS + 1 + index));
    const metroIds = new Set(metroCities(subset).map((city) => city.id));
    for (const provider of added) expect(metroIds.has(provider.cityId)).toBe(true);
    expect(new Set(added.map((provider) => provider.primaryCareTypeId)).has("geriatric_care_managers")).toBe(true);
  });
});

describe("prices", () => {
  it("exist only for priced care types, within the state's band around the national median", () => {
    const providers = new Map(data.providers.map((provider) => [provider.id, provider]));
    for (const service of data.services) {
      if (!isPricedCareType(service.careTypeId)) {
        expect(service.startingPriceCents, service.careTypeId).toBeNull();
        continue;
      }
      if (service.startingPriceCents === null) continue;
      const median = MEDIAN_MONTHLY_CENTS[service.careTypeId] as number;
      const level = stateCostLevel(providers.get(service.providerId)?.stateCode ?? "");
      expect(service.startingPriceCents % 1000).toBe(0);
      expect(service.startingPriceCents).toBeGreaterThanOrEqual(median * level * (1 - PROVIDER_PRICE_SPREAD) - 1000);
      expect(service.startingPriceCents).toBeLessThanOrEqual(median * level * (1 + PROVIDER_PRICE_SPREAD) + 1000);
      expect(service.maxPriceCents ?? 0).toBeGreaterThan(service.startingPriceCents);
    }
    for (const careTypeId of ["hospices", "home_healthcare_agencies", "geriatric_care_managers"] as const) {
      expect(isPricedCareType(careTypeId)).toBe(false);
    }
  });

  it("has a cost level for every gazetteer state and no other, from 0.7 to 1.4 times the national median", () => {
    expect(Object.keys(STATE_COST_LEVELS).sort()).toEqual(gazetteer.states.map((state) => state.code).sort());
    const levels = Object.values(STATE_COST_LEVELS);
    expect([Math.min(...levels), Math.max(...levels)]).toEqual([0.7, 1.4]);
  });

  it("leaves about 15% of priced providers without any price", () => {
    const services = servicesOf();
    const priced = data.providers.filter((provider) => isPricedCareType(provider.primaryCareTypeId));
    const unpriced = priced.filter((p) => (services.get(p.id) ?? []).every((s) => s.startingPriceCents === null));
    expect(unpriced.length / priced.length).toBeGreaterThan(0.1);
    expect(unpriced.length / priced.length).toBeLessThan(0.2);
    expect([unpriced.length, priced.length]).toEqual([256, 1779]);
  });

  it("starts each service at its cheapest room, with rooms that fit the care type", () => {
    const services = new Map(data.services.map((service) => [service.id, service]));
    const fitting: Partial<Record<CareTypeId, readonly string[]>> = {
      assisted_living_facilities: ["studio", "1-bedroom", "2-bedroom", "respite"],
      alzheimers_care_facilities: ["private", "semi-private", "studio", "respite"],
      nursing_homes: ["semi-private", "private"],
      independent_living: ["studio", "1-bedroom", "2-bedroom", "3-bedroom"],
    };
    for (const [serviceId, rooms] of groupBy(data.roomTypeCosts, (room) => room.serviceId)) {
      const service = services.get(serviceId);
      expect(Math.min(...rooms.map((room) => room.startingPriceCents))).toBe(service?.startingPriceCents);
      const allowed = fitting[service?.careTypeId ?? "not_sure"];
      if (allowed) for (const room of rooms) expect(allowed).toContain(room.roomType);
    }
  });
});

describe("search filters", () => {
  it("every filter value matches some providers", () => {
    const amenities = new Set(data.amenities.map((amenity) => amenity.amenityId));
    const rooms = new Set(data.roomTypeCosts.map((room) => room.roomType));
    const photos = groupBy(data.photos, (photo) => photo.providerId);
    const matched = (test: FilterTest): boolean => {
      switch (test.kind) {
        case "amenity":
          return amenities.has(test.amenityId);
        case "verified":
          return data.providers.some((provider) => provider.enhancedListing || provider.claimed);
        case "caringStars":
          return data.awards.some((award) => award.kind === "caring_stars");
        case "minPhotos":
          return [...photos.values()].some((list) => list.length >= test.count);
        case "roomType":
          return rooms.has(test.roomType);
      }
    };
    for (const family of FILTER_FAMILIES) {
      for (const value of family.values) expect(matched(value.test), `${family.parameter}=${value.value}`).toBe(true);
    }
  });

  it("uses only catalogue amenities, English nearly everywhere", () => {
    const catalogue = new Set(AMENITY_TYPES.map((amenity) => amenity.id));
    expect(data.amenities.every((amenity) => catalogue.has(amenity.amenityId))).toBe(true);
    const english = data.amenities.filter((amenity) => amenity.amenityId === 301).length;
    expect(english / PROVIDERS).toBeGreaterThan(0.9);
    expect(english).toBe(1941);
  });
});

describe("photos", () => {
  it("picks one of the four placeholders, stably", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(PLACEHOLDER_IMAGE_URLS).toContain(placeholderImageFor(text));
        expect(placeholderImageFor(text)).toBe(placeholderImageFor(text));
      }),
    );
    expect(placeholderImageFor("Amberquill Commons")).toBe(placeholderImageFor("Amberquill Commons"));
    const spread = new Set(data.providers.map((provider) => placeholderImageFor(provider.name)));
    expect(spread.size).toBe(4);
  });

  it("start at the name's placeholder and rotate, 0 to 14 per provider", () => {
    const names = new Map(data.providers.map((provider) => [provider.id, provider.name]));
    const counts = [...groupBy(data.photos, (photo) => photo.providerId)].map(([providerId, photos]) => {
      const first = (PLACEHOLDER_IMAGE_URLS as readonly string[]).indexOf(
        placeholderImageFor(names.get(providerId) ?? ""),
      );
      photos.forEach((photo, index) => {
        expect(photo.position).toBe(index + 1);
        expect(photo.url).toBe(PLACEHOLDER_IMAGE_URLS[(first + index) % 4]);
        expect([photo.width, photo.height]).toEqual([500, 500]);
      });
      return photos.length;
    });
    expect(Math.max(...counts)).toBe(14);
    // A fifth of the providers have none, 15% ten or more.
    expect(counts.filter((count) => count >= 10).length).toBe(294);
    expect(counts.length).toBe(1641);
  });
});

describe("reviews", () => {
  it("fit the reviewed care type: relationships, sub-ratings, dates, statuses", () => {
    const earliest = ANCHOR_MS - 3 * 365 * 86_400_000;
    for (const review of data.reviews) {
      const rollUp = careTypeById(review.careTypeId)?.rollUpType;
      const relationships: readonly string[] =
        rollUp === "senior-care" ? RELATIONSHIPS_BY_FORM.SENIOR_CARE : RELATIONSHIPS_BY_FORM.SENIOR_LIVING;
      expect(relationships).toContain(review.relationship);
      expect(review.ratingOverall).toBeGreaterThanOrEqual(1);
      expect(review.ratingOverall).toBeLessThanOrEqual(5);
      if (rollUp === "senior-care") {
        expect([review.ratingStaff, review.ratingFood, review.ratingValue]).toEqual([null, null, null]);
      }
      const at = Date.parse(review.createdAt);
      expect(at).toBeGreaterThanOrEqual(earliest);
      expect(at).toBeLessThan(ANCHOR_MS);
      expect(review.content.length).toBeGreaterThan(20);
    }
    const statuses = groupBy(data.reviews, (review) => review.status);
    expect(Object.fromEntries([...statuses].map(([status, reviews]) => [status, reviews.length]))).toEqual({
      approved: 13_155,
      pending: 1258,
      rejected: 1078,
    });
    const low = data.reviews.filter((review) => review.ratingOverall <= 2).length;
    expect(low).toBe(1972);
    const average = data.reviews.reduce((sum, review) => sum + review.ratingOverall, 0) / data.reviews.length;
    expect(average).toBeGreaterThan(3.6);
    expect(average).toBeCloseTo(3.9703, 4);
  });

  it("reads differently from one review to the next", () => {
    for (const reviews of groupBy(data.reviews, (review) => review.providerId).values()) {
      for (let index = 1; index < reviews.length; index++) {
        expect(reviews[index]?.content).not.toBe(reviews[index - 1]?.content);
      }
    }
    expect(new Set(data.reviews.map((review) => review.content)).size / data.reviews.length).toBeGreaterThan(0.85);
  });

  it("are skewed: many providers with few, some with many, none over 40", () => {
    const counts: number[] = new Array(PROVIDERS).fill(0);
    for (const review of data.reviews) counts[review.providerId - 1] = (counts[review.providerId - 1] ?? 0) + 1;
    expect(Math.max(...counts)).toBe(40);
    expect(counts.filter((count) => count === 0).length).toBe(273);
    expect(counts.filter((count) => count >= 30).length).toBe(72);
    expect(counts.filter((count) => count <= 5).length).toBeGreaterThan(PROVIDERS / 2);
    expect(counts.filter((count) => count <= 5).length).toBe(1175);
  });

  it("has a few responses, each to an approved review", () => {
    const reviews = new Map(data.reviews.map((review) => [review.id, review]));
    expect(data.reviewResponses.length).toBe(260);
    expect(new Set(data.reviewResponses.map((response) => response.reviewId)).size).toBe(260);
    for (const response of data.reviewResponses) {
      const review = reviews.get(response.reviewId);
      expect(review?.status).toBe("approved");
      expect(response.createdAt >= (review?.createdAt ?? "")).toBe(true);
    }
  });
});

describe("awards", () => {
  it("gives Caring Stars exactly where earned", () => {
    const anchorYear = new Date(ANCHOR_MS).getUTCFullYear();
    const reviews = groupBy(data.reviews, (review) => review.providerId);
    const expected: string[] = [];
    for (const provider of data.providers) {
      for (let year = anchorYear - 2; year <= anchorYear; year++) {
        const counted = (reviews.get(provider.id) ?? []).filter(
          (review) => review.status === "approved" && Date.parse(review.createdAt) < Date.UTC(year, 0, 1),
        );
        const average = counted.reduce((sum, review) => sum + review.ratingOverall, 0) / counted.length;
        if (counted.length >= 10 && average >= 4.5) expected.push(`${provider.id}/${year}`);
      }
    }
    const awarded = data.awards
      .filter((award) => award.kind === "caring_stars")
      .map((award) => `${award.providerId}/${award.year}`);
    expect(awarded.sort()).toEqual(expected.sort());
    expect(awarded.length).toBe(149);
  });

  it("gives Home Care Pulse badges for 2025 to in-home care agencies only", () => {
    const providers = new Map(data.providers.map((provider) => [provider.id, provider]));
    const badges = data.awards.filter((award) => award.kind === "home_care_pulse");
    expect(badges.length).toBe(46);
    for (const badge of badges) {
      expect(badge.year).toBe(2025);
      expect(providers.get(badge.providerId)?.primaryCareTypeId).toBe("homecare_agencies");
    }
  });
});

describe("promotions, Medicare and FAQs", () => {
  it("runs promotions for about 6% of providers, active, expired and open-ended", () => {
    const share = data.promotions.length / PROVIDERS;
    expect(share).toBeGreaterThan(0.03);
    expect(share).toBeLessThan(0.09);
    const now = new Date(ANCHOR_MS).toISOString();
    const running = data.promotions.filter((p) => p.endsAt !== null && p.endsAt > now && (p.startsAt ?? "") < now);
    expect(running.length).toBe(75);
    expect(data.promotions.filter((p) => p.endsAt !== null && p.endsAt < now).length).toBe(38);
    expect(data.promotions.filter((p) => p.endsAt === null).length).toBe(19);
    expect(data.promotions.every((p) => p.externalText.length > 0 && p.externalText.length <= 250)).toBe(true);
    // Texts of every length the banner treats apart: whole at both widths, cut below 768 px
    // only (over 75 characters), and cut at both (over 125).
    const lengths = data.promotions.map((p) => p.externalText.length);
    expect(lengths.some((length) => length <= 75)).toBe(true);
    expect(lengths.some((length) => length > 75 && length <= 125)).toBe(true);
    expect(lengths.some((length) => length > 125)).toBe(true);
  });

  it("gives a fifth of the providers 2 to 4 information cards, each leading to a section the page has", () => {
    const byProvider = groupBy(data.infoCards, (card) => card.providerId);
    expect(byProvider.size).toBe(396);
    const priced = new Set(
      data.services.filter((service) => service.startingPriceCents !== null).map((service) => service.providerId),
    );
    for (const [providerId, cards] of byProvider) {
      expect(cards.length).toBeGreaterThanOrEqual(2);
      expect(cards.length).toBeLessThanOrEqual(4);
      expect(cards.map((card) => card.position)).toEqual(cards.map((_, index) => index + 1));
      for (const card of cards) {
        if (card.ctaUrl === null) continue;
        const anchors = ["#offering-listing", `#provider-comparison-${providerId}`, "#provider-tour-scheduler"];
        if (priced.has(providerId)) anchors.push(`#provider-costs-${providerId}`);
        expect(anchors).toContain(card.ctaUrl);
      }
    }
    const withoutUrl = data.infoCards.filter((card) => card.ctaUrl === null).length;
    expect(withoutUrl / data.infoCards.length).toBeGreaterThan(0.15);
    expect(withoutUrl / data.infoCards.length).toBeLessThan(0.35);
  });

  it("has Medicare records only for nursing homes and home-health agencies, never with a real CCN", () => {
    const services = servicesOf();
    const kinds = groupBy(data.medicareRecords, (record) => record.localResourceType);
    expect(kinds.get("nursing_homes")?.length).toBe(227);
    expect(kinds.get("home_healthcare_agencies")?.length).toBe(128);
    for (const record of data.medicareRecords) {
      const offered = (services.get(record.providerId) ?? []).map((service) => service.careTypeId);
      expect(offered).toContain(record.localResourceType);
      expect(record.federalProviderNumber).toMatch(/^X\d{5,}$/);
      expect(record.certifiedBeds === null).toBe(record.localResourceType === "home_healthcare_agencies");
      for (const rating of [
        record.overallRating,
        record.healthInspectionRating,
        record.qmRating,
        record.staffingRating,
      ]) {
        expect(rating).toBeGreaterThanOrEqual(0);
        expect(rating).toBeLessThanOrEqual(5);
      }
      expect(JSON.parse(record.metrics).length).toBeGreaterThan(3);
    }
    // Numbered X00001, X00002, ... in the order they are made: unique, and never a real CCN.
    const numbers = data.medicareRecords.map((record) => record.federalProviderNumber);
    expect(numbers).toEqual(numbers.map((_, index) => `X${String(index + 1).padStart(5, "0")}`));
  });

  it("publishes 2 to 5 FAQs for a quarter of the providers", () => {
    const byProvider = groupBy(data.faqs, (faq) => faq.providerId);
    for (const faqs of byProvider.values()) {
      expect(faqs.length).toBeGreaterThanOrEqual(2);
      expect(faqs.length).toBeLessThanOrEqual(5);
    }
    expect(byProvider.size).toBe(496);
  });
});

describe("SQL", () => {
  it("writes one-line statements under D1's size limit, providers first", () => {
    const statements = [...demoDataStatements(data)];
    expect(statements[0]?.startsWith("INSERT INTO providers ")).toBe(true);
    for (const statement of statements) {
      expect(statement.length).toBeLessThan(100_000);
      expect(statement).not.toMatch(/[\r\n]/);
    }
    const rows = statements.filter((statement) => statement.startsWith("INSERT INTO providers ")).join("");
    expect(rows.match(/'demo'/g)?.length).toBe(PROVIDERS);
  });

  it("deletes demo providers only, first unlinking other tables' references to them", () => {
    for (const statement of deleteDemoStatements()) expect(statement).toContain("source = 'demo'");
    expect(detachStatements([{ table: "inquiries", column: "provider_id" }])).toEqual([
      `UPDATE "inquiries" SET "provider_id" = NULL WHERE "provider_id" IN (SELECT id FROM providers WHERE source = 'demo');`,
    ]);
  });
});

describe("seed options", () => {
  const now = new Date("2026-03-04T22:00:00Z");

  it("defaults to 20,000 providers, a fixed seed and today's UTC date", () => {
    const options = parseSeedOptions([], now);
    expect(options).toMatchObject({ providers: DEFAULT_PROVIDER_COUNT, today: "2026-03-04", ifEmpty: false });
    expect(parseSeedOptions([], now).seed).toBe(options.seed);
  });

  it("reads every option and refuses bad values", () => {
    expect(
      parseSeedOptions(
        ["--providers", "50000", "--seed", "3", "--today", "2025-01-31", "--persist-to", "x", "--if-empty"],
        now,
      ),
    ).toEqual({ providers: 50_000, seed: 3, today: "2025-01-31", persistTo: "x", ifEmpty: true });
    expect(parseSeedOptions(["--reviews-per-provider", "10"], now).reviewsPerProvider).toBe(10);
    expect(() => parseSeedOptions(["--reviews-per-provider", "0"], now)).toThrow();
    expect(() => parseSeedOptions(["--providers", "0"], now)).toThrow();
    expect(() => parseSeedOptions(["--today", "March 4"], now)).toThrow();
    expect(() => parseSeedOptions(["--colour"], now)).toThrow();
  });
});

describe("browser-test database", () => {
  it(
    "has at least 15 assisted-living providers within 30 miles of Austin, TX",
    () => {
      const browser = generateDemoData({
        providers: BROWSER_TEST_PROVIDER_COUNT,
        seed: DEFAULT_SEED,
        today: TODAY,
        places: gazetteer,
      });
      const austin = gazetteer.cities.find((city) => city.name === "Austin" && city.stateCode === "TX");
      const toRadians = Math.PI / 180;
      const miles = (latitude: number, longitude: number) => {
        const a =
          Math.sin(((latitude - (austin?.latitude ?? 0)) * toRadians) / 2) ** 2 +
          Math.cos(latitude * toRadians) *
            Math.cos((austin?.latitude ?? 0) * toRadians) *
            Math.sin(((longitude - (austin?.longitude ?? 0)) * toRadians) / 2) ** 2;
        return 2 * 3958.8 * Math.asin(Math.sqrt(a));
      };
      const assisted = new Set(
        browser.services.filter((s) => s.careTypeId === "assisted_living_facilities").map((s) => s.providerId),
      );
      const near = browser.providers.filter(
        (provider) => !provider.searchExcluded && miles(provider.latitude, provider.longitude) <= 30,
      );
      expect(near.filter((provider) => assisted.has(provider.id)).length).toBeGreaterThanOrEqual(15);
    },
    GENERATION_MS,
  );
});

it("knows every care type it generates", () => {
  const known = new Set(CARE_TYPES.map((careType) => careType.id));
  for (const [careTypeId] of PRIMARY_CARE_TYPE_SHARES) expect(known.has(careTypeId)).toBe(true);
});
