/**
 * Result cards in a real browser: the photo carousel (buttons, keys, swipe, wrapping both ways,
 * 'View more photos' on the 10th) on a phone, the promotion popup on a desktop, and 'Request
 * Info' / 'Get Pricing' opening the inquiry form for the card's provider, filling the screen,
 * one at each width; axe on the page at each width, and on each part as it changes. Without
 * JavaScript the card's action is the link beside the button (its address is checked in
 * tests/worker/pages-search.test.ts): here, that the link shows and the script-only
 * controls do not.
 */
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { INQUIRY_ENDPOINT } from "../../domain/inquiry/inquiry-fields.ts";
import { expectAccessible, launchChromium, type Visit, type VisitOptions, visit } from "./browser.ts";
import { baseUrl } from "./lane-server.ts";
import { expectAccessibleWithoutScripts } from "./no-script-axe.ts";
import { type FoundResult, findResult } from "./results-visits.ts";

const AUSTIN = [{ keyword: "Austin, TX" }, { keyword: "Houston, TX" }, { keyword: "Texas" }];
/** Promotions are few and run around the seed's date: look widely. */
const PROMOTED = ["Texas", "California", "Florida", "New York", "Ohio"].flatMap((keyword) =>
  ["assisted-living", "memory-care-facilities", "in-home-care"].map((careType) => ({ keyword, careType })),
);
const THANK_YOU_TITLE = "Thank You for your request!";
const DAY_MS = 86_400_000;
/** axe takes seconds on a full results page on a busy machine. */
const AXE_HEAVY_MS = 150_000;

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

async function open(url: string, options: VisitOptions): Promise<Visit> {
  const opened = await visit(browser, url, options);
  visits.push(opened);
  return opened;
}

function cardOf(page: Page, result: FoundResult): Locator {
  return page.locator(`article[aria-labelledby="results-card-${result.id}-title"]`);
}

const cardSelector = (result: FoundResult) => `article[aria-labelledby="results-card-${result.id}-title"]`;

async function fillValid(form: Locator) {
  await form.getByLabel("Who are you looking for?").selectOption("Parent(s)");
  await form.getByLabel("Full name", { exact: true }).fill("Maria Gonzalez");
  await form.getByLabel("Phone", { exact: true }).pressSequentially("5125550142");
  await form.getByLabel("Email", { exact: true }).fill("maria@example.com");
}

/** A finger moving sideways across the element, as touch events. */
async function swipe(target: Locator, deltaX: number) {
  await target.evaluate((element, dx) => {
    const box = element.getBoundingClientRect();
    const y = box.top + box.height / 2;
    const startX = box.left + box.width / 2;
    const touch = (x: number) => new Touch({ identifier: 1, target: element, clientX: x, clientY: y });
    element.dispatchEvent(
      new TouchEvent("touchstart", { bubbles: true, touches: [touch(startX)], changedTouches: [touch(startX)] }),
    );
    element.dispatchEvent(
      new TouchEvent("touchend", { bubbles: true, touches: [], changedTouches: [touch(startX + dx)] }),
    );
  }, deltaX);
}

