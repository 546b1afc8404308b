/**
 * Reading a provider's reviews (spec reviews-and-provider-page §3, §4 'Review reading', §5,
 * §8, §9): GET /api/reviews/provider/{id} (sorts and their ties, filters, search, paging, only
 * approved reviews, only the latest published response, 400s), and the provider page's server
 * HTML on both brands (the first 6 reviews, labels, 'Read more' on the main brand only,
 * escaping, the JSON-LD Reviews and a rating equal to the visible summary).
 *
 * Fixture provider 112 has no reviews of its own; these 14 approved ones (ids 9001-9014, one a
 * day in January 2026, 9014 the newest), a pending and a rejected one are added to it.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { recomputeAggregates } from "../../worker/providers/provider-job-store.ts";
import { pageJsonLdBlocks } from "../support/json-ld.ts";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { call } from "./worker-client.ts";

const PROVIDER = 112;
const PAGE = `/assisted-living/texas/austin/fixture-provider-${PROVIDER}/`;
const API = `/api/reviews/provider/${PROVIDER}`;
const HOSTILE = "</script><img src=x onerror=alert(1)>";
const LONG_TEXT = `${"Lovely garden walks every morning. ".repeat(20)}The end of a long review.`;

/** Review i (1..14): its rating, relationship, care type and text. */
function review(i: number) {
  const rating = ((i - 1) % 5) + 1;
  const relationship = i === 6 ? "employee" : ["friend-or-relative", "resident", "visited"][i % 3];
  const careType = i <= 7 ? "assisted_living_facilities" : "alzheimers_care_facilities";
  let content = `Review number ${i}.`;
  if (i === 3) content = "Great POOL and 50%_off deal. Review number 3.";
  if (i === 9) content = "Review number 9. The pool is warm.";
  if (i === 13) content = LONG_TEXT;
  if (i === 14) content = HOSTILE;
  const author = i === 14 ? HOSTILE : `Author ${String(i).padStart(2, "0")}`;
  return { id: 9000 + i, rating, relationship, careType, content, author, day: String(i).padStart(2, "0") };
}

const text = (value: string) => `'${value.replaceAll("'", "''")}'`;

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
  const rows = Array.from({ length: 14 }, (_, index) => review(index + 1)).map(
    (r) =>
      `INSERT INTO reviews (id, provider_id, care_type_id, author_name, relationship, content, rating_overall, status, created_at) VALUES (${r.id}, ${PROVIDER}, '${r.careType}', ${text(r.author)}, '${r.relationship}', ${text(r.content)}, ${r.rating}, 'approved', '2026-01-${r.day}T10:00:00.000Z');`,
  );
  await env.DB.exec(
    [
      ...rows,
      `INSERT INTO reviews (id, provider_id, author_name, relationship, content, rating_overall, status, created_at) VALUES (9020, ${PROVIDER}, 'Waiting W.', 'resident', 'A pending pool review.', 5, 'pending', '2026-02-01T10:00:00.000Z');`,
      `INSERT INTO reviews (id, provider_id, author_name, relationship, content, rating_overall, status, created_at) VALUES (9021, ${PROVIDER}, 'Removed R.', 'resident', 'A rejected pool review.', 1, 'rejected', '2026-02-02T10:00:00.000Z');`,
      // 9012: an older and a newer published response, and a newer one still pending.
      `INSERT INTO review_responses (review_id, author_name, author_title, author_email, content, status, created_at) VALUES (9012, 'Dana M.', 'Director', 'd@example.com', 'Old response.', 'published', '2026-01-20T10:00:00.000Z');`,
      `INSERT INTO review_responses (review_id, author_name, author_title, author_email, content, status, created_at) VALUES (9012, 'Dana M.', 'Director', 'd@example.com', 'Thank you for staying with us.', 'published', '2026-01-21T10:00:00.000Z');`,
      `INSERT INTO review_responses (review_id, author_name, author_title, author_email, content, status, created_at) VALUES (9012, 'Dana M.', 'Director', 'd@example.com', 'Unmoderated response.', 'pending', '2026-01-22T10:00:00.000Z');`,
      // 9011: only a pending and a withdrawn response, so none shows.
      `INSERT INTO review_responses (review_id, author_name, author_title, author_email, content, status) VALUES (9011, 'Dana M.', 'Director', 'd@example.com', 'Pending only.', 'pending');`,
      `INSERT INTO review_responses (review_id, author_name, author_title, author_email, content, status) VALUES (9011, 'Dana M.', 'Director', 'd@example.com', 'Withdrawn.', 'withdrawn');`,
    ].join("\n"),
  );
  await recomputeAggregates(env.DB, [PROVIDER]);
});

