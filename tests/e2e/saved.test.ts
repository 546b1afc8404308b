/**
 * Saving providers in a real browser at phone and desktop widths (spec lead-capture-and-chrome
 * §4, §8, §9): the hearts on the results page with their exact toasts (one at a time, 5000 ms,
 * each with 'View Saved Providers'), the cookie, the limit, a cookie the browser refuses, and
 * the Saved page listing and unsaving; axe on every state.
 */
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectAccessible, launchChromium, pauseClock, type Visit, visit, waitForHydration } from "./browser.ts";
import { type FoundResult, findResult, savedIds, WIDTHS } from "./results-visits.ts";

const baseUrl = inject("baseUrl");
/** A short list (home care near Austin): axe reads the whole page on every state. */
const RESULTS = { keyword: "Austin, TX", careType: "in-home-care" };
const RESULTS_PATH = "/local/search/?keyword=Austin%2C+TX&careType=in-home-care";
const SAVED = "Provider Successfully Saved";
const UNSAVED = "Provider Unsaved";
const LIMIT = "Saved Providers Limit Reached";
const FAILED = "Unable to complete action. Please try again.";
/** Each test runs axe on several states. */
const SLOW_MS = 120_000;

let browser: Browser;
let first: FoundResult;
let second: FoundResult;

beforeAll(async () => {
  browser = await launchChromium();
  first = (await findResult(baseUrl, [RESULTS], () => true)).result;
  second = (await findResult(baseUrl, [RESULTS], (result) => result.id !== first.id)).result;
});

afterAll(async () => {
  await browser?.close();
});

function heart(page: Page, provider: FoundResult): Locator {
  return page.getByRole("button", { name: new RegExp(`^(Save|Remove) ${provider.name}( from saved)?$`) });
}

/** The toast on screen: its message, and that it carries the action to the Saved page. */
async function expectToast(page: Page, message: string, kind: "success" | "info" | "error") {
  const toast = page.locator(".toast");
  await expect.poll(() => toast.locator(".toast-message").textContent()).toBe(message);
  expect(await toast.count()).toBe(1);
  expect(await toast.getAttribute("class")).toBe(`toast toast-${kind}`);
  const action = toast.getByRole("link", { name: "View Saved Providers" });
  expect(await action.getAttribute("href")).toBe("/saved");
  // Announced politely: the toast sits in the page's status region.
  expect(await page.getByRole("status").filter({ has: toast }).count()).toBe(1);
}

/** Closes the visit; every error the page reported must be one it was expected to report. */
async function finish(visited: Visit, expectedError?: string) {
  expect(visited.errors.filter((error) => error !== expectedError)).toEqual([]);
  await visited.close();
}

