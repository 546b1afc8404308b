import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { BRANDS } from "../../domain/brands/brands.ts";
import { type BlockOf, blockSchema } from "../../domain/content/content-blocks.ts";
import { placeholderImageFor } from "../../domain/placeholder-image.ts";
import { COOKIE_NAMES } from "../../domain/visitor/cookie-names.ts";
import { loadFeaturedReview } from "../../worker/content/featured-review-loader.ts";
import { loadProviderRollup } from "../../worker/content/provider-rollup-loader.ts";
import { loadWhyChooseUs } from "../../worker/content/why-choose-us-loader.ts";
import type { AppEnv } from "../../worker/env.ts";
import { brand } from "../../worker/middleware/brand.ts";
import { session } from "../../worker/middleware/session.ts";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { setCookies } from "./worker-client.ts";

/** The block's featured review on the main brand. */
function featureOf(block: BlockOf<"featuredReview">) {
  return loadFeaturedReview(env, block, BRANDS.carefind);
}

function featured(input: Record<string, unknown> = {}): BlockOf<"featuredReview"> {
  return blockSchema.parse({ type: "featuredReview", ...input }) as BlockOf<"featuredReview">;
}

function rollup(input: Record<string, unknown>): BlockOf<"providerRollup"> {
  return blockSchema.parse({ type: "providerRollup", ...input }) as BlockOf<"providerRollup">;
}

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
  await env.DB.exec(
    [
      `INSERT INTO reviews (id, provider_id, care_type_id, author_name, relationship, content, rating_overall, status, created_at) VALUES (9101, 104, 'assisted_living_facilities', 'Maria G.', 'family', 'Kind staff and a lovely garden.', 5, 'approved', '2026-03-03T10:00:00.000Z');`,
      `INSERT INTO review_responses (review_id, author_name, author_title, author_email, content, status, created_at) VALUES (9101, 'Dana M.', 'Director', 'd@example.com', 'Thank you, Maria.', 'published', '2026-03-04T10:00:00.000Z');`,
      // Newer than 9101 and of its care type, but not one to feature: pending, 3 stars, about an excluded provider.
      `INSERT INTO reviews (id, provider_id, care_type_id, author_name, relationship, content, rating_overall, status, created_at) VALUES (9102, 104, 'assisted_living_facilities', 'Waiting W.', 'resident', 'Not yet moderated.', 5, 'pending', '2026-12-01T10:00:00.000Z');`,
      `INSERT INTO reviews (id, provider_id, care_type_id, author_name, relationship, content, rating_overall, status, created_at) VALUES (9103, 112, 'assisted_living_facilities', 'Hidden H.', 'resident', 'About a provider search leaves out.', 5, 'approved', '2026-12-02T10:00:00.000Z');`,
      `INSERT INTO reviews (id, provider_id, care_type_id, author_name, relationship, content, rating_overall, status, created_at) VALUES (9104, 104, 'assisted_living_facilities', 'Three T.', 'family', 'Fine, not more.', 3, 'approved', '2026-12-03T10:00:00.000Z');`,
      // The newest of the directory rated 4 or more, of memory care; 9106 of the same instant loses on its id.
      `INSERT INTO reviews (id, provider_id, care_type_id, author_name, relationship, content, rating_overall, status, created_at) VALUES (9106, 100, 'alzheimers_care_facilities', 'Earlier E.', 'family', 'Same morning, lower id.', 5, 'approved', '2027-01-10T10:00:00.000Z');`,
      `INSERT INTO reviews (id, provider_id, care_type_id, author_name, relationship, content, rating_overall, status, created_at) VALUES (9107, 108, 'alzheimers_care_facilities', 'Newest N.', 'family', 'Patient with Dad every day.', 4, 'approved', '2027-01-10T10:00:00.000Z');`,
    ].join("\n"),
  );
});

