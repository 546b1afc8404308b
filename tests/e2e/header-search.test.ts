/**
 * The header search bar in a real browser, on both brands, at phone and desktop widths:
 * suggestions after the brand's debounce (timed with the page's clock), arrow keys, Enter and
 * the mouse, the missing-location message, searching in place from the results page, and the
 * bar as a plain GET form without JavaScript; axe on every state.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { resultCountText } from "../../ui/search/search-text.ts";
import {
  expectAccessible,
  launchChromium,
  pauseClock,
  type Visit,
  type VisitOptions,
  visit,
  waitForHydration,
} from "./browser.ts";
import { expectAccessibleWithoutScripts } from "./no-script-axe.ts";

const baseUrl = inject("baseUrl");
const port = inject("port");
const PHONE = { width: 360, height: 740 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

interface Opened extends Visit {
  /** The autocomplete requests made so far, by their q. */
  suggestionQueries: () => string[];
}

async function open(url: string, options: VisitOptions = {}): Promise<Opened> {
  const opened = await visit(browser, url, options);
  const suggestionQueries = () =>
    opened.requests
      .map((request) => new URL(request.url()))
      .filter((requested) => requested.pathname === "/api/places/autocomplete")
      .map((requested) => requested.searchParams.get("q") ?? "");
  return { ...opened, suggestionQueries };
}

/** The page's clock, installed before it loads, so that the debounce can be timed. */
const withClock: VisitOptions = { prepare: (page) => page.clock.install() };

/** The header's location box: the only combobox named Location (the home page's hero box is a plain text box). */
const locationBox = (page: Page) => page.getByRole("combobox", { name: "Location" });
const headerBar = (page: Page) => page.getByRole("search", { name: "Search for senior living and care" });
/** The place suggestions (not the options of the page's selects). */
const suggestions = (page: Page) => page.getByRole("listbox", { name: "Suggested places" }).getByRole("option");

/** Waits for the suggestions answering exactly this text. */
const answered = (page: Page, text: string) =>
  page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === "/api/places/autocomplete" &&
      new URL(response.url()).searchParams.get("q") === text,
  );

