/**
 * Comparing communities in a real browser: on the main brand at 1280 px, picking up to its limit
 * of 4, the too-many modal, the compare modal from the tray with its event, removing a card
 * there, and the selection kept across pages; on the second brand at 360 px, a shared URL
 * opening straight into the modal, closing it back to the tray's Compare button, and its limit
 * of 3. axe on the page once per brand and width, and on each part as it changes. The tray and
 * modal the server renders from the URL are checked in tests/integration/pages-compare.test.ts.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, launchChromium, type Visit, visit } from "./browser.ts";
import { baseUrl, secondBrandOrigin } from "./lane-server.ts";
import { seededSearchResults } from "./seeded-search.ts";

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

async function openPage(url: string, width: number): Promise<Visit> {
  const opened = await visit(browser, url, { width });
  visits.push(opened);
  return opened;
}

function compareState(page: Page): { selected: string | null; modalOpen: string | null } {
  const params = new URL(page.url()).searchParams;
  return { selected: params.get("selectedCommunities"), modalOpen: params.get("isModalOpen") };
}

/** The provider id a card's Compare checkbox belongs to (its id is results-card-{id}-compare). */
async function providerId(page: Page, index: number): Promise<number> {
  const id = await page.locator(".compare-check input").nth(index).getAttribute("id");
  return Number(/results-card-(\d+)-compare/.exec(id ?? "")?.[1]);
}

/**
 * One pick past the limit: the too-many modal names the limit, Continue closes it, the pick is
 * not added and focus is back on a checkbox. axe on the modal.
 */
async function expectOnePastTheLimitRefused(page: Page, limit: number, selected: string): Promise<void> {
  const boxes = page.getByRole("checkbox", { name: /^Compare / });
  await boxes.nth(limit).click();
  const tooMany = page.getByRole("dialog", { name: `You can only compare ${limit} communities at a time.` });
  await tooMany.waitFor();
  await expectAccessible(page, "dialog[open]");
  await tooMany.getByRole("button", { name: "Continue" }).click();
  await tooMany.waitFor({ state: "hidden" });
  expect(await boxes.nth(limit).isChecked()).toBe(false);
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("type"))).toBe("checkbox");
  expect(compareState(page).selected).toBe(selected);
}

