/**
 * A family's walk through the geo pages on the seeded directory: on a desktop, Texas's assisted
 * living page, one of its counties, a city of that county, and a provider there (opened in a new
 * tab), each reached by a link on the page before, axe clean; on a phone, the nearby links'
 * 'Show more', which reveals the next page of links in place. The pages' headings, trails, cards
 * and links as the server renders them are checked in tests/worker/geo-pages.test.ts and
 * tests/worker/provider-breadcrumbs.test.ts.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, launchChromium, type Visit, visit } from "./browser.ts";
import { baseUrl } from "./lane-server.ts";

const STATE = "/senior-living/assisted-living/texas/";

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

async function openState(width: number): Promise<Visit> {
  const visited = await visit(browser, `${baseUrl}${STATE}`, { width });
  opened.push(visited);
  return visited;
}

/** The first link of a nearby section, by its heading. */
function sectionLink(page: Page, heading: RegExp) {
  return page.getByRole("region", { name: heading }).getByRole("link").first();
}

describe("the geo pages", () => {
  it("walks state, county, city and provider by links at 1280 px", async () => {
    const visited = await openState(1280);
    const { page } = visited;
    await expectAccessible(page);

    // The state's busiest county.
    const county = sectionLink(page, /^Find care by county in Texas$/);
    const countyName = (await county.innerText()).replace(/, TX$/, "");
    await county.click();
    await page.waitForURL(/\/senior-living\/assisted-living\/texas\/[a-z0-9-]+-county\/$/);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(`Assisted Living in ${countyName}, TX`);
    await expectAccessible(page);

    // Its nearest city with communities.
    const city = sectionLink(page, new RegExp(`^Senior Living Communities near Texas, ${countyName}$`));
    const cityName = (await city.innerText()).replace(/, TX$/, "");
    await city.click();
    await page.waitForURL(/\/senior-living\/assisted-living\/texas\/[a-z0-9-]+\/$/);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(`Assisted Living in ${cityName}, TX`);
    await expectAccessible(page);

    // A provider of the city: the card's title opens its page, in the same tab. That page is the
    // provider tests' own; here the visitor only has to arrive there.
    const title = page.locator(".provider-card-title a").first();
    const href = (await title.getAttribute("href")) ?? "";
    await page
      .context()
      .route(`${baseUrl}${href}`, (route) =>
        route.fulfill({ contentType: "text/html", body: "<!DOCTYPE html><title>Provider</title>" }),
      );
    await Promise.all([page.waitForURL((url) => url.pathname === href), title.click()]);
    expect(await page.title()).toBe("Provider");
    expect(visited.errors).toEqual([]);
  }, 120_000);

  it("reveals the next page of nearby links with 'Show more' at 360 px", async () => {
    const visited = await openState(360);
    const { page } = visited;
    await expectAccessible(page);
    const cities = page.getByRole("region", { name: /^Explore cities in Texas$/ });
    // Every link of the section, those still behind 'Show more' too (the accessibility tree hides them).
    const links = cities.locator("a");
    const all = await links.count();
    expect(all).toBeGreaterThan(8);
    const visible = () =>
      links.evaluateAll((elements) => elements.filter((element) => element.checkVisibility()).length);
    expect(await visible()).toBe(8);
    // From the keyboard: the provider cards above lay out only as they near the screen
    // (`content-visibility: auto`), so a pointer aimed at the control can meet a card that grew.
    await cities.locator("summary").filter({ hasText: "Show more" }).first().press("Enter");
    await expect.poll(visible).toBe(Math.min(all, 108));
    expect(await cities.getByText("Show less").first().isVisible()).toBe(true);
    await expectAccessible(page, "section[data-section='cities']");
    expect(visited.errors).toEqual([]);
  }, 120_000);
});