describe("the header search bar, main brand", () => {
  it("searches by city from any page: suggestions 150 ms after the last key, arrow keys and Enter, then the search page", async () => {
    const { page, errors, suggestionQueries, close } = await open(`${baseUrl}/`, withClock);
    await expectAccessible(page);
    const box = locationBox(page);
    expect(await box.getAttribute("placeholder")).toBe("Enter City, State or Zip");
    // Six keys at one instant of the page's clock: nothing is asked until 150 ms after the last.
    await pauseClock(page);
    await box.pressSequentially("Austin");
    await page.clock.runFor(149);
    expect(suggestionQueries()).toEqual([]);
    const austin = answered(page, "Austin");
    await page.clock.runFor(1);
    await austin;
    await page.clock.resume();
    // One request, for the whole text: none for each keystroke, none for 2 characters or fewer.
    expect(suggestionQueries()).toEqual(["Austin"]);
    const options = suggestions(page);
    await options.first().waitFor();
    expect(await box.getAttribute("aria-expanded")).toBe("true");
    await expectAccessible(page);

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
    expect(new URL(page.url()).pathname).toBe("/");

    await headerBar(page).getByLabel("Care level").selectOption("memory-care-facilities");
    await headerBar(page).getByRole("button", { name: "Search" }).click();
    await page.waitForURL("**/local/search/**");
    expect(new URL(page.url()).search).toBe(
      `?${new URLSearchParams({ keyword: chosen, careType: "memory-care-facilities" }).toString()}`,
    );
    await waitForHydration(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(`Memory Care near ${chosen}`);
    expect(await locationBox(page).inputValue()).toBe(chosen);
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await close();
  });

  it("closes the suggestions with Escape, picks one with the mouse, and says when the location is missing", async () => {
    const { page, errors, close } = await open(`${baseUrl}/local/search/?keyword=Austin%2C+TX`);
    const box = locationBox(page);
    await box.fill("");
    const dallas = answered(page, "Dall");
    await box.pressSequentially("Dall", { delay: 40 });
    await dallas;
    await suggestions(page).first().waitFor();
    await box.press("Escape");
    expect(await suggestions(page).count()).toBe(0);
    expect(await box.getAttribute("aria-expanded")).toBe("false");
    expect(await box.inputValue()).toBe("Dall");
    await box.press("ArrowDown");
    const option = suggestions(page).first();
    const label = (await option.textContent()) ?? "";
    await option.click();
    expect(await box.inputValue()).toBe(label);

    // Validation on blur (spec §5): the main brand needs a location.
    await box.fill("");
    await headerBar(page).getByLabel("Care level").focus();
    const alert = headerBar(page).getByRole("alert");
    expect(await alert.textContent()).toBe("Please enter a city, state or ZIP code");
    expect(await box.getAttribute("aria-invalid")).toBe("true");
    await expectAccessible(page);
    await headerBar(page).getByRole("button", { name: "Search" }).click();
    expect(new URL(page.url()).search).toBe("?keyword=Austin%2C+TX");
    await box.fill("Round Rock, TX");
    expect(await alert.count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it("searches by ZIP code at 360px through the toggle, updating the results in place", async () => {
    const { page, errors, suggestionQueries, close } = await open(
      `${baseUrl}/local/search/?keyword=Austin%2C+TX&careType=assisted-living&lifestyle=pet-friendly`,
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
    await expectAccessible(page);

    await box.fill("");
    const zips = answered(page, "7870");
    await box.pressSequentially("7870", { delay: 40 });
    await zips;
    await suggestions(page).first().waitFor();
    expect(suggestionQueries().at(-1)).toBe("7870");
    await box.press("ArrowDown");
    const zip = ((await suggestions(page).first().textContent()) ?? "").slice(0, 5);
    expect(zip).toMatch(/^7870\d$/);
    await box.press("Enter");
    expect(await box.inputValue()).toBe(zip);
    await expectAccessible(page);

    const searched = page.waitForResponse((response) => response.url().endsWith("/api/enhanced-search"));
    await box.press("Enter");
    await searched;
    expect(new URL(page.url()).searchParams.get("keyword")).toBe(zip);
    // Filters stay; the page starts again from 1.
    expect(new URL(page.url()).searchParams.get("lifestyle")).toBe("pet-friendly");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(`Assisted Living near ${zip}`);
    expect(await page.evaluate(() => (window as { searchMarker?: string }).searchMarker)).toBe("still here");
    expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(navigations);
    // The bar folds away again and the toggle keeps the focus.
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await close();
  });

  it.each([
    { what: "a city", width: 360, typed: "Aus", expected: /^Austin, TX$/ },
    { what: "a ZIP code", width: 1280, typed: "7870", expected: /^7870\d$/ },
  ])("searches by $what at $width px from the results page, in place", async ({ width, typed, expected }) => {
    const { page, errors, close } = await open(
      `${baseUrl}/local/search/?keyword=Dallas%2C+TX&careType=assisted-living`,
      width === 360 ? PHONE : { width },
    );
    await page.evaluate(() => {
      (window as { searchMarker?: string }).searchMarker = "still here";
    });
    if (width === 360) await page.locator('button[aria-controls="header-search-panel"]').click();
    const box = locationBox(page);
    await box.fill("");
    const answer = answered(page, typed);
    await box.pressSequentially(typed, { delay: 40 });
    await answer;
    await suggestions(page).first().waitFor();
    await box.press("ArrowDown");
    await box.press("Enter");
    const place = await box.inputValue();
    expect(place).toMatch(expected);
    const searched = page.waitForResponse((response) => response.url().endsWith("/api/enhanced-search"));
    await box.press("Enter");
    const found = (await (await searched).json()) as { totalItems: number; results: unknown[] };
    expect(new URL(page.url()).searchParams.get("keyword")).toBe(place);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe(`Assisted Living near ${place}`);
    // The page shows what the search answered: its count, and a card for each result of page 1.
    await expect.poll(() => page.locator("#results-count").textContent()).toBe(resultCountText(found.totalItems));
    expect(found.results).toHaveLength(Math.min(20, found.totalItems));
    expect(await page.locator("#listings .provider-card").count()).toBe(found.results.length);
    // The browser tests' database has at least 15 assisted-living providers around Austin (demo-data.test.ts).
    expect(found.totalItems).toBeGreaterThanOrEqual(15);
    expect(await page.evaluate(() => (window as { searchMarker?: string }).searchMarker)).toBe("still here");
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await close();
  });

  it("works without JavaScript as a GET form to the search path", async () => {
    const { page, close } = await open(`${baseUrl}/`, { javaScript: false, ...PHONE });
    const bar = headerBar(page);
    expect(await bar.isVisible()).toBe(true);
    await expectAccessibleWithoutScripts(page);
    await bar.getByLabel("Location").fill("Austin, TX");
    await bar.getByLabel("Care level").selectOption("independent-living");
    await bar.getByRole("button", { name: "Search" }).click();
    await page.waitForURL("**/local/search/**");
    expect(new URL(page.url()).search).toBe("?keyword=Austin%2C+TX&careType=independent-living");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Independent Living near Austin, TX");
    await expectAccessibleWithoutScripts(page);
    await close();
  });
});

describe("the header search bar, second brand", () => {
  it("waits 1000 ms for the keyword, needs no location, and goes to its own search path", async () => {
    const { page, errors, suggestionQueries, close } = await open(
      `http://seniorhousing.localhost:${port}/search/?keyword=Austin`,
      withClock,
    );
    await expectAccessible(page);
    const box = locationBox(page);
    await box.fill("");
    await pauseClock(page);
    await box.pressSequentially("Houst");
    await page.clock.runFor(999);
    expect(suggestionQueries()).toEqual([]);
    const houston = answered(page, "Houst");
    await page.clock.runFor(1);
    await houston;
    await page.clock.resume();
    await suggestions(page).first().waitFor();
    expect(suggestionQueries()).toEqual(["Houst"]);

    await box.fill("");
    await box.blur();
    expect(await headerBar(page).getByRole("alert").count()).toBe(0);
    await headerBar(page).getByRole("button", { name: "Search" }).click();
    await page.waitForURL((url) => url.search === "?careType=assisted-living");
    expect(new URL(page.url()).pathname).toBe("/search/");
    await waitForHydration(page);
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await close();
  });
});
