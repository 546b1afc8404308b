/**
 * A review sent by a browser without script (spec reviews-and-provider-page §4, §5, §8): the
 * write forms post to POST /reviews/write/, which checks them with the form's own rules and the
 * API's, stores them as the API does, and answers with a redirect to the thank-you page or the
 * form again, the family's words kept in it and the reasons above and under its fields.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { en } from "../../domain/i18n/en.ts";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { freshIp } from "./fixtures/leads.ts";
import { postJson, reviewerEmail, reviewsBy } from "./fixtures/reviews.ts";
import { call } from "./worker-client.ts";

const REVIEW_MESSAGES = en.reviews.messages;

const WRITE = "/reviews/write/";
const PROVIDER_PAGE = "/assisted-living/texas/austin/fixture-provider-100/";
const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
});

let counter = 0;

/** What the provider page's form sends for provider 100 when every field is filled, with overrides. */
function providerForm(overrides: Record<string, string | null> = {}): Record<string, string> {
  counter++;
  const fields: Record<string, string | null> = {
    locationId: "100",
    returnPath: PROVIDER_PAGE,
    title: "friend-or-relative",
    careType: "assisted_living_facilities",
    ratingOverall: "4",
    ratingStaff: "5",
    reviewBody: `The staff knew my father by name from the first week. Visit ${counter} ${crypto.randomUUID()}.`,
    authorName: "Maria Lopez",
    authorEmail: reviewerEmail(),
    ...overrides,
  };
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== null));
}

async function postForm(
  fields: Record<string, string>,
  options: { ip?: string; headers?: Record<string, string> } = {},
) {
  return postJson(WRITE, new URLSearchParams(fields).toString(), {
    ...options,
    headers: { ...FORM, ...options.headers },
  });
}

/** The text of the form's field error under the field with this name. */
function fieldError(page: string, message: string): boolean {
  return page.includes(`class="field-error" aria-live="polite">${message.replaceAll("'", "&#x27;")}</p>`);
}

