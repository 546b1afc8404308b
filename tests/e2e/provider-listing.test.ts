/**
 * The provider page's search listing in a real browser (spec reviews-and-provider-page §2, §4,
 * §5, §7): place suggestions 500 ms after the last key (timed with the page's clock), arrow keys
 * and Enter, a search sent to the page itself landing on the listing, the List / Map links with
 * the map pinning the listed providers, and the form as a plain GET form without JavaScript. Axe
 * on each state of the section, at desktop and phone widths. What the listing holds (which
 * providers, pages, the 302, care types) is the Worker's test (tests/worker/provider-listing.test.ts).
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, launchChromium, pauseClock, type Visit, type VisitOptions, visit } from "./browser.ts";
import { baseUrl } from "./lane-server.ts";
import { expectAccessibleWithoutScripts } from "./no-script-axe.ts";
import { seededSearchResults } from "./seeded-search.ts";

const SECTION = "#provider-listing";
/** Keys, clock steps, a map and axe runs on a shared machine: more than the default minute. */
const FLOW_TIMEOUT_MS = 150_000;

let browser: Browser;
/** A seeded assisted-living provider in Austin, whose listing has more than one page. */
let providerPath: string;
const visits: Visit[] = [];

beforeAll(async () => {
  browser = await launchChromium();
  const [first] = await seededSearchResults<{ url: string }>(baseUrl);
  if (!first) throw new Error("the seeded search near Austin found no provider");
  providerPath = first.url;
});

