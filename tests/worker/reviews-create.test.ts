/**
 * A family's review through POST /api/reviews/create-review (docs/reviews.md): every §5 rule
 * and its message, the provider and its care types, the generic form's unmatched reviews, the
 * screening, once a month per address (atomic under 100 concurrent posts), possible duplicates
 * confirmed by mail, the per-address limit, and that nothing is public while pending.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { issueReviewToken } from "../../worker/reviews/review-tokens.ts";
import { FROM_OUR_PAGE } from "../support/leads.ts";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { freshIp } from "./fixtures/leads.ts";
import { postJson, reviewerEmail, reviewPayload, reviewsBy, submitReview } from "./fixtures/reviews.ts";
import { call } from "./worker-client.ts";

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
});

const PROVIDER_PAGE = "/assisted-living/texas/austin/fixture-provider-100/";

describe("a review that keeps every rule", () => {
  it("is stored pending, the address lower case and trimmed, the visitor's address only as a keyed hash", async () => {
    const email = reviewerEmail();
    const ip = freshIp();
    const posted = await submitReview(reviewPayload({ authorEmail: `  ${email.toUpperCase()} ` }), { ip });
    expect(posted.status).toBe(201);
    expect(posted.body).toEqual({ message: "Review submitted" });
    const [row, ...others] = await reviewsBy(email);
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      provider_id: 100,
      status: "pending",
      author_email: email,
      author_name: "Pat Quinn",
      care_type_id: "assisted_living_facilities",
      duplicate_of: null,
      rating_overall: 4,
    });
    expect(row?.client_hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(row?.client_hash).not.toContain(ip);
  });

  it("takes the SENIOR_CARE form without sub-ratings for a home care agency", async () => {
    const email = reviewerEmail();
    const posted = await submitReview(
      reviewPayload({
        formType: "SENIOR_CARE",
        locationId: 109,
        legacyResourceId: "homecare_agencies",
        title: "past-client",
        ratingStaff: null,
        ratingFood: null,
        ratingValue: null,
        authorEmail: email,
      }),
    );
    expect(posted.status).toBe(201);
    expect((await reviewsBy(email))[0]).toMatchObject({ provider_id: 109, care_type_id: "homecare_agencies" });
  });

  it("accepts a service's legacy resource id for the care type", async () => {
    const email = reviewerEmail();
    const posted = await submitReview(reviewPayload({ legacyResourceId: "lr-100-1", authorEmail: email }));
    expect(posted.status).toBe(201);
    expect((await reviewsBy(email))[0]?.care_type_id).toBe("alzheimers_care_facilities");
  });
});

/** Exactly the fields of the spec's review submission payload (reviews-and-provider-page §3). */
function specPayload(fields: Record<string, unknown>): Record<string, unknown> {
  return {
    legacyResourceId: "assisted_living_facilities",
    locationId: 100,
    title: "friend or relative of a resident",
    ratingOverall: 4,
    ratingStaff: 5,
    authorName: "Pat Quinn",
    authorEmail: reviewerEmail(),
    sourceName: "provider_page",
    body: `Dad settled in quickly and the nurses call us every week. ${crypto.randomUUID()}.`,
    ...fields,
  };
}

async function storedRow(email: string): Promise<Record<string, unknown> | null> {
  return env.DB.prepare(
    `SELECT provider_id, care_type_id, relationship, rating_overall, rating_staff, rating_activities, rating_food,
            rating_facilities, rating_value, status FROM reviews WHERE author_email = ?1`,
  )
    .bind(email)
    .first();
}

