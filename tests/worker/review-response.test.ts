/**
 * A provider answers a review through a signed link (docs/reviews.md): an operator issues the
 * two links for a published review; each opens its page and its API answers the review; the
 * forms take the spec's §5 rules with its messages, store a response 'pending' or a removal
 * request 'open' and spend the link in the same batch; an operator publishes or rejects the
 * response, and upholds (the review goes, the aggregates follow, the cache is purged) or
 * dismisses the request.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { en } from "../../domain/i18n/en.ts";
import { issueReviewToken } from "../../worker/reviews/review-tokens.ts";
import { FROM_OUR_PAGE } from "../support/leads.ts";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { ADMIN, call } from "./worker-client.ts";

const INVALID_REVIEW_TEXT = en.reviews.reply.invalidReview;
const REVIEW_REPLY_MESSAGES = en.reviews.reply.messages;
const REVIEW_REPLY_NOTICES = en.reviews.reply.notices;

const SECRET = "test-review-token-secret";
const PROVIDER = 120;

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
});

let reviewCounter = 0;

/** A review of `providerId` in `status`, its id. */
async function addReview(status: "approved" | "pending" | "rejected" = "approved", providerId = PROVIDER) {
  reviewCounter++;
  const result = await env.DB.prepare(
    `INSERT INTO reviews (provider_id, author_name, relationship, content, rating_overall, status, created_at)
     VALUES (?1, 'Robin R.', 'friend-or-relative', ?2, 1, ?3, '2026-10-02T09:30:00.000Z')`,
  )
    .bind(providerId, `My mother's room was cold (review ${reviewCounter})`, status)
    .run();
  await env.DB.prepare(
    `UPDATE providers SET review_count = (SELECT count(*) FROM reviews WHERE provider_id = ?1 AND status = 'approved'),
       average_rating = (SELECT avg(rating_overall) FROM reviews WHERE provider_id = ?1 AND status = 'approved')
     WHERE id = ?1`,
  )
    .bind(providerId)
    .run();
  return result.meta.last_row_id;
}

interface Links {
  respondUrl: string;
  removalUrl: string;
  expiresAt: string;
}

async function issueLinks(reviewId: number, host = "localhost"): Promise<Links> {
  const response = await call(`/admin/reviews/${reviewId}/links`, { method: "POST", headers: ADMIN, host });
  expect(response.status).toBe(200);
  return response.json();
}

const tokenOf = (url: string) => new URL(url).searchParams.get("token") ?? "";

const REPLY = {
  authorName: "Dana Ortiz",
  authorTitle: "Executive Director",
  content: "Thank you for telling us. We have fixed the heating in every room.",
  authorEmail: "dana@example.com",
};

function post(kind: "response" | "contest", token: string, body: unknown = REPLY, headers = FROM_OUR_PAGE) {
  return call(`/v1/dxp/reviews/${kind}?token=${encodeURIComponent(token)}`, { method: "POST", body, headers });
}

async function answer(response: Response): Promise<{ status: number; body: { error?: string; success?: boolean } }> {
  return { status: response.status, body: await response.json() };
}

const rows = (table: "review_responses" | "review_contests", reviewId: number) =>
  env.DB.prepare(`SELECT * FROM ${table} WHERE review_id = ?1 ORDER BY id`)
    .bind(reviewId)
    .all<Record<string, string | number | null>>()
    .then((result) => result.results);

