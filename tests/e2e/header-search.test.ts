/**
 * The header search bar in a real browser, on both brands, at phone and desktop widths:
 * suggestions after the brand's debounce (timed with the page's clock), arrow keys, Enter and
 * the mouse, the missing-location message, searching in place from the results page (through
 * the toggle on a phone), and the bar as a plain GET form without JavaScript. axe on each page
 * at each width, and on the bar as it changes. The bar's markup on each brand (its action, the
 * placeholder, the location required on the main brand) is checked in
 * tests/worker/pages-search-filters.test.ts.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { en } from "../../domain/i18n/en.ts";
import {
  expectAccessible,
  launchChromium,
  pauseClock,
  type Visit,
  type VisitOptions,
  visit,
  waitForHydration,
} from "./browser.ts";
import { baseUrl, secondBrandOrigin } from "./lane-server.ts";
import { expectAccessibleWithoutScripts } from "./no-script-axe.ts";

const PHONE = { width: 360, height: 740 };
let browser: Browser;
const visits: Visit[] = [];

beforeAll(async () => {
  browser = await launchChromium();
});

afterEach(async () => {
  // Every visitor's browser closes, whether the test passed or not.
  await Promise.all(visits.splice(0).map((opened) => opened.close()));
});

afterAll(async () => {
  await browser?.close();
});

async function open(url: string, options: VisitOptions = {}): Promise<Visit> {
  const opened = await visit(browser, url, options);
  visits.push(opened);
  return opened;
}

/**
 * The page's clock, installed before it loads, so that the debounce can be timed; and, recorded
 * in the page as its code calls fetch, the text of every suggestions request. The list is
 * complete the moment the page's timers have run, where the requests Playwright reports arrive a
 * little later: so an empty list after the clock has moved proves nothing was asked.
 */
const withClock: VisitOptions = {
  prepare: async (page) => {
    await page.clock.install();
    await page.addInitScript(() => {
      const asked: string[] = [];
      Object.defineProperty(window, "suggestionsAsked", { value: asked });
      const send = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
        if (url.pathname === "/api/places/autocomplete") asked.push(url.searchParams.get("q") ?? "");
        return send(input, init);
      };
    });
  },
};
const suggestionsAsked = (page: Page) =>
  page.evaluate(() => [...(window as unknown as { suggestionsAsked: string[] }).suggestionsAsked]);

/** The header's location box: the only combobox named Location (the home page's hero box is a plain text box). */
const headerBar = (page: Page) => page.getByRole("search", { name: "Search for senior living and care" });
/** The header bar's location box (the home page's hero has one of its own). */
const locationBox = (page: Page) => headerBar(page).getByRole("combobox", { name: "Location" });
/** The place suggestions (not the options of the page's selects). */
const suggestions = (page: Page) => page.getByRole("listbox", { name: "Suggested places" }).getByRole("option");

/** Waits for the suggestions answering exactly this text. */
const answered = (page: Page, text: string) =>
  page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === "/api/places/autocomplete" &&
      new URL(response.url()).searchParams.get("q") === text,
  );

/** The page shows what a search answered: its count, and a card for each result of page 1. */
async function expectResultsShown(page: Page, found: { totalItems: number; results: unknown[] }): Promise<void> {
  await expect.poll(() => page.locator("#results-count").textContent()).toBe(en.search.results.count(found.totalItems));
  expect(found.results).toHaveLength(Math.min(20, found.totalItems));
  expect(await page.locator("#listings .provider-card").count()).toBe(found.results.length);
}

