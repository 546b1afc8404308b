/**
 * Comparing communities in a real browser: on the main brand at 1280 px, picking across pages
 * up to its limit of 4, the too-many modal, and the tray's Compare link to the compare page with
 * its event and a Remove link; on the second brand at 360 px without JavaScript, the cards'
 * boxes sent by the page's form, the table scrolling sideways under its kept first column, and
 * the same page at 1280 px. axe on each page and on each part as it changes. What the server
 * renders (the tray, the table's rows and prices) is checked in
 * tests/worker/pages-compare.test.ts.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, launchChromium, type Visit, type VisitOptions, visit } from "./browser.ts";
import { baseUrl, secondBrandOrigin } from "./lane-server.ts";
import { expectAccessibleWithoutScripts } from "./no-script-axe.ts";

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

/** Several axe runs and two page loads: more than the default minute on a busy machine. */
const FLOW_TIMEOUT_MS = 150_000;
const QUERY = "?keyword=Austin%2C+TX&careType=assisted-living";

async function openPage(url: string, width: number, options: VisitOptions = {}): Promise<Visit> {
  const opened = await visit(browser, url, { width, ...options });
  visits.push(opened);
  return opened;
}

function selectedInUrl(page: Page): string | null {
  return new URL(page.url()).searchParams.get("selectedCommunities");
}

/** The compare table's column names, in order. */
function comparedNames(page: Page): Promise<string[]> {
  return page.locator(".compare-table thead .compare-name").allTextContents();
}

/** The provider id a card's Compare checkbox belongs to (its id is results-card-{id}-compare). */
async function providerId(page: Page, index: number): Promise<number> {
  const id = await page.locator(".compare-check input").nth(index).getAttribute("id");
  return Number(/results-card-(\d+)-compare/.exec(id ?? "")?.[1]);
}

/**
 * One pick past the limit (the box at `box`): the too-many modal names the limit, Continue closes
 * it, the pick is not added and focus is back on a checkbox. axe on the modal.
 */
async function expectOnePastTheLimitRefused(page: Page, limit: number, selected: string, box: number): Promise<void> {
  const boxes = page.getByRole("checkbox", { name: /^Compare / });
  await boxes.nth(box).click();
  const tooMany = page.getByRole("dialog", { name: `You can only compare ${limit} communities at a time.` });
  await tooMany.waitFor();
  await expectAccessible(page, "dialog[open]");
  await tooMany.getByRole("button", { name: "Continue" }).click();
  await tooMany.waitFor({ state: "hidden" });
  expect(await boxes.nth(box).isChecked()).toBe(false);
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("type"))).toBe("checkbox");
  expect(selectedInUrl(page)).toBe(selected);
}