describe.each(WIDTHS)("saving providers at %i px", (width) => {
  it(
    "saves and unsaves from the results page with the exact toasts, one at a time, each for 5 seconds",
    async () => {
      // The page's clock, to time the toast.
      const visited = await visit(browser, `${baseUrl}${RESULTS_PATH}`, {
        width,
        prepare: (page) => page.clock.install(),
      });
      const { page } = visited;
      const button = heart(page, first);
      expect(await button.getAttribute("aria-pressed")).toBe("false");
      expect(await button.getAttribute("aria-label")).toBe(`Save ${first.name}`);
      expect(await savedIds(page)).toBeNull();
      await expectAccessible(page);

      await button.click();
      await expectToast(page, SAVED, "success");
      expect(await button.getAttribute("aria-pressed")).toBe("true");
      expect(await button.getAttribute("aria-label")).toBe(`Remove ${first.name} from saved`);
      expect(await savedIds(page)).toEqual([first.id]);
      const cookie = (await page.context().cookies()).find((candidate) => candidate.name === "cf_saved");
      expect(cookie?.httpOnly).toBe(false);
      expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);
      await expectAccessible(page);

      // A new toast replaces the one showing.
      await button.click();
      await expectToast(page, UNSAVED, "info");
      expect(await button.getAttribute("aria-pressed")).toBe("false");
      expect(await savedIds(page)).toEqual([]);
      await expectAccessible(page);

      // A toast goes after 5000 ms of the page's clock. From the keyboard, with the pointer away: a
      // toast under the pointer waits.
      await page.mouse.move(1, 899);
      await button.focus();
      await pauseClock(page);
      await page.keyboard.press("Enter");
      await expectToast(page, SAVED, "success");
      await page.clock.runFor(4999);
      expect(await page.locator(".toast .toast-message").textContent()).toBe(SAVED);
      await page.clock.runFor(1);
      await page.locator(".toast").waitFor({ state: "detached" });
      await page.clock.resume();

      // The cookie holds across pages: a reload shows the saved heart pressed.
      await page.reload();
      await waitForHydration(page);
      await expect.poll(() => heart(page, first).getAttribute("aria-pressed")).toBe("true");
      await finish(visited);
    },
    SLOW_MS,
  );

  it(
    "lists the saved providers on the Saved page, where unsaving takes the card away",
    async () => {
      const visited = await visit(browser, `${baseUrl}${RESULTS_PATH}`, { width });
      const { page } = visited;
      await heart(page, first).click();
      await expectToast(page, SAVED, "success");
      await heart(page, second).click();
      await page.locator(".toast").getByRole("link", { name: "View Saved Providers" }).click();
      await page.waitForURL("**/saved");
      await waitForHydration(page);

      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Saved Providers");
      const titles = page.locator(".provider-card-title");
      expect(await titles.allTextContents()).toEqual(
        [first.name, second.name].map((name) => expect.stringContaining(name)),
      );
      expect(await page.getByRole("heading", { name: "2 saved providers" }).count()).toBe(1);
      expect(await heart(page, first).getAttribute("aria-pressed")).toBe("true");
      await expectAccessible(page);

      await heart(page, first).click();
      await expectToast(page, UNSAVED, "info");
      expect(await titles.count()).toBe(1);
      expect(await page.getByRole("heading", { name: "1 saved provider" }).count()).toBe(1);
      // Focus does not fall off the page with the removed heart.
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("1 saved provider");
      await expectAccessible(page);

      await heart(page, second).click();
      expect(await titles.count()).toBe(0);
      expect(await page.getByRole("heading", { name: "No saved providers yet" }).count()).toBe(1);
      expect(await page.getByRole("link", { name: "Search for senior living and care" }).getAttribute("href")).toBe(
        "/local/search/",
      );
      await expectAccessible(page);

      await page.reload();
      await waitForHydration(page);
      expect(await page.getByRole("heading", { name: "No saved providers yet" }).count()).toBe(1);
      await finish(visited);
    },
    SLOW_MS,
  );

  it(
    "refuses a save past the limit with the limit toast, and says so when the browser keeps no cookie",
    async () => {
      const full = Array.from({ length: 20 }, (_, index) => 900_001 + index);
      const visited = await visit(browser, `${baseUrl}${RESULTS_PATH}`, {
        width,
        prepare: (page) =>
          page
            .context()
            .addCookies([{ name: "cf_saved", value: encodeURIComponent(JSON.stringify(full)), url: baseUrl }]),
      });
      const { page } = visited;
      await heart(page, first).click();
      await expectToast(page, LIMIT, "error");
      expect(await heart(page, first).getAttribute("aria-pressed")).toBe("false");
      expect(await savedIds(page)).toEqual(full);
      await expectAccessible(page);
      await finish(visited);

      // A browser that drops the cookie (blocked cookies): nothing changes, and the visitor is told.
      const blocked = await visit(browser, `${baseUrl}${RESULTS_PATH}`, {
        width,
        prepare: (page) =>
          page.addInitScript(() => {
            const cookie = Object.getOwnPropertyDescriptor(Document.prototype, "cookie");
            Object.defineProperty(Document.prototype, "cookie", {
              configurable: true,
              get() {
                return cookie?.get?.call(this);
              },
              set(value: string) {
                if (!value.startsWith("cf_saved=")) cookie?.set?.call(this, value);
              },
            });
          }),
      });
      await heart(blocked.page, first).click();
      await expectToast(blocked.page, FAILED, "error");
      expect(await heart(blocked.page, first).getAttribute("aria-pressed")).toBe("false");
      await expectAccessible(blocked.page);
      await finish(blocked);
    },
    SLOW_MS,
  );

  it(
    "reads a corrupt cookie as an empty list (and logs it), then saves over it",
    async () => {
      const visited = await visit(browser, `${baseUrl}${RESULTS_PATH}`, {
        width,
        prepare: (page) => page.context().addCookies([{ name: "cf_saved", value: "not-a-list", url: baseUrl }]),
      });
      const { page } = visited;
      expect(await heart(page, first).getAttribute("aria-pressed")).toBe("false");
      await heart(page, first).click();
      await expectToast(page, SAVED, "success");
      expect(await savedIds(page)).toEqual([first.id]);
      const corrupt = "the saved providers cookie is not a list of provider ids; treated as empty";
      expect(visited.errors).toContain(corrupt);
      await finish(visited, corrupt);
    },
    SLOW_MS,
  );
});

describe("the Saved link", () => {
  it("is in the main brand's header and leads to the Saved page", async () => {
    const visited = await visit(browser, `${baseUrl}/`);
    const { page } = visited;
    await page.getByRole("banner").getByRole("link", { name: "Saved" }).click();
    await page.waitForURL("**/saved");
    await waitForHydration(page);
    expect(await page.getByRole("heading", { name: "No saved providers yet" }).count()).toBe(1);
    await expectAccessible(page);
    await finish(visited);
  });
});
