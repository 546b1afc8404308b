/**
 * The content blocks that act or read live data, in a real browser at phone and desktop widths
 * (spec reviews-and-provider-page §2, §4; search-and-compare §2, §3): a page stored through the
 * admin API with a table of contents, an FAQ, the why-choose-us accordion, the who-are-you-
 * searching-for choices, a featured review, a provider rollup and a costs summary, shown and
 * axe-clean at each width; on a phone the contents open with a click and the FAQ from the
 * keyboard; on a desktop the contents accordion opens by itself for an address with a hash, and
 * the featured review leads to the provider's reviews. The blocks' markup and links are checked
 * in tests/worker/content-interactive.test.ts.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ContentPageInput } from "../../domain/content/content-blocks.ts";
import { adminJson } from "./admin-requests.ts";
import { expectAccessible, launchChromium, type Visit, visit } from "./browser.ts";
import { baseUrl } from "./lane-server.ts";

const PATH = "/e2e-guides/choosing/";
/** The words a long FAQ answer ends with: past the 250 characters READ MORE cuts at. */
const LONG_ANSWER_END = "and you leave with the next steps written down.";
const LONG_ANSWER = `You meet the director, see two or three apartments, share a meal in the dining room, and ask about care plans, staffing at night, visiting hours, what is included in the monthly fee and what costs extra, how medication is handled, and who to call when something changes; ${LONG_ANSWER_END}`;
const SLOW_MS = 90_000;

let browser: Browser;
/** The visits a test opened, closed after it whatever its outcome. */
const opened: Visit[] = [];
/** The page: its featured review is the directory's newest approved review rated 4 or more. */
function page(): ContentPageInput {
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
      { type: "featuredReview", title: "A family's review" },
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
          { question: "What does a first visit look like?", answer: LONG_ANSWER },
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
  await adminJson(baseUrl, "PUT", `/admin/pages${PATH.slice(0, -1)}`, 200, { json: page() });
  browser = await launchChromium();
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((visited) => visited.close()));
});

afterAll(async () => {
  await browser?.close();
});

async function openPage(width: number, hash = ""): Promise<Visit> {
  const visited = await visit(browser, `${baseUrl}${PATH}${hash}`, { width });
  opened.push(visited);
  return visited;
}

/** The blocks that read live data and the choices are on the screen at this width. */
async function expectBlocksShown(tab: Page): Promise<void> {
  // The costs come from the directory's figures.
  expect(await tab.getByRole("heading", { name: /^Cost of Assisted Living in / }).isVisible()).toBe(true);
  expect(
    await tab
      .getByText(/per month/)
      .first()
      .isVisible(),
  ).toBe(true);
  expect(await tab.getByRole("link", { name: /Read all reviews/ }).isVisible()).toBe(true);
  expect(await tab.locator(".rollup-card").first().isVisible()).toBe(true);
  // A first visit sees why families use the site, expanded.
  expect(await tab.getByText("Advisors are free for families; communities pay for listings.").isVisible()).toBe(true);
  for (const choice of ["Self", "Partner", "Parent(s)", "Other"]) {
    expect(await tab.getByRole("link", { name: choice, exact: true }).isVisible()).toBe(true);
  }
}

describe("a content page's live and interactive blocks", () => {
  it(
    "at 360 px: shows the contents, the costs, the featured review, the rollup, the FAQ and the choices, and passes axe",
    async () => {
      const visited = await openPage(360);
      const { page: tab } = visited;
      await expectBlocksShown(tab);
      await expectAccessible(tab);
      // The contents open with a click and show the page's headings.
      const contents = tab.locator("details.toc-accordion");
      const link = contents.getByRole("link", { name: "Compare the costs" });
      expect(await link.isVisible()).toBe(false);
      await contents.locator("summary").click();
      await expect.poll(() => link.isVisible()).toBe(true);
      // The FAQ's first answer shows from the start; another opens from the keyboard, and both stay open.
      const first = tab.getByText("Often within two weeks, once the assessment is done.");
      const second = tab.getByText("Most communities welcome your own furniture.");
      expect(await first.isVisible()).toBe(true);
      expect(await second.isVisible()).toBe(false);
      await tab.locator("summary", { hasText: "Can we bring furniture?" }).focus();
      await tab.keyboard.press("Enter");
      await expect.poll(() => second.isVisible()).toBe(true);
      expect(await first.isVisible()).toBe(true);
      // On a phone a long answer is cut behind READ MORE.
      await tab.locator("summary", { hasText: "What does a first visit look like?" }).click();
      const faq = tab.locator(".content-faq");
      await expect.poll(() => faq.getByText("READ MORE").isVisible()).toBe(true);
      expect(await faq.getByText(LONG_ANSWER_END).isVisible()).toBe(false);
      await expectAccessible(tab, "details.toc-accordion, .content-faq");
      expect(visited.errors).toEqual([]);
    },
    SLOW_MS,
  );

  it(
    "at 1280 px: shows the blocks, opens the contents by itself for an address that names a section, and the review link reaches the reviews",
    async () => {
      const visited = await openPage(1280, "#compare-the-costs");
      const { page: tab } = visited;
      await expect
        .poll(() => tab.locator("details.toc-accordion").evaluate((details) => details.hasAttribute("open")))
        .toBe(true);
      await expectBlocksShown(tab);
      // From 768 px a long FAQ answer reads whole, with no READ MORE.
      const faq = tab.locator(".content-faq");
      await faq.locator("summary", { hasText: "What does a first visit look like?" }).click();
      await expect.poll(() => faq.getByText(LONG_ANSWER_END).isVisible()).toBe(true);
      expect(await faq.getByText("READ MORE").isVisible()).toBe(false);
      await expectAccessible(tab);
      await tab.getByRole("link", { name: /Read all reviews/ }).click();
      await tab.waitForURL((url) => url.hash === "#all_reviews_section");
      expect(await tab.locator("#all_reviews_section").count()).toBe(1);
      expect(visited.errors).toEqual([]);
    },
    SLOW_MS,
  );
});
