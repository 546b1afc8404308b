/**
 * The provider page's comparison carousel in a real browser on both brands (spec
 * reviews-and-provider-page §2, §9): 1 card visible below 768 px, 2 below 991 px, 3 above;
 * Previous, Next and the arrow keys move by one card and wrap; it moves on by itself every 3 s
 * unless the visitor prefers reduced motion, and Pause stops it; the card links; a scrollable,
 * focusable list without script. axe in every state.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectAccessible, launchChromium, pauseClock, visit } from "./browser.ts";
import { expectAccessibleWithoutScripts } from "./no-script-axe.ts";
import { seededSearchResults } from "./seeded-search.ts";

const baseUrl = inject("baseUrl");
const port = inject("port");

const BRANDS = [
  { name: "main brand", origin: baseUrl },
  { name: "second brand", origin: `http://seniorhousing.localhost:${port}` },
] as const;
const WIDTHS = [
  [360, 1],
  [1280, 3],
] as const;
/** Clicks, keys, axe runs and clock steps on a shared machine: more than the default minute. */
const FLOW_TIMEOUT_MS = 150_000;

let browser: Browser;
/** A provider page whose carousel has at least 5 cards, and how many. */
let providerPath: string;
let cardCount: number;

beforeAll(async () => {
  browser = await launchChromium();
  for (const keyword of ["Austin, TX", "Chicago, IL", "Phoenix, AZ"]) {
    const results = await seededSearchResults<{ url: string }>(baseUrl, { keyword, careType: "assisted-living" });
    for (const result of results.slice(0, 5)) {
      const html = await (await fetch(`${baseUrl}${result.url}`)).text();
      const count = html.match(/class="comparison-card"/g)?.length ?? 0;
      if (count >= 5) {
        providerPath = result.url;
        cardCount = count;
        return;
      }
    }
  }
  throw new Error("no demo provider with a carousel of at least 5 cards");
});

afterAll(async () => {
  await browser?.close();
});

/** Indexes of the cards lying wholly inside the carousel's scrolling box. */
function visibleCards(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const track = document.querySelector(".comparison-track");
    if (!track) return [];
    const box = track.getBoundingClientRect();
    return [...track.querySelectorAll(".comparison-card")].flatMap((card, index) => {
      const rect = card.getBoundingClientRect();
      return rect.left >= box.left - 1 && rect.right <= box.right + 1 ? [index] : [];
    });
  });
}

function range(start: number, count: number): number[] {
  return Array.from({ length: count }, (_, index) => start + index);
}

async function expectVisible(page: Page, expected: number[]): Promise<void> {
  await expect.poll(() => visibleCards(page), { timeout: 5000 }).toEqual(expected);
}

/**
 * Moves the pointer off the carousel (to the header, at the top of the page) and focus out of
 * it, as a visitor reading elsewhere would. No action that waits for animation frames: the
 * tests that call it stop the page's clock.
 */
async function leaveCarousel(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    (document.activeElement as HTMLElement | null)?.blur();
  });
  await page.mouse.move(5, 5);
}

/** Presses a button from the keyboard: a click would wait for animation frames the stopped clock holds back. */
async function press(page: Page, name: string): Promise<void> {
  await page.getByRole("button", { name }).focus();
  await page.keyboard.press("Enter");
}

