/**
 * A review's whole life against the running site (docs/reviews.md), once on the main brand at
 * 1280 px and once on the second brand at 360 px: a family writes it in a real browser (through
 * the button's modal on a large screen, through a `#newreview` link on a phone) and sees the
 * 'Review submitted' toast; it stays off the page while pending; an operator approves it; the
 * provider page then shows it first with the new average and count, and so does the provider's
 * search card; the provider answers in a real browser through the signed link the operator
 * issues on the brand's own host, and once the operator publishes the answer it shows under
 * the review with the brand's label. What the pages show after each step is read from the
 * server's HTML as a visitor's browser gets it (the browser adds nothing there: the pages'
 * own tests check what they look like), and at the end from the live page. Nothing is answered
 * by the test: every request reaches the Worker. axe on the pages the browser opens.
 */
import { request } from "node:http";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { displayRating, reviewCountText } from "../../domain/ratings.ts";
import { adminJson } from "./admin-requests.ts";
import { expectAccessible, launchChromium, type Visit, type VisitOptions, visit } from "./browser.ts";
import { baseUrl, port, secondBrandOrigin } from "./lane-server.ts";
import { findResult } from "./results-visits.ts";

const MAIN = { origin: baseUrl, host: `localhost:${port}`, label: "Provider Response" } as const;
const SECOND = {
  origin: secondBrandOrigin,
  host: `seniorhousing.localhost:${port}`,
  label: "Business Response",
} as const;

/** Writing, moderating, answering: several page loads and axe runs on a shared machine. */
const FLOW_TIMEOUT_MS = 180_000;
const SEARCHES = ["Denver, CO", "Seattle, WA", "Atlanta, GA", "Phoenix, AZ", "Chicago, IL", "Austin, TX"].map(
  (keyword) => ({ keyword, careType: "assisted-living" }),
);

interface Provider {
  id: number;
  name: string;
  url: string;
  reviewCount: number;
  /** The results page that lists it. */
  searchPath: string;
}

interface PendingReview {
  id: number;
  providerId: number;
  authorEmail: string;
}

interface Approval {
  provider: { id: number; reviewCount: number; averageRating: number };
}

let browser: Browser;
/** One provider per test, each with few reviews, so a new one moves its average visibly. */
const providers: Provider[] = [];
/** The visit a test opened, closed after it whether it passed or not. */
let opened: Visit | undefined;

beforeAll(async () => {
  browser = await launchChromium();
  const taken = new Set<number>();
  for (let index = 0; index < 2; index++) {
    const found = await findResult(baseUrl, SEARCHES, (result) => !taken.has(result.id) && result.reviewCount <= 4);
    taken.add(found.result.id);
    providers.push({ ...found.result, searchPath: found.path });
  }
});

afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

afterAll(async () => {
  await browser?.close();
});

async function open(url: string, options: VisitOptions): Promise<Visit> {
  await opened?.close();
  opened = await visit(browser, url, options);
  return opened;
}

/** The review list the page's island reads, as a visitor's browser would fetch it, and the provider's approved total. */
async function reviewList(providerId: number) {
  const response = await fetch(`${baseUrl}/api/reviews/provider/${providerId}?limit=50`);
  expect(response.status).toBe(200);
  return (await response.json()) as { reviews: { id: number; content: string }[]; total: number };
}

/**
 * The HTML a visitor's browser gets for `path` on the brand of `host`, after the site's own
 * redirects (the second brand's results page has a path of its own). node:http, because
 * fetch drops the Host header a brand is chosen by.
 */
