/**
 * A content page in a real browser at phone and desktop widths (spec reviews-and-provider-page
 * §2, §4; lead-capture-and-chrome §4, §6): every block the renderer draws, stored through the
 * admin API, shown and axe-clean at each width; mobile-only and desktop-only blocks and the
 * columns at each width; the collapsible text and the expander by keyboard (on the desktop);
 * the carousel's dots, live and without script.
 * The blocks' markup is checked in tests/worker/content-pages.test.ts.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { EVERY_BLOCK_PAGE } from "../support/content-pages.ts";
import { adminJson } from "./admin-requests.ts";
import { expectAccessible, launchChromium, type Visit, visit } from "./browser.ts";
import { baseUrl } from "./lane-server.ts";
import { expectAccessibleWithoutScripts } from "./no-script-axe.ts";

const PATH = "/e2e-guides/paying/";
const SLOW_MS = 90_000;

let browser: Browser;
/** The visits a test opened, closed after it whatever its outcome. */
const opened: Visit[] = [];

beforeAll(async () => {
  await adminJson(baseUrl, "PUT", `/admin/pages${PATH.slice(0, -1)}`, 200, { json: EVERY_BLOCK_PAGE });
  browser = await launchChromium();
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((visited) => visited.close()));
});

afterAll(async () => {
  await browser?.close();
});

/** The video host answers with an empty page of its own: the run is offline. */
async function stubVideoHost(page: Page) {
  await page.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: '<!DOCTYPE html><html lang="en"><head><title>Video</title></head><body></body></html>',
    }),
  );
}

/** Opens and closes the collapsible text and the expander from the keyboard. */
async function toggleByKeyboard(page: Page): Promise<void> {
  const ending = page.getByText("The end of the story.");
  expect(await ending.isVisible()).toBe(false);
  const more = page.getByText("READ MORE");
  await page.locator("summary", { hasText: "READ MORE" }).focus();
  await page.keyboard.press("Enter");
  await expect.poll(() => ending.isVisible()).toBe(true);
  expect(await page.getByText("READ LESS").isVisible()).toBe(true);
  expect(await more.isVisible()).toBe(false);
  await page.keyboard.press("Enter");
  await expect.poll(() => ending.isVisible()).toBe(false);

  // The expander starts open and toggles with Enter and Space.
  const answer = page.getByText("Medicaid covers care in many states.");
  expect(await answer.isVisible()).toBe(true);
  await page.locator("summary", { hasText: "What does Medicaid cover?" }).focus();
  await page.keyboard.press("Enter");
  await expect.poll(() => answer.isVisible()).toBe(false);
  await page.keyboard.press("Space");
  await expect.poll(() => answer.isVisible()).toBe(true);
  await expectAccessible(page, "details.collapsible-details, details.content-expander");
}

/** Opens the page at this width and checks every block is shown, and only the blocks for its screen. */
async function openAndCheckBlocks(width: number): Promise<Visit> {
  const visited = await visit(browser, `${baseUrl}${PATH}`, { width, prepare: stubVideoHost });
  opened.push(visited);
  const { page } = visited;
  await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Paying for senior living");
  for (const text of ["Where the money comes from", "Life in the community", "Monthly costs", "Talk to us"]) {
    expect(await page.getByRole("heading", { name: text, exact: true }).first().isVisible()).toBe(true);
  }
  expect(await page.getByRole("cell", { name: "$5,900" }).isVisible()).toBe(true);
  expect(await page.getByText("$5,100").isVisible()).toBe(true);
  expect(await page.locator('iframe[title="A tour of a community"]').isVisible()).toBe(true);
  expect(await page.getByRole("link", { name: "Call an advisor" }).isVisible()).toBe(true);
  expect(await page.getByRole("button", { name: "Get pricing" }).isVisible()).toBe(true);
  const phone = width < 768;
  expect(await page.getByRole("heading", { name: "Phones only" }).isVisible()).toBe(phone);
  expect(await page.getByRole("heading", { name: "Desktops only" }).isVisible()).toBe(!phone);
  // Columns: stacked on a phone (the second below the first), side by side on a desktop.
  const left = await page.getByRole("heading", { name: "Left column" }).boundingBox();
  const right = await page.getByRole("heading", { name: "Right column" }).boundingBox();
  expect(left && right && (phone ? right.y > left.y + left.height : Math.abs(right.y - left.y) < 40)).toBe(true);
  await expectAccessible(page);
  return visited;
}

