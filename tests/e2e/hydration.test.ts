/**
 * The results page's first JavaScript: the islands whose server HTML already reads and works
 * load only at the visitor's first interaction, and a first click that lands before they are
 * live is not lost but replayed; a shared compare selection hydrates on load.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectAccessible, launchChromium, visit } from "./browser.ts";

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
async function open(url: string, width: number): Promise<{ page: Page; scripts: () => string[]; errors: string[] }> {
  // Nothing may move the pointer: the first interaction is the test's.
  const { page, requests, errors } = await visit(browser, `${baseUrl}${url}`, { width, hydration: "load" });
  const scripts = () =>
    requests.filter((request) => request.resourceType() === "script").map((request) => new URL(request.url()).pathname);
  return { page, scripts, errors };
}

const loaded = (scripts: () => string[], island: string) => scripts().some((path) => path.includes(`/${island}-`));

describe("hydration at the first interaction", () => {
  it.each([1280, 360])(
    "at %ipx: the results load no card code until the visitor acts, and the first click still counts",
    async (width) => {
      const { page, scripts, errors } = await open(SEARCH, width);
      await page.waitForLoadState("networkidle");
      expect(loaded(scripts, "HeaderSearch")).toBe(true);
      expect(loaded(scripts, "SearchResults")).toBe(false);
      expect(loaded(scripts, "CompareTray")).toBe(false);
      expect(await page.evaluate(() => document.documentElement.dataset.interactive)).toBeUndefined();
      await expectAccessible(page);

      // The very first thing the visitor does is tick a card's Compare box.
      const box = page.getByRole("checkbox", { name: /^Compare / }).first();
      await box.dispatchEvent("click");
      await expect.poll(() => box.isChecked()).toBe(true);
      await expect.poll(() => new URL(page.url()).searchParams.get("selectedCommunities")).toMatch(/^\d+$/);
      await expect
        .poll(() => page.locator(".compare-tray-status").textContent())
        .toBe("Select one more community to compare");
      expect(loaded(scripts, "SearchResults")).toBe(true);
      expect(await page.evaluate(() => document.documentElement.dataset.interactive)).toBe("true");
      await expectAccessible(page);
      expect(errors).toEqual([]);
      await page.context().close();
    },
    90_000,
  );

  it("hydrates a shared compare selection on load, so its modal opens without any interaction", async () => {
    const search = (await (
      await fetch(`${baseUrl}/api/enhanced-search`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ keyword: "Austin, TX" }),
      })
    ).json()) as { results: { id: number }[] };
    const [first, second] = search.results;
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
});
