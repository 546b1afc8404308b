/**
 * No review text, name or email is ever rendered as markup (docs/reviews.md): a hostile string
 * sent in every field a family or a provider fills — the review's name, text, facility, city,
 * the response's name, title, text, and both emails — is either refused as invalid (emails) or
 * stored as written and shown only as text: in the provider page, its JSON-LD, the reply pages,
 * the list API and the feeds.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { pageJsonLdBlocks } from "../support/json-ld.ts";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { postJson, reviewerEmail, reviewPayload, reviewsBy, submitReview } from "./fixtures/reviews.ts";
import { ADMIN, call } from "./worker-client.ts";

const HOSTILE = "</script><img src=x onerror=alert(1)>";
const HOSTILE_EMAIL = `"${HOSTILE}"@example.com`;
const PROVIDER_PAGE = "/assisted-living/texas/austin/fixture-provider-100/";

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
});

/** No live markup from the hostile string: neither its tag nor its script end survives as such. */
function expectInert(html: string): void {
  expect(html).not.toContain("<img src=x");
  expect(html).not.toContain(HOSTILE);
}

async function pageHtml(path: string): Promise<string> {
  const response = await call(path);
  expect(response.status).toBe(200);
  return response.text();
}

describe("a hostile string in every field", () => {
  it("is refused in the emails, and shown only as text everywhere else, from the page to the JSON-LD and the reply pages", async () => {
    // The emails: not an address, so refused, and the refusal is JSON, never an HTML echo.
    const badEmail = await submitReview(reviewPayload({ authorEmail: HOSTILE_EMAIL }));
    expect(badEmail.status).toBe(400);
    expect(badEmail.headers.get("Content-Type")).toContain("application/json");
    expect(badEmail.body.messages).toEqual(["Invalid email address"]);

    // The generic form's facility and city too: stored as written for an operator.
    const generic = await submitReview(
      reviewPayload({
        formType: "GENERIC",
        locationId: null,
        facilityName: HOSTILE,
        city: HOSTILE,
        state: "TX",
        title: "visited",
        authorName: HOSTILE,
        body: HOSTILE,
      }),
    );
    expect(generic.status).toBe(201);
    const unmatched = await env.DB.prepare("SELECT facility_name, city FROM unmatched_reviews WHERE author_name = ?1")
      .bind(HOSTILE)
      .first<{ facility_name: string; city: string }>();
    expect(unmatched).toEqual({ facility_name: HOSTILE, city: HOSTILE });

    // A review of a listed provider with the string as its name and its text.
    const email = reviewerEmail();
    const posted = await submitReview(reviewPayload({ authorName: HOSTILE, body: HOSTILE, authorEmail: email }));
    expect(posted.status).toBe(201);
    const [row] = await reviewsBy(email);
    expect(row).toMatchObject({ author_name: HOSTILE, content: HOSTILE, status: "pending" });
    if (!row) return;
    const approved = await call(`/admin/reviews/${row.id}/approve`, { method: "POST", headers: ADMIN });
    expect(approved.status).toBe(200);

    const page = await pageHtml(PROVIDER_PAGE);
    expectInert(page);
    expect(page).toContain("&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;");
    // In the JSON-LD the string is data: the block parses and carries it exactly.
    const blocks = pageJsonLdBlocks(page).map((block) => JSON.parse(block) as { review?: Record<string, unknown>[] });
    const reviews = blocks.flatMap((block) => block.review ?? []);
    expect(reviews.some((review) => review.reviewBody === HOSTILE)).toBe(true);
    expect(reviews.some((review) => (review.author as { name: string }).name === HOSTILE)).toBe(true);

    // The provider's answer, with the string in each of its fields.
    const links = await call(`/admin/reviews/${row.id}/links`, { method: "POST", headers: ADMIN });
    expect(links.status).toBe(200);
    const { respondUrl } = (await links.json()) as { respondUrl: string };
    const respondPath = new URL(respondUrl).pathname + new URL(respondUrl).search;
    const replyPage = await pageHtml(respondPath);
    expectInert(replyPage);
    expect(replyPage).toContain("&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;");

    const token = new URL(respondUrl).searchParams.get("token") ?? "";
    const reply = { authorName: HOSTILE, authorTitle: HOSTILE, content: HOSTILE };
    const badReplyEmail = await postJson(`/v1/dxp/reviews/response?token=${encodeURIComponent(token)}`, {
      ...reply,
      authorEmail: HOSTILE_EMAIL,
    });
    expect(badReplyEmail.status).toBe(400);
    expect(JSON.parse(badReplyEmail.text)).toEqual({ success: false, error: "Invalid email" });
    const sent = await postJson(`/v1/dxp/reviews/response?token=${encodeURIComponent(token)}`, {
      ...reply,
      authorEmail: "director@example.com",
    });
    expect(sent.status).toBe(200);
    const response = await env.DB.prepare("SELECT id FROM review_responses WHERE review_id = ?1")
      .bind(row.id)
      .first<{ id: number }>();
    expect(response).not.toBeNull();
    const published = await call(`/admin/reviews/responses/${response?.id}/approve`, {
      method: "POST",
      headers: ADMIN,
    });
    expect(published.status).toBe(200);

    const answered = await pageHtml(PROVIDER_PAGE);
    expectInert(answered);
    expect(answered).toContain('<p class="review-response-text">&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;</p>');

    // The JSON answers carry it as a JSON string, never as markup a browser would run.
    for (const path of ["/api/reviews/provider/100?limit=50", "/v1/dxp/location-reviews/recent?count=50"]) {
      const answer = await call(path);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("Content-Type")).toContain("application/json");
      expect(await answer.text()).toContain(JSON.stringify(HOSTILE).slice(1, -1));
    }
  });
});