describe("result cards", () => {
  it(
    "at 360 px: cycles photos with the buttons, the keys and swipes, wrapping both ways; the 10th offers 'View more photos'",
    async () => {
      const { result, path } = await findResult(baseUrl, AUSTIN, (candidate) => candidate.images.length >= 10);
      const visited = await open(`${baseUrl}${path}`, { width: 360 });
      const { page } = visited;
      const card = cardOf(page, result);
      const carousel = card.getByRole("group", { name: `Photos of ${result.name}` });
      const count = carousel.locator(".carousel-count");
      const previous = carousel.getByRole("button", { name: `Previous photo of ${result.name}` });
      const next = carousel.getByRole("button", { name: `Next photo of ${result.name}` });
      const viewMore = carousel.getByRole("link", { name: /^View more photos/ });

      expect(await count.textContent()).toBe("1 / 10");
      // One photo in the page at a time: only the one in view is fetched.
      expect(await carousel.locator("img").count()).toBe(1);
      expect(await carousel.locator("img").getAttribute("alt")).toBe(`${result.name}, 1 of 10`);
      expect(await viewMore.count()).toBe(0);
      await expectAccessible(page);

      // Back from the first wraps to the 10th: dimmed, with the link to every photo.
      await previous.click();
      expect(await count.textContent()).toBe("10 / 10");
      expect(await carousel.locator(".carousel-slide").getAttribute("class")).toContain("carousel-slide-more");
      expect(await viewMore.textContent()).toBe(`View more photos of ${result.name}`);
      expect(await viewMore.getAttribute("href")).toBe(result.url);
      // Provider links open in the same tab, so Back returns to the results.
      expect(await viewMore.getAttribute("target")).toBeNull();
      expect(await carousel.locator("img").getAttribute("alt")).toBe(`${result.name}, 10 of 10`);
      await expectAccessible(page, cardSelector(result));

      // On from the 10th wraps to the first.
      await next.click();
      expect(await count.textContent()).toBe("1 / 10");
      expect(await viewMore.count()).toBe(0);

      // Keys while focus is in the carousel; Enter on a button.
      await next.focus();
      await page.keyboard.press("ArrowLeft");
      expect(await count.textContent()).toBe("10 / 10");
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      expect(await count.textContent()).toBe("2 / 10");
      await page.keyboard.press("Enter");
      expect(await count.textContent()).toBe("3 / 10");

      // A swipe to the left shows the next photo, to the right the previous; a short one does nothing.
      await swipe(carousel, -80);
      expect(await count.textContent()).toBe("4 / 10");
      await swipe(carousel, 80);
      await swipe(carousel, 80);
      expect(await count.textContent()).toBe("2 / 10");
      await swipe(carousel, 10);
      expect(await count.textContent()).toBe("2 / 10");
      await expectAccessible(page, cardSelector(result));
      expect(visited.errors).toEqual([]);
    },
    AXE_HEAVY_MS,
  );

  it(
    "at 1280 px: opens the promotion's card from the 'PROMOTION!' badge with the days left, and closes it with Escape",
    async () => {
      const { result, path } = await findResult(baseUrl, PROMOTED, (candidate) =>
        candidate.promotions.some((promotion) => promotion.endsAt !== null),
      );
      const promotion = result.promotions[0] as { endsAt: string; externalPromotionText: string };
      const visited = await open(`${baseUrl}${path}`, { width: 1280 });
      const { page } = visited;
      const badge = cardOf(page, result).getByRole("button", { name: /^PROMOTION!/ });
      const days = Math.ceil((Date.parse(promotion.endsAt) - Date.now()) / DAY_MS);
      expect(await badge.textContent()).toBe(`PROMOTION!${days === 1 ? "1 day left" : `${days} days left`}`);
      expect(await badge.getAttribute("aria-expanded")).toBe("false");
      const popup = page.locator(`#${await badge.getAttribute("aria-controls")}`);
      expect(await popup.isVisible()).toBe(false);
      await expectAccessible(page);

      await badge.click();
      expect(await badge.getAttribute("aria-expanded")).toBe("true");
      expect(await popup.isVisible()).toBe(true);
      expect(await popup.textContent()).toBe(promotion.externalPromotionText);
      await expectAccessible(page, cardSelector(result));

      await page.keyboard.press("Escape");
      expect(await badge.getAttribute("aria-expanded")).toBe("false");
      expect(await popup.isVisible()).toBe(false);
      expect(await badge.evaluate((element) => element === document.activeElement)).toBe(true);

      // A press elsewhere closes it too.
      await badge.click();
      expect(await popup.isVisible()).toBe(true);
      await page.getByRole("heading", { level: 1 }).click();
      expect(await popup.isVisible()).toBe(false);
      expect(visited.errors).toEqual([]);
    },
    AXE_HEAVY_MS,
  );

  it(
    "at 360 px: 'Request Info' opens the inquiry form for that provider, then the thank-you page with its slug and phone",
    async () => {
      const width = 360;
      const { result, path } = await findResult(baseUrl, AUSTIN, (candidate) => !candidate.priceHidden);
      const visited = await open(`${baseUrl}${path}`, { width });
      const { page } = visited;
      const button = cardOf(page, result).getByRole("button", { name: "Request Info" });
      expect(await button.getAttribute("aria-haspopup")).toBe("dialog");
      await button.click();
      const dialog = page.getByRole("dialog", { name: `Request information about ${result.name}` });
      await dialog.getByLabel("Full name", { exact: true }).waitFor();
      expect(await dialog.boundingBox()).toMatchObject({ x: 0, y: 0, width });
      await expectAccessible(page, "dialog[open]");

      // Closing it returns to the card's button; opening it again shows the same form.
      await dialog.getByRole("button", { name: "Close" }).click();
      expect(await page.getByRole("dialog").count()).toBe(0);
      expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
      await button.click();
      await fillValid(dialog);
      await dialog.getByRole("button", { name: "Request Info" }).click();
      await page.waitForURL("**/thank-you/**");
      const url = new URL(page.url());
      expect([...url.searchParams]).toEqual([
        ["slug", result.slug],
        ["phone", result.phoneNumber],
      ]);
      expect(visited.posted(INQUIRY_ENDPOINT)).toHaveLength(1);
      expect(visited.posted(INQUIRY_ENDPOINT)[0]).toMatchObject({
        action: "request-info",
        providerId: result.id,
        source: "search_results",
        trackingNotes: "search_results, full-page-modal form, request-info",
      });
      expect(visited.errors).toEqual([]);
    },
    AXE_HEAVY_MS,
  );

  it(
    "at 1280 px: 'Get Pricing' opens the costs form for that provider, then the costs dialog",
    async () => {
      const width = 1280;
      const { result, path } = await findResult(baseUrl, AUSTIN, (candidate) => candidate.priceHidden);
      const visited = await open(`${baseUrl}${path}`, { width });
      const { page } = visited;
      await cardOf(page, result).getByRole("button", { name: "Get Pricing" }).click();
      const dialog = page.getByRole("dialog", { name: `Get costs for ${result.name}` });
      await dialog.getByLabel("Full name", { exact: true }).waitFor();
      // The form fills the screen on a desktop too.
      expect(await dialog.boundingBox()).toMatchObject({ x: 0, y: 0, width });
      await expectAccessible(page, "dialog[open]");
      await fillValid(dialog);
      await dialog.getByRole("button", { name: "Get Costs" }).click();

      // The form closes first, then the costs dialog opens for the same provider.
      const costs = page.getByRole("dialog", { name: THANK_YOU_TITLE });
      await costs.waitFor();
      expect(await page.getByRole("dialog").count()).toBe(1);
      expect(await costs.textContent()).toContain(result.name);
      expect(visited.posted(INQUIRY_ENDPOINT)[0]).toMatchObject({ action: "display-cost-data", providerId: result.id });
      await expectAccessible(page, "dialog[open]");
      await costs.getByRole("button", { name: "Close" }).click();
      await page.waitForURL(`**${result.url}#provider-*`);
      expect(visited.errors).toEqual([]);
    },
    AXE_HEAVY_MS,
  );

  it("without JavaScript show the card's action as a link, and none of the script-only controls", async () => {
    const { result, path } = await findResult(
      baseUrl,
      AUSTIN,
      (candidate) => candidate.priceHidden && candidate.images.length > 1,
    );
    const { page } = await open(`${baseUrl}${path}`, { width: 360, javaScript: false });
    const card = cardOf(page, result);
    expect(await card.getByRole("link", { name: "Get Pricing" }).isVisible()).toBe(true);
    expect(await card.getByRole("button", { name: "Get Pricing" }).isVisible()).toBe(false);
    expect(await card.locator(".save-heart").isVisible()).toBe(false);
    expect(await card.locator(".carousel-button").first().isVisible()).toBe(false);
    await expectAccessibleWithoutScripts(page, cardSelector(result));
  });
});
