/**
 * The Medicare ratings block on a real nursing home's page (a South Carolina home from the CMS
 * Provider Info file) in a real browser (spec lead-capture-and-chrome §2, §3, §9): the bars
 * drawn rating*20 % of their track beside the rating in text, and every measure behind a
 * disclosure opened by keyboard, one test on each brand and width; the overall stars with their
 * source and date in a phone's first screen, linked to the block; axe on each page and on the
 * opened block. And the home's record and page invent no reviews, prices or awards. The block's
 * markup (the bars' widths, the Care Compare link, the data's month) on both brands is the
 * Worker's test (tests/worker/provider-medicare.test.ts).
 */
import type { Browser, Locator } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { LocationRecord } from "../../domain/providers/location-record.ts";
import { expectAccessible, launchChromium, type Visit, visit } from "./browser.ts";
import { baseUrl, secondBrandOrigin } from "./lane-server.ts";
import { seededSearchResults } from "./seeded-search.ts";

let browser: Browser;
/** A real nursing home with an overall rating and at least one other rating. */
let home: LocationRecord;
/** The visit a test opened, closed after it whether it passed or not. */
let opened: Visit | undefined;

beforeAll(async () => {
  browser = await launchChromium();
  for (const keyword of ["Columbia, SC", "Charleston, SC", "Greenville, SC"]) {
    const results = await seededSearchResults<{ id: number }>(baseUrl, { keyword, careType: "nursing-homes" });
    for (const result of results) {
      const location = await fetch(`${baseUrl}/api/location/${result.id}`);
      if (!location.ok) continue;
      const record = (await location.json()) as LocationRecord;
      const medicare = record.medicare[0];
      if (record.source === "cms" && medicare?.overallRating && medicare.staffingRating) {
        home = record;
        return;
      }
    }
  }
  throw new Error("no real South Carolina nursing home with Medicare ratings was found");
});

afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

afterAll(async () => {
  await browser?.close();
});

/** Each bar as its label, its text, and its fill's drawn width as a share of its track, in %. */
async function drawnBars(section: Locator): Promise<{ label: string; value: string; drawn: number }[]> {
  return section.locator(".medicare-bar").evaluateAll((items) =>
    items.map((item) => {
      const track = item.querySelector(".medicare-bar-track")?.getBoundingClientRect();
      const fill = item.querySelector(".medicare-bar-fill")?.getBoundingClientRect();
      const inner = track ? track.width - 2 : 0; // the track's 1px borders
      return {
        label: item.querySelector(".medicare-bar-label")?.textContent ?? "",
        value: item.querySelector(".medicare-bar-value")?.textContent ?? "",
        drawn: fill && inner > 0 ? Math.round((fill.width / inner) * 100) : -1,
      };
    }),
  );
}

const ENTITIES: Record<string, string> = { "&quot;": '"', "&#x27;": "'", "&lt;": "<", "&gt;": ">", "&amp;": "&" };

/** The text of some server HTML, as a browser would give its textContent. */
function textOf(html: string): string {
  return html.replace(/<[^>]+>/g, "").replace(/&(quot|#x27|lt|gt|amp);/g, (entity) => ENTITIES[entity] ?? entity);
}

describe("a real nursing home's Medicare ratings", () => {
  it("draws each rating's bar rating*20 % of its track, beside the rating in text (second brand, 390 px)", async () => {
    const medicare = home.medicare[0] as LocationRecord["medicare"][number];
    opened = await visit(browser, `${secondBrandOrigin}${home.url}`, { width: 390, height: 844, hydration: "load" });
    const { page } = opened;
    // The overall stars and the data's month are in the phone's first screen, linked to the section.
    const stars = page.locator(".provider-title-block .medicare-stars");
    expect(await stars.textContent()).toContain(`Medicare overall rating: ${medicare.overallRating} out of 5 stars`);
    expect(await stars.textContent()).toMatch(/CMS Care Compare, [A-Z][a-z]+ \d{4}/);
    const box = await stars.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(844);
    await stars.getByRole("link", { name: "See the Medicare ratings and inspection results" }).click();
    await page.waitForFunction(() => location.hash === "#provider-medicare");
    const section = page.locator("#provider-medicare");
    expect(
      await section.getByRole("heading", { level: 2, name: "Medicare ratings and inspection results" }).isVisible(),
    ).toBe(true);
    const expected = [
      ["Overall rating", medicare.overallRating],
      ["Health inspections", medicare.healthInspectionRating],
      ["Staffing", medicare.staffingRating],
      ["Quality measures", medicare.qmRating],
    ] as const;
    // The stylesheet sizes each fill from its data-width (no inline style under the page's policy).
    expect(await drawnBars(section)).toEqual(
      expected.map(([label, rating]) => ({
        label,
        value: rating ? `${rating} out of 5` : "Not rated",
        drawn: rating ? rating * 20 : 0,
      })),
    );
    await expectAccessible(page);
    expect(opened.errors).toEqual([]);
  });

  it("opens every measure from the keyboard (main brand, 1280 px)", async () => {
    opened = await visit(browser, `${baseUrl}${home.url}`, { width: 1280, hydration: "load" });
    const { page } = opened;
    await expectAccessible(page);
    const summary = page.locator("#provider-medicare summary");
    const measure = page.locator("#provider-medicare .medicare-all dt").first();
    expect(await measure.isVisible()).toBe(false);
    await summary.focus();
    await page.keyboard.press("Enter");
    expect(await measure.isVisible()).toBe(true);
    const box = await summary.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
    await expectAccessible(page, "#provider-medicare");
    expect(opened.errors).toEqual([]);
  });
});

describe("a real nursing home's page", () => {
  it("shows no invented reviews, prices or awards", async () => {
    expect(home.reviewCount).toBe(0);
    expect(home.caringStars).toEqual([]);
    expect(home.homeCarePulse).toEqual([]);
    expect(home.minimumCost).toBeNull();
    expect(home.services.every((service) => service.costs.startingPriceCents === null)).toBe(true);
    // What the server renders of that, no browser needed.
    const html = await (await fetch(`${baseUrl}${home.url}`)).text();
    expect(textOf(/<p class="provider-rating">.*?<\/p>/s.exec(html)?.[0] ?? "")).toBe("No reviews yet");
    expect(html).not.toContain(`id="provider-costs-${home.id}"`);
    // No award on the page itself (the site's menu and footer link the awards pages).
    const main = /<main[^>]*>.*<\/main>/s.exec(html)?.[0] ?? "";
    expect(main).not.toBe("");
    expect(main).not.toContain("Caring Stars");
    // In the comparison carousel too it is the current provider, without reviews.
    const comparison = new RegExp(`<section id="provider-comparison-${home.id}".*?</section>`, "s").exec(html)?.[0];
    expect(textOf(comparison ?? "")).toContain(`Currently Viewing${home.name}No reviews yet of ${home.name}`);
  });
});