describe("loadFeaturedReview", () => {
  it("reads the care type's newest approved review rated 4 or more, with its care type, published response and provider page", async () => {
    const data = await featureOf(featured({ careType: "assisted-living" }));
    expect(data).toEqual({
      review: {
        id: 9101,
        authorName: "Maria G.",
        content: "Kind staff and a lovely garden.",
        language: "en",
        createdAt: "2026-03-03T10:00:00.000Z",
        rating: 5,
        title: "family",
        serviceCategoryName: "Assisted Living",
        providerResponse: {
          authorName: "Dana M.",
          authorTitle: "Director",
          content: "Thank you, Maria.",
          language: "en",
          createdAt: "2026-03-04T10:00:00.000Z",
        },
      },
      provider: {
        id: 104,
        name: "Fixture Provider 104",
        url: "/assisted-living/texas/austin/fixture-provider-104/",
      },
    });
    expect((await featureOf(featured({ careType: "assisted-living", state: "TX" })))?.review.id).toBe(9101);
  });

  it("reads the whole directory's newest approved review rated 4 or more when the block names no care type", async () => {
    const data = await featureOf(featured());
    expect(data?.review).toMatchObject({ id: 9107, rating: 4, content: "Patient with Dad every day." });
    expect(data?.provider.url).toBe("/assisted-living/texas/austin/fixture-provider-108/");
  });

  it("keeps to the providers of the care types the brand's search covers", async () => {
    // Provider 108 as if it offered only low-income housing, which no brand searches.
    const bit = await env.DB.prepare("SELECT care_type_bits AS bits FROM providers WHERE id = 108").first<{
      bits: number;
    }>();
    await env.DB.prepare(
      "UPDATE providers SET care_type_bits = (SELECT 1 << bit FROM care_types WHERE id = 'low_income_affordable') WHERE id = 108",
    ).run();
    try {
      expect((await featureOf(featured()))?.review.id).toBe(9106);
      const none = await loadFeaturedReview(env, featured(), { searchRollUps: [] });
      expect(none).toBeNull();
    } finally {
      await env.DB.prepare("UPDATE providers SET care_type_bits = ? WHERE id = 108")
        .bind(bit?.bits ?? 0)
        .run();
    }
    expect((await featureOf(featured()))?.review.id).toBe(9107);
  });

  it("ignores the review a page saved before the rule still names, and shows the newest one", async () => {
    const stored = featured({ reviewId: 9104, title: "What families say" });
    expect(stored.reviewId).toBe(9104);
    expect((await featureOf(stored))?.review.id).toBe(9107);
  });

  it("is null where no approved review rated 4 or more is of the care type or the state", async () => {
    expect(await featureOf(featured({ careType: "hospices" }))).toBeNull();
    expect(await featureOf(featured({ state: "CA" }))).toBeNull();
    // A care type stored before the slug check: no review is of it.
    const stored = { type: "featuredReview", visibility: "all", title: "", careType: "castles" };
    expect(await featureOf(stored as BlockOf<"featuredReview">)).toBeNull();
  });
});

async function bayesianOf(ids: number[]): Promise<number[]> {
  const { results } = await env.DB.prepare(
    `SELECT id, bayesian_average FROM providers WHERE id IN (${ids.map(() => "?").join(",")})`,
  )
    .bind(...ids)
    .all<{ id: number; bayesian_average: number }>();
  const byId = new Map(results.map((row) => [row.id, row.bayesian_average]));
  return ids.map((id) => byId.get(id) ?? Number.NaN);
}