describe("comparing", () => {
  it(
    "main brand at 1280px: picks across pages up to 4, refuses a fifth, and the tray's Compare opens the compare page",
    async () => {
      const limit = 4;
      const { page, errors } = await openPage(`${baseUrl}/local/search/${QUERY}`, 1280);
      const boxes = page.getByRole("checkbox", { name: /^Compare / });
      const status = page.locator(".compare-tray-status");
      expect(await boxes.count()).toBeGreaterThan(limit);

      // One pick asks for another; Compare waits for two.
      await boxes.nth(0).check();
      expect(await status.textContent()).toBe("Select one more community to compare");
      expect(await page.getByRole("button", { name: "Compare", exact: true }).isDisabled()).toBe(true);
      await expectAccessible(page);

      const ids: number[] = [];
      for (let index = 0; index < limit - 1; index++) ids.push(await providerId(page, index));
      for (let index = 1; index < limit - 1; index++) {
        await boxes.nth(index).check();
        expect(await status.textContent()).toBe(`${index + 1} of ${limit} selected`);
      }
      expect(selectedInUrl(page)).toBe(ids.join(","));

      // The selection survives paging: on page 2 the picks from page 1 are kept in the URL, and
      // a pick there joins them. From the keyboard: the cards above the page links lay out only as
      // they near the screen (`content-visibility: auto`), so a pointer aimed at a link can meet a card that grew.
      await page.getByRole("link", { name: "Page 2" }).press("Enter");
      await expect.poll(() => new URL(page.url()).searchParams.get("page")).toBe("2");
      await expect.poll(() => providerId(page, 0)).not.toBe(ids[0]);
      expect(selectedInUrl(page)).toBe(ids.join(","));
      await boxes.first().check();
      ids.push(await providerId(page, 0));
      expect(await status.textContent()).toBe(`${limit} of ${limit} selected`);
      await expectAccessible(page, ".compare-tray");
      await expectOnePastTheLimitRefused(page, limit, ids.join(","), 1);

      // Compare is a link to the compare page, with the picks in order and the searched place;
      // the page records the event with the ids.
      const viewed = page.waitForRequest(
        (request) =>
          request.url().endsWith("/api/events") && request.postData()?.includes("location comparison viewed") === true,
      );
      await page.getByRole("link", { name: `Compare ${limit} communities` }).click();
      await page.waitForURL((url) => url.pathname === "/compare/");
      expect(new URL(page.url()).searchParams.get("ids")).toBe(ids.join(","));
      expect(new URL(page.url()).searchParams.get("near")).toBe("Austin, TX");
      expect((await viewed).postDataJSON()).toEqual({
        name: "location comparison viewed",
        properties: { locations: ids },
      });
      expect(await comparedNames(page)).toHaveLength(limit);
      expect(await page.getByRole("rowheader", { name: "Distance from Austin, TX" }).isVisible()).toBe(true);
      await expectAccessible(page);

      // Remove takes one column away and keeps the rest in order.
      const [firstName] = await comparedNames(page);
      await page.getByRole("link", { name: `Remove ${firstName} from the comparison` }).click();
      await expect.poll(() => comparedNames(page)).toHaveLength(limit - 1);
      expect(new URL(page.url()).searchParams.get("ids")).toBe(ids.slice(1).join(","));
      expect(errors).toEqual([]);
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    "second brand at 360px without JavaScript: ticked boxes open the compare page, whose names column stays while the table scrolls",
    async () => {
      const { page, errors } = await openPage(`${secondBrandOrigin}/search/${QUERY}`, 360, { javaScript: false });
      const boxes = page.getByRole("checkbox", { name: /^Compare / });
      await boxes.nth(0).check();
      await boxes.nth(1).check();
      await boxes.nth(2).check();
      const picked = [await providerId(page, 0), await providerId(page, 1), await providerId(page, 2)];
      await page.getByRole("button", { name: "Compare selected" }).click();
      await page.waitForURL((url) => url.pathname === "/compare/");
      expect(await comparedNames(page)).toHaveLength(3);
      expect(new URL(page.url()).searchParams.getAll("ids")).toEqual(picked.map(String));
      await expectAccessibleWithoutScripts(page);

      // Side by side on a phone: the table scrolls in its own region; the facts' names stay in view.
      const region = page.getByRole("region", { name: "3 communities side by side" });
      const rowName = page.getByRole("rowheader", { name: "Starting price" });
      const before = await rowName.boundingBox();
      const lastName = page.locator(".compare-table thead .compare-name").last();
      expect((await lastName.boundingBox())?.x ?? 0).toBeGreaterThan(360);
      await region.evaluate((element) => {
        element.scrollLeft = element.scrollWidth;
      });
      expect((await rowName.boundingBox())?.x).toBe(before?.x);
      const after = await lastName.boundingBox();
      expect(after && after.x + after.width).toBeLessThanOrEqual(360);
      // The page itself does not scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);

      // The same link at 1280 px, still without JavaScript: all three in view at once.
      const wide = await openPage(page.url(), 1280, { javaScript: false });
      expect(await comparedNames(wide.page)).toHaveLength(3);
      const widest = await wide.page.locator(".compare-table thead .compare-name").last().boundingBox();
      expect(widest && widest.x + widest.width).toBeLessThanOrEqual(1280);
      await expectAccessibleWithoutScripts(wide.page);
      expect([...errors, ...wide.errors]).toEqual([]);
    },
    FLOW_TIMEOUT_MS,
  );
});