/** Which slides of the content carousel lie wholly inside its row, by number. */
function visibleSlides(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const track = document.querySelector(".content-carousel-track");
    if (!track) return [];
    const box = track.getBoundingClientRect();
    return [...track.querySelectorAll(".content-carousel-slide")].flatMap((slide, index) => {
      const rect = slide.getBoundingClientRect();
      return rect.left >= box.left - 1 && rect.right <= box.right + 1 ? [index + 1] : [];
    });
  });
}

describe("a content page's carousel", () => {
  it(
    "at 1280 px: a dot shows its slide and becomes current; swiping the row moves the current dot too",
    async () => {
      const visited = await visit(browser, `${baseUrl}${PATH}`, {
        width: 1280,
        prepare: async (page) => {
          await stubVideoHost(page);
          await page.emulateMedia({ reducedMotion: "reduce" });
        },
      });
      opened.push(visited);
      const { page } = visited;
      const carousel = page.locator(".content-carousel");
      await carousel.scrollIntoViewIfNeeded();
      const dot = (slide: number) => carousel.getByRole("button", { name: `Slide ${slide} of 3`, exact: true });
      await expect.poll(() => dot(1).count()).toBe(1);
      expect(await visibleSlides(page)).toEqual([1]);
      expect(await dot(1).getAttribute("aria-current")).toBe("true");
      const box = await dot(3).boundingBox();
      expect(box && box.width >= 24 && box.height >= 24).toBe(true);

      await dot(3).click();
      await expect.poll(() => visibleSlides(page)).toEqual([3]);
      await expect.poll(() => dot(3).getAttribute("aria-current")).toBe("true");
      expect(await dot(1).getAttribute("aria-current")).toBeNull();
      await dot(2).click();
      await expect.poll(() => visibleSlides(page)).toEqual([2]);
      await expect.poll(() => dot(2).getAttribute("aria-current")).toBe("true");

      // The row scrolled by the visitor (as a swipe does): the dot follows.
      await page.locator(".content-carousel-track").evaluate((track) => track.scrollTo({ left: 0 }));
      await expect.poll(() => visibleSlides(page)).toEqual([1]);
      await expect.poll(() => dot(1).getAttribute("aria-current")).toBe("true");
      await expectAccessible(page, ".content-carousel");
      expect(visited.errors).toEqual([]);
    },
    SLOW_MS,
  );

  it("at 360 px without script: each dot is a link that scrolls its slide into the row", async () => {
    const visited = await visit(browser, `${baseUrl}${PATH}`, { width: 360, javaScript: false });
    opened.push(visited);
    const { page } = visited;
    const carousel = page.locator(".content-carousel");
    expect(await carousel.getByRole("button").count()).toBe(0);
    await carousel.getByRole("link", { name: "Slide 2 of 3", exact: true }).click();
    await expect.poll(() => visibleSlides(page)).toEqual([2]);
    expect(new URL(page.url()).hash).toBe("#carousel-18-slide-2");
    await expectAccessibleWithoutScripts(page);
  });
});

describe("a content page", () => {
  it(
    "at 360 px: shows every block, the blocks for its screen only, and passes axe",
    async () => {
      const visited = await openAndCheckBlocks(360);
      expect(visited.errors).toEqual([]);
    },
    SLOW_MS,
  );

  it(
    "at 1280 px: shows every block, the blocks for its screen only, and passes axe; opens and closes the collapsible text and the expander from the keyboard",
    async () => {
      const visited = await openAndCheckBlocks(1280);
      await toggleByKeyboard(visited.page);
      expect(visited.errors).toEqual([]);
    },
    SLOW_MS,
  );
});
