/**
 * The filters in a real browser: the sidebar at 1280 px applying each change in place with its
 * event (a filter, Back, the sort and sliders, Clear All); the mobile chips at 360 px; the
 * filter form without JavaScript, sent as a GET, at 360 and 1280 px; and the second brand's own
 * path, with the languages behind 'See more'. axe on the page once per brand and width, and on
 * each part as it changes. What the server renders (the form's fields, action and values, the
 * facet counts, the price bands' meanings) is checked in tests/worker/pages-search-filters.test.ts.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, launchChromium, searchRendered, type Visit, type VisitOptions, visit } from "./browser.ts";
import { baseUrl, secondBrandOrigin } from "./lane-server.ts";
import { expectAccessibleWithoutScripts } from "./no-script-axe.ts";

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 360, height: 740 };
const AUSTIN = "keyword=Austin%2C+TX&careType=memory-care-facilities";
/** A dozen changes, each waiting for its answer, and axe between them: minutes on a busy machine. */
const FLOW_MS = 150_000;
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

interface Opened extends Visit {
  /** The 'provider list filtered' events sent so far, their properties. */
  events: () => Record<string, unknown>[];
}

/** A new visitor on the page; with JavaScript, a marker on the window shows that it never reloads. */
async function open(url: string, options: VisitOptions = {}): Promise<Opened> {
  const opened = await visit(browser, url, options);
  visits.push(opened);
  if (options.javaScript !== false) {
    await opened.page.evaluate(() => {
      (window as { filterMarker?: string }).filterMarker = "no reload";
    });
  }
  const events = () =>
    opened
      .posted("/api/events")
      .filter((body) => body.name === "provider list filtered")
      .map((body) => body.properties as Record<string, unknown>);
  return { ...opened, events };
}

const query = (page: Page) => new URL(page.url()).searchParams;

async function expectNoReload(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as { filterMarker?: string }).filterMarker)).toBe("no reload");
  expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(1);
}

const sidebar = (page: Page) => page.locator(".search-sidebar");
const count = async (page: Page) => (await page.locator(".results-count").textContent()) ?? "";

describe("the filter sidebar, main brand, 1280px", () => {
  it(
    "applies each change at once with its event: a filter (the URL in place, page 1, new results), Back, the sort, the sliders from the keyboard, and Clear All keeping keyword and care type",
    async () => {
      const { page, errors, events } = await open(`${baseUrl}/local/search/?${AUSTIN}&page=2`);
      await expectAccessible(page);
      const before = await count(page);
      const lifestyle = sidebar(page).getByRole("group", { name: "Lifestyle" });
      const petFriendly = lifestyle.getByRole("checkbox", { name: /^Pet friendly \(\d+\)$/ });
      const label = await petFriendly.evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? "");
      const facetCount = Number(/\((\d+)\)/.exec(label)?.[1]);
      await searchRendered(page, () => petFriendly.check());
      expect(query(page).get("lifestyle")).toBe("pet-friendly");
      expect(query(page).get("page")).toBeNull();
      expect(query(page).get("keyword")).toBe("Austin, TX");
      expect(await count(page)).not.toBe(before);
      // The facet count said how many have it: that is how many the filter finds.
      expect(await count(page)).toBe(facetCount === 1 ? "1 Result" : `${facetCount} Results`);
      await expectNoReload(page);
      await expect.poll(() => events().length).toBe(1);
      expect(events()[0]).toMatchObject({
        list_id: expect.any(String),
        query_id: expect.any(String),
        filters: [{ name: "lifestyle", value: "pet-friendly" }],
        sorts: ["distance"],
        location_count: facetCount,
      });
      await expectAccessible(page, ".results");

      // Back goes to the unfiltered list, still without a reload.
      await searchRendered(page, () => page.goBack());
      expect(query(page).get("lifestyle")).toBeNull();
      expect(await petFriendly.isChecked()).toBe(false);
      const sentBefore = events().length;

      const sort = page.getByRole("combobox", { name: "Sort by" });
      expect(await sort.locator("option").allTextContents()).toEqual([
        "Recommended",
        "Best rated",
        "Best staff",
        "Best activities",
        "Best meals and dining",
        "Most reviews",
      ]);
      await searchRendered(page, () => sort.selectOption("best-rated"));
      expect(query(page).get("sortBy")).toBe("best-rated");
      expect(query(page).get("page")).toBeNull();

      const distance = sidebar(page).getByRole("slider", { name: "Distance" });
      expect(await distance.getAttribute("aria-valuetext")).toBe("30 miles");
      await searchRendered(page, async () => {
        await distance.focus();
        await distance.press("ArrowLeft");
      });
      expect(query(page).get("distance")).toBe("20");

      // The price thumbs stay at least one step apart: the low one stops below the high one.
      const low = sidebar(page).getByRole("slider", { name: "Lowest price" });
      const high = sidebar(page).getByRole("slider", { name: "Highest price" });
      await searchRendered(page, async () => {
        await low.focus();
        for (let step = 0; step < 4; step++) await low.press("ArrowRight");
      });
      // The first press's search can answer before the last press is in the address: wait for the last.
      await expect.poll(() => query(page).get("price")).toBe("3,4");
      expect(await low.inputValue()).toBe("3");
      await high.focus();
      await high.press("ArrowLeft");
      expect(await high.inputValue()).toBe("4");
      expect(await sidebar(page).locator("output").nth(1).textContent()).toBe("$$$ to $$$$");

      await searchRendered(page, () => sidebar(page).getByRole("radio", { name: "4 stars and up" }).check());
      expect(query(page).get("reviews")).toBe("4-plus");
      await searchRendered(page, () =>
        sidebar(page).getByRole("checkbox", { name: "Ongoing promotions only" }).check(),
      );
      expect(query(page).get("promotions")).toBe("ongoing");
      await expectAccessible(page, ".search-sidebar");

      await searchRendered(page, () => sidebar(page).getByRole("link", { name: "Clear All" }).click());
      expect(new URL(page.url()).search).toBe(`?${AUSTIN}`);
      expect(await sort.inputValue()).toBe("distance");
      expect(await distance.inputValue()).toBe("30");
      await expectNoReload(page);
      // One event for each change: the sort, the distance, the prices, the rating, the promotions, Clear All.
      expect(events().length - sentBefore).toBeGreaterThanOrEqual(6);
      expect(events().at(-1)).toMatchObject({ filters: [], sorts: ["distance"] });
      await expectAccessible(page, ".search-main");
      expect(errors).toEqual([]);
    },
    FLOW_MS,
  );
});