function pageHtml(host: string, path: string, redirects = 3): Promise<string> {
  return new Promise((resolve, reject) => {
    const outgoing = request(`${baseUrl}${path}`, { headers: { Host: host } }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        text += chunk;
      });
      response.on("end", () => {
        const location = response.headers.location;
        const status = response.statusCode ?? 0;
        if (status === 200) resolve(text);
        else if (status >= 300 && status < 400 && location && redirects > 0) {
          const next = new URL(location, `http://${host}`);
          resolve(pageHtml(next.host, `${next.pathname}${next.search}`, redirects - 1));
        } else reject(new Error(`GET ${path} on ${host} answered ${response.statusCode}`));
      });
      response.on("error", reject);
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

/** What a reader sees of a piece of HTML: its text, without tags and with the entities read. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}

/** The elements opened by `opening` (up to the next one, or the end of `html`). */
function parts(html: string, opening: string): string[] {
  return html.split(opening).slice(1);
}

/** The provider page as the brand serves it now: its reviews summary, and each review card in order. */
async function providerPage(host: string, provider: Provider) {
  const html = await pageHtml(host, provider.url);
  const section = /<section id="all_reviews_section"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
  const summary = /<p class="reviews-summary-average">[\s\S]*?<\/p>/.exec(section)?.[0] ?? "";
  const cards = parts(section, '<article class="review-card"').map((card) => card.slice(0, card.indexOf("</article>")));
  return { summary: textOf(summary), cards };
}

async function writeReview(page: Page, width: number, text: string, email: string) {
  // On a phone the visitor followed a write-a-review link: the hash opens the modal by itself.
  if (width >= 768) await page.getByRole("button", { name: "Write a review" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.waitFor();
  await dialog.getByRole("radiogroup", { name: "Overall rating" }).getByRole("radio", { name: "5 stars" }).check();
  await dialog.getByRole("radiogroup", { name: "Staff" }).getByRole("radio", { name: "4 stars" }).check();
  await dialog
    .getByLabel("Relationship to provider", { exact: true })
    .selectOption({ label: "Friend or relative of a resident" });
  const careType = dialog.getByLabel("Care type or service", { exact: true });
  if ((await careType.inputValue()) === "") await careType.selectOption({ index: 1 });
  await dialog.getByLabel("Your review", { exact: true }).fill(text);
  await dialog.getByLabel("Your name", { exact: true }).fill("Rosa M.");
  await dialog.getByLabel("Email (never shown with your review)", { exact: true }).fill(email);
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Submit", exact: true }).click();
  // The post and the toast: seconds on a busy machine, where the poll's default second is too short.
  await expect
    .poll(() => page.getByText("Review submitted", { exact: true }).isVisible(), { timeout: 15_000 })
    .toBe(true);
  await expect.poll(() => dialog.count(), { timeout: 15_000 }).toBe(0);
  await expectAccessible(page, ".toast-region");
}

async function reviewLife(brand: typeof MAIN | typeof SECOND, width: number, provider: Provider | undefined) {
  if (!provider) throw new Error("no provider for this test");
  const { origin, host, label } = brand;
  const tag = crypto.randomUUID().slice(0, 8);
  const text = `the night team were patient with my father every evening, note ${tag}.`;
  const email = `family-${tag}@example.com`;
  // The count now, from the list itself: other browser tests of the run may have reviewed this provider.
  const reviewsBefore = (await reviewList(provider.id)).total;

  const writing = await open(`${origin}${provider.url}${width < 768 ? "#newreview" : ""}`, { width });
  await writeReview(writing.page, width, text, email);
  expect(writing.errors).toEqual([]);
  await writing.close();

  // Pending: stored, in the operator's queue, nowhere public.
  const queue = await adminJson<{ reviews: PendingReview[] }>(
    baseUrl,
    "GET",
    `/admin/reviews?status=pending&providerId=${provider.id}&limit=200`,
    200,
  );
  const pending = queue.reviews.find((review) => review.authorEmail === email);
  expect(pending?.providerId).toBe(provider.id);
  if (!pending) return;
  expect((await reviewList(provider.id)).reviews.some((review) => review.id === pending.id)).toBe(false);
  expect((await providerPage(host, provider)).cards.some((card) => card.includes(tag))).toBe(false);

  const approval = await adminJson<Approval>(baseUrl, "POST", `/admin/reviews/${pending.id}/approve`, 200);
  expect(approval.provider.reviewCount).toBe(reviewsBefore + 1);
  const average = displayRating(approval.provider.averageRating);
  const count = reviewCountText(approval.provider.reviewCount);

  // The provider page: the review first (newest), the summary with the new figures.
  const approved = await providerPage(host, provider);
  expect(approved.summary).toContain(`Rated ${average} out of 5`);
  expect(approved.summary).toContain(count);
  expect(textOf(approved.cards[0] ?? "")).toContain(text);

  // The search card that lists it shows the same figures.
  const results = await pageHtml(host, provider.searchPath);
  const card = parts(results, '<article class="provider-card"').find((candidate) =>
    candidate.slice(0, candidate.indexOf("</article>")).includes(`href="${provider.url}"`),
  );
  expect(card, "the provider's search card").toBeDefined();
  const rating = /<p class="provider-card-rating">[\s\S]*?<\/p>/.exec(card ?? "")?.[0] ?? "";
  expect(textOf(rating)).toContain(`Rated ${average} out of 5`);
  expect(rating).toContain(`<span class="provider-card-reviews">${count}</span>`);

  // The provider answers through the link the operator sends, on the brand's own host.
  const links = await adminJson<{ respondUrl: string }>(baseUrl, "POST", `/admin/reviews/${pending.id}/links`, 200, {
    host,
  });
  expect(new URL(links.respondUrl).host).toBe(host);
  const answer = `Thank you for telling us about the evening team, note ${tag}.`;
  const responding = await open(links.respondUrl, { width });
  const { page } = responding;
  await expect(page.getByText(text).count()).resolves.toBe(1);
  await page.getByLabel("Name", { exact: true }).fill("Dana Ortiz");
  await page.getByLabel("Title", { exact: true }).fill("Executive Director");
  await page.getByLabel("Response", { exact: true }).fill(answer);
  await page.getByLabel("Email", { exact: true }).fill("director@example.com");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Submit response" }).click();
  await expect.poll(() => page.getByText("Your response has been submitted successfully!").isVisible()).toBe(true);
  await expectAccessible(page);
  expect(responding.errors).toEqual([]);
  await responding.close();

  // Not public until an operator publishes it.
  const responses = await adminJson<{ responses: { id: number; content: string }[] }>(
    baseUrl,
    "GET",
    "/admin/reviews/responses?status=pending&limit=200",
    200,
  );
  const response = responses.responses.find((candidate) => candidate.content === answer);
  expect(response).toBeDefined();
  if (!response) return;
  const unpublished = await providerPage(host, provider);
  expect(unpublished.cards.some((card) => card.includes(answer))).toBe(false);

  await adminJson(baseUrl, "POST", `/admin/reviews/responses/${response.id}/approve`, 200);
  const published = await providerPage(host, provider);
  const reviewCard = published.cards.find((candidate) => textOf(candidate).includes(text)) ?? "";
  expect(reviewCard).toContain(`<p class="review-response-label">${label}</p>`);
  expect(reviewCard).toContain(`<p class="review-response-text">${answer}</p>`);

  // And in the browser, once the page is live: the review first with its answer, axe clean.
  const reading = await open(`${origin}${provider.url}`, { width });
  const section = reading.page.locator("#all_reviews_section");
  await expect.poll(() => section.locator("article.review-card").first().textContent()).toContain(text);
  expect(await section.getByText(answer, { exact: true }).count()).toBe(1);
  await expectAccessible(reading.page, "#all_reviews_section");
  expect(reading.errors).toEqual([]);
  await reading.close();
}

describe("a review", () => {
  it(
    "is written on the main brand at 1280 px, waits for moderation, appears with the new average on the page and the search card, and carries the provider's published answer",
    () => reviewLife(MAIN, 1280, providers[0]),
    FLOW_TIMEOUT_MS,
  );

  it(
    "is written on the second brand at 360 px through a #newreview link, appears once approved, and carries the published answer under the brand's label",
    () => reviewLife(SECOND, 360, providers[1]),
    FLOW_TIMEOUT_MS,
  );
});
