/**
 * The review feeds (spec reviews-and-provider-page §3, §7): GET /v1/dxp/reviews/legacy,
 * /v1/dxp/location-reviews/recent and /v1/location/reviews/by-locale/. Reviews in every
 * moderation state and responses in every state are written into the fixture directory; only
 * approved reviews and published responses may ever come out.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { placeholderImageFor } from "../../domain/placeholder-image.ts";
import type { LegacyProviderReviews, ReviewSummaries } from "../../domain/reviews/review-summary.ts";
import { recomputeAggregates } from "../../worker/providers/provider-job-store.ts";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { call } from "./worker-client.ts";

const SENIOR_HOUSING = "seniorhousing.localhost";

/** The reviews written here: newer than every fixture review (2026), each in its own state. */
const REVIEWS = `
INSERT INTO reviews (id, provider_id, care_type_id, author_name, relationship, content, rating_overall, status, created_at) VALUES
  (9001, 101, 'assisted_living_facilities', 'Alma Approved', 'resident', 'Approved at 101', 5, 'approved', '2027-03-01T10:00:00.000Z'),
  (9002, 101, NULL, 'Pia Pending', 'visited', 'Pending at 101', 1, 'pending', '2027-03-05T10:00:00.000Z'),
  (9003, 101, NULL, 'Rex Rejected', 'other', 'Rejected at 101', 1, 'rejected', '2027-03-04T10:00:00.000Z'),
  (9004, 109, 'homecare_agencies', 'Hal Homecare', 'current-client', 'Approved home care at 109', 4, 'approved', '2027-03-03T10:00:00.000Z'),
  (9005, 112, NULL, 'Ezra Excluded', 'resident', 'Approved at a provider search leaves out', 3, 'approved', '2027-03-06T10:00:00.000Z'),
  (9006, 130, NULL, 'Rita Roundrock', 'friend-or-relative', 'Approved in Round Rock', 4, 'approved', '2027-03-02T10:00:00.000Z'),
  (9007, 136, NULL, 'Sam Antonio', 'visited', 'Approved in San Antonio', 2, 'approved', '2027-02-28T10:00:00.000Z'),
  (9008, 130, NULL, 'Pat Pending', 'resident', 'Pending in Round Rock', 5, 'pending', '2027-03-07T10:00:00.000Z');
INSERT INTO review_responses (review_id, author_name, author_title, author_email, content, status, created_at) VALUES
  (9001, 'Old Owner', 'Owner', 'o@example.com', 'An older published response', 'published', '2027-03-02T10:00:00.000Z'),
  (9001, 'New Director', 'Director', 'd@example.com', 'The latest published response', 'published', '2027-03-03T10:00:00.000Z'),
  (9001, 'Pending Person', 'Manager', 'p@example.com', 'A pending response', 'pending', '2027-03-04T10:00:00.000Z'),
  (9006, 'Rejected Person', 'Manager', 'r@example.com', 'A rejected response', 'rejected', '2027-03-03T10:00:00.000Z'),
  (9007, 'Gone Person', 'Manager', 'g@example.com', 'A withdrawn response', 'withdrawn', '2027-03-01T10:00:00.000Z');
UPDATE providers SET legacy_id = 'cf-101' WHERE id = 101;
UPDATE providers SET legacy_id = 'cms-015009' WHERE id = 130;
`;

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
  const present = await env.DB.prepare("SELECT 1 FROM reviews WHERE id = 9001").first();
  if (!present) await env.DB.exec(REVIEWS.trim().replace(/\n\s+/g, " ").replace(/;\s*/g, ";\n"));
  await recomputeAggregates(env.DB, [101, 109, 112, 130, 136]);
});

async function json<T>(path: string, host?: string): Promise<{ status: number; body: T; response: Response }> {
  const response = await call(path, { host });
  return { status: response.status, body: (await response.json()) as T, response };
}

/** Every review status and response text an answer holds, to check none but the public ones come out. */
function hidden(text: string): string[] {
  return [
    "Pending at 101",
    "Rejected at 101",
    "Pending in Round Rock",
    "pending response",
    "rejected response",
    "withdrawn response",
  ].filter((marker) => text.includes(marker));
}

