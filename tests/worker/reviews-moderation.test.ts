/**
 * The review moderation queue under /admin/reviews (docs/reviews.md): the queue by status,
 * approving (aggregates recomputed in the same batch, the provider's cache purged), rejecting
 * with a reason, the generic form's unmatched reviews matched to a provider or rejected, and a
 * property: approving any set of reviews leaves exactly their count, mean, per-category means
 * and the bayesian average on the provider.
 */
import { env } from "cloudflare:workers";
import fc from "fast-check";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { caringStarsEligible } from "../../domain/awards/awards.ts";
import { isDailyBayesianRefresh } from "../../worker/providers/aggregate-queries.ts";
import { refreshBayesianAverages } from "../../worker/providers/provider-job-store.ts";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { reviewerEmail, reviewPayload, reviewsBy, submitReview } from "./fixtures/reviews.ts";
import { ADMIN, call } from "./worker-client.ts";

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
  // Each moderation is logged for operators; the tests make hundreds.
  vi.spyOn(console, "log").mockImplementation(() => {});
});

interface ProviderAnswer {
  id: number;
  reviewCount: number;
  averageRating: number;
  bayesianAverage: number;
  ratings: {
    facilities: number | null;
    staff: number | null;
    food: number | null;
    activities: number | null;
    value: number | null;
  };
  caringStarsEligible: boolean;
}

