/**
 * The provider page's promotion banner, collapsible description, FAQs and advertising
 * disclosure in a real browser (spec reviews-and-provider-page §2, §4, §9): the text cut at 75
 * characters on a phone and 125 on a desktop, 'Read More' opening the modal (the whole screen
 * on a phone, fitted to the text on a desktop) and Escape closing it with focus back, the
 * banner's close button, the description's toggle, an FAQ opened by keyboard, and the
 * disclosure opened and closed by keyboard. Without script, 'Read More' leads to the whole text
 * and the description's toggle works. The tests take turns between the brands and between 360
 * and 1280 px; axe on each page and on each part that opens. The banner's markup on both
 * brands and the disclosure's words per brand are the Worker's tests
 * (tests/worker/provider-promotion.test.ts).
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { cutAtWord } from "../../domain/providers/cut-text.ts";
import type { LocationRecord } from "../../domain/providers/location-record.ts";
import { expectAccessible, launchChromium, type Visit, visit } from "./browser.ts";
import { baseUrl, secondBrandOrigin as secondBrand } from "./lane-server.ts";
import { expectAccessibleWithoutScripts } from "./no-script-axe.ts";

/** Communities only: places to live, on both brands. */
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
/** The visit a test opened, closed after it whether it passed or not. */
let opened: Visit | undefined;

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

afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

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

/**
 * 'Read More' opens the whole text in a modal, over the whole screen on a phone and fitted to
 * its text from 768 px up, and Escape closes it with focus back on 'Read More'.
 */
async function expectReadMoreModal(page: Page, width: number): Promise<void> {
  const banner = page.getByRole("complementary", { name: "PROMOTION!" });
  await banner.getByRole("link", { name: "Read More" }).click();
  const dialog = page.getByRole("dialog", { name: `Promotion at ${promoted.name}` });
  await dialog.waitFor();
  expect(await dialog.innerText()).toContain(promotionText());
  expect(await dialog.innerText()).toContain("Ends");
  expect(new URL(page.url()).hash).toBe("");
  const box = await dialog.boundingBox();
  if (width < 768) {
    expect(box).toMatchObject({ x: 0, width });
  } else {
    // Centred, with the page showing on both sides.
    expect(box?.x ?? 0).toBeGreaterThan(0);
    expect(Math.abs((box?.x ?? 0) * 2 + (box?.width ?? width) - width)).toBeLessThanOrEqual(2);
  }
  await expectAccessible(page, "#provider-promotion-modal");
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "hidden" });
  await expect.poll(() => focused(page)).toContain("Read More");
}

/** The banner's text as cut for the width, the other cut hidden, and the days left. */
async function expectCutFor(page: Page, width: number): Promise<void> {
  const banner = page.getByRole("complementary", { name: "PROMOTION!" });
  await banner.waitFor();
  const limit = width < 768 ? 75 : 125;
  const shown = banner.locator(width < 768 ? ".promotion-text-narrow" : ".promotion-text-wide");
  const hidden = banner.locator(width < 768 ? ".promotion-text-wide" : ".promotion-text-narrow");
  expect(await shown.innerText()).toBe(cutAtWord(promotionText(), limit).text);
  expect(await hidden.isVisible()).toBe(false);
  expect(await banner.innerText()).toMatch(/(\d+ days? left|Ends today)/);
}

describe("the promotion banner", () => {
  it(
    "cuts the promotion at 75 characters and opens 'Read More' over the whole screen, which Escape closes (main brand, 360 px)",
    async () => {
      opened = await visit(browser, `${baseUrl}${promoted.url}`, { width: 360 });
      const { page } = opened;
      await expectCutFor(page, 360);
      await expectAccessible(page);
      await expectReadMoreModal(page, 360);
      expect(opened.errors).toEqual([]);
    },
    AXE_MS,
  );

  it(
    "cuts the promotion at 125 characters, opens 'Read More' in a modal fitted to it, which Escape closes, and closes the banner (second brand, 1280 px)",
    async () => {
      opened = await visit(browser, `${secondBrand}${promoted.url}`, { width: 1280 });
      const { page } = opened;
      await expectCutFor(page, 1280);
      await expectAccessible(page);
      await expectReadMoreModal(page, 1280);

      const banner = page.getByRole("complementary", { name: "PROMOTION!" });
      await banner.getByRole("button", { name: "Close the promotion" }).click();
      await banner.waitFor({ state: "detached" });
      expect(await focused(page)).toMatch(/^main#main/);
      expect(opened.errors).toEqual([]);
    },
    AXE_MS,
  );
});

describe("the description, the FAQs and the advertising disclosure", () => {
  it(
    "toggles the description, opens an FAQ by keyboard, and opens and closes the advertising disclosure by keyboard (second brand, 360 px)",
    async () => {
      opened = await visit(browser, `${secondBrand}${detailed.url}`, { width: 360 });
      const { page } = opened;
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
      await expectAccessible(page, "#provider-about-section");
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
      await expectAccessible(page, "#provider-faqs");

      const disclosure = page.getByRole("button", { name: "Advertising Disclosure" });
      const popover = page.locator("#advertising-disclosure");
      await disclosure.focus();
      await page.keyboard.press("Enter");
      await popover.waitFor();
      expect(await popover.innerText()).toContain("SeniorHousing is free for families.");
      expect(await popover.innerText()).toContain("Payment never changes a provider's ratings");
      await expectAccessible(page, "#advertising-disclosure");
      await page.keyboard.press("Escape");
      await popover.waitFor({ state: "hidden" });
      await expect.poll(() => focused(page)).toContain("Advertising Disclosure");
      expect(opened.errors).toEqual([]);
    },
    AXE_MS,
  );
});

describe("without script", () => {
  it(
    "leads 'Read More' to the whole text, has no close button, and the description's toggle still works (main brand, 1280 px)",
    async () => {
      opened = await visit(browser, `${baseUrl}${promoted.url}`, { width: 1280, javaScript: false });
      const { page } = opened;
      const banner = page.getByRole("complementary", { name: "PROMOTION!" });
      expect(await banner.getByRole("button").count()).toBe(0);
      const details = page.locator("#provider-promotion-details");
      expect(await details.isVisible()).toBe(false);
      await expectAccessibleWithoutScripts(page);
      await banner.getByRole("link", { name: "Read More" }).click();
      await details.waitFor();
      expect(await details.innerText()).toContain(promotionText());
      await expectAccessibleWithoutScripts(page, "#provider-promotion-details");

      // A description long enough to be collapsed: the community with FAQs.
      await page.goto(`${baseUrl}${detailed.url}`);
      const about = page.locator("#provider-about-section");
      const toggle = about.locator("summary");
      const lastWords = detailed.description.trim().split(/\s+/).slice(-4).join(" ");
      expect(await about.innerText()).not.toContain(lastWords);
      await toggle.click();
      expect(await toggle.innerText()).toBe("View fewer details");
      expect(await about.innerText()).toContain(lastWords);
      await expectAccessibleWithoutScripts(page, "#provider-about-section");
    },
    AXE_MS,
  );
});