describe("POST /admin/reviews/:id/links", () => {
  it("issues both links for an approved review, on the host the operator asked on", async () => {
    const reviewId = await addReview();
    const before = Date.now();
    const links = await issueLinks(reviewId);
    expect(links.respondUrl).toMatch(/^http:\/\/localhost\/reviews\/respond\/\?token=/);
    expect(links.removalUrl).toMatch(/^http:\/\/localhost\/reviews\/request-removal\/\?token=/);
    const after = Date.now();
    // Valid for 30 days from the moment they were issued, some time during the call.
    const issuedAt = Date.parse(links.expiresAt) - 30 * 86_400_000;
    expect(issuedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(issuedAt).toBeLessThanOrEqual(after);
    const second = await issueLinks(reviewId, "seniorhousing.localhost");
    expect(second.respondUrl).toMatch(/^http:\/\/seniorhousing\.localhost\/reviews\/respond\/\?token=/);
  });

  it("answers 404 for an unknown review, 409 for one not approved, 401 without the admin token", async () => {
    expect((await call("/admin/reviews/99999999/links", { method: "POST", headers: ADMIN })).status).toBe(404);
    const huge = await call("/admin/reviews/90071992547409920/links", { method: "POST", headers: ADMIN });
    expect(huge.status).toBe(400);
    expect(((await huge.json()) as { error: string }).error).toBe("Invalid param: id: The id is too large");
    for (const status of ["pending", "rejected"] as const) {
      const response = await call(`/admin/reviews/${await addReview(status)}/links`, {
        method: "POST",
        headers: ADMIN,
      });
      expect(response.status).toBe(409);
    }
    expect((await call(`/admin/reviews/${await addReview()}/links`, { method: "POST" })).status).toBe(401);
  });
});

describe("GET /v1/dxp/reviews?token=", () => {
  it("answers the review, the token and the provider's email for a link of either purpose", async () => {
    const reviewId = await addReview();
    const links = await issueLinks(reviewId);
    for (const url of [links.respondUrl, links.removalUrl]) {
      const token = tokenOf(url);
      const { status, body } = await answer(await call(`/v1/dxp/reviews?token=${encodeURIComponent(token)}`));
      expect(status).toBe(200);
      expect(body).toEqual({
        review: {
          createdAt: "2026-10-02T09:30:00.000Z",
          authorName: "Robin R.",
          title: "friend-or-relative",
          text: expect.stringContaining("My mother's room was cold"),
        },
        token,
        providerEmail: "",
      });
    }
  });

  it("refuses a forged, expired, used or other-purpose token, and none at all, with a 4xx {error}", async () => {
    const reviewId = await addReview();
    const token = tokenOf((await issueLinks(reviewId)).respondUrl);
    const get = async (value: string) => answer(await call(`/v1/dxp/reviews?token=${encodeURIComponent(value)}`));

    const forged = `${token.slice(0, -2)}${token.endsWith("aa") ? "bb" : "aa"}`;
    const expired = await issueReviewToken(SECRET, "review-response", reviewId, new Date(Date.now() - 1000));
    const otherPurpose = await issueReviewToken(
      SECRET,
      "review-duplicate",
      reviewId,
      new Date(Date.now() + 86_400_000),
    );
    const otherSecret = await issueReviewToken(
      "another-secret",
      "review-response",
      reviewId,
      new Date(Date.now() + 86_400_000),
    );
    expect(await get(forged)).toEqual({ status: 400, body: { error: "This link is not valid." } });
    expect(await get(otherPurpose)).toEqual({ status: 400, body: { error: "This link is not valid." } });
    expect(await get(otherSecret)).toEqual({ status: 400, body: { error: "This link is not valid." } });
    expect((await get(expired)).status).toBe(410);
    expect((await answer(await call("/v1/dxp/reviews"))).status).toBe(400);

    expect((await post("response", token)).status).toBe(200);
    expect(await get(token)).toEqual({ status: 409, body: { error: "This link has already been used." } });
  });
});

describe("POST /v1/dxp/reviews/response and /contest", () => {
  it("holds every §5 rule with its message, and stores nothing nor spends the link for a refused form", async () => {
    const reviewId = await addReview();
    const token = tokenOf((await issueLinks(reviewId)).respondUrl);
    const cases: [Partial<typeof REPLY>, string][] = [
      [{ authorName: "A" }, REVIEW_REPLY_MESSAGES.authorName],
      [{ authorName: "  A  " }, REVIEW_REPLY_MESSAGES.authorName],
      [{ authorTitle: "CEO" }, REVIEW_REPLY_MESSAGES.authorTitle],
      [{ content: "Ok." }, REVIEW_REPLY_MESSAGES.content],
      [{ authorEmail: "dana@" }, REVIEW_REPLY_MESSAGES.authorEmail],
      [{ authorEmail: "" }, REVIEW_REPLY_MESSAGES.authorEmail],
    ];
    for (const [change, message] of cases) {
      expect(await answer(await post("response", token, { ...REPLY, ...change }))).toEqual({
        status: 400,
        body: { success: false, error: message },
      });
    }
    const { authorEmail: _, ...withoutEmail } = REPLY;
    expect((await answer(await post("response", token, withoutEmail))).body.error).toBe(
      REVIEW_REPLY_MESSAGES.authorEmail,
    );
    expect((await answer(await post("response", token, "[1]"))).status).toBe(400);
    expect(await rows("review_responses", reviewId)).toEqual([]);
    // The shortest values the rules allow pass, and the link still works.
    const shortest = { authorName: "Al", authorTitle: "Head", content: "Yes.", authorEmail: "a@b.co" };
    expect(await answer(await post("response", token, shortest))).toEqual({ status: 200, body: { success: true } });
  });

  it("refuses a forged, expired, used or wrong-purpose token", async () => {
    const reviewId = await addReview();
    const links = await issueLinks(reviewId);
    const expired = await issueReviewToken(SECRET, "review-contest", reviewId, new Date(Date.now() - 1000));
    expect((await answer(await post("response", tokenOf(links.removalUrl)))).status).toBe(400);
    expect((await answer(await post("contest", tokenOf(links.respondUrl)))).status).toBe(400);
    expect((await answer(await post("contest", "12.34.nope"))).status).toBe(400);
    expect(await answer(await post("contest", expired))).toEqual({
      status: 410,
      body: { success: false, error: "This link has expired. Please ask us for a new one." },
    });
    expect((await post("contest", tokenOf(links.removalUrl))).status).toBe(200);
    expect(await answer(await post("contest", tokenOf(links.removalUrl)))).toEqual({
      status: 409,
      body: { success: false, error: "This link has already been used." },
    });
    expect(await rows("review_responses", reviewId)).toEqual([]);
    expect(await rows("review_contests", reviewId)).toHaveLength(1);
  });

  it("refuses a post from another site and a body that is not JSON", async () => {
    const token = tokenOf((await issueLinks(await addReview())).respondUrl);
    const crossSite = await post("response", token, REPLY, {
      Origin: "https://evil.example",
      "Sec-Fetch-Site": "cross-site",
    });
    expect(crossSite.status).toBe(403);
    expect(((await crossSite.json()) as { success: boolean }).success).toBe(false);
    const form = await call(`/v1/dxp/reviews/response?token=${encodeURIComponent(token)}`, {
      method: "POST",
      headers: { ...FROM_OUR_PAGE, "Content-Type": "text/plain" },
      body: JSON.stringify(REPLY),
    });
    expect(form.status).toBe(415);
  });

  it("stores one reply when the same link is sent twice at the same moment", async () => {
    const reviewId = await addReview();
    const token = tokenOf((await issueLinks(reviewId)).respondUrl);
    const answers = await Promise.all(Array.from({ length: 4 }, () => post("response", token)));
    expect(answers.map((response) => response.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await rows("review_responses", reviewId)).toHaveLength(1);
    const spent = await env.DB.prepare("SELECT count(*) AS n FROM used_review_tokens WHERE subject_id = ?1")
      .bind(reviewId)
      .first<{ n: number }>();
    expect(spent?.n).toBe(1);
  });
});

/** The response the site would show under the review: the one published, if any. */
const published = (reviewId: number) =>
  env.DB.prepare("SELECT content FROM review_responses WHERE review_id = ?1 AND status = 'published'")
    .bind(reviewId)
    .all<{ content: string }>()
    .then((result) => result.results.map((row) => row.content));

async function respond(reviewId: number, content: string): Promise<number> {
  const token = tokenOf((await issueLinks(reviewId)).respondUrl);
  expect((await post("response", token, { ...REPLY, content })).status).toBe(200);
  const row = await env.DB.prepare("SELECT id FROM review_responses WHERE review_id = ?1 AND content = ?2")
    .bind(reviewId, content)
    .first<{ id: number }>();
  return row?.id ?? 0;
}

const admin = (path: string, body?: unknown) =>
  call(`/admin/reviews${path}`, { method: body === undefined ? "GET" : "POST", headers: ADMIN, body });

describe("moderating responses", () => {
  it("keeps a response pending and unpublished until an operator approves it; a newer one replaces it", async () => {
    const reviewId = await addReview();
    const first = await respond(reviewId, "First answer from the community.");
    expect(await published(reviewId)).toEqual([]);
    const pending = (await (await admin("/responses?status=pending")).json()) as { responses: { id: number }[] };
    expect(pending.responses.map((response) => response.id)).toContain(first);

    await env.CACHE.put(`provider:${PROVIDER}`, "{}");
    const approved = await admin(`/responses/${first}/approve`, {});
    expect(approved.status).toBe(200);
    expect(((await approved.json()) as { response: { status: string } }).response.status).toBe("published");
    expect(await published(reviewId)).toEqual(["First answer from the community."]);
    expect(await env.CACHE.get(`provider:${PROVIDER}`)).toBeNull();
    expect((await admin(`/responses/${first}/approve`, {})).status).toBe(409);
    const zero = await admin("/responses/0/approve", {});
    expect(zero.status).toBe(400);
    expect(((await zero.json()) as { error: string }).error).toBe("Invalid param: id: The id starts at 1");

    const second = await respond(reviewId, "A newer answer.");
    expect(await published(reviewId)).toEqual(["First answer from the community."]);
    expect((await admin(`/responses/${second}/approve`, {})).status).toBe(200);
    expect(await published(reviewId)).toEqual(["A newer answer."]);
    const statuses = (await rows("review_responses", reviewId)).map((row) => row.status);
    expect(statuses).toEqual(["withdrawn", "published"]);
  });

  it("rejects a pending response with the operator's reason", async () => {
    const reviewId = await addReview();
    const id = await respond(reviewId, "Call me at home, says Jane Smith.");
    expect((await admin(`/responses/${id}/reject`, {})).status).toBe(400);
    const rejected = await admin(`/responses/${id}/reject`, { reason: "Names a resident" });
    expect(rejected.status).toBe(200);
    expect(await published(reviewId)).toEqual([]);
    const [row] = await rows("review_responses", reviewId);
    expect(row).toMatchObject({ status: "rejected", moderation_note: "Names a resident" });
    expect((await admin(`/responses/${id}/approve`, {})).status).toBe(409);
    expect((await admin("/responses/99999999/approve", {})).status).toBe(404);
    expect((await admin("/responses?status=nonsense")).status).toBe(400);
  });
});

describe("taking a published response down", () => {
  it("withdraws it with the operator's reason, purges the provider's cache, and refuses one not published", async () => {
    const reviewId = await addReview();
    const id = await respond(reviewId, "An answer that later turned out to name a resident.");
    expect((await admin(`/responses/${id}/withdraw`, { reason: "Not published yet" })).status).toBe(409);
    expect((await admin(`/responses/${id}/approve`, {})).status).toBe(200);
    expect(await published(reviewId)).toEqual(["An answer that later turned out to name a resident."]);

    await env.CACHE.put(`provider:${PROVIDER}`, "{}");
    expect((await admin(`/responses/${id}/withdraw`, {})).status).toBe(400);
    const withdrawn = await admin(`/responses/${id}/withdraw`, { reason: "Names a resident" });
    expect(withdrawn.status).toBe(200);
    expect(((await withdrawn.json()) as { response: { status: string } }).response.status).toBe("withdrawn");
    expect(await published(reviewId)).toEqual([]);
    expect(await env.CACHE.get(`provider:${PROVIDER}`)).toBeNull();
    const [row] = await rows("review_responses", reviewId);
    expect(row).toMatchObject({ status: "withdrawn", moderation_note: "Names a resident" });
    expect((await admin(`/responses/${id}/withdraw`, { reason: "Again" })).status).toBe(409);
  });
});

describe("moderating removal requests", () => {
  const provider = () =>
    env.DB.prepare("SELECT review_count, average_rating FROM providers WHERE id = ?1")
      .bind(PROVIDER)
      .first<{ review_count: number; average_rating: number }>();

  async function contest(reviewId: number): Promise<number> {
    const token = tokenOf((await issueLinks(reviewId)).removalUrl);
    expect((await post("contest", token, { ...REPLY, content: "The reviewer never lived here." })).status).toBe(200);
    const [row] = await rows("review_contests", reviewId);
    expect(row?.status).toBe("open");
    return Number(row?.id);
  }

  it("leaves the review published until an operator upholds; then rejects it, recomputes and purges", async () => {
    const reviewId = await addReview();
    const id = await contest(reviewId);
    const review = () =>
      env.DB.prepare("SELECT status, moderation_note FROM reviews WHERE id = ?1")
        .bind(reviewId)
        .first<{ status: string; moderation_note: string | null }>();
    expect((await review())?.status).toBe("approved");
    const open = (await (await admin("/contests?status=open")).json()) as { contests: { id: number }[] };
    expect(open.contests.map((item) => item.id)).toContain(id);

    const before = await provider();
    await env.CACHE.put(`provider:${PROVIDER}`, "{}");
    await env.CACHE.put(`provider:${PROVIDER}:nearby:carefind`, "[]");
    expect((await admin(`/contests/${id}/uphold`, {})).status).toBe(400);
    const upheld = await admin(`/contests/${id}/uphold`, { reason: "Not a firsthand experience" });
    expect(upheld.status).toBe(200);
    expect(((await upheld.json()) as { contest: { status: string } }).contest.status).toBe("upheld");
    expect(await review()).toEqual({ status: "rejected", moderation_note: "Not a firsthand experience" });

    const after = await provider();
    const expected = await env.DB.prepare(
      "SELECT count(*) AS n, avg(rating_overall) AS average FROM reviews WHERE provider_id = ?1 AND status = 'approved'",
    )
      .bind(PROVIDER)
      .first<{ n: number; average: number }>();
    expect(after?.review_count).toBe((before?.review_count ?? 0) - 1);
    expect(after?.review_count).toBe(expected?.n);
    expect(after?.average_rating).toBeCloseTo(expected?.average ?? 0, 6);
    expect(await env.CACHE.get(`provider:${PROVIDER}`)).toBeNull();
    expect(await env.CACHE.get(`provider:${PROVIDER}:nearby:carefind`)).toBeNull();
    expect((await admin(`/contests/${id}/dismiss`, { reason: "Too late" })).status).toBe(409);
  });

  it("closes the review's other open requests when one is upheld", async () => {
    const reviewId = await addReview();
    const asked = [];
    for (const content of ["The reviewer never lived here.", "This family never toured with us."]) {
      const token = tokenOf((await issueLinks(reviewId)).removalUrl);
      expect((await post("contest", token, { ...REPLY, content })).status).toBe(200);
    }
    for (const row of await rows("review_contests", reviewId)) asked.push(Number(row.id));
    expect(asked).toHaveLength(2);
    const [first, second] = asked;
    expect((await admin(`/contests/${first}/uphold`, { reason: "Not a firsthand experience" })).status).toBe(200);
    const contests = await rows("review_contests", reviewId);
    expect(contests.map((row) => row.status)).toEqual(["upheld", "upheld"]);
    expect(contests[1]?.moderation_note).toBe(`Closed with request ${first}: Not a firsthand experience`);
    expect((await admin(`/contests/${second}/dismiss`, { reason: "Too late" })).status).toBe(409);
  });

  it("dismisses a request with the reason and keeps the review", async () => {
    const reviewId = await addReview();
    const id = await contest(reviewId);
    const dismissed = await admin(`/contests/${id}/dismiss`, { reason: "The review follows the guidelines" });
    expect(dismissed.status).toBe(200);
    const [row] = await rows("review_contests", reviewId);
    expect(row).toMatchObject({ status: "dismissed", moderation_note: "The review follows the guidelines" });
    const review = await env.DB.prepare("SELECT status FROM reviews WHERE id = ?1")
      .bind(reviewId)
      .first<{ status: string }>();
    expect(review?.status).toBe("approved");
    const list = (await (await admin("/contests?status=dismissed")).json()) as { contests: { id: number }[] };
    expect(list.contests.map((item) => item.id)).toContain(id);
  });
});

describe("the link pages", () => {
  it("shows the review and the form to a working link, noindex, with no referrer and no store", async () => {
    const reviewId = await addReview();
    const links = await issueLinks(reviewId);
    for (const [url, heading] of [
      [links.respondUrl, "Respond to a review"],
      [links.removalUrl, "Request removal"],
    ] as const) {
      const { pathname, search } = new URL(url);
      const response = await call(`${pathname}${search}`);
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(response.headers.get("Referrer-Policy")).toBe("no-referrer");
      expect(response.headers.get("Cache-Control")).toContain("no-store");
      expect(html).toContain(`<h1 id="reply-heading">${heading}</h1>`);
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).toContain("Review and Response Guidelines");
      expect(html).toContain("My mother&#x27;s room was cold");
      expect(html).toContain("Friend or relative of a resident");
      expect(html).toContain("October 2, 2026");
      expect(html).not.toContain(INVALID_REVIEW_TEXT);
    }
  });

  it("links the review guidelines from both pages, on each brand's host", async () => {
    const reviewId = await addReview();
    for (const host of ["localhost", "seniorhousing.localhost"]) {
      const links = await issueLinks(reviewId, host);
      for (const url of [links.respondUrl, links.removalUrl]) {
        const { pathname, search } = new URL(url);
        const html = await (await call(`${pathname}${search}`, { host })).text();
        expect(html, url).toContain('<a href="/reviews/guidelines/">Review and Response Guidelines</a>');
      }
    }
  });

  it("says 'Invalid review' / 'Invalid Review' without a working link", async () => {
    const respond = await call("/reviews/respond/?token=junk");
    expect(respond.status).toBe(400);
    expect(respond.headers.get("Referrer-Policy")).toBe("no-referrer");
    const respondHtml = await respond.text();
    expect(respondHtml).toContain("Invalid review");
    expect(respondHtml).toContain(INVALID_REVIEW_TEXT);
    const contest = await call("/reviews/request-removal/");
    expect(contest.status).toBe(400);
    expect(await contest.text()).toContain("Invalid Review");
  });

  it("takes a plain form post without JavaScript, and says when a field is wrong", async () => {
    const reviewId = await addReview();
    const token = tokenOf((await issueLinks(reviewId)).respondUrl);
    const form = (fields: Record<string, string>) =>
      call("/reviews/respond/", {
        method: "POST",
        headers: { ...FROM_OUR_PAGE, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
      });
    const wrong = await form({ token, ...REPLY, authorTitle: "CEO", acknowledged: "yes" });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain(REVIEW_REPLY_MESSAGES.authorTitle);
    const sent = await form({ token, ...REPLY, acknowledged: "yes" });
    const sentHtml = await sent.text();
    expect(sent.status, sentHtml.match(/reply-notice[\s\S]{0,300}/)?.[0]).toBe(200);
    expect(sent.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(sentHtml).toContain(REVIEW_REPLY_NOTICES.response.success);
    expect(await rows("review_responses", reviewId)).toHaveLength(1);
  });

  it("serves the guidelines page on both brands", async () => {
    for (const host of ["localhost", "seniorhousing.localhost"]) {
      const response = await call("/reviews/guidelines/", { host });
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(html).toContain("Do not reveal another person&#x27;s full name.");
      expect(html).toContain("your title or role, at least 4 characters;");
    }
  });
});
