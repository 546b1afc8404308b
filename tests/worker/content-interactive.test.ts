/**
 * A content page's live and interactive blocks as the server renders them (spec
 * reviews-and-provider-page §2, §4; search-and-compare §2, §3): the table of contents closed,
 * listing the page's headings and linking to their anchors; the costs summary from the
 * directory's figures; the featured review leading to the provider's reviews; the rollup of up
 * to three providers of the state, each a link to its page; the FAQ's answers closed; the
 * why-choose-us items open; and the who-are-you-searching-for choices. What the blocks do in a
 * browser is tests/e2e/content-interactive.test.ts's.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ContentPageInput } from "../../domain/content/content-blocks.ts";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { ADMIN, call } from "./worker-client.ts";

const REVIEW_ID = 9201;
const PAGE: ContentPageInput = {
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
    // The newest approved assisted-living review rated 4 or more: the fixture's others name no care type.
    { type: "featuredReview", title: "A family's review", careType: "assisted-living" },
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

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
  await env.DB.exec(
    `INSERT INTO reviews (id, provider_id, care_type_id, author_name, relationship, content, rating_overall, status, created_at) VALUES (${REVIEW_ID}, 104, 'assisted_living_facilities', 'Maria G.', 'family', 'Kind staff and a lovely garden.', 5, 'approved', '2026-03-03T10:00:00.000Z');`,
  );
  const stored = await call("/admin/pages/guides/choosing", { method: "PUT", headers: ADMIN, body: PAGE });
  expect(stored.status).toBe(200);
});

let html = "";

beforeAll(async () => {
  html = await (await call("/guides/choosing/")).text();
});

describe("a content page's live and interactive blocks", () => {
  it("gives a closed table of contents that links to the page's headings", () => {
    expect(html).toMatch(
      /<details class="toc toc-accordion"><summary class="toc-accordion-title">Table of Contents<\/summary><nav aria-label="Table of Contents">/,
    );
    expect(html).toContain('<a href="#compare-the-costs">Compare the costs</a>');
    expect(html.match(/id="compare-the-costs"/g)).toHaveLength(1);
    // The contents open by themselves for an address with a hash: the island wakes for it.
    expect(html).toContain('data-island="TocAccordion" data-hydrate="idle" data-wake-hash="*"');
  });

  it("shows the costs from the directory's figures", () => {
    expect(html).toMatch(/<h2 id="[^"]+">Cost of Assisted Living in the United States<\/h2>/);
    expect(html).toMatch(/The median cost of Assisted Living in the United States is \$[\d,]+ per month\./);
  });

  it("leads from the featured review to the provider's reviews", () => {
    expect(html).toContain("Kind staff and a lovely garden.");
    expect(html).toContain(
      '<a class="button button-secondary featured-review-all" href="/assisted-living/texas/austin/fixture-provider-104/#all_reviews_section">Read all reviews</a>',
    );
  });

  it("lists up to three assisted-living providers of Texas, each a link to its page", () => {
    const cards = [...html.matchAll(/<li class="rollup-card">.*?<h3 class="rollup-card-name"><a href="([^"]+)">/g)];
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(3);
    for (const [, href] of cards) expect(href).toMatch(/^\/assisted-living\/texas\/[a-z0-9-]+\/[a-z0-9-]+\/$/);
  });

  it("opens the FAQ's first answer only, opens the why-choose-us items, and offers the choices of who the care is for", () => {
    expect(html).toContain(
      '<details class="content-faq-item" open=""><summary class="content-faq-question">How soon can we move in?</summary>',
    );
    expect(html).toContain(
      '<details class="content-faq-item"><summary class="content-faq-question">Can we bring furniture?</summary>',
    );
    expect(html).toContain('<details class="why-choose-us-item" open="">');
    for (const [label, who] of [
      ["Self", "Myself"],
      ["Partner", "Spouse"],
      ["Parent(s)", "Parent(s)"],
      ["Other", "Other"],
    ]) {
      expect(html).toContain(`<a class="who-for-choice" href="/lp/" data-who="${who}">${label}</a>`);
    }
  });
});
