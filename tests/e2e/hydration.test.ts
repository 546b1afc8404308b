/**
 * The results page's first JavaScript: the islands whose server HTML already reads and works
 * stay out of what the page loads before its islands start hydrating after load (the entry's
 * `carefind:idle-islands` mark, where scripts/bench-pages.ts ends the initial JavaScript too;
 * the scripts themselves are asked for only after the first paint), then go live on their own (those in
 * view at once, the rest when the browser is idle); a first click that lands before they are
 * live is not lost but replayed, nor is a filter ticked before the scripts even arrive; a shared compare selection hydrates on load; the home page's
 * inquiry forms come after its place search.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectAccessible, heldIsland, launchChromium, visit } from "./browser.ts";
import { seededSearchResults } from "./seeded-search.ts";

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

const SEARCH = "/local/search/?keyword=Austin%2C+TX&careType=assisted-living";

/** A new visitor on the page with only its load-time islands live; `scripts` lists the scripts fetched so far. */
async function open(
  url: string,
  width: number,
  prepare?: (page: Page) => Promise<unknown>,
): Promise<{ page: Page; scripts: () => string[]; errors: string[] }> {
  // Nothing may move the pointer: the first interaction is the test's.
  const { page, requests, errors } = await visit(browser, `${baseUrl}${url}`, { width, hydration: "load", prepare });
  const scripts = () =>
    requests.filter((request) => request.resourceType() === "script").map((request) => new URL(request.url()).pathname);
  return { page, scripts, errors };
}

const loaded = (scripts: () => string[], island: string) => scripts().some((path) => path.includes(`/${island}-`));

/** The entry's mark where the islands hydrated after load start: what came before is the initial JavaScript. */
const IDLE_ISLANDS_MARK = "carefind:idle-islands";

/** The scripts the page asked for before its islands started hydrating after load: its initial JavaScript. */
async function initialScripts(page: Page): Promise<string[]> {
  await expect
    .poll(() => page.evaluate((mark) => performance.getEntriesByName(mark).length, IDLE_ISLANDS_MARK))
    .toBe(1);
  return page.evaluate((markName) => {
    const mark = performance.getEntriesByName(markName)[0]?.startTime ?? 0;
    return performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.endsWith(".js") && entry.startTime <= mark)
      .map((entry) => new URL(entry.name).pathname);
  }, IDLE_ISLANDS_MARK);
}