interface ListAnswer {
  reviews: {
    id: number;
    authorName: string;
    content: string;
    rating: number;
    title: string;
    serviceCategoryName: string;
    providerResponse: unknown;
  }[];
  total: number;
  found: number;
}

async function list(query = ""): Promise<ListAnswer> {
  const response = await call(`${API}${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as ListAnswer;
}

const ids = (answer: ListAnswer) => answer.reviews.map((r) => r.id);

describe("GET /api/reviews/provider/{id}", () => {
  it("answers the 6 newest approved reviews with the totals, as ReviewRead", async () => {
    const answer = await list();
    expect(ids(answer)).toEqual([9014, 9013, 9012, 9011, 9010, 9009]);
    expect(answer.total).toBe(14);
    expect(answer.found).toBe(14);
    expect(answer.reviews[2]).toEqual({
      id: 9012,
      authorName: "Author 12",
      content: "Review number 12.",
      language: "en",
      createdAt: "2026-01-12T10:00:00.000Z",
      rating: 2,
      title: "friend-or-relative",
      serviceCategoryName: "Memory Care",
      providerResponse: {
        authorName: "Dana M.",
        authorTitle: "Director",
        content: "Thank you for staying with us.",
        language: "en",
        createdAt: "2026-01-21T10:00:00.000Z",
      },
    });
    // Only pending or withdrawn responses: none.
    expect(answer.reviews[3]?.providerResponse).toBeNull();
  });

  it("pages on with offset and limit, and never shows a pending or rejected review", async () => {
    expect(ids(await list("?offset=6&limit=6"))).toEqual([9008, 9007, 9006, 9005, 9004, 9003]);
    expect(ids(await list("?offset=12"))).toEqual([9002, 9001]);
    const all = await list("?limit=50");
    expect(all.reviews).toHaveLength(14);
    expect(ids(all)).not.toContain(9020);
    expect(ids(all)).not.toContain(9021);
    expect((await list("?offset=40")).reviews).toEqual([]);
  });

  it("sorts oldest first, and by rating with ties going to the newest", async () => {
    expect(ids(await list("?sort=date_review_asc&limit=3"))).toEqual([9001, 9002, 9003]);
    expect(ids(await list("?sort=most_recent_review_desc&limit=3"))).toEqual([9014, 9013, 9012]);
    // Ratings by id: 9005 and 9010 are 5s; 9004, 9009, 9014 are 4s; 9001, 9006, 9011 are 1s.
    expect(ids(await list("?sort=rating_review_desc"))).toEqual([9010, 9005, 9014, 9009, 9004, 9013]);
    expect(ids(await list("?sort=rating_review_asc"))).toEqual([9011, 9006, 9001, 9012, 9007, 9002]);
    expect(ids(await list("?sort=rating_review_asc&offset=6&limit=3"))).toEqual([9013, 9008, 9003]);
  });

  it("filters by stars, care types and relationship groups", async () => {
    const fives = await list("?stars=5");
    expect(ids(fives)).toEqual([9010, 9005]);
    expect(fives.found).toBe(2);
    expect(fives.total).toBe(14);
    expect((await list("?stars=5,4")).found).toBe(5);
    expect((await list("?careTypes=alzheimers_care_facilities")).found).toBe(7);
    const residents = await list(`?relationships=${encodeURIComponent("Senior residents")}`);
    expect(ids(residents)).toEqual([9013, 9010, 9007, 9004, 9001]);
    expect(ids(await list("?relationships=Other"))).toEqual([9006]);
    const family = await list(`?relationships=${encodeURIComponent("Family/friends of residents,Other")}`);
    expect(ids(family)).toEqual([9012, 9009, 9006, 9003]);
    expect((await list(`?relationships=${encodeURIComponent("Prospective clients")}`)).found).toBe(0);
    expect((await list("?stars=4&careTypes=assisted_living_facilities")).found).toBe(1);
  });

  it("searches the text case-insensitively from 3 characters, wildcards taken literally", async () => {
    const pool = await list("?search=pool");
    expect(ids(pool)).toEqual([9009, 9003]);
    expect(pool.found).toBe(2);
    expect(pool.total).toBe(14);
    expect((await list("?search=PoOl&stars=4")).found).toBe(1);
    expect((await list("?search=po")).found).toBe(14);
    expect((await list("?search=___")).found).toBe(0);
    expect((await list(`?search=${encodeURIComponent("%_o")}`)).found).toBe(1);
    expect((await list(`?search=${encodeURIComponent("  number 1.  ")}`)).found).toBe(1);
  });

  it("refuses bad values with a 400 naming the parameter", async () => {
    const cases: [string, string][] = [
      ["?limit=51", "limit"],
      ["?limit=0", "limit"],
      ["?offset=-1", "offset"],
      ["?offset=abc", "offset"],
      ["?stars=6", "stars"],
      ["?stars=4.5", "stars"],
      ["?sort=best", "sort"],
      ["?careTypes=castles", "careTypes"],
      ["?relationships=Neighbours", "relationships"],
      [`?search=${"a".repeat(201)}`, "search"],
      ["?stars=5&stars=4", "stars"],
    ];
    for (const [query, field] of cases) {
      const response = await call(`${API}${query}`);
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { problems: { field: string }[] };
      expect(body.problems[0]?.field.split(".")[0], query).toBe(field);
    }
    const huge = await call("/api/reviews/provider/99999999999999999999");
    expect(huge.status).toBe(400);
  });

  it("answers 404 for a provider that does not exist, and reads 0 of 0 for one without reviews", async () => {
    expect((await call("/api/reviews/provider/999999")).status).toBe(404);
    const none = await call("/api/reviews/provider/118");
    expect(await none.json()).toEqual({ reviews: [], total: 0, found: 0 });
  });
});

async function page(host?: string): Promise<string> {
  const response = await call(PAGE, host ? { host } : {});
  expect(response.status).toBe(200);
  return response.text();
}

/** The reviews section's HTML. */
function section(html: string): string {
  return /<section id="all_reviews_section"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
}

describe("the provider page's reviews", () => {
  it("has the first 6 approved reviews in the server HTML, newest first, and not the 7th", async () => {
    const html = section(await page());
    const authors = [...html.matchAll(/<h3 id="[^"]*" class="review-author">([^<]*)<\/h3>/g)].map((m) => m[1]);
    expect(authors).toEqual([
      "&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;",
      "Author 13",
      "Author 12",
      "Author 11",
      "Author 10",
      "Author 09",
    ]);
    expect(html).not.toContain("Author 08");
    expect(html).not.toContain("Review number 8.");
    expect(html).not.toContain("pending pool review");
    expect(html).toContain('<time dateTime="2026-01-12T10:00:00.000Z">January 12, 2026</time>');
    expect(html).toContain(
      '<span class="review-stars star-rating-stars stars-2" role="img" aria-label="2 out of 5 stars"></span>',
    );
    expect(html).toContain("Family/friends");
    expect(html).toContain("Friend or relative of a resident");
    expect(html).toContain("Memory Care");
    expect(html).toContain('<a class="button reviews-button reviews-write" href="#newreview">Write a review</a>');
    expect(html).toContain("Read more reviews");
    expect(html).toMatch(/data-island="ProviderReviewList"[^>]*data-hydrate="idle"/);
  });

  it("says how many approved reviews give each number of stars, 5 first, in words", async () => {
    // Counted from the fixture's own list: the pending 5-star and the rejected 1-star are not approved.
    const counts = [1, 2, 3, 4, 5].map(
      (stars) => Array.from({ length: 14 }, (_, index) => review(index + 1)).filter((r) => r.rating === stars).length,
    );
    const stars = /<dl class="reviews-stars">([\s\S]*?)<\/dl>/.exec(section(await page()))?.[1] ?? "";
    const rows = [...stars.matchAll(/<dt>([^<]+)<\/dt>[\s\S]*?class="reviews-category-value">([^<]+)</g)].map(
      (match) => `${match[1]}: ${match[2]}`,
    );
    expect(rows).toEqual([
      `5 stars: ${counts[4]} reviews`,
      `4 stars: ${counts[3]} reviews`,
      `3 stars: ${counts[2]} reviews`,
      `2 stars: ${counts[1]} reviews`,
      `1 star: ${counts[0]} reviews`,
    ]);
    expect(counts).toEqual([3, 3, 3, 3, 2]);
  });

  it("labels the response per brand, and cuts long text with 'Read more' on the main brand only", async () => {
    const main = section(await page());
    expect(main).toContain('<p class="review-response-label">Provider Response</p>');
    expect(main).toContain("Thank you for staying with us.");
    expect(main).not.toContain("Old response.");
    expect(main).not.toContain("Unmoderated response.");
    expect(main).toContain(">Read more</button>");
    expect(main).toContain("review-text-rest review-text-collapsed");
    // The whole text is in the HTML either way, for readers without script.
    expect(main).toContain("The end of a long review.");

    const housing = section(await page("seniorhousing.localhost"));
    expect(housing).toContain('<p class="review-response-label">Business Response</p>');
    expect(housing).not.toContain("Provider Response");
    expect(housing).not.toContain(">Read more</button>");
    expect(housing).toContain(LONG_TEXT.replaceAll("'", "&#x27;"));
  });

  it("escapes a hostile author and text everywhere, and the JSON-LD still parses", async () => {
    const html = await page();
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain(HOSTILE);
    const [business] = pageJsonLdBlocks(html).map((block) => JSON.parse(block) as Record<string, unknown>);
    const reviews = business?.review as { author: { name: string }; reviewBody: string }[];
    expect(reviews[0]?.author.name).toBe(HOSTILE);
    expect(reviews[0]?.reviewBody).toBe(HOSTILE);
  });

  it("gives the shown reviews as JSON-LD Reviews and a rating equal to the visible summary", async () => {
    const html = await page();
    const [business] = pageJsonLdBlocks(html).map((block) => JSON.parse(block) as Record<string, unknown>);
    const reviews = business?.review as Record<string, unknown>[];
    expect(reviews).toHaveLength(6);
    expect(reviews[2]).toEqual({
      "@type": "Review",
      author: { "@type": "Person", name: "Author 12" },
      datePublished: "2026-01-12",
      reviewBody: "Review number 12.",
      reviewRating: { "@type": "Rating", ratingValue: 2, bestRating: 5, worstRating: 1 },
    });
    const summary = section(html);
    const shown = /class="reviews-summary-average">[\s\S]*?class="star-rating-value" aria-hidden="true">([^<]+)</.exec(
      summary,
    )?.[1];
    const count = /class="reviews-summary-count">([\d,]+) reviews?</.exec(summary)?.[1];
    // Ratings 1-5 repeating over 14 reviews: 40 / 14 = 2.857, shown rounded down.
    expect(shown).toBe("2.8");
    expect(count).toBe("14");
    expect(business?.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: shown,
      reviewCount: Number(count),
      bestRating: 5,
      worstRating: 1,
    });
  });

  it("shows no list and no JSON-LD reviews for a provider without reviews", async () => {
    const response = await call("/assisted-living/texas/austin/fixture-provider-118/");
    const html = await response.text();
    expect(section(html)).toContain("No reviews yet");
    expect(section(html)).not.toContain('data-island="ProviderReviewList"');
    const [business] = pageJsonLdBlocks(html).map((block) => JSON.parse(block) as Record<string, unknown>);
    expect(business).not.toHaveProperty("review");
  });
});

describe("the review events", () => {
  it("keeps 'review search' and 'review filter' with their properties", async () => {
    for (const [name, properties] of [
      ["review search", { providerId: PROVIDER, textLength: 4, found: 2 }],
      [
        "review filter",
        { providerId: PROVIDER, stars: [5], careTypes: [], relationships: [], sort: "date_review_desc", found: 2 },
      ],
    ] as const) {
      const anonId = `visitor-${name.replace(" ", "-")}`;
      const response = await call("/api/events", {
        method: "POST",
        body: { name, properties },
        cookies: { cf_anon_id: anonId },
      });
      expect(response.status).toBe(202);
      const row = await env.DB.prepare("SELECT properties FROM events WHERE anon_id = ?1 AND name = ?2")
        .bind(anonId, name)
        .first<{ properties: string }>();
      expect(JSON.parse(row?.properties ?? "null")).toEqual(properties);
    }
  });
});
