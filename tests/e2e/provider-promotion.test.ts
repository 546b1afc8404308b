/**
 * The provider page's promotion banner, collapsible description, FAQs and advertising
 * disclosure in a real browser, at 360 and 1280 px on both brands (spec reviews-and-provider-
 * page §2, §4, §9): the text cut at 75 or 125 characters by width, 'Read More' opening the
 * modal and Escape closing it with focus back, the banner's close button, the description's
 * toggle, an FAQ opened by keyboard, and the disclosure opened and closed by keyboard. Without
 * script, 'Read More' leads to the whole text. axe in every state.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { cutAtWord } from "../../domain/providers/cut-text.ts";
import type { LocationRecord } from "../../domain/providers/location-record.ts";
import { expectAccessible, launchChromium, visit } from "./browser.ts";
import { expectAccessibleWithoutScripts } from "./no-script-axe.ts";

const baseUrl = inject("baseUrl");
const port = inject("port");
const secondBrand = `http://seniorhousing.localhost:${port}`;
/** Communities only: the second brand lists places to live. */
const COMMUNITY_PATH = /^\/(assisted-living|independent-living|memory-care-facilities|nursing-homes)\//;
const KEYWORDS = ["Texas", "California", "Florida", "New York", "Ohio", "Illinois", "Pennsylvania"];
const AXE_MS = 60_000;

interface Result {
  id: number;
  url: string;
  name: string;
  promotions: { endsAt: string | null; externalPromotionText: string }[];
}

let browser: Browser;
/** A community whose running promotion has an end date and a text longer than 125 characters. */
let promoted: Result;
/** A community with FAQs and a description longer than 250 characters. */
let detailed: LocationRecord;

async function search(keyword: string, page: number, promotions: boolean): Promise<Result[]> {
  const response = await fetch(`${baseUrl}/api/enhanced-search`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ keyword, page: String(page), ...(promotions ? { promotions: "ongoing" } : {}) }),
  });
  return ((await response.json()) as { results: Result[] }).results;
}

beforeAll(async () => {
  browser = await launchChromium();
  const isPromoted = (result: Result) =>
    COMMUNITY_PATH.test(result.url) &&
    result.promotions.some((promotion) => promotion.endsAt !== null && promotion.externalPromotionText.length > 125);
  const isDetailed = (record: LocationRecord) =>
    COMMUNITY_PATH.test(record.url) && record.faqs.length >= 2 && record.description.length > 250;
  for (const keyword of KEYWORDS) {
    for (let page = 1; page <= 5 && !promoted; page++) {
      promoted = (await search(keyword, page, true)).find(isPromoted) as Result;
    }
    if (promoted) break;
  }
  expect(promoted, "a community with a running promotion over 125 characters").toBeDefined();
  for (const keyword of KEYWORDS) {
    for (const result of await search(keyword, 1, false)) {
      const response = await fetch(`${baseUrl}/api/location/${result.id}`);
      const record = (await response.json()) as LocationRecord;
      if (isDetailed(record)) {
        detailed = record;
        break;
      }
    }
    if (detailed) break;
  }
  expect(detailed, "a community with FAQs and a long description").toBeDefined();
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

const promotionText = () => promoted.promotions[0]?.externalPromotionText ?? "";

async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    return element ? `${element.tagName.toLowerCase()}#${element.id}.${element.textContent?.trim() ?? ""}` : "";
  });
}

