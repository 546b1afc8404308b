/**
 * The provider page's promotion banner, advertising disclosure, collapsible description,
 * additional-information cards and FAQs in the server HTML (spec reviews-and-provider-page §2,
 * §3, §4, §9), on both brands: the first active promotion only, cut at 75 and 125 characters
 * with 'Read More' leading to the whole text; the description whole in the HTML with its
 * toggle; only cards with a call-to-action url; FAQs as <details>.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { sectionById } from "../support/html-sections.ts";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { call } from "./worker-client.ts";

const LONG_PROMOTION =
  "Move in by September and your first month is free, with no community fee and up to $500 toward your movers when you sign a lease";
const DESCRIPTION = [
  "Fixture Provider 104 is an assisted living community in Austin, Texas, with private apartments and a garden courtyard.",
  "Residents enjoy three meals a day, a full calendar of outings and caregivers on site around the clock, every day of the year.",
  "Closing words that only the expanded text shows.",
].join("\n\n");

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
  await env.DB.batch([
    // Provider 104: an advisors-only promotion first, then the one the banner shows.
    env.DB.prepare(
      "INSERT INTO promotions (provider_id, external_text, starts_at, ends_at, visible_only_to_fa) VALUES (104, 'For advisors only', NULL, NULL, 1), (104, ?, '2020-01-01T00:00:00.000Z', '2099-01-01T00:00:00.000Z', 0)",
    ).bind(LONG_PROMOTION),
    // Provider 105: only an advisors-only promotion.
    env.DB.prepare(
      "INSERT INTO promotions (provider_id, external_text, visible_only_to_fa) VALUES (105, 'Secret deal', 1)",
    ),
    env.DB.prepare("UPDATE providers SET description = ? WHERE id = 104").bind(DESCRIPTION),
    env.DB.prepare(
      `INSERT INTO provider_info_cards (provider_id, position, title, body, icon, cta_text, cta_url) VALUES
        (104, 1, 'Services and care', 'Every type of care offered.', 'home', 'View services', '#offering-listing'),
        (104, 2, 'Hidden card', 'No url, so not shown.', 'info', 'Nowhere', NULL),
        (104, 3, 'Empty url card', 'Blank url, so not shown.', 'info', 'Nowhere', ''),
        (104, 4, 'Visit in person', 'Pick a day.', 'calendar', 'Schedule a tour', '#provider-tour-scheduler'),
        (103, 1, 'Only hidden', 'No url.', 'star', 'Nowhere', NULL)`,
    ),
    env.DB.prepare(
      `INSERT INTO provider_faqs (provider_id, position, question, answer) VALUES
        (104, 1, 'Does Fixture Provider 104 allow pets?', 'Yes. Small pets are welcome.'),
        (104, 2, 'Is transportation available?', 'Yes, to appointments & errands.')`,
    ),
  ]);
});

/** The page of a fixture provider, at its own address (the fixture's care types vary). */
async function page(id: number, host = "localhost"): Promise<string> {
  let response = await call(`/assisted-living/texas/austin/fixture-provider-${id}/`, { host });
  if (response.status === 301) response = await call(response.headers.get("Location") ?? "", { host });
  expect(response.status).toBe(200);
  return response.text();
}

function section(html: string, id: string): string {
  return sectionById(html, id);
}

function banner(html: string): string {
  return /<aside class="promotion-banner".*?<\/aside>/s.exec(html)?.[0] ?? "";
}

/** The page without its listing of other providers (#provider-listing), whose cards show their own promotions. */
function withoutListing(html: string): string {
  const listing = sectionById(html, "provider-listing");
  return listing === "" ? html : html.replace(listing, "");
}

describe("the promotion banner", () => {
  it("shows the first active promotion, cut at 75 and 125 characters, with 'Read More' to the whole text and dates", async () => {
    for (const host of ["localhost", "seniorhousing.localhost"]) {
      const html = banner(await page(104, host));
      expect(html, host).toContain(
        '<strong id="provider-promotion-label" class="promotion-banner-label">PROMOTION!</strong>',
      );
      expect(html, host).toMatch(/<span class="promotion-banner-days">\d+ days left<\/span>/);
      expect(html, host).toContain(
        '<span class="promotion-text-narrow">Move in by September and your first month is free, with no community fee…</span>',
      );
      expect(html, host).toContain(
        '<span class="promotion-text-wide">Move in by September and your first month is free, with no community fee and up to $500 toward your movers when you sign a…</span>',
      );
      expect(html, host).toContain('<a href="#provider-promotion-details" class="promotion-read-more">Read More</a>');
      const details = /<div id="provider-promotion-details" class="promotion-details">(.*?)<\/div>/s.exec(html)?.[1];
      expect(details, host).toContain(`<p>${LONG_PROMOTION}</p>`);
      expect(details, host).toContain("<dt>Starts</dt><dd>January 1, 2020</dd><dt>Ends</dt><dd>January 1, 2099</dd>");
      expect(html, host).not.toContain("For advisors only");
      // The close button needs script: the server HTML has none.
      expect(html, host).not.toContain("Close the promotion");
    }
    // The island hydrates once the page is idle.
    expect(await page(104)).toMatch(/data-island="PromotionBanner" data-hydrate="idle"/);
  });

  it("has no 'Read More' for a text that fits, and no banner for expired or advisors-only promotions", async () => {
    const short = banner(await page(102));
    expect(short).toContain('<span class="promotion-text-narrow">First month free</span>');
    expect(short).not.toContain("Read More");
    expect(short).not.toContain("provider-promotion-details");
    for (const id of [103, 105]) {
      // The page's own: the listing of other providers near it shows their promotions on their cards.
      const html = withoutListing(await page(id));
      expect(html, String(id)).not.toContain("promotion-banner");
      expect(html, String(id)).not.toContain("PROMOTION!");
    }
  });
});