describe("comparing", () => {
  it(
    "main brand at 1280px: picks up to 4, refuses a fifth, compares with the event, removes one in the modal, and keeps the picks across pages",
    async () => {
      const limit = 4;
      const { page, errors } = await openPage(`${baseUrl}/local/search/${QUERY}`, 1280);
      const boxes = page.getByRole("checkbox", { name: /^Compare / });
      const status = page.locator(".compare-tray-status");
      const compareButton = page.getByRole("button", { name: "Compare", exact: true });
      expect(await boxes.count()).toBeGreaterThan(limit);

      // One pick asks for another; Compare waits for two.
      await boxes.nth(0).check();
      expect(await status.textContent()).toBe("Select one more community to compare");
      expect(await compareButton.isDisabled()).toBe(true);
      await expectAccessible(page);

      const ids: number[] = [];
      for (let index = 0; index < limit; index++) ids.push(await providerId(page, index));
      for (let index = 1; index < limit; index++) {
        await boxes.nth(index).check();
        expect(await status.textContent()).toBe(`${index + 1} of ${limit} selected`);
      }
      expect(compareState(page)).toEqual({ selected: ids.join(","), modalOpen: null });
      expect(await compareButton.isEnabled()).toBe(true);
      await expectAccessible(page, ".compare-tray");
      await expectOnePastTheLimitRefused(page, limit, ids.join(","));

      // Compare opens the modal, records it in the URL, and records the event with the ids.
      const viewed = page.waitForRequest(
        (request) =>
          request.url().endsWith("/api/events") && request.postData()?.includes("location comparison viewed") === true,
      );
      await compareButton.click();
      const modal = page.getByRole("dialog", { name: "Compare communities" });
      await modal.waitFor();
      expect((await viewed).postDataJSON()).toEqual({
        name: "location comparison viewed",
        properties: { locations: ids },
      });
      expect(compareState(page)).toEqual({ selected: ids.join(","), modalOpen: "true" });
      expect(await modal.locator(".compare-column").count()).toBe(limit);
      expect(
        await modal
          .getByRole("link", { name: /^Request Info about / })
          .first()
          .getAttribute("href"),
      ).toMatch(new RegExp(`#provider-costs-${ids[0]}$`));
      await expectAccessible(page, "dialog[open]");

      // Removing a card in the modal deselects it.
      await modal
        .getByRole("button", { name: /^Remove .* from the comparison$/ })
        .first()
        .click();
      const kept = ids.slice(1);
      await expect.poll(() => modal.locator(".compare-column").count()).toBe(limit - 1);
      expect(compareState(page)).toEqual({ selected: kept.join(","), modalOpen: "true" });
      expect(await page.locator(`#results-card-${ids[0]}-compare`).isChecked()).toBe(false);
      await modal.getByRole("button", { name: "Close" }).click();
      await modal.waitFor({ state: "hidden" });

      // The selection survives paging: on page 2 the picks from page 1 are kept in the URL, and
      // the modal loads them by id beside a pick from page 2.
      // From the keyboard: the cards above the page links lay out only as they near the screen
      // (`content-visibility: auto`), so a pointer aimed at a link can meet a card that grew.
      await page.getByRole("link", { name: "Page 2" }).press("Enter");
      await expect.poll(() => new URL(page.url()).searchParams.get("page")).toBe("2");
      await expect.poll(() => providerId(page, 0)).not.toBe(ids[0]);
      expect(compareState(page).selected).toBe(kept.join(","));
      expect(kept).not.toContain(await providerId(page, 0));
      await boxes.first().check();
      const fromPageTwo = await providerId(page, 0);
      expect(compareState(page).selected).toBe([...kept, fromPageTwo].join(","));
      await compareButton.click();
      await modal.waitFor();
      await expect.poll(() => modal.locator(".compare-column-title").count()).toBe(limit);
      await expectAccessible(page, "dialog[open]");
      expect(errors).toEqual([]);
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    "second brand at 360px: a shared URL opens straight into the modal, which closes back to the tray; picks up to 3 and refuses a fourth",
    async () => {
      const limit = 3;
      // The search answers the same on both brands (the test's own fetch cannot reach the second brand's host name).
      const [first, second] = await seededSearchResults<{ id: number }>(baseUrl);
      const shared = `${secondBrandOrigin}/search/${QUERY}&selectedCommunities=${first?.id},${second?.id}&isModalOpen=true`;
      const { page, errors } = await openPage(shared, 360);
      const modal = page.getByRole("dialog", { name: "Compare communities" });
      await modal.waitFor();
      expect(await modal.locator(".compare-column-title").count()).toBe(2);
      // The two shared are the page's first two cards, ticked.
      expect([await providerId(page, 0), await providerId(page, 1)]).toEqual([first?.id, second?.id]);
      // The modal is the whole screen.
      expect(await modal.boundingBox()).toMatchObject({ x: 0, y: 0, width: 360 });
      await expectAccessible(page);
      // Closing it leaves the selection and hands focus to the tray's Compare button.
      await modal.getByRole("button", { name: "Close" }).click();
      await modal.waitFor({ state: "hidden" });
      const picked = `${first?.id},${second?.id}`;
      // The dialog hides at once; its close event, which writes the address, comes a task later.
      await expect.poll(() => compareState(page)).toEqual({ selected: picked, modalOpen: null });
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Compare");

      // The second brand's limit is 3: a third pick fills it, a fourth is refused.
      const status = page.locator(".compare-tray-status");
      expect(await status.textContent()).toBe(`2 of ${limit} selected`);
      const third = await providerId(page, 2);
      await page
        .getByRole("checkbox", { name: /^Compare / })
        .nth(2)
        .check();
      expect(await status.textContent()).toBe(`3 of ${limit} selected`);
      expect(compareState(page).selected).toBe(`${picked},${third}`);
      await expectAccessible(page, ".compare-tray");
      await expectOnePastTheLimitRefused(page, limit, `${picked},${third}`);
      expect(errors).toEqual([]);
    },
    FLOW_TIMEOUT_MS,
  );
});