describe("the header search bar, main brand", () => {
  it("at 1280 px: suggestions 150 ms after the last key, arrow keys and Enter, then the search page; there Escape, the mouse, the missing location, and a city searched in place", async () => {
    const { page, errors, posted } = await open(`${baseUrl}/`, withClock);
    await expectAccessible(page);
    const box = locationBox(page);
    // Six keys at one instant of the page's clock: nothing is asked until 150 ms after the last.
    await pauseClock(page);
    await box.pressSequentially("Austin");
    await page.clock.runFor(149);
    expect(await suggestionsAsked(page)).toEqual([]);
    const austin = answered(page, "Austin");
    await page.clock.runFor(1);
    // One request, for the whole text: none for each keystroke, none for 2 characters or fewer.
    expect(await suggestionsAsked(page)).toEqual(["Austin"]);
    await austin;
    await page.clock.resume();
    const options = suggestions(page);
    await options.first().waitFor();
    expect(await box.getAttribute("aria-expanded")).toBe("true");
    await expectAccessible(page, ".header-search");

    await box.press("ArrowDown");
    await box.press("ArrowDown");
    await box.press("ArrowUp");
    const first = options.first();
    expect(await box.getAttribute("aria-activedescendant")).toBe(await first.getAttribute("id"));
    expect(await first.getAttribute("aria-selected")).toBe("true");
    const chosen = (await first.textContent()) ?? "";
    await box.press("Enter");
    expect(await box.inputValue()).toBe(chosen);
    expect(await box.getAttribute("aria-expanded")).toBe("false");
    // Picking a suggestion searches nothing yet: the page is still the home page.
    expect(await page.evaluate(() => window.location.pathname)).toBe("/");

    await headerBar(page).getByLabel("Care level").selectOption("memory-care-facilities");
    await headerBar(page).getByRole("button", { name: "Search" }).click();
    await page.waitForURL("**/local/search/**");
    const searched = new URLSearchParams({ keyword: chosen, careType: "memory-care-facilities" }).toString();
    expect(new URL(page.url()).search).toBe(`?${searched}`);
    await waitForHydration(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(`Memory Care near ${chosen}`);
    expect(await box.inputValue()).toBe(chosen);
    await expectAccessible(page);

    // Escape closes the suggestions and keeps the text; ArrowDown opens them again; a click picks one.
    await box.fill("");
    const dallas = answered(page, "Dall");
    await box.pressSequentially("Dall", { delay: 40 });
    await dallas;
    await suggestions(page).first().waitFor();
    await box.press("Escape");
    await expect.poll(() => suggestions(page).count()).toBe(0);
    expect(await box.getAttribute("aria-expanded")).toBe("false");
    expect(await box.inputValue()).toBe("Dall");
    await box.press("ArrowDown");
    const option = suggestions(page).first();
    const label = (await option.textContent()) ?? "";
    await option.click();
    expect(await box.inputValue()).toBe(label);

    // Validation on blur (spec §5): the main brand needs a location, and will not search without one.
    await box.fill("");
    await headerBar(page).getByLabel("Care level").focus();
    const alert = headerBar(page).getByRole("alert");
    expect(await alert.textContent()).toBe("Please enter a city, state or ZIP code");
    expect(await box.getAttribute("aria-invalid")).toBe("true");
    await expectAccessible(page, ".header-search");
    await headerBar(page).getByRole("button", { name: "Search" }).click();
    // Read in the page, after the click's handlers have run: the address has not moved.
    expect(await page.evaluate(() => window.location.search)).toBe(`?${searched}`);
    await box.fill("Round Rock, TX");
    await expect.poll(() => alert.count()).toBe(0);

    // On the search page the bar searches in place: a city picked from its suggestions, the
    // heading and the results follow, and no new page loads.
    const navigations = await page.evaluate(() => performance.getEntriesByType("navigation").length);
    await box.fill("");
    const aus = answered(page, "Aus");
    await box.pressSequentially("Aus", { delay: 40 });
    await aus;
    const city = suggestions(page).first();
    await city.waitFor();
    expect(await city.textContent()).toMatch(/^Austin, TX$/);
    await box.press("ArrowDown");
    await box.press("Enter");
    await headerBar(page).getByLabel("Care level").selectOption("assisted-living");
    const inPlace = page.waitForResponse((response) => response.url().endsWith("/api/enhanced-search"));
    await headerBar(page).getByRole("button", { name: "Search" }).click();
    const found = (await (await inPlace).json()) as { totalItems: number; results: unknown[] };
    // The browser tests' directory has at least 15 assisted-living providers around Austin (demo-data.test.ts).
    expect(found.totalItems).toBeGreaterThanOrEqual(15);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Assisted Living near Austin, TX");
    await expectResultsShown(page, found);
    expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(navigations);
    // spec: lead-capture-and-chrome §7: each search sent once, the one in place with its count.
    await expect
      .poll(() => posted("/api/events").filter((event) => event.name === "search submitted"))
      .toEqual([
        {
          name: "search submitted",
          properties: { keyword: chosen, careType: "memory-care-facilities", source: "header", resultsCount: null },
        },
        {
          name: "search submitted",
          properties: {
            keyword: "Austin, TX",
            careType: "assisted-living",
            source: "header",
            resultsCount: found.totalItems,
          },
        },
      ]);
    expect(errors).toEqual([]);
  }, 120_000);

  it("at 360 px: searches by ZIP code through the toggle, updating the results in place and keeping the filters", async () => {
    const { page, errors } = await open(
      `${baseUrl}/local/search/?keyword=Dallas%2C+TX&careType=assisted-living&lifestyle=pet-friendly`,
      PHONE,
    );
    await expectAccessible(page);
    await page.evaluate(() => {
      (window as { searchMarker?: string }).searchMarker = "still here";
    });
    const navigations = await page.evaluate(() => performance.getEntriesByType("navigation").length);
    const box = locationBox(page);
    expect(await box.isVisible()).toBe(false);
    // The toggle reads 'Search' like the bar's own button, so it is found by what it controls.
    const toggle = page.locator('button[aria-controls="header-search-panel"]');
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);
    await expectAccessible(page, ".header-search");

    await box.fill("");
    const zips = answered(page, "7870");
    await box.pressSequentially("7870", { delay: 40 });
    await zips;
    await suggestions(page).first().waitFor();
    await box.press("ArrowDown");
    const place = ((await suggestions(page).first().textContent()) ?? "").slice(0, 5);
    expect(place).toMatch(/^7870\d$/);
    await box.press("Enter");
    expect(await box.inputValue()).toBe(place);

    const searched = page.waitForResponse((response) => response.url().endsWith("/api/enhanced-search"));
    await box.press("Enter");
    const found = (await (await searched).json()) as { totalItems: number; results: unknown[] };
    expect(new URL(page.url()).searchParams.get("keyword")).toBe(place);
    // Filters stay; the page starts again from 1.
    expect(new URL(page.url()).searchParams.get("lifestyle")).toBe("pet-friendly");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe(`Assisted Living near ${place}`);
    await expectResultsShown(page, found);
    expect(await page.evaluate(() => (window as { searchMarker?: string }).searchMarker)).toBe("still here");
    expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(navigations);
    // The bar folds away again and the toggle keeps the focus.
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);
    await expectAccessible(page, "h1, #results-count");
    expect(errors).toEqual([]);
  });

  it("at 360 px, without JavaScript: folded behind 'Search', then a GET form to the search path", async () => {
    const { page } = await open(`${baseUrl}/`, { javaScript: false, ...PHONE });
    const bar = headerBar(page);
    expect(await bar.isVisible()).toBe(true);
    // The toggle needs the script: the bar is folded behind a 'Search' disclosure instead.
    const location = bar.getByLabel("Location");
    expect(await location.isVisible()).toBe(false);
    await expectAccessibleWithoutScripts(page);
    await bar.getByText("Search", { exact: true }).first().click();
    expect(await location.isVisible()).toBe(true);
    await location.fill("Austin, TX");
    await bar.getByLabel("Care level").selectOption("independent-living");
    await bar.getByRole("button", { name: "Search" }).click();
    await page.waitForURL("**/local/search/**");
    expect(new URL(page.url()).search).toBe("?keyword=Austin%2C+TX&careType=independent-living");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Independent Living near Austin, TX");
    await expectAccessibleWithoutScripts(page, ".site-header");
  });
});

describe("the header search bar, second brand", () => {
  it("at 1280 px: waits 1000 ms for the keyword, needs no location, and goes to its own search path", async () => {
    const { page, errors } = await open(`${secondBrandOrigin}/search/?keyword=Austin`, withClock);
    // The results page at 1280 px is checked whole on the main brand: here the bar, in this brand's colours.
    await expectAccessible(page, ".site-header");
    const box = locationBox(page);
    await box.fill("");
    await pauseClock(page);
    await box.pressSequentially("Houst");
    await page.clock.runFor(999);
    expect(await suggestionsAsked(page)).toEqual([]);
    const houston = answered(page, "Houst");
    await page.clock.runFor(1);
    expect(await suggestionsAsked(page)).toEqual(["Houst"]);
    await houston;
    await page.clock.resume();
    await suggestions(page).first().waitFor();

    await box.fill("");
    await box.blur();
    expect(await headerBar(page).getByRole("alert").count()).toBe(0);
    await headerBar(page).getByRole("button", { name: "Search" }).click();
    await page.waitForURL((url) => url.search === "?careType=assisted-living");
    expect(new URL(page.url()).pathname).toBe("/search/");
    await waitForHydration(page);
    expect(errors).toEqual([]);
  });
});
