/**
 * A review's whole life in a real browser, on both brands at 360 and 1280 px (README, Reviews):
 * a family writes it (through the button's modal on a large screen, through a `#newreview` link
 * on a phone) and sees the 'Review submitted' toast; it stays off the page while pending; an
 * operator approves it; the provider page then shows it first with the new average and count,
 * and so does the provider's search card; the provider answers through the signed link the
 * operator issues, and once the operator publishes the answer it shows under the review with the
 * brand's label. Nothing is answered by the test: every request reaches the Worker. axe on every
 * page state.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { displayRating, reviewCountText } from "../../domain/ratings.ts";
import { adminJson } from "./admin-requests.ts";
import { expectAccessible, launchChromium, visit } from "./browser.ts";
import { findResult } from "./results-visits.ts";

const baseUrl = inject("baseUrl");
const port = inject("port");

const CASES = [
  { brand: "carefind", origin: baseUrl, host: `localhost:${port}`, width: 1280, label: "Provider Response" },
  { brand: "carefind", origin: baseUrl, host: `localhost:${port}`, width: 360, label: "Provider Response" },
  {
    brand: "seniorhousing",
    origin: `http://seniorhousing.localhost:${port}`,
    host: `seniorhousing.localhost:${port}`,
    width: 1280,
    label: "Business Response",
  },
  {
    brand: "seniorhousing",
    origin: `http://seniorhousing.localhost:${port}`,
    host: `seniorhousing.localhost:${port}`,
    width: 360,
    label: "Business Response",
  },
] as const;

/** Writing, moderating, answering: several page loads and axe runs on a shared machine. */
const FLOW_TIMEOUT_MS = 240_000;
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
/** One provider per case, each with few reviews, so a new one moves its average visibly. */
const providers: Provider[] = [];

beforeAll(async () => {
  browser = await launchChromium();
  const taken = new Set<number>();
  for (let index = 0; index < CASES.length; index++) {
    const found = await findResult(baseUrl, SEARCHES, (result) => !taken.has(result.id) && result.reviewCount <= 4);
    taken.add(found.result.id);
    providers.push({ ...found.result, searchPath: found.path });
  }
});

afterAll(async () => {
  await browser?.close();
});

/** The review list the page's island reads, as a visitor's browser would fetch it, and the provider's approved total. */
async function publicReviews(providerId: number): Promise<{ id: number; content: string }[]> {
  return (await reviewList(providerId)).reviews;
}

async function reviewList(providerId: number) {
  const response = await fetch(`${baseUrl}/api/reviews/provider/${providerId}?limit=50`);
  expect(response.status).toBe(200);
  return (await response.json()) as { reviews: { id: number; content: string }[]; total: number };
}

async function writeReview(
  page: Page,
  width: number,
  providerUrl: string,
  origin: string,
  text: string,
  email: string,
) {
  if (width < 768) {
    // A phone visitor follows a write-a-review link: the hash opens the modal by itself.
    await page.goto(`${origin}${providerUrl}#newreview`);
  } else {
    await page.getByRole("button", { name: "Write a review" }).click();
  }
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
  await expectAccessible(page);
}

describe.each(CASES.map((flow, index) => ({ ...flow, index })))(
  "a review on $brand at $width px",
  ({ origin, host, width, label, index }) => {
    it(
      "is written, waits for moderation, appears with the new average on the page and the search card, and carries the provider's published answer",
      async () => {
        const provider = providers[index];
        if (!provider) throw new Error("no provider for this case");
        const tag = crypto.randomUUID().slice(0, 8);
        const text = `the night team were patient with my father every evening, note ${tag}.`;
        const email = `family-${tag}@example.com`;
        // The count now, from the list itself: other browser tests of the run may have reviewed this provider.
        const reviewsBefore = (await reviewList(provider.id)).total;

        const writing = await visit(browser, `${origin}${provider.url}`, { width });
        await writeReview(writing.page, width, provider.url, origin, text, email);
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
        expect((await publicReviews(provider.id)).some((review) => review.id === pending.id)).toBe(false);

        const approval = await adminJson<Approval>(baseUrl, "POST", `/admin/reviews/${pending.id}/approve`, 200);
        expect(approval.provider.reviewCount).toBe(reviewsBefore + 1);
        const average = displayRating(approval.provider.averageRating);
        const count = reviewCountText(approval.provider.reviewCount);

        // The provider page: the review first (newest), the summary with the new figures.
        const reading = await visit(browser, `${origin}${provider.url}`, { width });
        const section = reading.page.locator("#all_reviews_section");
        await expect(section.locator(".reviews-summary-average").textContent()).resolves.toContain(
          `Rated ${average} out of 5`,
        );
        await expect(section.locator(".reviews-summary-count").textContent()).resolves.toBe(count);
        await expect(section.locator(".review-card").first().textContent()).resolves.toContain(text);
        await expectAccessible(reading.page);
        await reading.close();

        // The search card that lists it shows the same figures.
        const searching = await visit(browser, `${origin}${provider.searchPath}`, { width });
        const card = searching.page
          .locator(".provider-card")
          .filter({ has: searching.page.getByRole("link", { name: provider.name, exact: true }) })
          .first();
        await expect(card.locator(".provider-card-rating").textContent()).resolves.toContain(
          `Rated ${average} out of 5`,
        );
        await expect(card.locator(".provider-card-reviews").textContent()).resolves.toBe(count);
        await searching.close();

        // The provider answers through the link the operator sends, on the brand's own host.
        const links = await adminJson<{ respondUrl: string }>(
          baseUrl,
          "POST",
          `/admin/reviews/${pending.id}/links`,
          200,
          {
            host,
          },
        );
        expect(new URL(links.respondUrl).host).toBe(host);
        const answer = `Thank you for telling us about the evening team, note ${tag}.`;
        const responding = await visit(browser, links.respondUrl, { width });
        const { page } = responding;
        await expect(page.getByText(text).count()).resolves.toBe(1);
        await page.getByLabel("Name", { exact: true }).fill("Dana Ortiz");
        await page.getByLabel("Title", { exact: true }).fill("Executive Director");
        await page.getByLabel("Response", { exact: true }).fill(answer);
        await page.getByLabel("Email", { exact: true }).fill("director@example.com");
        await page.getByRole("checkbox").check();
        await page.getByRole("button", { name: "Submit response" }).click();
        await expect
          .poll(() => page.getByText("Your response has been submitted successfully!").isVisible())
          .toBe(true);
        await expectAccessible(page);
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
        const before = await visit(browser, `${origin}${provider.url}`, { width });
        await expect(before.page.getByText(answer).count()).resolves.toBe(0);
        await before.close();

        await adminJson(baseUrl, "POST", `/admin/reviews/responses/${response.id}/approve`, 200);
        const after = await visit(browser, `${origin}${provider.url}`, { width });
        const reviewCard = after.page.locator(".review-card").filter({ hasText: text });
        await expect(reviewCard.locator(".review-response-label").textContent()).resolves.toBe(label);
        await expect(reviewCard.locator(".review-response-text").textContent()).resolves.toBe(answer);
        await expectAccessible(after.page);
        expect(after.errors).toEqual([]);
        await after.close();
      },
      FLOW_TIMEOUT_MS,
    );
  },
);