describe("the mobile chips, 360px", () => {
  it(
    "keeps one chip active at a time, each toggling, with the filters in a full-screen modal",
    async () => {
      const { page, errors } = await open(`${baseUrl}/local/search/?${AUSTIN}`, PHONE);
      expect(await sidebar(page).isVisible()).toBe(false);
      const chips = page.getByRole("group", { name: "Refine the results" });
      const chip = (name: string | RegExp) => chips.getByRole("button", { name });
      const pressed = async () =>
        (await chips.locator('[aria-pressed="true"]').allTextContents()).map((text) => text.replace(/ \(\d+\)$/, ""));
      await expectAccessible(page);

      await chip("Rating").click();
      expect(await pressed()).toEqual(["Rating"]);
      const ratingSheet = page.locator("#chips-rating-sheet");
      expect(await ratingSheet.isVisible()).toBe(true);
      await expectAccessible(page, "#chips-rating-sheet");
      await chip("Sort").click();
      expect(await pressed()).toEqual(["Sort"]);
      expect(await ratingSheet.isVisible()).toBe(false);
      await searchRendered(page, () => page.getByRole("combobox", { name: "Sort by" }).selectOption("most-reviews"));
      expect(query(page).get("sortBy")).toBe("most-reviews");
      await expectAccessible(page, ".search-main");
      await chip("Sort").click();
      expect(await pressed()).toEqual([]);
      await chip("Rating").click();
      await page.keyboard.press("Escape");
      expect(await pressed()).toEqual([]);
      expect(await chip("Rating").evaluate((element) => element === document.activeElement)).toBe(true);

      await chip(/^All Filters/).click();
      expect(await pressed()).toEqual(["All Filters"]);
      const dialog = page.getByRole("dialog", { name: "Filters" });
      await dialog.waitFor();
      expect(await dialog.boundingBox()).toMatchObject({ x: 0, y: 0, width: PHONE.width });
      await expectAccessible(page, "dialog[open]");
      const lifestyle = dialog.getByRole("group", { name: "Lifestyle" }).getByRole("checkbox").first();
      await searchRendered(page, () => lifestyle.check());
      expect(query(page).get("lifestyle")).toBe(await lifestyle.getAttribute("value"));
      const show = dialog.getByRole("button", { name: /^Show \d+ Results?$/ });
      // The chips are an island of their own: their button may follow the new answer a render later.
      const shown = `Show ${await count(page)}`;
      await expect.poll(() => show.textContent()).toBe(shown);
      await show.click();
      await dialog.waitFor({ state: "hidden" });
      expect(await pressed()).toEqual([]);
      await expect
        .poll(() => chip(/^All Filters \(1\)$/).evaluate((element) => element === document.activeElement))
        .toBe(true);

      // The map (a dialog of its own) follows the Map chip; closing it lets the chip go.
      await chip("Rating").click();
      await chip("Map").click();
      expect(await chips.locator('[aria-pressed="true"]').allTextContents()).toEqual(["Map"]);
      expect(await ratingSheet.isVisible()).toBe(false);
      await page.getByRole("dialog", { name: "Results on the map" }).waitFor();
      await page.keyboard.press("Escape");
      await expect.poll(() => pressed()).toEqual([]);
      await expectNoReload(page);
      expect(errors).toEqual([]);
    },
    FLOW_MS,
  );
});