describe("hydration after load, and the first click", () => {
  it.each([1280, 360])(
    "at %ipx: the results' code stays out of the initial JavaScript, goes live on its own, and a click before that still counts",
    async (width) => {
      // The results' code is held back until the test lets it through, so the first click lands before it is live.
      const { prepare, release } = heldIsland("SearchResults");
      const { page, scripts, errors } = await open(SEARCH, width, prepare);
      const initial = await initialScripts(page);
      expect(initial.some((path) => path.includes("/HeaderSearch-"))).toBe(true);
      expect(initial.filter((path) => /\/(SearchResults|CompareTray|FilterSidebar)-/.test(path))).toEqual([]);
      // After load the islands in view hydrate without any interaction: the filters go live.
      await expect.poll(() => loaded(scripts, "FilterSidebar")).toBe(true);
      expect(await page.evaluate(() => document.documentElement.dataset.idle)).toBeUndefined();

      // The very first thing the visitor does is tick a card's Compare box, before the cards are live.
      const box = page.getByRole("checkbox", { name: /^Compare / }).first();
      await box.dispatchEvent("click");
      // The box shows its new state at once; the rest follows once the cards' code arrives.
      expect(await box.isChecked()).toBe(true);
      expect(new URL(page.url()).searchParams.get("selectedCommunities")).toBeNull();
      release();
      await expect.poll(() => new URL(page.url()).searchParams.get("selectedCommunities")).toMatch(/^\d+$/);
      await expect.poll(() => box.isChecked()).toBe(true);
      await expect
        .poll(() => page.locator(".compare-tray-status").textContent())
        .toBe("Select one more community to compare");
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.idle)).toBe("true");
      await expectAccessible(page);
      expect(errors).toEqual([]);
      await page.context().close();
    },
    90_000,
  );

  it("a filter ticked, a rating chosen and a sort picked before the page's scripts arrive are applied once they do, not lost", async () => {
    // The entry script is held back: the visitor meets the page as plain HTML and sets the controls.
    const { prepare, release } = heldIsland("entry-client");
    const { page, errors } = await visit(browser, `${baseUrl}${SEARCH}`, {
      hydration: "none",
      waitUntil: "domcontentloaded",
      prepare,
    });
    const sidebar = page.locator(".search-sidebar");
    const box = sidebar.getByRole("group", { name: "Lifestyle" }).getByRole("checkbox").first();
    const rating = sidebar.getByRole("radio", { name: "4 stars and up" });
    const sort = page.locator('[data-island="SearchSort"]').getByRole("combobox", { name: "Sort by" });
    const value = await box.getAttribute("value");
    await box.check();
    await rating.check();
    await sort.selectOption("best-rated");
    const address = () => new URL(page.url()).searchParams;
    expect([address().get("lifestyle"), address().get("reviews"), address().get("sortBy")]).toEqual([null, null, null]);
    release();
    // Once the scripts run, the changes are the visitor's first: the address carries them and the results follow.
    await expect
      .poll(() => [address().get("lifestyle"), address().get("reviews"), address().get("sortBy")])
      .toEqual([value, "4-plus", "best-rated"]);
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.interactive)).toBe("true");
    await page.locator('.results [aria-busy="false"]').waitFor();
    expect(await box.isChecked()).toBe(true);
    expect(await rating.isChecked()).toBe(true);
    expect(await sort.inputValue()).toBe("best-rated");
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 60_000);

  it("home: the place search is live on load, the inquiry forms' code comes after and goes live on its own", async () => {
    const { page, scripts, errors } = await open("/", 360);
    const initial = await initialScripts(page);
    expect(initial.some((path) => path.includes("/HomeSearch-"))).toBe(true);
    expect(initial.filter((path) => path.includes("/InquiryForm-"))).toEqual([]);
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.idle)).toBe("true");
    expect(loaded(scripts, "InquiryForm")).toBe(true);
    expect(await page.evaluate(() => document.documentElement.dataset.interactive)).toBeUndefined();
    expect(errors).toEqual([]);
    await page.context().close();
  }, 60_000);

  it("hydrates every island on its own once the page is idle, with no interaction at all", async () => {
    const { page, scripts, errors } = await open(SEARCH, 1280);
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.idle)).toBe("true");
    expect(loaded(scripts, "SearchResults")).toBe(true);
    expect(loaded(scripts, "ProviderInquiry")).toBe(true);
    expect(await page.evaluate(() => document.documentElement.dataset.interactive)).toBeUndefined();
    // Live without any interaction: a click goes straight to the card, nothing held or replayed.
    await page
      .getByRole("checkbox", { name: /^Compare / })
      .first()
      .dispatchEvent("click");
    await expect.poll(() => new URL(page.url()).searchParams.get("selectedCommunities")).toMatch(/^\d+$/);
    expect(await page.evaluate(() => document.documentElement.dataset.interactive)).toBeUndefined();
    expect(errors).toEqual([]);
    await page.context().close();
  }, 60_000);

  it("hydrates a shared compare selection on load, so its modal opens without any interaction", async () => {
    const [first, second] = await seededSearchResults<{ id: number }>(baseUrl, { keyword: "Austin, TX" });
    expect(second).toBeDefined();
    const { page, scripts, errors } = await open(
      `${SEARCH}&selectedCommunities=${first?.id},${second?.id}&isModalOpen=true`,
      1280,
    );
    expect(loaded(scripts, "CompareTray")).toBe(true);
    await expect.poll(() => page.getByRole("dialog").count()).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 60_000);

  // A page's first Intl formatter starts the browser's internationalisation library: some 25 ms
  // of main thread here, a long task on a phone. The pages format their dates, counts and
  // dollars by hand (domain/calendar-text.ts, domain/counts.ts, domain/money.ts).
  it("builds no Intl formatter while the search, provider and city pages load and hydrate", async () => {
    const [provider] = await seededSearchResults<{ url: string }>(baseUrl);
    expect(provider).toBeDefined();
    for (const url of [SEARCH, provider?.url ?? "", "/senior-living/assisted-living/texas/austin/"]) {
      const { page, errors } = await open(url, 360, (page) =>
        page.addInitScript(() => {
          const built: string[] = [];
          (window as unknown as { intlBuilt: string[] }).intlBuilt = built;
          for (const name of [
            "NumberFormat",
            "DateTimeFormat",
            "PluralRules",
            "RelativeTimeFormat",
            "ListFormat",
          ] as const) {
            const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
            const Counted = function (this: unknown, ...args: unknown[]) {
              built.push(`${name} ${new Error().stack?.split("\n")[2]?.trim() ?? ""}`);
              return new Original(...args);
            };
            Object.defineProperty(Intl, name, { value: Counted, configurable: true, writable: true });
          }
        }),
      );
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.idle)).toBe("true");
      expect(await page.evaluate(() => (window as unknown as { intlBuilt: string[] }).intlBuilt)).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  }, 90_000);
});
