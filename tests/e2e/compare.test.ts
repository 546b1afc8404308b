/**
 * Comparing communities in a real browser, on both brands, at 360px and 1280px: picking up to
 * the brand's limit, the too-many modal, the compare modal from the tray with its event,
 * removing a card there, and the modal reopening from a shared URL; axe on every state.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectAccessible, launchChromium, visit } from "./browser.ts";

const baseUrl = inject("baseUrl");
const port = inject("port");
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

/** Seven axe runs and two page loads: more than the default minute on a busy machine. */
const FLOW_TIMEOUT_MS = 150_000;

const BRANDS = [
  { name: "main brand", origin: baseUrl, path: "/local/search/", limit: 4 },
  { name: "second brand", origin: `http://seniorhousing.localhost:${port}`, path: "/search/", limit: 3 },
];

function openPage(url: string, width: number): Promise<{ page: Page; errors: string[] }> {
  return visit(browser, url, { width });
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

describe.each(BRANDS)("comparing on the $name", ({ origin, path, limit }) => {
  it.each([1280, 360])(
    "at %ipx: picks up to the limit, compares, removes, and reopens from a shared URL",
    async (width) => {
      const { page, errors } = await openPage(`${origin}${path}?keyword=Austin%2C+TX&careType=assisted-living`, width);
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
      await expectAccessible(page);

      // One past the limit: the too-many modal, and the pick is not added.
      await boxes.nth(limit).click();
      const tooMany = page.getByRole("dialog", { name: `You can only compare ${limit} communities at a time.` });
      await tooMany.waitFor();
      await expectAccessible(page);
      await tooMany.getByRole("button", { name: "Continue" }).click();
      await tooMany.waitFor({ state: "hidden" });
      expect(await boxes.nth(limit).isChecked()).toBe(false);
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("type"))).toBe("checkbox");
      expect(compareState(page).selected).toBe(ids.join(","));

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
      await expectAccessible(page);

      // Removing a card in the modal deselects it.
      await modal
        .getByRole("button", { name: /^Remove .* from the comparison$/ })
        .first()
        .click();
      const kept = ids.slice(1);
      await expect.poll(() => modal.locator(".compare-column").count()).toBe(limit - 1);
      expect(compareState(page)).toEqual({ selected: kept.join(","), modalOpen: "true" });
      expect(await page.locator(`#results-card-${ids[0]}-compare`).isChecked()).toBe(false);
      await expectAccessible(page);

      // The same URL in a new visitor's browser opens straight into the modal.
      const shared = await openPage(page.url(), width);
      const reopened = shared.page.getByRole("dialog", { name: "Compare communities" });
      await reopened.waitFor();
      expect(await reopened.locator(".compare-column-title").count()).toBe(limit - 1);
      await expectAccessible(shared.page);
      // Closing it leaves the selection and hands focus to the tray's Compare button.
      await reopened.getByRole("button", { name: "Close" }).click();
      await reopened.waitFor({ state: "hidden" });
      // The dialog hides at once; its close event, which writes the address, comes a task later.
      await expect.poll(() => compareState(shared.page)).toEqual({ selected: kept.join(","), modalOpen: null });
      expect(await shared.page.evaluate(() => document.activeElement?.textContent)).toBe("Compare");
      expect(shared.errors).toEqual([]);
      await shared.page.context().close();

      expect(errors).toEqual([]);
      await page.context().close();
    },
    FLOW_TIMEOUT_MS,
  );
});

describe("the selection across pages", () => {
  it("survives paging, loads picks from other pages by id, and keeps them in the URL", async () => {
    const { page, errors } = await openPage(
      `${baseUrl}/local/search/?keyword=Austin%2C+TX&careType=assisted-living`,
      1280,
    );
    const first = await providerId(page, 0);
    await page
      .getByRole("checkbox", { name: /^Compare / })
      .first()
      .check();
    await page.getByRole("link", { name: "Page 2" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("page")).toBe("2");
    await expect.poll(() => providerId(page, 0)).not.toBe(first);
    expect(compareState(page).selected).toBe(String(first));
    await page
      .getByRole("checkbox", { name: /^Compare / })
      .first()
      .check();
    const second = await providerId(page, 0);
    expect(compareState(page).selected).toBe(`${first},${second}`);

    await page.getByRole("button", { name: "Compare", exact: true }).click();
    const modal = page.getByRole("dialog", { name: "Compare communities" });
    await expect.poll(() => modal.locator(".compare-column-title").count()).toBe(2);
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