afterEach(async () => {
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

/** The page's clock, and the text of every suggestions request as the page's code sends it. */
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

const listingSearch = (page: Page) => page.getByRole("search", { name: "Search other providers" });
const placeBox = (page: Page) => listingSearch(page).getByRole("combobox", { name: "City, state or ZIP code" });
const heading = (page: Page) => page.locator("#provider-listing-heading");
const cards = (page: Page) => page.locator(`${SECTION} .provider-card`);

describe("the provider page's listing", () => {
  it(
    "at 1280 px: 6 cards, suggestions 500 ms after the last key, Enter picks one, Search lands on the list near it",
    async () => {
      const { page, errors } = await open(`${baseUrl}${providerPath}#${SECTION.slice(1)}`, withClock);
      expect(await heading(page).textContent()).toMatch(/^Find other providers near /);
      expect(await cards(page).count()).toBe(6);
      expect(await page.locator(`${SECTION} a[href="${providerPath}"]`).count()).toBe(0);
      // The guided search's banner, whose questions open in a dialog.
      const guided = page.locator(SECTION).getByRole("button", { name: "Answer a few questions" });
      expect(await guided.isVisible()).toBe(true);
      await expectAccessible(page, SECTION);

      const box = placeBox(page);
      await box.focus();
      await pauseClock(page);
      await box.pressSequentially("San Ant");
      await page.clock.runFor(499);
      expect(await suggestionsAsked(page)).toEqual([]);
      const answered = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === "/api/places/autocomplete" &&
          new URL(response.url()).searchParams.get("q") === "San Ant",
      );
      await page.clock.runFor(1);
      // One request for the whole text, none for each key.
      expect(await suggestionsAsked(page)).toEqual(["San Ant"]);
      await answered;
      await page.clock.resume();
      const options = listingSearch(page).getByRole("listbox", { name: "Suggested places" }).getByRole("option");
      await options.first().waitFor();
      expect(await box.getAttribute("aria-expanded")).toBe("true");
      await expectAccessible(page, SECTION);

      await box.press("ArrowDown");
      const first = options.first();
      expect(await box.getAttribute("aria-activedescendant")).toBe(await first.getAttribute("id"));
      const label = ((await first.evaluate((option) => option.firstChild?.textContent)) ?? "").trim();
      expect(label).toMatch(/^San Antonio/);
      await box.press("Enter");
      expect(await box.inputValue()).toBe(label);
      expect(await box.getAttribute("aria-expanded")).toBe("false");

      await Promise.all([
        page.waitForURL((url) => url.searchParams.get("keyword") === label),
        listingSearch(page).getByRole("button", { name: "Search" }).click(),
      ]);
      const url = new URL(page.url());
      expect(url.pathname).toBe(providerPath);
      expect(url.hash).toBe(SECTION);
      // The page's own care type is the default: the address leaves it out, and page 1 too.
      expect(url.searchParams.has("care-type")).toBe(false);
      expect(url.searchParams.has("listing-page")).toBe(false);
      await expect.poll(() => heading(page).textContent()).toBe(`Find other providers near ${label}`);
      expect(await cards(page).count()).toBeGreaterThan(0);
      expect(await placeBox(page).inputValue()).toBe(label);
      await expectAccessible(page, SECTION);
      expect(errors).toEqual([]);
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    "shows the same providers on the map from the Map link, and back as a list",
    async () => {
      const { page, errors } = await open(`${baseUrl}${providerPath}`);
      const names = await page.locator(`${SECTION} .provider-card-title a`).allTextContents();
      expect(names).toHaveLength(6);
      await Promise.all([
        page.waitForURL((url) => url.searchParams.get("display") === "map"),
        page.locator(SECTION).getByRole("link", { name: "Map", exact: true }).click(),
      ]);
      await page.waitForFunction(
        () => document.querySelector<HTMLElement>("#provider-listing .map-frame")?.dataset.mapState === "ready",
        undefined,
        { timeout: 30_000 },
      );
      expect(await page.locator(`${SECTION} .map-frame`).getAttribute("data-pin-count")).toBe("6");
      const pinned = await page.locator(`${SECTION} .map-pin-list-name`).allTextContents();
      expect(pinned).toHaveLength(6);
      // The cards' titles add the city to some kinds of care: each pinned name is in its card's title.
      for (const [index, name] of pinned.entries()) expect(names[index]).toContain(name);
      expect(
        await page.locator(SECTION).getByRole("link", { name: "Map", exact: true }).getAttribute("aria-current"),
      ).toBe("true");
      await expectAccessible(page, SECTION);

      await Promise.all([
        page.waitForURL((url) => !url.searchParams.has("display")),
        page.locator(SECTION).getByRole("link", { name: "List", exact: true }).click(),
      ]);
      expect(await cards(page).count()).toBe(6);
      expect(errors).toEqual([]);
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    "at 360 px without JavaScript: a GET form to the page itself, the next page by its link",
    async () => {
      const { page } = await open(`${baseUrl}${providerPath}`, { width: 360, javaScript: false });
      expect(await cards(page).count()).toBe(6);
      // No button that needs script: the guided search's banner links to its questions' page instead.
      expect(await page.locator(SECTION).getByRole("button", { name: "Answer a few questions" }).isVisible()).toBe(
        false,
      );
      const guided = page.locator(SECTION).getByRole("link", { name: "Answer a few questions" });
      expect(await guided.isVisible()).toBe(true);
      expect(await guided.getAttribute("href")).toBe("/guided-search/");
      await expectAccessibleWithoutScripts(page, SECTION);

      await Promise.all([
        page.waitForURL((url) => url.searchParams.get("listing-page") === "2"),
        page.locator(SECTION).getByRole("link", { name: "Page 2" }).click(),
      ]);
      expect(await cards(page).count()).toBeGreaterThan(0);

      await page.locator("#provider-listing-search-keyword").fill("Austin, TX");
      await page.locator("#provider-listing-search-care-type").selectOption("memory-care-facilities");
      await Promise.all([
        page.waitForURL((url) => url.searchParams.get("care-type") === "memory-care-facilities"),
        page.locator(SECTION).getByRole("button", { name: "Search" }).click(),
      ]);
      const url = new URL(page.url());
      expect(url.pathname).toBe(providerPath);
      expect(url.searchParams.get("keyword")).toBe("Austin, TX");
      // A new search starts on page 1.
      expect(url.searchParams.has("listing-page")).toBe(false);
      expect(url.hash).toBe(SECTION);
      expect(await heading(page).textContent()).toBe("Find other providers near Austin, TX");
      expect(await page.locator(`${SECTION} .provider-listing-count`).textContent()).toContain("Memory Care providers");
      await expectAccessibleWithoutScripts(page, SECTION);
    },
    FLOW_TIMEOUT_MS,
  );
});
