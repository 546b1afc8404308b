/**
 * The provider page's costs block, offering list and accommodations in a real browser (spec
 * reviews-and-provider-page §2, §4, §9; lead-capture-and-chrome §4): the pricing tabs by
 * keyboard, the 'View more accommodations' and 'View all services' toggles, the costs form
 * behind 'Unlock pricing', the scroll to '#provider-costs-{id}' (a glide, or a jump for
 * reduced motion), and, without script, 'Unlock pricing' leading to the native form. Each once,
 * at 360 or 1280 px; axe on each page and on each part that changes. Every care type's prices
 * and every floor plan in the server HTML are the Worker's tests
 * (tests/worker/provider-costs.test.ts).
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { LocationRecord } from "../../domain/providers/location-record.ts";
import { expectAccessible, launchChromium, type Visit, visit } from "./browser.ts";
import { baseUrl } from "./lane-server.ts";
import { expectAccessibleWithoutScripts } from "./no-script-axe.ts";
import { seededSearchResults } from "./seeded-search.ts";

let browser: Browser;
/** A provider with at least two priced care types and more than 3 floor plans. */
let tabbed: LocationRecord;
/** A provider with more than 3 services. */
let manyServices: LocationRecord | undefined;
/** The visit a test opened, closed after it whether it passed or not. */
let opened: Visit | undefined;

function pricedCareTypes(record: LocationRecord): number {
  return new Set(record.services.filter((service) => service.priceHidden).map((service) => service.careType.id)).size;
}

function planCount(record: LocationRecord): number {
  return record.services.reduce((sum, service) => sum + service.accommodations.length, 0);
}

beforeAll(async () => {
  browser = await launchChromium();
  const records: LocationRecord[] = [];
  for (const keyword of ["Austin, TX", "Chicago, IL", "Phoenix, AZ", "Seattle, WA"]) {
    const results = await seededSearchResults<{ id: number }>(baseUrl, { keyword });
    for (const result of results) {
      const location = await fetch(`${baseUrl}/api/location/${result.id}`);
      if (location.ok) records.push((await location.json()) as LocationRecord);
    }
    if (records.some((record) => pricedCareTypes(record) >= 2 && planCount(record) > 3)) break;
  }
  const found = records.find((record) => pricedCareTypes(record) >= 2 && planCount(record) > 3);
  expect(found, "a demo provider with two priced care types and more than 3 floor plans").toBeDefined();
  tabbed = found as LocationRecord;
  manyServices = records.find((record) => record.services.length > 3);
});

afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

afterAll(async () => {
  await browser?.close();
});

/** The tab buttons' names and which one is selected. */
async function tabState(page: Page): Promise<{ names: string[]; selected: string | null; focused: string | null }> {
  const tabs = page.getByRole("tab");
  const names = await tabs.allTextContents();
  const selected = await page.getByRole("tab", { selected: true }).textContent();
  const focused = await page.evaluate(() =>
    document.activeElement?.getAttribute("role") === "tab" ? document.activeElement.textContent : null,
  );
  return { names, selected, focused };
}