describe("a client written from the spec's payload", () => {
  it("is taken without a form type, the absent sub-ratings read as none and the relationship in the spec's words", async () => {
    const payload = specPayload({});
    const posted = await submitReview(payload);
    expect(posted.status).toBe(201);
    expect(posted.body).toEqual({ message: "Review submitted" });
    expect(await storedRow(String(payload.authorEmail))).toEqual({
      provider_id: 100,
      care_type_id: "assisted_living_facilities",
      relationship: "friend-or-relative",
      rating_overall: 4,
      rating_staff: 5,
      rating_activities: null,
      rating_food: null,
      rating_facilities: null,
      rating_value: null,
      status: "pending",
    });
  });

  it("reads the relationship in any letter case, a care-type slug, and a zero sub-rating as none", async () => {
    const payload = specPayload({
      title: "Friend Or Relative  Of A Resident",
      legacyResourceId: "memory-care-facilities",
      ratingFood: 0,
    });
    expect((await submitReview(payload)).status).toBe(201);
    expect(await storedRow(String(payload.authorEmail))).toMatchObject({
      care_type_id: "alzheimers_care_facilities",
      relationship: "friend-or-relative",
      rating_food: null,
    });
  });

  it("infers the senior-care form from the care reviewed: its relationships, no sub-ratings", async () => {
    const payload = specPayload({
      locationId: 109,
      legacyResourceId: "in-home-care",
      title: "Past client",
      ratingStaff: null,
    });
    expect((await submitReview(payload)).status).toBe(201);
    expect(await storedRow(String(payload.authorEmail))).toMatchObject({
      provider_id: 109,
      care_type_id: "homecare_agencies",
      relationship: "past-client",
    });
    // A senior-living relationship does not fit home care.
    const wrong = await submitReview(
      specPayload({ locationId: 109, legacyResourceId: "in-home-care", ratingStaff: null }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.messages).toEqual(["Relationship to provider is required"]);
  });

  it("infers the generic form without a location id, and asks for its facility, city and state", async () => {
    const payload = specPayload({
      locationId: undefined,
      facilityName: "Sunny Acres",
      city: "Dallas",
      state: "TX",
      legacyResourceId: "nursing-homes",
      title: "visited",
    });
    expect((await submitReview(payload)).status).toBe(201);
    const row = await env.DB.prepare(
      "SELECT facility_name, care_type_id FROM unmatched_reviews WHERE author_email = ?1",
    )
      .bind(payload.authorEmail)
      .first();
    expect(row).toEqual({ facility_name: "Sunny Acres", care_type_id: "nursing_homes" });

    const bare = await submitReview(specPayload({ locationId: undefined }));
    expect(bare.status).toBe(400);
    expect(bare.body.messages).toEqual(["Provider is required", "City is required", "State is required"]);
  });

  it("still refuses a relationship it cannot read, in the spec's message", async () => {
    const posted = await submitReview(specPayload({ title: "neighbour" }));
    expect(posted.status).toBe(400);
    expect(posted.body).toEqual({
      message: "Invalid body: title: Relationship to provider is required",
      messages: ["Relationship to provider is required"],
    });
  });
});

describe("the §5 rules, each with its message as a toast", () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    [
      "an empty text",
      { body: "   " },
      "body",
      "Review text is required to submit a review. Please add 1-3 sentences of feedback.",
    ],
    ["a short name", { authorName: " Pat " }, "authorName", "Please enter at least 5 characters"],
    ["a bad email", { authorEmail: "pat@" }, "authorEmail", "Invalid email address"],
    ["no relationship", { title: "" }, "title", "Relationship to provider is required"],
    ["a relationship of another form", { title: "past-client" }, "title", "Relationship to provider is required"],
    ["no care type", { legacyResourceId: "" }, "legacyResourceId", "Care type or service is required"],
    ["no overall rating", { ratingOverall: 0 }, "ratingOverall", "Rate is required"],
  ];
  it.each(cases)("refuses %s", async (_name, overrides, field, message) => {
    const email = reviewerEmail();
    const posted = await submitReview({ ...reviewPayload({ authorEmail: email }), ...overrides });
    expect(posted.status).toBe(400);
    expect(posted.body).toEqual({ message: `Invalid body: ${field}: ${message}`, messages: [message] });
    expect(await reviewsBy(email)).toEqual([]);
  });

  it("names every missing field in the §5 words at once", async () => {
    const posted = await submitReview({ formType: "SENIOR_LIVING", locationId: 100 });
    expect(posted.status).toBe(400);
    expect(posted.body.messages).toEqual(
      expect.arrayContaining([
        "Review text is required to submit a review. Please add 1-3 sentences of feedback.",
        "Please enter at least 5 characters",
        "Invalid email address",
        "Relationship to provider is required",
        "Care type or service is required",
        "Rate is required",
      ]),
    );
    expect(posted.body.message).toMatch(/^Invalid body: /);
  });

  it("asks the generic form for the provider, city and state", async () => {
    const posted = await submitReview(
      reviewPayload({ formType: "GENERIC", locationId: null, facilityName: "", city: "", state: "" }),
    );
    expect(posted.status).toBe(400);
    expect(posted.body.messages).toEqual(["Provider is required", "City is required", "State is required"]);
  });

  it("refuses a care type the provider does not offer, and a provider we do not list", async () => {
    const wrongCare = await submitReview(reviewPayload({ legacyResourceId: "hospices" }));
    expect(wrongCare.status).toBe(400);
    expect(wrongCare.body.messages).toEqual(["Care type or service is required"]);

    const unknown = await submitReview(reviewPayload({ locationId: 99_999 }));
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toContain("locationId");
    expect(unknown.body.message).toContain("99999");
  });

  it("refuses what is not JSON, and a post from another site before reading it", async () => {
    expect((await submitReview("{not json")).status).toBe(400);
    // A form post from our own page is read as nothing the route takes; one from another site is refused first.
    const asForm = await postJson("/api/reviews/create-review", "a=1", {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(asForm.status).toBe(415);
    const formCrossSite = await postJson("/api/reviews/create-review", "a=1", {
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: "https://evil.example",
        "Sec-Fetch-Site": "",
      },
    });
    expect(formCrossSite.status).toBe(403);
    const asText = await postJson("/api/reviews/create-review", "{}", { headers: { "Content-Type": "text/csv" } });
    expect(asText.status).toBe(415);
    const email = reviewerEmail();
    const crossSite = await submitReview(reviewPayload({ authorEmail: email }), {
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    expect(await reviewsBy(email)).toEqual([]);
  });
});

describe("the generic form", () => {
  it("files a review of a provider we do not list in unmatched_reviews, pending", async () => {
    const email = reviewerEmail();
    const posted = await submitReview(
      reviewPayload({
        formType: "GENERIC",
        locationId: null,
        facilityName: "Sunny Acres",
        city: "Dallas",
        state: "tx",
        legacyResourceId: "nursing_homes",
        title: "current-client",
        authorEmail: email,
      }),
    );
    expect(posted.status).toBe(201);
    expect(await reviewsBy(email)).toEqual([]);
    const row = await env.DB.prepare("SELECT * FROM unmatched_reviews WHERE author_email = ?1").bind(email).first();
    expect(row).toMatchObject({
      facility_name: "Sunny Acres",
      city: "Dallas",
      state_code: "TX",
      care_type_id: "nursing_homes",
      status: "pending",
      relationship: "current-client",
    });
  });

  it("refuses a care type the catalogue does not have", async () => {
    const posted = await submitReview(
      reviewPayload({
        formType: "GENERIC",
        locationId: null,
        facilityName: "X Place",
        city: "Dallas",
        state: "TX",
        legacyResourceId: "spa",
      }),
    );
    expect(posted.status).toBe(400);
    expect(posted.body.messages).toEqual(["Care type or service is required"]);
  });

  it("refuses a state code the directory does not know", async () => {
    const posted = await submitReview(
      reviewPayload({ formType: "GENERIC", locationId: null, facilityName: "X Place", city: "Dallas", state: "ZZ" }),
    );
    expect(posted.status).toBe(400);
    expect(posted.body.messages).toEqual(["State is required"]);
  });

  it("files a generic review naming a listed provider as a review of it", async () => {
    const email = reviewerEmail();
    const posted = await submitReview(
      reviewPayload({
        formType: "GENERIC",
        locationId: 101,
        facilityName: "Fixture Provider 101",
        city: "Austin",
        state: "TX",
        authorEmail: email,
      }),
    );
    expect(posted.status).toBe(201);
    expect((await reviewsBy(email))[0]).toMatchObject({ provider_id: 101, status: "pending" });
  });
});

describe("the guidelines a machine can check", () => {
  it.each([
    ["a link", "Lovely. Prices at www.cheap-care.example", "Please remove links from your review"],
    ["a bare domain", "See sunnyreviews.com for more", "Please remove links from your review"],
    ["an obscene word", "The billing office is full of shit", "Please remove obscene language"],
    [
      "another person's full name",
      "Ask for Mary Johnson at the desk.",
      "Please do not include another person's full name",
    ],
  ])("refuses %s with a message naming the guideline", async (_name, body, message) => {
    const email = reviewerEmail();
    const posted = await submitReview(reviewPayload({ body, authorEmail: email }));
    expect(posted.status).toBe(400);
    expect(posted.body.messages).toEqual([message]);
    expect(posted.body.message).toContain(message);
    expect(await reviewsBy(email)).toEqual([]);
  });

  it("takes an honorific and a surname, the author's own name and the provider's name", async () => {
    const email = reviewerEmail();
    const posted = await submitReview(
      reviewPayload({
        authorName: "Linda Garcia",
        body: "I am Linda Garcia. Dr. Patel and Nurse Carol at Fixture Provider 100 were kind.",
        authorEmail: email,
      }),
    );
    expect(posted.status).toBe(201);
  });
});

describe("one review of a provider per address every 30 days", () => {
  it("refuses a second review within 30 days, whatever the letter case, and takes one of another provider", async () => {
    const email = reviewerEmail();
    expect((await submitReview(reviewPayload({ authorEmail: email }))).status).toBe(201);
    const again = await submitReview(reviewPayload({ authorEmail: email.toUpperCase() }));
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/^You reviewed this provider in the last 30 days/);
    expect(again.body.messages).toEqual([again.body.message]);
    expect((await submitReview(reviewPayload({ authorEmail: email, locationId: 102 }))).status).toBe(201);
    expect((await reviewsBy(email)).map((row) => row.provider_id)).toEqual([100, 102]);
  });

  it("stores exactly one of 100 identical reviews sent at once", async () => {
    const payload = reviewPayload({ locationId: 103 });
    const answers = await Promise.all(Array.from({ length: 100 }, () => submitReview(payload, { ip: freshIp() })));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(99);
    const count = await env.DB.prepare("SELECT count(*) AS count FROM reviews WHERE author_email = ?1")
      .bind(payload.authorEmail)
      .first<{ count: number }>();
    expect(count?.count).toBe(1);
  });
});

/** Stores a review written `days` ago by `email`, as if sent then. */
async function earlierReview(email: string, days: number, content = "An earlier visit."): Promise<number> {
  const at = new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
  const row = await env.DB.prepare(
    `INSERT INTO reviews (provider_id, author_name, author_email, relationship, content, rating_overall, status, created_at)
     VALUES (104, 'Pat Quinn', ?1, 'resident', ?2, 4, 'approved', ?3) RETURNING id`,
  )
    .bind(email, content, at)
    .first<{ id: number }>();
  return row?.id ?? 0;
}

function tokenIn(text: string): string {
  const found = /https?:\/\/\S+\/reviews\/duplicate\/\?token=(\S+)/.exec(text);
  expect(found).not.toBeNull();
  return decodeURIComponent(found?.[1] ?? "");
}

describe("possible duplicates", () => {
  it("marks a review of a provider the address reviewed over 30 days ago, and mails its author a link", async () => {
    const email = reviewerEmail();
    const earlier = await earlierReview(email, 45);
    const posted = await submitReview(reviewPayload({ locationId: 104, authorEmail: email }));
    expect(posted.status).toBe(201);
    const [, row] = await reviewsBy(email);
    expect(row).toMatchObject({ status: "pending", duplicate_of: earlier });
    expect(posted.mails).toHaveLength(1);
    expect(posted.mails[0]?.to).toBe(email);
    expect(posted.mails[0]?.subject).toBe("Please confirm your review of Fixture Provider 104 on Carefind");
    expect(posted.mails[0]?.text).not.toContain(email);
  });

  it("marks the same text on the same provider by anyone, spaces and letter case aside", async () => {
    const first = reviewPayload({ locationId: 105, body: "Bright rooms and  kind staff.\nWould choose again." });
    expect((await submitReview(first)).status).toBe(201);
    const [original] = await reviewsBy(first.authorEmail);
    const copy = reviewPayload({ locationId: 105, body: "  bright ROOMS and kind staff. would choose again. " });
    const posted = await submitReview(copy);
    expect(posted.status).toBe(201);
    expect((await reviewsBy(copy.authorEmail))[0]?.duplicate_of).toBe(original?.id);
    expect(posted.mails).toHaveLength(1);
    // Another provider's review with that text is no duplicate.
    const elsewhere = reviewPayload({ locationId: 106, body: first.body });
    const other = await submitReview(elsewhere);
    expect((await reviewsBy(elsewhere.authorEmail))[0]?.duplicate_of).toBeNull();
    expect(other.mails).toEqual([]);
  });

  it("lets the author keep it (still pending) with the mailed token, once", async () => {
    const email = reviewerEmail();
    await earlierReview(email, 60);
    const posted = await submitReview(reviewPayload({ locationId: 104, authorEmail: email }));
    const token = tokenIn(posted.mails[0]?.text ?? "");
    const kept = await postJson("/v1/dxp/reviews/review/duplicate/approve/", { confirmationToken: token });
    expect(kept.status).toBe(200);
    expect(JSON.parse(kept.text)).toMatchObject({ success: true });
    expect((await reviewsBy(email))[1]).toMatchObject({ status: "pending", duplicate_of: null });

    const again = await postJson("/v1/dxp/reviews/review/duplicate/deny", { confirmationToken: token });
    expect(again.status).toBe(410);
    expect(JSON.parse(again.text)).toEqual({
      success: false,
      message: "An error occurred while processing the request: this link was already used.",
    });
  });

  it("lets the author withdraw it: rejected, noted as withdrawn", async () => {
    const email = reviewerEmail();
    await earlierReview(email, 90);
    const posted = await submitReview(reviewPayload({ locationId: 104, authorEmail: email }));
    const token = tokenIn(posted.mails[0]?.text ?? "");
    const withdrawn = await postJson("/v1/dxp/reviews/review/duplicate/deny/", { confirmationToken: token });
    expect(withdrawn.status).toBe(200);
    expect((await reviewsBy(email))[1]).toMatchObject({
      status: "rejected",
      moderation_note: "withdrawn by its author as a duplicate",
    });
  });

  it("opens a page from the mailed link that asks first, and changes the review only on its button's post", async () => {
    const email = reviewerEmail();
    await earlierReview(email, 40);
    const posted = await submitReview(reviewPayload({ locationId: 104, authorEmail: email }));
    const link = /https?:\/\/\S+\/reviews\/duplicate\/\?token=\S+/.exec(posted.mails[0]?.text ?? "")?.[0] ?? "";
    const url = new URL(link);
    expect(url.pathname).toBe("/reviews/duplicate/");

    const page = await call(`${url.pathname}${url.search}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Keep your review?");
    expect(html).toMatch(/<button type="submit" value="withdraw"[^>]*name="decision">Withdraw it<\/button>/);
    // Fetching the link changed nothing.
    expect((await reviewsBy(email))[1]?.duplicate_of).not.toBeNull();

    const form = new URLSearchParams({ confirmationToken: tokenIn(link), decision: "withdraw" }).toString();
    const done = await call("/reviews/duplicate/", {
      method: "POST",
      body: form,
      headers: { ...FROM_OUR_PAGE, "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("Your review is withdrawn");
    expect((await reviewsBy(email))[1]?.status).toBe("rejected");

    const reused = await call(`${url.pathname}${url.search}`);
    expect(reused.status).toBe(400);
    expect(await reused.text()).toContain("this link was already used.");
    const junk = await call("/reviews/duplicate/?token=junk");
    expect(junk.status).toBe(400);
    expect(await junk.text()).toContain("This link does not work");
  });

  it("refuses a forged, an expired, another purpose's and a missing token", async () => {
    const forged = await postJson("/v1/dxp/reviews/review/duplicate/approve", { confirmationToken: "1.2.abc" });
    expect(forged.status).toBe(400);
    expect(JSON.parse(forged.text).message).toMatch(/^An error occurred while processing the request/);

    const expired = await issueReviewToken(env.REVIEW_TOKEN_SECRET, "review-duplicate", 1, new Date(Date.now() - 1000));
    expect((await postJson("/v1/dxp/reviews/review/duplicate/approve/", { confirmationToken: expired })).status).toBe(
      410,
    );

    const otherPurpose = await issueReviewToken(
      env.REVIEW_TOKEN_SECRET,
      "review-response",
      1,
      new Date(Date.now() + 60_000),
    );
    expect(
      (await postJson("/v1/dxp/reviews/review/duplicate/approve/", { confirmationToken: otherPurpose })).status,
    ).toBe(400);

    expect((await postJson("/v1/dxp/reviews/review/duplicate/approve/", {})).status).toBe(400);
  });

  it("refuses a token for a review that is no possible duplicate", async () => {
    const email = reviewerEmail();
    await submitReview(reviewPayload({ authorEmail: email, locationId: 107 }));
    const [row] = await reviewsBy(email);
    const token = await issueReviewToken(
      env.REVIEW_TOKEN_SECRET,
      "review-duplicate",
      row?.id ?? 0,
      new Date(Date.now() + 60_000),
    );
    expect((await postJson("/v1/dxp/reviews/review/duplicate/approve/", { confirmationToken: token })).status).toBe(
      409,
    );
  });
});

describe("the limit per visitor address", () => {
  it("stores five reviews an hour from one address, then answers 429 with Retry-After", async () => {
    const ip = freshIp();
    for (const locationId of [110, 111, 113, 114, 115]) {
      expect((await submitReview(reviewPayload({ locationId }), { ip })).status).toBe(201);
    }
    const email = reviewerEmail();
    const limited = await submitReview(reviewPayload({ locationId: 116, authorEmail: email }), { ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(limited.body.message).toMatch(/^Too many reviews from your connection/);
    expect(await reviewsBy(email)).toEqual([]);
    // Another address is not held back.
    expect((await submitReview(reviewPayload({ locationId: 116 }))).status).toBe(201);
  });
});

describe("the limit counts the reviews stored", () => {
  it("does not count a resend refused as recent: one review sent three times, then four others, stores five", async () => {
    const ip = freshIp();
    const email = reviewerEmail();
    const once = reviewPayload({ locationId: 115, authorEmail: email });
    expect((await submitReview(once, { ip })).status).toBe(201);
    expect((await submitReview(once, { ip })).status).toBe(409);
    expect((await submitReview(once, { ip })).status).toBe(409);
    const others = [reviewerEmail(), reviewerEmail(), reviewerEmail(), reviewerEmail()];
    for (const [index, authorEmail] of others.entries()) {
      const locationId = [110, 111, 113, 114][index];
      expect((await submitReview(reviewPayload({ locationId, authorEmail }), { ip })).status).toBe(201);
    }
    const stored = (await Promise.all([email, ...others].map((address) => reviewsBy(address)))).flat();
    expect(stored).toHaveLength(5);
    // The sixth stored one is over the limit.
    expect((await submitReview(reviewPayload({ locationId: 116 }), { ip })).status).toBe(429);
  });
});

describe("a pending review is not public", () => {
  it("stays out of the provider page, its record and its counts until approved", async () => {
    const before = (await (await call("/v2/location/100")).json()) as { reviewCount: number; averageRating: number };
    const marker = `Unpublished words ${crypto.randomUUID()}`;
    expect((await submitReview(reviewPayload({ body: marker, ratingOverall: 1 }))).status).toBe(201);

    const page = await (await call(PROVIDER_PAGE)).text();
    expect(page).toContain("Fixture Provider 100");
    expect(page).not.toContain(marker);
    for (const path of ["/v2/location/100", "/api/location/100"]) {
      const text = await (await call(path)).text();
      expect(text).not.toContain(marker);
      const record = JSON.parse(text) as { reviewCount: number; averageRating: number };
      expect([record.reviewCount, record.averageRating]).toEqual([before.reviewCount, before.averageRating]);
    }
  });
});