describe("without JavaScript", () => {
  it("folds the filters on a phone, sends them as a GET and renders the filtered results, at 360 and 1280 px", async () => {
    const { page } = await open(`${baseUrl}/local/search/?${AUSTIN}&sortBy=best-rated`, {
      javaScript: false,
      ...PHONE,
    });
    expect(await page.getByRole("group", { name: "Refine the results" }).count()).toBe(0);
    await expectAccessibleWithoutScripts(page);
    // On a phone without JavaScript the form stands in for the chips, folded above the results:
    // the first result starts in the first screen, and 'Filter results' opens the form.
    const form = sidebar(page).getByRole("form", { name: "Filters" });
    expect(await form.isVisible()).toBe(false);
    const firstCard = await page.locator(".result-list > li").first().boundingBox();
    expect(firstCard && firstCard.y < PHONE.height).toBe(true);
    await page.getByText("Filter results", { exact: true }).click();
    expect(await form.isVisible()).toBe(true);
    await expectAccessibleWithoutScripts(page);
    await form.getByRole("group", { name: "Lifestyle" }).getByRole("checkbox").first().check();
    await form.getByRole("radio", { name: "3 stars and up" }).check();
    await form.getByRole("combobox", { name: "Price range" }).selectOption("1,3");
    await form.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL((url) => url.searchParams.has("lifestyle"));
    const sent = query(page);
    expect(sent.get("keyword")).toBe("Austin, TX");
    expect(sent.get("careType")).toBe("memory-care-facilities");
    expect(sent.get("sortBy")).toBe("best-rated");
    expect(sent.get("reviews")).toBe("3-plus");
    expect(sent.get("price")).toBe("1,3");
    expect(await page.locator(".results-count").textContent()).toMatch(/^\d+ Results?$/);
    await page.getByText("Filter results", { exact: true }).click();
    const lifestyle = sidebar(page).getByRole("group", { name: "Lifestyle" });
    expect(await lifestyle.getByRole("checkbox", { checked: true }).count()).toBe(1);

    // The same page on a desktop: without a script the page is the same HTML at any width, and
    // only its styles change, so the window widens rather than loading it again.
    await page.setViewportSize(DESKTOP);
    expect(await form.isVisible()).toBe(true);
    // The map needs the script: without it there is no Show Map that would do nothing.
    expect(await page.getByRole("button", { name: "Show Map" }).isVisible()).toBe(false);
    expect(await lifestyle.getByRole("checkbox", { checked: true }).count()).toBe(1);
    await expectAccessibleWithoutScripts(page);
  });
});

describe("the second brand", () => {
  it(
    "filters in place on its own search path, with the languages past 3 behind 'See more'",
    async () => {
      // The whole results page in this brand's colours, then the sidebar after each change.
      const { page, errors } = await open(`${secondBrandOrigin}/search/?keyword=Austin%2C+TX`);
      await expectAccessible(page);
      const languages = sidebar(page).getByRole("group", { name: "Languages" });
      const more = languages.getByRole("button", { name: /^See (more|less) languages$/ });
      expect(await more.textContent()).toBe("See more languages");
      expect(await more.getAttribute("aria-expanded")).toBe("false");
      expect(await languages.getByRole("checkbox").count()).toBe(3);
      await more.click();
      expect(await more.getAttribute("aria-expanded")).toBe("true");
      expect(await languages.getByRole("checkbox").count()).toBeGreaterThan(3);

      const form = sidebar(page).getByRole("form", { name: "Filters" });
      await searchRendered(page, () => form.getByRole("radio", { name: "Any of the filters I choose" }).check());
      expect(new URL(page.url()).pathname).toBe("/search/");
      expect(query(page).get("match-all")).toBe("false");
      await searchRendered(page, () =>
        form.getByRole("group", { name: "Lifestyle" }).getByRole("checkbox").first().check(),
      );
      expect(query(page).get("lifestyle")).not.toBeNull();
      await expectNoReload(page);
      await expectAccessible(page, ".search-sidebar");
      expect(errors).toEqual([]);
    },
    FLOW_MS,
  );
});
