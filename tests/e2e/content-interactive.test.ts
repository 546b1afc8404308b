/**
 * The content blocks that act or read live data, in a real browser at phone and desktop widths
 * (spec reviews-and-provider-page §2, §4; search-and-compare §2, §3): a page stored through the
 * admin API with a table of contents, an FAQ, the why-choose-us accordion, the who-are-you-
 * searching-for choices, a featured review, a provider rollup and a costs summary, axe-clean;
 * the contents accordion opens by itself for an address with a hash; the FAQ opens from the
 * keyboard; the featured review leads to the provider's reviews.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { ContentPageInput } from "../../domain/content/content-blocks.ts";
import { adminJson } from "./admin-requests.ts";
import { expectAccessible, launchChromium, visit } from "./browser.ts";

const baseUrl = inject("baseUrl");
const PATH = "/e2e-guides/choosing/";
const WIDTHS = [360, 1280] as const;
const SLOW_MS = 90_000;

let browser: Browser;
let review: { id: number; path: string; resourceName: string };

function page(reviewId: number): ContentPageInput {
  return {
    title: "Choosing a community",
    description: "How families choose a senior living community, step by step.",
    layout: { kind: "sideRail", links: [{ text: "Assisted living near you", url: "/senior-living/assisted-living/" }] },
    blocks: [
      { type: "tableOfContents", variant: "accordion" },
      { type: "heading", text: "Start with the care needed", level: 2 },
      { type: "text", text: "Write down what help is needed each day, and at night." },
      { type: "heading", text: "Compare the costs", level: 2 },
      { type: "costsSummary", careType: "assisted-living" },
      { type: "heading", text: "Read what families say", level: 2 },
      { type: "featuredReview", title: "A family's review", reviewId },
      {
        type: "providerRollup",
        title: "Well-rated assisted living in Texas",
        careType: "assisted-living",
        state: "TX",
        count: 3,
      },
      {
        type: "faq",
        title: "Questions families ask",
        items: [
          { question: "How soon can we move in?", answer: "Often within two weeks, once the assessment is done." },
          { question: "Can we bring furniture?", answer: "Most communities welcome your own furniture." },
        ],
      },
      {
        type: "whyChooseUs",
        title: "Why families use us",
        items: [{ title: "Free help", text: "Advisors are free for families; communities pay for listings." }],
      },
      { type: "whoAreYouSearchingFor", title: "Who are you searching for?" },
    ],
  };
}

beforeAll(async () => {
  const recent = (await (await fetch(`${baseUrl}/v1/dxp/location-reviews/recent?count=1`)).json()) as {
    reviews: { id: number; path: string; resourceName: string }[];
  };
  const first = recent.reviews[0];
  if (!first) throw new Error("the browser tests' directory has no approved review");
  review = first;
  await adminJson(baseUrl, "PUT", `/admin/pages${PATH.slice(0, -1)}`, 200, { json: page(review.id) });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

describe.each(WIDTHS)("a content page's live and interactive blocks at %i px", (width) => {
  it(
    "shows the contents, the costs, the featured review, the rollup, the FAQ and the choices, and passes axe",
    async () => {
      const visited = await visit(browser, `${baseUrl}${PATH}`, { width });
      const { page: tab } = visited;
      // The contents list the page's headings and link to their anchors.
      const contents = tab.locator("details.toc-accordion");
      expect(await contents.locator("summary").textContent()).toContain("Table of Contents");
      await contents.locator("summary").click();
      const link = contents.getByRole("link", { name: "Compare the costs" });
      expect(await link.getAttribute("href")).toBe("#compare-the-costs");
      expect(await tab.locator("#compare-the-costs").count()).toBe(1);
      // The costs come from the directory's figures.
      expect(await tab.getByRole("heading", { name: /^Cost of Assisted Living in / }).isVisible()).toBe(true);
      expect(
        await tab
          .getByText(/per month/)
          .first()
          .isVisible(),
      ).toBe(true);
      // The featured review leads to the provider's reviews.
      const allReviews = tab.getByRole("link", { name: /Read all reviews/ });
      expect(await allReviews.getAttribute("href")).toBe(`${review.path}#all_reviews_section`);
      // The rollup lists up to three providers of Texas, each a link to its page.
      const rollup = tab.locator(".rollup-card");
      expect(await rollup.count()).toBeGreaterThan(0);
      expect(await rollup.count()).toBeLessThanOrEqual(3);
      // The FAQ opens from the keyboard.
      const answer = tab.getByText("Often within two weeks, once the assessment is done.");
      expect(await answer.isVisible()).toBe(false);
      await tab.locator("summary", { hasText: "How soon can we move in?" }).focus();
      await tab.keyboard.press("Enter");
      await expect.poll(() => answer.isVisible()).toBe(true);
      // A first visit sees why families use the site, expanded.
      expect(await tab.getByText("Advisors are free for families; communities pay for listings.").isVisible()).toBe(
        true,
      );
      for (const choice of ["Self", "Partner", "Parent(s)", "Other"]) {
        expect(await tab.getByRole("link", { name: choice, exact: true }).isVisible()).toBe(true);
      }
      await expectAccessible(tab);
      expect(visited.errors).toEqual([]);
      await visited.close();
    },
    SLOW_MS,
  );

  it(
    "opens the contents by itself for an address that names a section, and the review link reaches the reviews",
    async () => {
      const visited = await visit(browser, `${baseUrl}${PATH}#compare-the-costs`, { width });
      const { page: tab } = visited;
      await expect
        .poll(() => tab.locator("details.toc-accordion").evaluate((details) => details.hasAttribute("open")))
        .toBe(true);
      await tab.getByRole("link", { name: /Read all reviews/ }).click();
      await tab.waitForURL((url) => url.hash === "#all_reviews_section");
      expect(await tab.locator("#all_reviews_section").count()).toBe(1);
      expect(visited.errors).toEqual([]);
      await visited.close();
    },
    SLOW_MS,
  );
});