describe("a review sent from a provider's page without script", () => {
  it("is stored pending and answered with the thank-you page, which leads back to the listing", async () => {
    const form = providerForm();
    const posted = await postForm(form);
    expect(posted.status).toBe(303);
    const location = posted.headers.get("Location") ?? "";
    expect(location).toBe(`/reviews/write/thanks/?back=${encodeURIComponent(PROVIDER_PAGE)}`);
    const [row, ...others] = await reviewsBy(form.authorEmail ?? "");
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      provider_id: 100,
      status: "pending",
      author_name: "Maria Lopez",
      care_type_id: "assisted_living_facilities",
      rating_overall: 4,
      rating_staff: 5,
      rating_food: null,
      source_name: "provider_page",
    });

    const thanks = await call(location);
    expect(thanks.status).toBe(200);
    const page = await thanks.text();
    expect(page).toContain("<h1>Review submitted</h1>");
    expect(page).toContain("If approved it will appear in 3 business days.");
    expect(page).toContain('<a href="mailto:reviews@carefind.com">reviews@carefind.com</a>');
    expect(page).toContain(`<a href="${PROVIDER_PAGE}">Back to the listing you reviewed</a>`);
    expect(page).toContain('<meta name="robots" content="noindex');
  });

  it("comes back with every missing field's message under it and what was typed kept, storing nothing", async () => {
    const form = providerForm({ reviewBody: "", title: "", ratingOverall: null, authorName: "Mia" });
    const posted = await postForm(form);
    expect(posted.status).toBe(400);
    for (const message of [
      REVIEW_MESSAGES.reviewBody,
      REVIEW_MESSAGES.title,
      REVIEW_MESSAGES.ratingOverall,
      REVIEW_MESSAGES.authorName,
    ]) {
      expect(fieldError(posted.text, message), message).toBe(true);
    }
    // The provider's own form again, with the family's choices and words in it.
    expect(posted.text).toContain("Fixture Provider 100");
    expect(posted.text).toContain(`value="${form.authorEmail}"`);
    expect(posted.text).toMatch(/value="5"[^>]*checked=""|checked=""[^>]*value="5"/);
    expect(posted.text).toContain('value="Mia"');
    expect(posted.text).toContain('<meta name="robots" content="noindex');
    expect(await reviewsBy(form.authorEmail ?? "")).toEqual([]);
  });

  it("shows the server's reason above the form when the address reviewed the provider lately", async () => {
    const first = providerForm();
    expect((await postForm(first)).status).toBe(303);
    const again = await postForm(providerForm({ authorEmail: first.authorEmail ?? "" }));
    expect(again.status).toBe(409);
    expect(again.text).toContain('class="review-form-refusals" role="alert"');
    expect(again.text).toContain("Your review was not sent");
    expect(again.text).toMatch(/30 days/);
    expect(await reviewsBy(first.authorEmail ?? "")).toHaveLength(1);
  });

  it("answers 429 with Retry-After once one connection has sent five reviews in the hour", async () => {
    const ip = freshIp();
    for (const locationId of ["110", "111", "113", "114", "115"]) {
      const posted = await postForm(providerForm({ locationId, returnPath: null }), { ip });
      expect(posted.status, `provider ${locationId}`).toBe(303);
    }
    const form = providerForm({ locationId: "116", returnPath: null });
    const limited = await postForm(form, { ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(limited.text).toContain("Too many reviews from your connection");
    expect(limited.text).toContain(`value="${form.authorEmail}"`);
    expect(await reviewsBy(form.authorEmail ?? "")).toEqual([]);
  });

  it("refuses a provider we do not list with 404, keeping what was typed", async () => {
    const form = providerForm({ locationId: "999999" });
    const posted = await postForm(form);
    expect(posted.status).toBe(404);
    expect(posted.text).toContain("The provider you are reviewing could not be found");
    expect(posted.text).toContain(`value="${form.authorEmail}"`);
  });

  it.each([
    ["a star choice the form has none of", { ratingOverall: "6" }, "ratingOverall"],
    ["a provider number that is no number", { locationId: "100a" }, "locationId"],
    ["a way back that is not a provider page", { returnPath: "//elsewhere.example/a/b/c/" }, "returnPath"],
  ])("answers %s with 400 naming the field", async (_case, overrides, field) => {
    const form = providerForm(overrides);
    const posted = await postForm(form);
    expect(posted.status).toBe(400);
    expect(posted.text).toContain(`${field}: `);
    expect(await reviewsBy(form.authorEmail ?? "")).toEqual([]);
  });

  it("refuses what is not a form post (415) and a post from another site (403)", async () => {
    const form = providerForm();
    const json = await postJson(WRITE, form);
    expect(json.status).toBe(415);
    const crossSite = await postForm(form, {
      headers: { Origin: "https://elsewhere.example", "Sec-Fetch-Site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    expect(await reviewsBy(form.authorEmail ?? "")).toEqual([]);
  });
});

describe("a review sent from the generic form without script", () => {
  it("is filed as a review of a provider we do not list, and thanked without a way back", async () => {
    const email = reviewerEmail();
    const posted = await postForm({
      facilityName: "Oak Grove Care",
      city: "Austin",
      state: "TX",
      careType: "assisted_living_facilities",
      title: "past-client",
      ratingOverall: "5",
      reviewBody: `Oak Grove looked after my aunt for a year. ${crypto.randomUUID()}`,
      authorName: "Maria Lopez",
      authorEmail: email,
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get("Location")).toBe("/reviews/write/thanks/");
    const row = await env.DB.prepare("SELECT * FROM unmatched_reviews WHERE author_email = ?1")
      .bind(email)
      .first<Record<string, unknown>>();
    expect(row).toMatchObject({ facility_name: "Oak Grove Care", city: "Austin", state_code: "TX", status: "pending" });
    const thanks = await (await call("/reviews/write/thanks/")).text();
    expect(thanks).not.toContain("Back to the listing you reviewed");
    expect(thanks).toContain('<a href="/reviews/write/">Write another review</a>');
  });

  it("asks for the facility, city and state when they are left out", async () => {
    const posted = await postForm({ careType: "assisted_living_facilities", title: "past-client", ratingOverall: "5" });
    expect(posted.status).toBe(400);
    for (const message of [REVIEW_MESSAGES.facilityName, REVIEW_MESSAGES.city, REVIEW_MESSAGES.state]) {
      expect(fieldError(posted.text, message), message).toBe(true);
    }
  });
});

describe("the thank-you page", () => {
  it("refuses a way back that is not a provider page, naming the field", async () => {
    const response = await call("/reviews/write/thanks/?back=https%3A%2F%2Felsewhere.example%2F");
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/^back: /);
  });
});
