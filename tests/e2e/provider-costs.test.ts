/**
 * The provider page's costs block, offering list and accommodations in a real browser at 360
 * and 1280 px (spec reviews-and-provider-page §2, §4, §9; lead-capture-and-chrome §4): the
 * pricing tabs by keyboard, the 'View more accommodations' and 'View all services' toggles,
 * the scroll to '#provider-costs-{id}', and the page without script; axe in every state.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { LocationRecord } from "../../domain/providers/location-record.ts";
import { expectAccessible, launchChromium, visit } from "./browser.ts";
import { expectAccessibleWithoutScripts } from "./no-script-axe.ts";
import { seededSearchResults } from "./seeded-search.ts";

const baseUrl = inject("baseUrl");
const WIDTHS = [360, 1280] as const;

let browser: Browser;
/** A provider with at least two priced care types and more than 3 floor plans. */
let tabbed: LocationRecord;
/** A provider with more than 3 services. */
let manyServices: LocationRecord | undefined;

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

describe.each(WIDTHS)("the provider page's costs block at %i px", (width) => {
  it("switches pricing tabs by keyboard, wrapping both ways, with one panel shown at a time", async () => {
    const visited = await visit(browser, `${baseUrl}${tabbed.url}`, { width });
    const { page } = visited;
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
    expect(await panel.getAttribute("aria-labelledby")).toBe(
      await tablist.getByRole("tab", { name: names[1] }).getAttribute("id"),
    );
    // Blurred: no figure in the panel, and the unlock call to action below.
    expect(await panel.textContent()).not.toMatch(/\$\d/);
    expect(await panel.textContent()).toContain("Prices by room type show once you unlock pricing.");
    await expectAccessible(page);

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

    await section.getByRole("button", { name: "Unlock pricing" }).click();
    await page.getByRole("dialog", { name: "Get costs" }).waitFor();
    await expectAccessible(page);
    expect(visited.errors).toEqual([]);
    await visited.close();
  });

  it("shows 3 floor plans, then all of them, then 3 again", async () => {
    const visited = await visit(browser, `${baseUrl}${tabbed.url}`, { width });
    const { page } = visited;
    const list = page.locator(`#provider-accommodations-${tabbed.id}`);
    const toggle = page.getByRole("button", { name: "View more accommodations" });
    await toggle.waitFor();
    expect(await list.locator(":scope > li").count()).toBe(3);
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await toggle.click();
    const fewer = page.getByRole("button", { name: "View fewer accommodations" });
    expect(await fewer.getAttribute("aria-expanded")).toBe("true");
    expect(await list.locator(":scope > li").count()).toBe(planCount(tabbed));
    await expectAccessible(page);
    await fewer.click();
    expect(await list.locator(":scope > li").count()).toBe(3);
    expect(visited.errors).toEqual([]);
    await visited.close();
  });

  it("shows 3 services, then all of them, then 3 again", async () => {
    expect(manyServices, "a demo provider with more than 3 services").toBeDefined();
    if (!manyServices) return;
    const visited = await visit(browser, `${baseUrl}${manyServices.url}`, { width });
    const { page } = visited;
    const list = page.locator(`#provider-offerings-${manyServices.id}`);
    const toggle = page.getByRole("button", { name: "View all services" });
    await toggle.waitFor();
    expect(await list.locator(":scope > li").count()).toBe(3);
    await toggle.click();
    expect(await list.locator(":scope > li").count()).toBe(manyServices.services.length);
    await expectAccessible(page);
    await page.getByRole("button", { name: "View fewer services" }).click();
    expect(await list.locator(":scope > li").count()).toBe(3);
    expect(visited.errors).toEqual([]);
    await visited.close();
  });

  it("brings the costs block into view for '#provider-costs-{id}', smoothly or at once for reduced motion", async () => {
    for (const reducedMotion of ["no-preference", "reduce"] as const) {
      const visited = await visit(browser, `${baseUrl}${tabbed.url}`, {
        width,
        prepare: (page) => page.emulateMedia({ reducedMotion }),
      });
      const { page } = visited;
      const section = page.locator(`#provider-costs-${tabbed.id}`);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      // As the costs dialog's close does: the address changes to the block's anchor.
      await page.evaluate((id) => {
        window.location.hash = `provider-costs-${id}`;
      }, tabbed.id);
      await expect
        .poll(() => section.evaluate((element) => Math.round(element.getBoundingClientRect().top)), { timeout: 3000 })
        // The block lands below the compact header, spec lead-capture-and-chrome §9 sticky offset 96px.
        .toBeLessThan(96 + 40);
      expect(await section.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
      await expectAccessible(page);
      expect(visited.errors).toEqual([]);
      await visited.close();
    }
  });

  it("has every care type's prices and every floor plan in the page without script, and no dead control", async () => {
    const visited = await visit(browser, `${baseUrl}${tabbed.url}`, { width, javaScript: false });
    const { page } = visited;
    const section = page.locator(`#provider-costs-${tabbed.id}`);
    expect(await section.getByRole("tab").count()).toBe(0);
    expect(await section.locator("h3").allTextContents()).toEqual([
      "Overview",
      ...new Set(tabbed.services.filter((service) => service.priceHidden).map((service) => service.careType.label)),
    ]);
    expect(await page.locator(`#provider-accommodations-${tabbed.id} > li`).count()).toBe(planCount(tabbed));
    expect(await page.getByRole("button", { name: /View (more|fewer) accommodations/ }).count()).toBe(0);
    expect(await page.getByRole("link", { name: "Unlock pricing" }).isVisible()).toBe(true);
    await expectAccessibleWithoutScripts(page);
    await visited.close();
  });
});