describe("the advertising disclosure", () => {
  it("is a popover button with the same words on both brands, each with its own name", async () => {
    for (const [host, siteName] of [
      ["localhost", "Carefind"],
      ["seniorhousing.localhost", "SeniorHousing"],
    ] as const) {
      const html = await page(100, host);
      // HTML attribute names are case-insensitive: the browser reads popoverTarget as popovertarget.
      expect(html, host).toMatch(
        /<button type="button" class="advertising-disclosure-button" popovertarget="advertising-disclosure">Advertising Disclosure<\/button>/i,
      );
      expect(html, host).toContain(
        '<div id="advertising-disclosure" class="advertising-disclosure-popover" popover="auto">',
      );
      expect(html, host).toContain(`<p>${siteName} is free for families. We are paid by some of the providers`);
      expect(html, host).toContain(
        "Payment never changes a provider&#x27;s ratings, its reviews or the Medicare data we show.",
      );
    }
  });
});

describe("the description", () => {
  it("has every word in the HTML, collapsed behind 'View more details' when longer than 250 characters", async () => {
    const html = await page(104);
    const about = /<section id="provider-about-section".*?<\/section>/s.exec(html)?.[0] ?? "";
    expect(about).toContain('<h2 id="provider-about">About <!-- -->Fixture Provider 104</h2>');
    expect(about).toContain('<p class="collapsible-preview">Fixture Provider 104 is an assisted living community');
    expect(about).toMatch(/<p class="collapsible-preview">[^<]{200,249}…<\/p>/);
    expect(about).toContain(
      '<summary class="collapsible-toggle"><span class="collapsible-more">View more details</span><span class="collapsible-fewer">View fewer details</span></summary>',
    );
    for (const paragraph of DESCRIPTION.split("\n\n")) expect(about).toContain(`<p>${paragraph}</p>`);
  });

  it("shows a short description whole, without a toggle", async () => {
    const about = /<section id="provider-about-section".*?<\/section>/s.exec(await page(100))?.[0] ?? "";
    expect(about).toContain("<p>A fixture.</p>");
    expect(about).not.toContain("View more details");
    expect(about).not.toContain("<details");
  });
});

describe("the additional-information cards", () => {
  it("show only cards with a call-to-action url, under the default title", async () => {
    const cards = section(await page(104), "provider-additional-info-box");
    expect(cards).toContain('<h2 id="provider-additional-info-box-heading">Additional Community Information</h2>');
    const titles = [...cards.matchAll(/<h3 class="info-card-title">([^<]+)<\/h3>/g)].map((match) => match[1]);
    expect(titles).toEqual(["Services and care", "Visit in person"]);
    expect(cards).toContain(
      '<a class="button button-primary info-card-cta" href="#offering-listing">View services</a>',
    );
    expect(cards).toContain('href="#provider-tour-scheduler">Schedule a tour</a>');
    expect(cards).not.toContain("Nowhere");
  });

  it("are left out when no card has a url, or the provider has none", async () => {
    for (const id of [103, 100]) expect(await page(id), String(id)).not.toContain("provider-additional-info-box");
  });
});

describe("the FAQs", () => {
  it("list each question as a <details>, escaped, and are left out when there are none", async () => {
    const faqs = section(await page(104), "provider-faqs");
    expect(faqs).toContain('<h2 id="provider-faqs-heading">Frequently asked questions</h2>');
    expect([...faqs.matchAll(/<details class="faq">/g)]).toHaveLength(2);
    expect(faqs).toContain(
      '<details class="faq"><summary><h3 class="faq-question">Does Fixture Provider 104 allow pets?</h3></summary><p>Yes. Small pets are welcome.</p></details>',
    );
    expect(faqs).toContain("<p>Yes, to appointments &amp; errands.</p>");
    expect(await page(100)).not.toContain("Frequently asked questions");
  });
});