describe("the provider page's costs block", () => {
  it("switches pricing tabs by keyboard, wrapping both ways, one panel at a time; shows 3 floor plans, then all, then 3; and opens the costs form (1280 px)", async () => {
    opened = await visit(browser, `${baseUrl}${tabbed.url}`, { width: 1280 });
    const { page } = opened;
    const section = page.locator(`#provider-costs-${tabbed.id}`);
    const tablist = section.getByRole("tablist", { name: "Prices by care type" });
    await tablist.waitFor();
    await expectAccessible(page);

    const names = await tablist.getByRole("tab").allTextContents();
    expect(names[0]).toBe("Overview");
    expect(names.length).toBe(pricedCareTypes(tabbed) + 1);
    expect((await tabState(page)).selected).toBe("Overview");
    expect(await section.getByRole("tabpanel").count()).toBe(1);

    await tablist.getByRole("tab", { name: "Overview" }).focus();
    await page.keyboard.press("ArrowRight");
    expect(await tabState(page)).toMatchObject({ selected: names[1], focused: names[1] });
    const panel = section.getByRole("tabpanel");
    expect(await section.getByRole("tabpanel").count()).toBe(1);
    expect(await panel.getAttribute("aria-labelledby")).toBe(
      await tablist.getByRole("tab", { name: names[1] }).getAttribute("id"),
    );
    // Blurred: no figure in the panel, and the unlock call to action below.
    expect(await panel.textContent()).not.toMatch(/\$\d/);
    expect(await panel.textContent()).toContain("Prices by room type show once you unlock pricing.");
    await expectAccessible(page, `#provider-costs-${tabbed.id}`);

    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    expect(await tabState(page)).toMatchObject({ selected: names.at(-1), focused: names.at(-1) });
    await page.keyboard.press("ArrowRight");
    expect(await tabState(page)).toMatchObject({ selected: "Overview", focused: "Overview" });
    await page.keyboard.press("End");
    expect((await tabState(page)).selected).toBe(names.at(-1));
    await page.keyboard.press("Home");
    expect((await tabState(page)).selected).toBe("Overview");
    // Tab leaves the tablist for the panel's content: only the selected tab is in the tab order.
    expect(await tablist.locator('[tabindex="0"]').count()).toBe(1);

    const plans = page.locator(`#provider-accommodations-${tabbed.id}`);
    const more = page.getByRole("button", { name: "View more accommodations" });
    expect(await plans.locator(":scope > li").count()).toBe(3);
    expect(await more.getAttribute("aria-expanded")).toBe("false");
    await more.click();
    const fewer = page.getByRole("button", { name: "View fewer accommodations" });
    expect(await fewer.getAttribute("aria-expanded")).toBe("true");
    expect(await plans.locator(":scope > li").count()).toBe(planCount(tabbed));
    await expectAccessible(page, `#provider-accommodations-${tabbed.id}`);
    await fewer.click();
    expect(await plans.locator(":scope > li").count()).toBe(3);

    await section.getByRole("button", { name: "Unlock pricing" }).click();
    await page.getByRole("dialog", { name: "Get costs" }).waitFor();
    await expectAccessible(page, "dialog[open]");
    expect(opened.errors).toEqual([]);
  });

  it("shows 3 services, then all of them, then 3 again (360 px)", async () => {
    expect(manyServices, "a demo provider with more than 3 services").toBeDefined();
    const record = manyServices as LocationRecord;
    opened = await visit(browser, `${baseUrl}${record.url}`, { width: 360 });
    const { page } = opened;
    const list = page.locator(`#provider-offerings-${record.id}`);
    const toggle = page.getByRole("button", { name: "View all services" });
    await toggle.waitFor();
    await expectAccessible(page);
    expect(await list.locator(":scope > li").count()).toBe(3);
    await toggle.click();
    expect(await list.locator(":scope > li").count()).toBe(record.services.length);
    await expectAccessible(page, `#provider-offerings-${record.id}`);
    await page.getByRole("button", { name: "View fewer services" }).click();
    expect(await list.locator(":scope > li").count()).toBe(3);
    expect(opened.errors).toEqual([]);
  });

  it("brings the costs block into view for '#provider-costs-{id}', gliding, and at once for reduced motion (360 px)", async () => {
    opened = await visit(browser, `${baseUrl}${tabbed.url}`, { width: 360 });
    const { page } = opened;
    const section = page.locator(`#provider-costs-${tabbed.id}`);
    /**
     * Changes the address to the block's anchor, as the costs dialog's close does, and says
     * where the page stood once the page's own hashchange listener had run: a glide has not
     * moved yet then, a jump is already there.
     */
    const askForCosts = () =>
      page.evaluate(async (id) => {
        window.scrollTo({ top: 0, behavior: "instant" });
        const changed = new Promise<void>((resolve) =>
          window.addEventListener("hashchange", () => resolve(), { once: true }),
        );
        window.location.hash = `provider-costs-${id}`;
        await changed;
        return window.scrollY;
      }, tabbed.id);
    // The block lands below the compact header, spec lead-capture-and-chrome §9 sticky offset 96px.
    // Both bounds at once: on its way a glide can pass it for a moment (the sections it crosses
    // lay out only as they near the screen), and where it ends is what counts.
    const landed = async () => {
      await expect
        .poll(() =>
          section.evaluate((element) => {
            const top = Math.round(element.getBoundingClientRect().top);
            return top >= 0 && top < 96 + 40 ? "below the header" : `at ${top} px`;
          }),
        )
        .toBe("below the header");
    };

    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await askForCosts()).toBe(0);
    await landed();

    await page.evaluate(() => {
      window.location.hash = "";
    });
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await askForCosts()).toBeGreaterThan(0);
    await landed();
    expect(opened.errors).toEqual([]);
  });

  it("leads 'Unlock pricing' to the costs form without script (1280 px)", async () => {
    opened = await visit(browser, `${baseUrl}${tabbed.url}`, { width: 1280, javaScript: false });
    const { page } = opened;
    await expectAccessibleWithoutScripts(page);
    const unlock = page.locator(`#provider-costs-${tabbed.id}`).getByRole("link", { name: "Unlock pricing" });
    expect(await unlock.isVisible()).toBe(true);
    await unlock.click();
    await page.waitForURL((url) => url.hash === "#get-costs");
    // The form that posts without script is in view, below the compact header.
    const box = page.locator("#get-costs");
    await expect
      .poll(() => box.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
      .toBeLessThan(96 + 40);
    expect(await box.locator('form[action="/api/inquiry"][method="post"]').isVisible()).toBe(true);
  });
});