describe("GET /v1/dxp/reviews/legacy", () => {
  it("answers the provider of a legacy id with its rating, count and approved reviews, newest first", async () => {
    const { status, body, response } = await json<LegacyProviderReviews>("/v1/dxp/reviews/legacy?id=cf-101");
    expect(status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=300");
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(body.provider).toEqual({
      id: 101,
      legacyId: "cf-101",
      name: "Fixture Provider 101",
      path: "/assisted-living/texas/austin/fixture-provider-101/",
    });
    // The fixture's one review of 101 (rated 2) and the approved one written here (5).
    expect(body.reviewCount).toBe(2);
    expect(body.averageRating).toBe(3.5);
    expect(body.reviews.map((review) => review.content)).toEqual(["Approved at 101", "Review 0 of 101"]);
    expect(body.reviews[0]).toEqual({
      id: 9001,
      authorName: "Alma Approved",
      content: "Approved at 101",
      language: "en",
      createdAt: "2027-03-01T10:00:00.000Z",
      rating: 5,
      title: "resident",
      serviceCategoryName: "Assisted Living",
      providerResponse: {
        authorName: "New Director",
        authorTitle: "Director",
        content: "The latest published response",
        language: "en",
        createdAt: "2027-03-03T10:00:00.000Z",
      },
    });
    expect(body.reviews[1]?.providerResponse).toBeNull();
    expect(hidden(JSON.stringify(body))).toEqual([]);
  });

  it("pages with limit and offset", async () => {
    const first = await json<LegacyProviderReviews>("/v1/dxp/reviews/legacy?id=cf-101&limit=1");
    expect(first.body.reviews.map((review) => review.id)).toEqual([9001]);
    expect(first.body.reviewCount).toBe(2);
    const second = await json<LegacyProviderReviews>("/v1/dxp/reviews/legacy?id=cf-101&limit=1&offset=1");
    expect(second.body.reviews.map((review) => review.content)).toEqual(["Review 0 of 101"]);
    const past = await json<LegacyProviderReviews>("/v1/dxp/reviews/legacy?id=cf-101&offset=2");
    expect(past.body.reviews).toEqual([]);
  });

  it("answers a legacy id no provider has with 404", async () => {
    const { status, body } = await json<{ error: string }>("/v1/dxp/reviews/legacy?id=cf-999999");
    expect(status).toBe(404);
    expect(body.error).toBe("No provider has the legacy id cf-999999");
  });

  it.each([
    ["/v1/dxp/reviews/legacy", "id"],
    ["/v1/dxp/reviews/legacy?id=", "id"],
    ["/v1/dxp/reviews/legacy?id=cf%20101%3Cb%3E", "id"],
    ["/v1/dxp/reviews/legacy?id=cf-101&limit=51", "limit"],
    ["/v1/dxp/reviews/legacy?id=cf-101&limit=0", "limit"],
    ["/v1/dxp/reviews/legacy?id=cf-101&offset=-1", "offset"],
    ["/v1/dxp/reviews/legacy?id=cf-101&offset=ten", "offset"],
  ])("answers %s with 400 naming %s", async (path, field) => {
    const { status, body } = await json<{ error: string; problems: { field: string }[] }>(path);
    expect(status).toBe(400);
    expect(body.error).toMatch(new RegExp(`^Invalid query: ${field}: `));
    expect(body.problems[0]?.field).toBe(field);
    expect(JSON.stringify(body)).not.toContain("<b>");
  });
});

describe("GET /v1/dxp/location-reviews/recent", () => {
  it("answers the latest approved reviews of the main brand's providers as review summaries", async () => {
    const { status, body, response } = await json<ReviewSummaries>("/v1/dxp/location-reviews/recent?count=4");
    expect(status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=300");
    // Newest first; the pending (9002, 9008) and rejected (9003) ones and the provider search leaves out (9005) never.
    expect(body.reviews.map((review) => review.id)).toEqual([9004, 9006, 9001, 9007]);
    expect(body.reviews[2]).toEqual({
      id: 9001,
      authorName: "Alma Approved",
      content: "Approved at 101",
      language: "en",
      createdAt: "2027-03-01T10:00:00.000Z",
      rating: 5,
      title: "resident",
      serviceCategoryName: "Assisted Living",
      providerResponse: {
        authorName: "New Director",
        authorTitle: "Director",
        content: "The latest published response",
        language: "en",
        createdAt: "2027-03-03T10:00:00.000Z",
      },
      careType: "Assisted Living",
      image: "/images/placeholders/placeholder-1.svg",
      path: "/assisted-living/texas/austin/fixture-provider-101/",
      resourceName: "Fixture Provider 101",
      resourceUrl: "https://carefind.com/assisted-living/texas/austin/fixture-provider-101/",
      slug: "fixture-provider-101",
      telephone: "(512) 555-0100",
    });
    // A provider without photos shows its placeholder; a response that is not published is no response.
    const homeCare = body.reviews[0];
    expect(homeCare?.careType).toBe("Home Care");
    expect(homeCare?.image).toBe(placeholderImageFor("Fixture Provider 109"));
    expect(homeCare?.path).toBe("/in-home-care/texas/austin/fixture-provider-109/");
    expect(body.reviews[1]?.providerResponse).toBeNull();
    expect(body.reviews[3]?.providerResponse).toBeNull();
    expect(hidden(JSON.stringify(body))).toEqual([]);
  });

  it("keeps to the brand's care types, home care among them on the housing brand too, on its own host", async () => {
    const { body } = await json<ReviewSummaries>("/v1/dxp/location-reviews/recent?count=50", SENIOR_HOUSING);
    const main = await json<ReviewSummaries>("/v1/dxp/location-reviews/recent?count=50");
    expect(body.reviews.map((review) => review.id)).toEqual(main.body.reviews.map((review) => review.id));
    expect(body.reviews.map((review) => review.careType)).toContain("Home Care");
    for (const review of body.reviews) expect(review.resourceUrl).toMatch(/^https:\/\/seniorhousing\.com\//);
  });

  it("answers 10 by default and at most 50", async () => {
    expect((await json<ReviewSummaries>("/v1/dxp/location-reviews/recent")).body.reviews).toHaveLength(10);
    expect((await json<ReviewSummaries>("/v1/dxp/location-reviews/recent?count=50")).body.reviews).toHaveLength(50);
  });

  it.each(["0", "51", "ten", "2.5"])("answers count=%s with 400 naming count", async (count) => {
    const { status, body } = await json<{ error: string }>(`/v1/dxp/location-reviews/recent?count=${count}`);
    expect(status).toBe(400);
    expect(body.error).toMatch(/^Invalid query: count: /);
  });
});

describe("GET /v1/location/reviews/by-locale/", () => {
  const locale = (query: string, host?: string) =>
    json<ReviewSummaries>(`/v1/location/reviews/by-locale/?${query}`, host);

  it("answers a care type's approved reviews in a city, by name or URL name, newest first", async () => {
    const byName = await locale("careType=assisted-living&state=TX&city=Round%20Rock&count=50");
    expect(byName.status).toBe(200);
    expect(byName.response.headers.get("Cache-Control")).toBe("public, max-age=300");
    expect(byName.body.reviews[0]?.id).toBe(9006);
    expect(byName.body.reviews.every((review) => review.path.includes("/texas/round-rock/"))).toBe(true);
    // The fixture's Round Rock providers (130-135) hold 2+3+4+5+0+1 reviews; 130's pending one is left out.
    expect(byName.body.reviews).toHaveLength(16);
    expect(hidden(JSON.stringify(byName.body))).toEqual([]);
    const dates = byName.body.reviews.map((review) => review.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());

    const byUrlName = await locale("careType=assisted_living_facilities&state=texas&city=round-rock&count=50");
    expect(byUrlName.body).toEqual(byName.body);
  });

  it("answers by county, by name or URL name, and by any care type a provider offers", async () => {
    const bexar = await locale("careType=assisted-living&state=Texas&county=Bexar&count=50");
    expect(bexar.body.reviews[0]?.id).toBe(9007);
    expect(bexar.body.reviews.every((review) => review.path.includes("/texas/san-antonio/"))).toBe(true);
    expect((await locale("careType=assisted-living&state=TX&county=bexar-county&count=50")).body).toEqual(bexar.body);
    expect((await locale("careType=assisted-living&state=TX&county=Bexar%20County&count=50")).body).toEqual(bexar.body);
    // 136 offers memory care beside assisted living; 137 to 139 do not.
    const memory = await locale("careType=memory-care-facilities&state=TX&county=Bexar&count=50");
    expect(new Set(memory.body.reviews.map((review) => review.slug))).toEqual(new Set(["fixture-provider-136"]));
  });

  it("answers a whole state with the care type's providers only, and counts", async () => {
    const homeCare = await locale("careType=in-home-care&state=TX&count=50");
    expect(homeCare.body.reviews[0]?.id).toBe(9004);
    expect(new Set(homeCare.body.reviews.map((review) => review.careType))).toEqual(new Set(["Home Care"]));
    expect((await locale("careType=in-home-care&state=TX&count=2")).body.reviews).toHaveLength(2);
    expect((await locale("careType=assisted-living&state=TX")).body.reviews).toHaveLength(10);
    // The housing brand lists home care too.
    expect(
      (await locale("careType=in-home-care&state=TX&count=50", SENIOR_HOUSING)).body.reviews.map((review) => review.id),
    ).toEqual(homeCare.body.reviews.map((review) => review.id));
  });

  it("answers without the trailing slash too", async () => {
    const slashless = await json<ReviewSummaries>(
      "/v1/location/reviews/by-locale?careType=assisted-living&state=TX&city=Round%20Rock&count=1",
    );
    expect(slashless.status).toBe(200);
    expect(slashless.body.reviews.map((review) => review.id)).toEqual([9006]);
  });

  it.each([
    "careType=assisted-living&state=TX&city=Nowhere",
    "careType=assisted-living&state=MN&city=Round%20Rock",
    "careType=assisted-living&state=TX&county=Nowhere",
    "careType=assisted-living&state=TX&city=Austin&county=Bexar",
    "careType=nursing-homes&state=TX",
  ])("answers a place without such reviews (%s) with 200 and an empty list", async (query) => {
    const { status, body } = await locale(query);
    expect(status).toBe(200);
    expect(body).toEqual({ reviews: [] });
  });

  it.each([
    ["state=TX", "careType"],
    ["careType=spaceships&state=TX", "careType"],
    ["careType=assisted-living", "state"],
    ["careType=assisted-living&state=ZZ", "state"],
    ["careType=assisted-living&state=TX&city=", "city"],
    ["careType=assisted-living&state=TX&county=%20", "county"],
    ["careType=assisted-living&state=TX&count=51", "count"],
  ])("answers %s with 400 naming %s", async (query, field) => {
    const { status, body } = await json<{ error: string }>(`/v1/location/reviews/by-locale/?${query}`);
    expect(status).toBe(400);
    expect(body.error).toMatch(new RegExp(`^Invalid query: ${field}: `));
  });
});
