/**
 * A family's walk through the geo pages on the seeded directory, on a phone and a desktop:
 * Texas's assisted living page, one of its counties, a city of that county, and a provider
 * there, each reached by a link on the page before, each axe clean with its trail; and the
 * nearby links' 'Show more', which reveals the next page of links in place.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectAccessible, launchChromium, visit } from "./browser.ts";

const baseUrl = inject("baseUrl");
const STATE = "/senior-living/assisted-living/texas/";

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

async function trail(page: Page): Promise<string[]> {
  return page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem").allInnerTexts();
}

/** The first link of a nearby section, by its heading. */
function sectionLink(page: Page, heading: RegExp) {
  return page.getByRole("region", { name: heading }).getByRole("link").first();
}

describe("the geo pages", () => {
  it.each([360, 1280])(
    "walks state, county, city and provider by links at %i px",
    async (width) => {
      const visited = await visit(browser, `${baseUrl}${STATE}`, { width });
      const { page } = visited;
      await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("Assisted Living in Texas");
      expect(await page.locator(".provider-card").count()).toBe(20);
      expect(await trail(page)).toEqual(["Assisted Living", "Texas"]);
      await expectAccessible(page);

      // The state's busiest county.
      const county = sectionLink(page, /^Find care by county in Texas$/);
      const countyName = (await county.innerText()).replace(/, TX$/, "");
      await county.click();
      await page.waitForURL(/\/senior-living\/assisted-living\/texas\/[a-z0-9-]+-county\/$/);
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(`Assisted Living in ${countyName}, TX`);
      expect(await trail(page)).toEqual(["Assisted Living", "Texas", countyName]);
      await expectAccessible(page);

      // Its nearest city with communities.
      const city = sectionLink(page, new RegExp(`^Senior Living Communities near Texas, ${countyName}$`));
      const cityName = (await city.innerText()).replace(/, TX$/, "");
      await city.click();
      await page.waitForURL(/\/senior-living\/assisted-living\/texas\/[a-z0-9-]+\/$/);
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(`Assisted Living in ${cityName}, TX`);
      // A city page's trail leaves its county out.
      expect(await trail(page)).toEqual(["Assisted Living", "Texas", cityName]);
      await expectAccessible(page);

      // A provider of the city: the card's title opens its page.
      const title = page.locator(".provider-card-title a").first();
      const href = (await title.getAttribute("href")) ?? "";
      expect(href).toMatch(/^\/[a-z0-9-]+\/texas\/[a-z0-9-]+\/[a-z0-9-]+\/$/);
      const [provider] = await Promise.all([page.waitForEvent("popup"), title.click()]);
      await provider.waitForLoadState();
      expect(new URL(provider.url()).pathname).toBe(href);
      expect(
        await provider.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link").nth(1).getAttribute("href"),
      ).toMatch(/^\/senior-(living|care)\/[a-z0-9-]+\/texas\/$/);
      expect(visited.errors).toEqual([]);
      await visited.close();
      // Three pages of cards and hundreds of links, each checked by axe: a minute or two.
    },
    240_000,
  );

  it.each([360, 1280])(
    "reveals the next page of nearby links with 'Show more' at %i px",
    async (width) => {
      const visited = await visit(browser, `${baseUrl}${STATE}`, { width });
      const { page } = visited;
      const cities = page.getByRole("region", { name: /^Explore cities in Texas$/ });
      // Every link of the section, those still behind 'Show more' too (the accessibility tree hides them).
      const links = cities.locator("a");
      const all = await links.count();
      expect(all).toBeGreaterThan(8);
      const visible = () =>
        links.evaluateAll((elements) => elements.filter((element) => element.checkVisibility()).length);
      expect(await visible()).toBe(8);
      await cities.getByText("Show more").first().click();
      await expect.poll(visible).toBe(Math.min(all, 108));
      expect(await cities.getByText("Show less").first().isVisible()).toBe(true);
      await expectAccessible(page);
      expect(visited.errors).toEqual([]);
      await visited.close();
    },
    120_000,
  );
});
