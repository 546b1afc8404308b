/**
 * The results page's first JavaScript: the islands whose server HTML already reads and works
 * stay out of what the page loads before its islands start hydrating after load (the entry's
 * `carefind:idle-islands` mark, where scripts/bench/pages.ts ends the initial JavaScript too;
 * the scripts themselves are asked for only after the first paint), then go live on their own (those in
 * view at once, the rest when the browser is idle, with no interaction at all); a box ticked
 * before its island is live, or before the scripts even arrive, counts once they are, and so
 * does a click on a button that needs script (ui/app/early-changes.ts); an island that comes
 * after the visitor changed what it shows renders that, with no error; a shared compare
 * selection hydrates on load, and a pick taken away in its tray before the results are live
 * stays away; the home page's inquiry forms come after its place search.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { gzippedBytes, INITIAL_JAVASCRIPT_BUDGET_BYTES } from "../support/initial-javascript.ts";
import { expectAccessible, heldIsland, launchChromium, type Visit, visit } from "./browser.ts";
import { baseUrl } from "./lane-server.ts";
import { seededSearchResults } from "./seeded-search.ts";

let browser: Browser;
/** The visits a test opened, closed after it whatever its outcome. */
const opened: Visit[] = [];

beforeAll(async () => {
  browser = await launchChromium();
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((visited) => visited.close()));
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
  const visited = await visit(browser, `${baseUrl}${url}`, { width, hydration: "load", prepare });
  opened.push(visited);
  const { page, requests, errors } = visited;
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

const idle = (page: Page) => page.evaluate(() => document.documentElement.dataset.idle);
const interactive = (page: Page) => page.evaluate(() => document.documentElement.dataset.interactive);

describe("hydration after load, and the first click", () => {
  it("at 1280px: the results' code stays out of the initial JavaScript, goes live on its own, and a click before that still counts", async () => {
    // The results' code is held back until the test lets it through, so the first click lands before it is live.
    const { prepare, release } = heldIsland("SearchResults");
    const { page, scripts, errors } = await open(SEARCH, 1280, prepare);
    const initial = await initialScripts(page);
    expect(initial.some((path) => path.includes("/HeaderSearch-"))).toBe(true);
    expect(initial.filter((path) => /\/(SearchResults|CompareTray|FilterSidebar)-/.test(path))).toEqual([]);
    // The header search's code and its words (the catalogue's chrome section only) are in it, within the budget.
    expect(initial.filter((path) => /\/(en|es)-/.test(path)).map((path) => path.replace(/-\w+\.js$/, ""))).toEqual([
      "/assets/en-chrome",
    ]);
    expect(await gzippedBytes(initial)).toBeLessThanOrEqual(INITIAL_JAVASCRIPT_BUDGET_BYTES);
    // After load the islands in view hydrate without any interaction: the filters go live.
    await expect.poll(() => loaded(scripts, "FilterSidebar")).toBe(true);
    expect(await idle(page)).toBeUndefined();

    // The very first thing the visitor does is tick a card's Compare box, before the cards are live.
    const box = page.getByRole("checkbox", { name: /^Compare / }).first();
    await box.dispatchEvent("click");
    // The box shows its new state at once; the rest follows once the cards' code arrives.
    expect(await box.isChecked()).toBe(true);
    expect(new URL(page.url()).searchParams.get("selectedCommunities")).toBeNull();
    // Then a card's heart, a button that does nothing without script: held until the card is live.
    const heart = page.locator(".save-heart").first();
    await heart.dispatchEvent("click");
    expect(await heart.getAttribute("aria-pressed")).toBe("false");
    release();
    await expect.poll(() => new URL(page.url()).searchParams.get("selectedCommunities")).toMatch(/^\d+$/);
    await expect.poll(() => box.isChecked()).toBe(true);
    await expect.poll(() => heart.getAttribute("aria-pressed")).toBe("true");
    await expect
      .poll(() => page.locator(".compare-tray-status").textContent())
      .toBe("Select one more community to compare");
    await expect.poll(() => idle(page)).toBe("true");
    await expectAccessible(page);
    expect(errors).toEqual([]);
  }, 90_000);

  it("a filter ticked, a rating chosen and a sort picked before the page's scripts arrive are applied once they do, not lost", async () => {
    // The entry script is held back: the visitor meets the page as plain HTML and sets the controls.
    const { prepare, release } = heldIsland("entry-client");
    const visited = await visit(browser, `${baseUrl}${SEARCH}`, {
      hydration: "none",
      waitUntil: "domcontentloaded",
      prepare,
    });
    opened.push(visited);
    const { page, errors } = visited;
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
    // The search page is checked whole above; here the results the changes filtered.
    await expectAccessible(page, ".results");
    expect(errors).toEqual([]);
  }, 60_000);

  it("home: the place search is live on load, the inquiry forms' code comes after and goes live on its own", async () => {
    const { page, scripts, errors } = await open("/", 360);
    const initial = await initialScripts(page);
    expect(initial.some((path) => path.includes("/HomeSearch-"))).toBe(true);
    expect(initial.filter((path) => path.includes("/InquiryForm-"))).toEqual([]);
    expect(await gzippedBytes(initial)).toBeLessThanOrEqual(INITIAL_JAVASCRIPT_BUDGET_BYTES);
    await expect.poll(() => idle(page)).toBe("true");
    expect(loaded(scripts, "InquiryForm")).toBe(true);
    expect(await interactive(page)).toBeUndefined();
    expect(errors).toEqual([]);
  }, 60_000);

  it("landing: the multi-step form's code and words come after load, and it goes live on its own", async () => {
    const { page, scripts, errors } = await open("/lp/", 390);
    const initial = await initialScripts(page);
    expect(initial.filter((path) => /\/(MultiStepForm|en-inquiry|en-landing)-/.test(path))).toEqual([]);
    expect(await gzippedBytes(initial)).toBeLessThanOrEqual(INITIAL_JAVASCRIPT_BUDGET_BYTES);
    await expect.poll(() => idle(page)).toBe("true");
    expect(loaded(scripts, "MultiStepForm")).toBe(true);
    expect(errors).toEqual([]);
  }, 60_000);

  it("at 360px: the islands in view go live after load, every island once the page is idle, with no interaction at all", async () => {
    // The results' code is held back, so the page cannot be idle before the test has looked.
    const { prepare, release } = heldIsland("SearchResults");
    const { page, scripts, errors } = await open(SEARCH, 360, prepare);
    await expect.poll(() => loaded(scripts, "FilterSidebar")).toBe(true);
    expect(await idle(page)).toBeUndefined();
    release();
    await expect.poll(() => idle(page)).toBe("true");
    expect(loaded(scripts, "SearchResults")).toBe(true);
    expect(loaded(scripts, "ProviderInquiry")).toBe(true);
    expect(await interactive(page)).toBeUndefined();
    // Live without any interaction: a click goes straight to the card.
    await page
      .getByRole("checkbox", { name: /^Compare / })
      .first()
      .dispatchEvent("click");
    await expect.poll(() => new URL(page.url()).searchParams.get("selectedCommunities")).toMatch(/^\d+$/);
    // The search page's one axe run at this width.
    await expectAccessible(page);
    expect(errors).toEqual([]);
  }, 60_000);

  it("an island that hydrates after the visitor changed what it shows renders the change, with no error", async () => {
    // The toasts' code is held back: the visitor saves a community before they are live.
    const { prepare, release } = heldIsland("Toasts");
    const { page, errors } = await open(SEARCH, 1280, prepare);
    const heart = page.locator(".save-heart").first();
    // The cards are live once React holds the heart's props (only the toasts wait).
    await expect
      .poll(() => heart.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps"))))
      .toBe(true);
    await heart.click();
    await expect.poll(() => heart.getAttribute("aria-pressed")).toBe("true");
    release();
    await expect.poll(() => page.locator(".toast .toast-message").textContent()).toBe("Provider Successfully Saved");
    await expect.poll(() => interactive(page)).toBe("true");
    expect(errors).toEqual([]);
  }, 60_000);

  it("hydrates a shared compare selection on load, so its tray is live without any interaction", async () => {
    const [first, second] = await seededSearchResults<{ id: number }>(baseUrl, { keyword: "Austin, TX" });
    expect(second).toBeDefined();
    // The results' code is held back: the pick is taken away before their boxes are live.
    const { prepare, release } = heldIsland("SearchResults");
    const { page, scripts, errors } = await open(
      `${SEARCH}&selectedCommunities=${first?.id},${second?.id}`,
      1280,
      prepare,
    );
    expect(loaded(scripts, "CompareTray")).toBe(true);
    // Live: a tray remove button takes the pick away at once.
    await page
      .getByRole("button", { name: /^Remove .* from the comparison$/ })
      .first()
      .click();
    const status = page.locator(".compare-tray-status");
    await expect.poll(() => status.textContent()).toBe("Select one more community to compare");
    // The results then hydrate with the removal: their box unticked by the tray is not the
    // visitor's early change, so it is not made again.
    release();
    await expect.poll(() => interactive(page)).toBe("true");
    await expect
      .poll(() =>
        page
          .getByRole("checkbox", { name: /^Compare / })
          .evaluateAll((boxes) => boxes.filter((box) => (box as HTMLInputElement).checked).length),
      )
      .toBe(1);
    expect(await status.textContent()).toBe("Select one more community to compare");
    expect(new URL(page.url()).searchParams.get("selectedCommunities")).toBe(String(second?.id));
    expect(errors).toEqual([]);
  }, 60_000);
});