describe.each(BRANDS)("the comparison carousel ($name)", ({ origin }) => {
  describe.each(WIDTHS)("at %i px", (width, perView) => {
    it(
      "shows its cards, moves by one with Previous, Next and the arrow keys, and wraps both ways",
      async () => {
        const visited = await visit(browser, `${origin}${providerPath}`, {
          width,
          prepare: (page) => page.emulateMedia({ reducedMotion: "reduce" }),
        });
        const { page } = visited;
        const section = page.locator("section[aria-labelledby='provider-comparison-heading']");
        await section.scrollIntoViewIfNeeded();
        expect(await section.getByRole("heading", { level: 2 }).textContent()).toBe("How it compares");
        expect(await section.locator(".comparison-card").first().textContent()).toContain("Currently Viewing");
        // The row of cards scrolls inside the page's column: neither it nor the page runs past the screen.
        const overflow = await page.evaluate(() => ({
          page: document.documentElement.scrollWidth - window.innerWidth,
          track: (document.querySelector(".comparison-track")?.getBoundingClientRect().right ?? 0) - window.innerWidth,
        }));
        expect(overflow.page).toBeLessThanOrEqual(0);
        expect(overflow.track).toBeLessThanOrEqual(0);
        await expectVisible(page, range(0, perView));
        const next = section.getByRole("button", { name: "Next provider" });
        const previous = section.getByRole("button", { name: "Previous provider" });
        expect(await next.evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThanOrEqual(24);
        await expectAccessible(page);

        await next.click();
        await expectVisible(page, range(1, perView));
        await previous.click();
        await expectVisible(page, range(0, perView));
        await previous.click();
        const lastStart = cardCount - perView;
        await expectVisible(page, range(lastStart, perView));
        await expectAccessible(page);
        await next.click();
        await expectVisible(page, range(0, perView));

        await section.getByRole("region", { name: "Providers to compare" }).focus();
        await page.keyboard.press("ArrowLeft");
        await expectVisible(page, range(lastStart, perView));
        await page.keyboard.press("ArrowRight");
        await expectVisible(page, range(0, perView));
        await page.keyboard.press("ArrowRight");
        await expectVisible(page, range(1, perView));
        expect(visited.errors).toEqual([]);
        await visited.close();
      },
      FLOW_TIMEOUT_MS,
    );

    it(
      "moves on every 3 s by itself until Pause, and never with reduced motion",
      async () => {
        // Opened with reduced motion, so that nothing moves until the clock is stopped; then the
        // visitor's preference changes, and the 3 s start from a known instant.
        const visited = await visit(browser, `${origin}${providerPath}`, {
          width,
          prepare: async (page) => {
            await page.emulateMedia({ reducedMotion: "reduce" });
            await page.clock.install();
          },
        });
        const { page } = visited;
        await pauseClock(page);
        await leaveCarousel(page);
        await page.emulateMedia({ reducedMotion: "no-preference" });
        await expect.poll(() => page.getByRole("button", { name: "Pause automatic scrolling" }).count()).toBe(1);
        const nextStart = (index: number) => (index + 1 > cardCount - perView ? 0 : index + 1);
        const start = 0;
        await page.clock.runFor(2900);
        await expectVisible(page, range(start, perView));
        await page.clock.runFor(200);
        await expectVisible(page, range(nextStart(start), perView));

        await press(page, "Pause automatic scrolling");
        await expect.poll(() => page.getByRole("button", { name: "Play automatic scrolling" }).count()).toBe(1);
        await leaveCarousel(page);
        await page.clock.runFor(9000);
        await expectVisible(page, range(nextStart(start), perView));
        await press(page, "Play automatic scrolling");
        await leaveCarousel(page);
        await page.clock.runFor(3100);
        await expectVisible(page, range(nextStart(nextStart(start)), perView));
        // axe waits on timers: the clock runs again for it, playing, then paused.
        await page.clock.resume();
        await expectAccessible(page);
        await press(page, "Pause automatic scrolling");
        await expectAccessible(page);
        expect(visited.errors).toEqual([]);
        await visited.close();

        const reduced = await visit(browser, `${origin}${providerPath}`, {
          width,
          prepare: async (page) => {
            await page.emulateMedia({ reducedMotion: "reduce" });
            await page.clock.install();
          },
        });
        await pauseClock(reduced.page);
        await leaveCarousel(reduced.page);
        await reduced.page.clock.runFor(10_000);
        await expectVisible(reduced.page, range(0, perView));
        expect(await reduced.page.getByRole("button", { name: /automatic scrolling/ }).count()).toBe(0);
        await reduced.page.clock.resume();
        await expectAccessible(reduced.page);
        expect(reduced.errors).toEqual([]);
        await reduced.close();
      },
      FLOW_TIMEOUT_MS,
    );

    it(
      "links a card's name to its provider page and its review count to the page's reviews section",
      async () => {
        const visited = await visit(browser, `${origin}${providerPath}`, {
          width,
          prepare: (page) => page.emulateMedia({ reducedMotion: "reduce" }),
        });
        const { page } = visited;
        const section = page.locator("section[aria-labelledby='provider-comparison-heading']");
        await section.getByRole("button", { name: "Next provider" }).click();
        await expectVisible(page, range(1, perView));
        const card = section.locator(".comparison-card").nth(1);
        const nameLink = card.locator("h3 a");
        const href = (await nameLink.getAttribute("href")) ?? "";
        expect(href).toMatch(/^\/[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+\/$/);
        expect(href).not.toBe(providerPath);
        const name = await nameLink.textContent();
        await nameLink.click();
        await page.waitForURL(`${origin}${href}`);
        expect(await page.locator("h1").textContent()).toBe(name);
        await page.goBack();
        const reviews = page
          .locator("section[aria-labelledby='provider-comparison-heading'] .comparison-card")
          .nth(1)
          .locator(".comparison-rating a");
        expect(await reviews.getAttribute("href")).toBe(`${href}#all_reviews_section`);
        await page.goto(`${origin}${href}#all_reviews_section`);
        expect(new URL(page.url()).pathname).toBe(href);
        expect(visited.errors).toEqual([]);
        await visited.close();
      },
      FLOW_TIMEOUT_MS,
    );

    it("is a labelled, scrollable list without script", async () => {
      const visited = await visit(browser, `${origin}${providerPath}`, { width, javaScript: false });
      const { page } = visited;
      const region = page.getByRole("region", { name: "Providers to compare" });
      expect(await region.getAttribute("tabindex")).toBe("0");
      expect(await page.locator(".comparison-card").count()).toBe(cardCount);
      expect(await page.getByRole("button", { name: /provider|automatic scrolling/ }).count()).toBe(0);
      await region.focus();
      await expectVisible(page, range(0, perView));
      await region.evaluate((element) => element.scrollBy({ left: element.scrollWidth }));
      await expectVisible(page, range(cardCount - perView, perView));
      await expectAccessibleWithoutScripts(page);
      await visited.close();
    });
  });

  it("shows 2 cards at 900 px", async () => {
    const visited = await visit(browser, `${origin}${providerPath}`, { width: 900 });
    await expectVisible(visited.page, [0, 1]);
    await expectAccessible(visited.page);
    await visited.close();
  });
});