describe.each([
  ["the main brand", 360, baseUrl],
  ["the main brand", 1280, baseUrl],
  ["the second brand", 360, secondBrand],
  ["the second brand", 1280, secondBrand],
] as const)("on %s at %i px", (_, width, origin) => {
  it(
    "cuts the promotion by width, opens 'Read More' in a modal that Escape closes, and closes the banner",
    async () => {
      const visited = await visit(browser, `${origin}${promoted.url}`, { width });
      const { page } = visited;
      const banner = page.getByRole("complementary", { name: "PROMOTION!" });
      await banner.waitFor();
      const limit = width < 768 ? 75 : 125;
      const shown = banner.locator(width < 768 ? ".promotion-text-narrow" : ".promotion-text-wide");
      const hidden = banner.locator(width < 768 ? ".promotion-text-wide" : ".promotion-text-narrow");
      expect(await shown.innerText()).toBe(cutAtWord(promotionText(), limit).text);
      expect(await hidden.isVisible()).toBe(false);
      expect(await banner.innerText()).toMatch(/(\d+ days? left|Ends today)/);
      await expectAccessible(page);

      const readMore = banner.getByRole("link", { name: "Read More" });
      await readMore.click();
      const dialog = page.getByRole("dialog", { name: `Promotion at ${promoted.name}` });
      await dialog.waitFor();
      expect(await dialog.innerText()).toContain(promotionText());
      expect(await dialog.innerText()).toContain("Ends");
      expect(new URL(page.url()).hash).toBe("");
      await expectAccessible(page);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
      await expect.poll(() => focused(page)).toContain("Read More");

      const close = banner.getByRole("button", { name: "Close the promotion" });
      await close.click();
      await banner.waitFor({ state: "detached" });
      expect(await focused(page)).toMatch(/^main#main/);
      await expectAccessible(page);
      expect(visited.errors).toEqual([]);
      await visited.close();
    },
    AXE_MS,
  );

  it(
    "toggles the description, opens an FAQ by keyboard, and opens and closes the advertising disclosure by keyboard",
    async () => {
      const visited = await visit(browser, `${origin}${detailed.url}`, { width });
      const { page } = visited;
      const about = page.locator("#provider-about-section");
      const toggle = about.locator("summary");
      expect(await toggle.innerText()).toBe("View more details");
      const lastWords = detailed.description.trim().split(/\s+/).slice(-4).join(" ");
      expect(await about.innerText()).not.toContain(lastWords);
      await expectAccessible(page);
      await toggle.click();
      expect(await toggle.innerText()).toBe("View fewer details");
      expect(await about.innerText()).toContain(lastWords);
      // The section's top comes into view, below the compact header (spec lead-capture-and-chrome
      // §9, sticky offset 96px).
      await expect.poll(async () => Math.round((await about.boundingBox())?.y ?? -1)).toBeLessThan(96 + 5);
      expect((await about.boundingBox())?.y ?? -1).toBeGreaterThan(-5);
      await expectAccessible(page);
      await toggle.click();
      expect(await toggle.innerText()).toBe("View more details");

      const faqs = page.getByRole("region", { name: "Frequently asked questions" });
      const question = faqs.locator("summary").first();
      const answer = faqs.locator("details").first().locator("p");
      expect(await answer.isVisible()).toBe(false);
      await question.focus();
      await page.keyboard.press("Enter");
      expect(await answer.isVisible()).toBe(true);
      expect(await answer.innerText()).toBe(detailed.faqs[0]?.answer);
      await expectAccessible(page);

      const disclosure = page.getByRole("button", { name: "Advertising Disclosure" });
      const popover = page.locator("#advertising-disclosure");
      await disclosure.focus();
      await page.keyboard.press("Enter");
      await popover.waitFor();
      const siteName = origin === baseUrl ? "Carefind" : "SeniorHousing";
      expect(await popover.innerText()).toContain(`${siteName} is free for families.`);
      expect(await popover.innerText()).toContain("Payment never changes a provider's ratings");
      await expectAccessible(page);
      await page.keyboard.press("Escape");
      await popover.waitFor({ state: "hidden" });
      await expect.poll(() => focused(page)).toContain("Advertising Disclosure");
      expect(visited.errors).toEqual([]);
      await visited.close();
    },
    AXE_MS,
  );
});

describe("without script", () => {
  it.each([360, 1280])(
    "leads 'Read More' to the whole text and has no close button at %i px",
    async (width) => {
      const visited = await visit(browser, `${baseUrl}${promoted.url}`, { width, javaScript: false });
      const { page } = visited;
      const banner = page.getByRole("complementary", { name: "PROMOTION!" });
      expect(await banner.getByRole("button").count()).toBe(0);
      const details = page.locator("#provider-promotion-details");
      expect(await details.isVisible()).toBe(false);
      await expectAccessibleWithoutScripts(page);
      await banner.getByRole("link", { name: "Read More" }).click();
      await details.waitFor();
      expect(await details.innerText()).toContain(promotionText());
      // The description's toggle works without script too.
      const toggle = page.locator("#provider-about-section summary");
      if ((await toggle.count()) > 0) {
        await toggle.click();
        expect(await toggle.innerText()).toBe("View fewer details");
      }
      await expectAccessibleWithoutScripts(page);
      await visited.close();
    },
    AXE_MS,
  );
});