describe("loadProviderRollup", () => {
  it("lists `count` providers of the care type in the city, best bayesian average first, never an excluded one", async () => {
    const data = await loadProviderRollup(
      env,
      rollup({ careType: "assisted-living", state: "TX", city: "austin", count: 4 }),
      {
        pricesVisible: true,
      },
    );
    expect(data?.careTypeLabel).toBe("Assisted Living");
    expect(data?.placeName).toBe("Austin, TX");
    const ids = data?.cards.map((card) => card.id) ?? [];
    expect(ids).toHaveLength(4);
    expect(ids).not.toContain(112);
    expect(data?.cards.every((card) => card.city === "Austin" && card.stateCode === "TX")).toBe(true);
    const averages = await bayesianOf(ids);
    expect(averages).toEqual([...averages].sort((a, b) => b - a));
    // The best of all Austin's assisted-living providers comes first.
    const best = await env.DB.prepare(
      `SELECT max(p.bayesian_average) AS best FROM providers p JOIN provider_services s ON s.provider_id = p.id
       WHERE p.city_id = 1 AND p.state_code = 'TX' AND p.search_excluded = 0 AND s.care_type_id = 'assisted_living_facilities'`,
    ).first<{ best: number }>();
    expect(averages[0]).toBe(best?.best);
  });

  it("lists fewer than `count` when the place has fewer, and the whole country without a state", async () => {
    const roundRock = await loadProviderRollup(
      env,
      rollup({ careType: "assisted-living", state: "TX", city: "round-rock", count: 12 }),
      { pricesVisible: true },
    );
    expect(roundRock?.cards.map((card) => card.id).sort()).toEqual([130, 131, 132, 133, 134, 135]);
    const national = await loadProviderRollup(env, rollup({ careType: "memory-care-facilities" }), {
      pricesVisible: true,
    });
    expect(national?.placeName).toBeNull();
    expect(national?.cards).toHaveLength(6);
    expect(national?.cards.every((card) => (card.id - 100) % 4 === 0)).toBe(true);
  });

  it("gives the first photo with its size, or the 500 by 500 placeholder for a provider without photos", async () => {
    await env.DB.prepare("UPDATE photos SET width = 800, height = 600 WHERE provider_id = 104 AND position = 0").run();
    const data = await loadProviderRollup(env, rollup({ careType: "memory-care-facilities", count: 12 }), {
      pricesVisible: true,
    });
    // Nine listed memory-care providers; 112 is left out of search.
    expect(data?.cards.map((card) => card.id).sort()).toEqual([100, 104, 108, 116, 120, 124, 128, 132, 136]);
    expect(data?.cards.find((card) => card.id === 104)?.photo).toEqual({
      url: "/images/placeholders/placeholder-1.svg",
      width: 800,
      height: 600,
    });
    expect(data?.cards.find((card) => card.id === 100)?.photo).toEqual({
      url: placeholderImageFor("Fixture Provider 100"),
      width: 500,
      height: 500,
    });
  });

  it("keeps the figures out until the visitor may see prices, marking the cards that have one", async () => {
    const block = rollup({ careType: "assisted-living", state: "TX", city: "round-rock", count: 6 });
    const shown = await loadProviderRollup(env, block, { pricesVisible: true });
    const hidden = await loadProviderRollup(env, block, { pricesVisible: false });
    // Provider 130 (index 30): 250,000 + 30 x 17,500 cents; 131 (index 31, every eighth) has no price.
    expect(shown?.cards.find((card) => card.id === 130)).toMatchObject({ minPriceCents: 775_000, priceHidden: false });
    expect(shown?.cards.find((card) => card.id === 131)).toMatchObject({ minPriceCents: null, priceHidden: false });
    expect(hidden?.cards.every((card) => card.minPriceCents === null)).toBe(true);
    expect(hidden?.cards.find((card) => card.id === 130)?.priceHidden).toBe(true);
    expect(hidden?.cards.find((card) => card.id === 131)?.priceHidden).toBe(false);
  });

  it("is refused when saved with an unknown care type or state, and null for any such block still stored", async () => {
    const unknown = [
      { type: "providerRollup", careType: "castles" },
      { type: "providerRollup", careType: "assisted-living", state: "ZZ" },
      { type: "providerRollup", careType: "assisted-living", city: "austin" },
    ];
    for (const input of unknown) expect(blockSchema.safeParse(input).success).toBe(false);
    // A block stored before the rule (not parsed again): the loader still answers null.
    const stored = (input: Record<string, unknown>) =>
      ({ type: "providerRollup", visibility: "all", title: "", count: 6, ...input }) as BlockOf<"providerRollup">;
    expect(await loadProviderRollup(env, stored({ careType: "castles" }), { pricesVisible: true })).toBeNull();
    expect(
      await loadProviderRollup(env, stored({ careType: "assisted-living", state: "ZZ" }), { pricesVisible: true }),
    ).toBeNull();
    expect(
      await loadProviderRollup(env, rollup({ careType: "assisted-living", state: "TX", city: "atlantis" }), {
        pricesVisible: true,
      }),
    ).toBeNull();
  });
});

describe("loadWhyChooseUs", () => {
  const app = new Hono<AppEnv>().use(brand, session).get("/guide/", (c) => c.json(loadWhyChooseUs(c)));
  const visit = (headers: Record<string, string>) =>
    app.request("https://carefind.com/guide/", { headers }, env) as Promise<Response>;

  it("shows a first visit expanded and sets the seen flag for a year with narrow attributes", async () => {
    const response = await visit({});
    expect(await response.json()).toEqual({ expanded: true });
    const flag = setCookies(response).get(COOKIE_NAMES.whyChooseUsSeen);
    expect(flag?.value).toBe("1");
    expect(flag?.attributes).toEqual(
      expect.arrayContaining(["Max-Age=31536000", "Path=/", "HttpOnly", "Secure", "SameSite=Lax"]),
    );
  });

  it("collapses it for a returning visitor within the site, expands it when they come from another site", async () => {
    const cookie = `${COOKIE_NAMES.whyChooseUsSeen}=1`;
    const within = await visit({ Cookie: cookie, Referer: "https://carefind.com/assisted-living/" });
    expect(await within.json()).toEqual({ expanded: false });
    expect(setCookies(within).has(COOKIE_NAMES.whyChooseUsSeen)).toBe(false);
    const direct = await visit({ Cookie: cookie });
    expect(await direct.json()).toEqual({ expanded: false });
    const fromSearch = await visit({ Cookie: cookie, Referer: "https://www.google.com/" });
    expect(await fromSearch.json()).toEqual({ expanded: true });
  });

  it("treats a garbled flag or Referer as a first visit or no referrer", async () => {
    const response = await visit({ Cookie: `${COOKIE_NAMES.whyChooseUsSeen}=<b>`, Referer: "::::" });
    expect(await response.json()).toEqual({ expanded: true });
  });
});