async function admin(path: string, body?: unknown, method = body === undefined ? "GET" : "POST") {
  const response = await call(`/admin/reviews${path}`, { method, headers: ADMIN, body });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A pending review of `providerId` sent through the form; answers its id. */
async function pendingReview(providerId: number, overrides: Parameters<typeof reviewPayload>[0] = {}): Promise<number> {
  const email = reviewerEmail();
  const posted = await submitReview(reviewPayload({ locationId: providerId, authorEmail: email, ...overrides }));
  expect(posted.status).toBe(201);
  return (await reviewsBy(email))[0]?.id ?? 0;
}

async function record(providerId: number) {
  return (await (await call(`/v2/location/${providerId}`)).json()) as { reviewCount: number; averageRating: number };
}

let nextProviderId = 5000;
/** A provider of its own, with no reviews. */
async function freshProvider(): Promise<number> {
  nextProviderId++;
  await env.DB.prepare(
    `INSERT INTO providers (id, source, name, slug, primary_care_type_id, city_name, state_code, formatted_address, latitude, longitude)
     VALUES (?1, 'demo', ?2, ?3, 'assisted_living_facilities', 'Austin', 'TX', '1 Test Lane, Austin, TX', 30.2, -97.7)`,
  )
    .bind(nextProviderId, `Moderation Provider ${nextProviderId}`, `moderation-provider-${nextProviderId}`)
    .run();
  await env.DB.prepare(
    "INSERT INTO provider_services (provider_id, care_type_id) VALUES (?1, 'assisted_living_facilities')",
  )
    .bind(nextProviderId)
    .run();
  return nextProviderId;
}

describe("GET /admin/reviews", () => {
  it("lists the pending queue by default, with the unmatched generic-form reviews", async () => {
    const id = await pendingReview(120, { body: "Queue listing check, kind staff." });
    const listed = await admin("?limit=200");
    expect(listed.status).toBe(200);
    const reviews = listed.body.reviews as Record<string, unknown>[];
    expect(reviews.find((review) => review.id === id)).toEqual({
      id,
      providerId: 120,
      providerName: "Fixture Provider 120",
      status: "pending",
      authorName: "Pat Quinn",
      authorEmail: expect.stringMatching(/@example\.com$/),
      title: "friend-or-relative",
      careTypeId: "assisted_living_facilities",
      content: "Queue listing check, kind staff.",
      ratingOverall: 4,
      ratingStaff: 5,
      ratingActivities: null,
      ratingFood: 3,
      ratingFacilities: null,
      ratingValue: 4,
      duplicateOf: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      moderationNote: null,
    });
    expect(reviews.every((review) => review.status === "pending")).toBe(true);
    expect(Array.isArray(listed.body.unmatched)).toBe(true);
  });

  it("lists approved and rejected reviews on request, and refuses other states and bad pages", async () => {
    const approved = await admin("?status=approved&limit=5&offset=0");
    expect(approved.status).toBe(200);
    expect((approved.body.reviews as { status: string }[]).every((review) => review.status === "approved")).toBe(true);
    expect((approved.body.reviews as unknown[]).length).toBeLessThanOrEqual(5);
    expect((await admin("?status=published")).status).toBe(400);
    expect((await admin("?limit=0")).status).toBe(400);
    expect((await admin("?providerId=abc")).status).toBe(400);
  });

  it("lists one provider's queue on request, without the generic form's reviews", async () => {
    const mine = await admin("?status=approved&providerId=101&limit=200");
    expect(mine.status).toBe(200);
    const reviews = mine.body.reviews as { providerId: number }[];
    expect(reviews.length).toBeGreaterThan(0);
    expect(reviews.every((review) => review.providerId === 101)).toBe(true);
    expect(mine.body.unmatched).toEqual([]);
    expect((await call("/admin/reviews")).status).toBe(401);
  });
});

describe("approving and rejecting", () => {
  it("approves a pending review: public, the aggregates recomputed, the provider's cached values purged", async () => {
    const provider = await freshProvider();
    const id = await pendingReview(provider, { ratingOverall: 5, ratingStaff: 4, ratingFood: null, ratingValue: 2 });
    expect((await record(provider)).reviewCount).toBe(0);
    // The record is cached now; a stale copy must not outlive the approval.
    expect(await env.CACHE.get(`provider:${provider}`)).not.toBeNull();

    const approved = await admin(`/${id}/approve`, {});
    expect(approved.status).toBe(200);
    expect(approved.body.review).toEqual({ id, status: "approved" });
    const answer = approved.body.provider as ProviderAnswer;
    expect(answer).toMatchObject({
      id: provider,
      reviewCount: 1,
      averageRating: 5,
      ratings: { facilities: null, staff: 4, food: null, activities: null, value: 2 },
      caringStarsEligible: false,
    });
    expect(await env.CACHE.get(`provider:${provider}`)).toBeNull();
    expect(await record(provider)).toMatchObject({ reviewCount: 1, averageRating: 5 });
    const row = await env.DB.prepare("SELECT status, moderated_at FROM reviews WHERE id = ?1").bind(id).first<{
      status: string;
      moderated_at: string | null;
    }>();
    expect(row?.status).toBe("approved");
    expect(row?.moderated_at).toMatch(/^\d{4}-/);

    expect((await admin(`/${id}/approve`, {})).status).toBe(409);
    expect((await admin("/99999999/approve", {})).status).toBe(404);
    expect((await admin("/abc/approve", {})).status).toBe(404);
  });

  it("shows an approved review on the provider's page at once, though the page's first reviews were kept in KV", async () => {
    const provider = await freshProvider();
    const words = `The garden is lovely in spring ${crypto.randomUUID()}`;
    const id = await pendingReview(provider, { body: `${words}. Staff answered every question we had.` });
    const { url } = (await (await call(`/v2/location/${provider}`)).json()) as { url: string };
    const before = await (await call(url)).text();
    expect(before).not.toContain(words);
    expect(await env.CACHE.get(`provider:${provider}:first-reviews`, "json")).toMatchObject({ reviews: [], total: 0 });

    expect((await admin(`/${id}/approve`, {})).status).toBe(200);
    expect(await env.CACHE.get(`provider:${provider}:first-reviews`)).toBeNull();
    const after = await call(url);
    expect(after.status).toBe(200);
    expect(await after.text()).toContain(words);
    expect(await env.CACHE.get(`provider:${provider}:first-reviews`, "json")).toMatchObject({ total: 1 });
  });

  it("rejects with a reason; rejecting an approved review takes it out of the aggregates again", async () => {
    const provider = await freshProvider();
    const kept = await pendingReview(provider, { ratingOverall: 2 });
    const dropped = await pendingReview(provider, { ratingOverall: 4 });
    await admin(`/${kept}/approve`, {});
    await admin(`/${dropped}/approve`, {});
    expect(await record(provider)).toMatchObject({ reviewCount: 2, averageRating: 3 });

    for (const reason of [undefined, "", "no", "x".repeat(501)]) {
      const refused = await admin(`/${dropped}/reject`, reason === undefined ? {} : { reason });
      expect(refused.status).toBe(400);
      expect(String(refused.body.error)).toContain("reason");
    }
    const rejected = await admin(`/${dropped}/reject`, { reason: "Names a member of staff in full" });
    expect(rejected.status).toBe(200);
    expect(rejected.body.review).toEqual({ id: dropped, status: "rejected" });
    expect(rejected.body.provider).toMatchObject({ reviewCount: 1, averageRating: 2 });
    expect(await record(provider)).toMatchObject({ reviewCount: 1, averageRating: 2 });
    const note = await env.DB.prepare("SELECT moderation_note FROM reviews WHERE id = ?1").bind(dropped).first();
    expect(note?.moderation_note).toBe("Names a member of staff in full");
    expect((await admin(`/${dropped}/reject`, { reason: "Again" })).status).toBe(409);
    expect((await admin("/99999999/reject", { reason: "Unknown" })).status).toBe(404);
  });

  it("rejects a pending review without touching the provider's figures", async () => {
    const provider = await freshProvider();
    const id = await pendingReview(provider);
    const rejected = await admin(`/${id}/reject`, { reason: "Not a firsthand experience" });
    expect(rejected.status).toBe(200);
    expect(rejected.body.provider).toMatchObject({ reviewCount: 0, averageRating: 0 });
  });

  it("marks a provider eligible for Caring Stars at five approved reviews of the last year averaging 4.5, leaving the award alone", async () => {
    const provider = await freshProvider();
    const ids: number[] = [];
    for (const rating of [5, 5, 4, 5, 4]) ids.push(await pendingReview(provider, { ratingOverall: rating }));
    let last: ProviderAnswer | undefined;
    for (const id of ids) last = (await admin(`/${id}/approve`, {})).body.provider as ProviderAnswer;
    expect(last).toMatchObject({ reviewCount: 5, averageRating: 4.6, caringStarsEligible: true });
    const row = await env.DB.prepare("SELECT caring_stars_eligible, has_caring_stars FROM providers WHERE id = ?1")
      .bind(provider)
      .first();
    expect(row).toEqual({ caring_stars_eligible: 1, has_caring_stars: 0 });
    // One more low rating takes the average under 4.5.
    const low = await pendingReview(provider, { ratingOverall: 2 });
    expect(((await admin(`/${low}/approve`, {})).body.provider as ProviderAnswer).caringStarsEligible).toBe(false);
  });
});

describe("unmatched generic-form reviews", () => {
  async function unmatched(): Promise<number> {
    const email = reviewerEmail();
    const posted = await submitReview(
      reviewPayload({
        formType: "GENERIC",
        locationId: null,
        facilityName: "Shady Pines",
        city: "Austin",
        state: "TX",
        ratingOverall: 3,
        ratingFood: 2,
        authorEmail: email,
      }),
    );
    expect(posted.status).toBe(201);
    const row = await env.DB.prepare("SELECT id FROM unmatched_reviews WHERE author_email = ?1")
      .bind(email)
      .first<{ id: number }>();
    return row?.id ?? 0;
  }

  it("files one as an approved review of the provider an operator matched, once", async () => {
    const provider = await freshProvider();
    const id = await unmatched();
    const listed = await admin("?limit=200");
    expect(
      (listed.body.unmatched as { id: number; facilityName: string }[]).find((row) => row.id === id),
    ).toMatchObject({
      facilityName: "Shady Pines",
      city: "Austin",
      state: "TX",
      status: "pending",
    });
    await env.CACHE.put(`provider:${provider}`, "{}");

    expect((await admin(`/unmatched/${id}/match`, { providerId: 99_999_999 })).status).toBe(404);
    expect((await admin(`/unmatched/${id}/match`, {})).status).toBe(400);
    const matched = await admin(`/unmatched/${id}/match`, { providerId: provider });
    expect(matched.status).toBe(200);
    const review = matched.body.review as { id: number; status: string };
    expect(review.status).toBe("approved");
    expect(matched.body.provider).toMatchObject({
      id: provider,
      reviewCount: 1,
      averageRating: 3,
      ratings: { food: 2 },
    });
    expect(await env.CACHE.get(`provider:${provider}`)).toBeNull();
    const stored = await env.DB.prepare(
      "SELECT u.status, u.matched_review_id, r.provider_id, r.status AS review_status FROM unmatched_reviews u JOIN reviews r ON r.id = u.matched_review_id WHERE u.id = ?1",
    )
      .bind(id)
      .first();
    expect(stored).toEqual({
      status: "matched",
      matched_review_id: review.id,
      provider_id: provider,
      review_status: "approved",
    });

    expect((await admin(`/unmatched/${id}/match`, { providerId: provider })).status).toBe(409);
    expect((await admin("/unmatched/99999999/match", { providerId: provider })).status).toBe(404);
  });

  it("rejects one with a reason", async () => {
    const id = await unmatched();
    expect((await admin(`/unmatched/${id}/reject`, { reason: "" })).status).toBe(400);
    const rejected = await admin(`/unmatched/${id}/reject`, { reason: "No such provider found" });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toEqual({ unmatched: { id, status: "rejected" } });
    expect((await admin(`/unmatched/${id}/reject`, { reason: "Again" })).status).toBe(409);
    const listed = await admin("?status=rejected&limit=200");
    expect(
      (listed.body.unmatched as { id: number; moderationNote: string }[]).find((row) => row.id === id),
    ).toMatchObject({
      moderationNote: "No such provider found",
    });
  });
});

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

describe("the aggregates after approving any set of reviews", () => {
  const rating = fc.integer({ min: 1, max: 5 });
  const subRating = fc.option(rating, { nil: null });
  const review = fc.record({
    overall: rating,
    staff: subRating,
    activities: subRating,
    food: subRating,
    facilities: subRating,
    value: subRating,
    approve: fc.boolean(),
  });

  it("are exactly the count, the mean, each category's mean of the rated, and the bayesian average", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(review, { minLength: 1, maxLength: 8 }).filter((reviews) => reviews.some((r) => r.approve)),
        async (reviews) => {
          const provider = await freshProvider();
          const ids: number[] = [];
          for (const r of reviews) {
            const row = await env.DB.prepare(
              `INSERT INTO reviews (provider_id, author_name, author_email, relationship, content, rating_overall, rating_staff,
                 rating_activities, rating_food, rating_facilities, rating_value, status)
               VALUES (?1, 'Pat Quinn', 'p@example.com', 'resident', 'Generated', ?2, ?3, ?4, ?5, ?6, ?7, 'pending') RETURNING id`,
            )
              .bind(provider, r.overall, r.staff, r.activities, r.food, r.facilities, r.value)
              .first<{ id: number }>();
            ids.push(row?.id ?? 0);
          }
          let answer: ProviderAnswer | undefined;
          for (const [index, r] of reviews.entries()) {
            if (!r.approve) continue;
            const approved = await admin(`/${ids[index]}/approve`, {});
            expect(approved.status).toBe(200);
            answer = approved.body.provider as ProviderAnswer;
          }

          const approved = reviews.filter((r) => r.approve);
          const categoryMean = (key: "staff" | "activities" | "food" | "facilities" | "value") => {
            const rated = approved.map((r) => r[key]).filter((value): value is number => value !== null);
            return rated.length === 0 ? null : mean(rated);
          };
          const everyApproved = await env.DB.prepare(
            "SELECT rating_overall FROM reviews WHERE status = 'approved'",
          ).all<{
            rating_overall: number;
          }>();
          const prior = mean(everyApproved.results.map((row) => row.rating_overall));
          const average = mean(approved.map((r) => r.overall));
          const bayesian = (5 * prior + average * approved.length) / (5 + approved.length);

          expect(answer?.reviewCount).toBe(approved.length);
          expect(answer?.averageRating).toBeCloseTo(average, 9);
          for (const key of ["staff", "activities", "food", "facilities", "value"] as const) {
            const expected = categoryMean(key);
            if (expected === null) expect(answer?.ratings[key]).toBeNull();
            else expect(answer?.ratings[key]).toBeCloseTo(expected, 9);
          }
          expect(answer?.bayesianAverage).toBeCloseTo(bayesian, 9);
          expect(answer?.caringStarsEligible).toBe(caringStarsEligible(approved.map((r) => r.overall)));
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe("the daily bayesian refresh", () => {
  it("brings every provider's bayesian average up to the directory-wide mean that moderation moved", async () => {
    // An approval recomputes its own provider only; the mean it moved reaches the others daily.
    const provider = await freshProvider();
    const other = await env.DB.prepare(
      "SELECT id, bayesian_average FROM providers WHERE id <> ?1 AND review_count > 0 LIMIT 1",
    )
      .bind(provider)
      .first<{ id: number; bayesian_average: number }>();
    const id = await pendingReview(provider, { ratingOverall: 1 });
    expect((await admin(`/${id}/approve`, {})).status).toBe(200);
    const stale = await env.DB.prepare("SELECT bayesian_average FROM providers WHERE id = ?1")
      .bind(other?.id)
      .first<{ bayesian_average: number }>();
    expect(stale?.bayesian_average).toBe(other?.bayesian_average);

    expect(await refreshBayesianAverages(env.DB)).toBeGreaterThan(0);
    const rows = await env.DB.prepare(
      `SELECT bayesian_average, average_rating, review_count,
         (SELECT avg(rating_overall) FROM reviews WHERE status = 'approved') AS prior FROM providers`,
    ).all<{ bayesian_average: number; average_rating: number; review_count: number; prior: number }>();
    for (const row of rows.results) {
      const expected = (5 * row.prior + row.average_rating * row.review_count) / (5 + row.review_count);
      expect(row.bayesian_average).toBeCloseTo(expected, 9);
    }
    // Nothing left to move: a second run writes no row.
    expect(await refreshBayesianAverages(env.DB)).toBe(0);
  });

  it("runs once a day, in the cron run of 03:00 to 03:04 UTC", () => {
    expect(isDailyBayesianRefresh(Date.UTC(2026, 10, 25, 3, 0))).toBe(true);
    expect(isDailyBayesianRefresh(Date.UTC(2026, 10, 25, 3, 4, 59))).toBe(true);
    expect(isDailyBayesianRefresh(Date.UTC(2026, 10, 25, 3, 5))).toBe(false);
    expect(isDailyBayesianRefresh(Date.UTC(2026, 10, 25, 15, 0))).toBe(false);
  });
});
