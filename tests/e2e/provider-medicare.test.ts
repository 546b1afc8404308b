/**
 * The Medicare ratings block on a real nursing home's page (a South Carolina home from the CMS
 * Provider Info file) in a real browser at 360 and 1280 px, on both brands (spec
 * lead-capture-and-chrome §2, §3, §9): the bars drawn rating*20 % of their track with the rating
 * in text, the Care Compare link, every measure behind a disclosure opened by keyboard, and no
 * invented reviews, prices or awards; axe in every state.
 */
import type { Browser, Locator } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { LocationRecord } from "../../domain/providers/location-record.ts";
import { expectAccessible, launchChromium, visit } from "./browser.ts";
import { seededSearchResults } from "./seeded-search.ts";

const baseUrl = inject("baseUrl");
const port = inject("port");
const WIDTHS = [360, 1280] as const;
const BRANDS = [
  { name: "main brand", origin: baseUrl },
  { name: "second brand", origin: `http://seniorhousing.localhost:${port}` },
] as const;

let browser: Browser;
/** A real nursing home with an overall rating and at least one other rating. */
let home: LocationRecord;

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

describe.each(BRANDS)("a real nursing home's Medicare ratings on the $name", ({ origin }) => {
  describe.each(WIDTHS)("at %i px", (width) => {
    it("draws each rating's bar rating*20 % wide with the rating in text, and links to Care Compare", async () => {
      const medicare = home.medicare[0] as LocationRecord["medicare"][number];
      const { page, errors, close } = await visit(browser, `${origin}${home.url}`, { width });
      try {
        const section = page.locator("#provider-medicare");
        await expect(
          section.getByRole("heading", { level: 2, name: "Medicare ratings and inspection results" }).isVisible(),
        ).resolves.toBe(true);
        const expected = [
          ["Overall rating", medicare.overallRating],
          ["Health inspections", medicare.healthInspectionRating],
          ["Staffing", medicare.staffingRating],
          ["Quality measures", medicare.qmRating],
        ] as const;
        expect(await drawnBars(section)).toEqual(
          expected.map(([label, rating]) => ({
            label,
            value: rating ? `${rating} out of 5` : "Not rated",
            drawn: rating ? rating * 20 : 0,
          })),
        );
        await expect(section.getByText("From CMS Care Compare").isVisible()).resolves.toBe(true);
        await expect(section.getByText(/Data from [A-Z][a-z]+ \d{4}\./).isVisible()).resolves.toBe(true);

        const link = section.getByRole("link", { name: `See ${home.name} on Medicare's Care Compare (medicare.gov)` });
        await expect(link.getAttribute("href")).resolves.toBe(
          `https://www.medicare.gov/care-compare/details/nursing-home/${medicare.federalProviderNumber}?state=${medicare.state}`,
        );
        await expect(link.getAttribute("rel")).resolves.toBe("noopener");
        await expectAccessible(page);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });

    it("opens every measure from the keyboard", async () => {
      const { page, close } = await visit(browser, `${origin}${home.url}`, { width });
      try {
        const summary = page.locator("#provider-medicare summary");
        const measure = page.locator("#provider-medicare .medicare-all dt").first();
        await expect(measure.isVisible()).resolves.toBe(false);
        await summary.focus();
        await page.keyboard.press("Enter");
        await expect(measure.isVisible()).resolves.toBe(true);
        const box = await summary.boundingBox();
        expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
        await expectAccessible(page);
      } finally {
        await close();
      }
    });
  });
});

describe("a real nursing home's page", () => {
  it("shows no invented reviews, prices or awards", async () => {
    expect(home.reviewCount).toBe(0);
    expect(home.caringStars).toEqual([]);
    expect(home.homeCarePulse).toEqual([]);
    expect(home.minimumCost).toBeNull();
    expect(home.services.every((service) => service.costs.startingPriceCents === null)).toBe(true);
    const { page, close } = await visit(browser, `${baseUrl}${home.url}`, { width: 1280 });
    try {
      await expect(page.locator(".provider-rating").textContent()).resolves.toBe("No reviews yet");
      await expect(page.locator(`#provider-costs-${home.id}`).count()).resolves.toBe(0);
      // No award on the page itself (the site's menu and footer link the awards pages).
      await expect(page.locator("main").getByText("Caring Stars").count()).resolves.toBe(0);
      // In the comparison carousel too it is the current provider, without reviews.
      await expect(page.locator(`#provider-comparison-${home.id}`).textContent()).resolves.toContain(
        `Currently Viewing${home.name}No reviews yet of ${home.name}`,
      );
    } finally {
      await close();
    }
  });
});
