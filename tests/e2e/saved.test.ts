/**
 * Saving providers in a real browser (spec lead-capture-and-chrome §4, §8, §9): the hearts on
 * the results page with their exact toasts (one at a time, 5000 ms, each with 'View Saved
 * Providers'), the cookie, the header's Saved link to the Saved page, the limit, a cookie the
 * browser refuses, a corrupt cookie, and the Saved page listing and unsaving; at 360 and
 * 1280 px in turn. axe on each page at each width, and on each toast and list as it changes.
 * The Saved page the server renders from the cookie is checked in tests/worker/pages-saved.test.ts.
 */
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  expectAccessible,
  launchChromium,
  pauseClock,
  type Visit,
  type VisitOptions,
  visit,
  waitForHydration,
} from "./browser.ts";
import { baseUrl } from "./lane-server.ts";
import { type FoundResult, findResult, savedIds } from "./results-visits.ts";

/** A short list (home care near Austin): axe reads the whole page once per width. */
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
const visits: Visit[] = [];

beforeAll(async () => {
  browser = await launchChromium();
  first = (await findResult(baseUrl, [RESULTS], () => true)).result;
  second = (await findResult(baseUrl, [RESULTS], (result) => result.id !== first.id)).result;
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

/** Every error the page reported must be one it was expected to report. */
function expectNoErrors(visited: Visit, expectedError?: string) {
  expect(visited.errors.filter((error) => error !== expectedError)).toEqual([]);
}

describe("saving providers", () => {
  it(
    "at 1280 px: saves and unsaves from the results page with the exact toasts, one at a time, each for 5 seconds; the header's Saved link shows it saved, and so does the results page loaded again",
    async () => {
      // The page's clock, to time the toast.
      const visited = await open(`${baseUrl}${RESULTS_PATH}`, { width: 1280, prepare: (page) => page.clock.install() });
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
      await expectAccessible(page, ".toast");

      // A new toast replaces the one showing.
      await button.click();
      await expectToast(page, UNSAVED, "info");
      expect(await button.getAttribute("aria-pressed")).toBe("false");
      expect(await savedIds(page)).toEqual([]);
      await expectAccessible(page, ".toast");

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
      // spec: lead-capture-and-chrome §7: each change recorded once, with the provider.
      await expect
        .poll(() =>
          visited
            .posted("/api/events")
            .filter((event) => event.name === "favourite added" || event.name === "favourite removed"),
        )
        .toEqual([
          { name: "favourite added", properties: { providerId: first.id } },
          { name: "favourite removed", properties: { providerId: first.id } },
          { name: "favourite added", properties: { providerId: first.id } },
        ]);

      // The cookie holds across pages: the header's Saved link leads to the Saved page, which
      // lists the provider, its heart pressed.
      await page.getByRole("banner").getByRole("link", { name: "Saved" }).click();
      await page.waitForURL("**/saved");
      await waitForHydration(page);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Saved Providers");
      expect(await page.locator(".provider-card-title").allTextContents()).toEqual([
        expect.stringContaining(first.name),
      ]);
      await expect.poll(() => heart(page, first).getAttribute("aria-pressed")).toBe("true");
      await expectAccessible(page);

      // And the results page, loaded afresh, reads the cookie: the heart shows saved.
      await page.goto(`${baseUrl}${RESULTS_PATH}`);
      await waitForHydration(page);
      await expect.poll(() => heart(page, first).getAttribute("aria-pressed")).toBe("true");
      expect(await heart(page, first).getAttribute("aria-label")).toBe(`Remove ${first.name} from saved`);
      expectNoErrors(visited);
    },
    SLOW_MS,
  );

  it(
    "at 360 px: lists the saved providers on the Saved page, where unsaving takes the card away",
    async () => {
      const visited = await open(`${baseUrl}${RESULTS_PATH}`, { width: 360 });
      const { page } = visited;
      await expectAccessible(page);
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
      await expectAccessible(page, "main");

      await heart(page, second).click();
      expect(await titles.count()).toBe(0);
      expect(await page.getByRole("heading", { name: "No saved providers yet" }).count()).toBe(1);
      expect(await page.getByRole("link", { name: "Search for senior living and care" }).getAttribute("href")).toBe(
        "/local/search/",
      );
      await expectAccessible(page, "main");
      // The cookie now holds none, which the server renders as the same empty page (pages-saved.test.ts).
      expect(await savedIds(page)).toEqual([]);
      expectNoErrors(visited);
    },
    SLOW_MS,
  );

  it(
    "refuses a save past the limit with the limit toast (360 px), and says so when the browser keeps no cookie (1280 px)",
    async () => {
      const full = Array.from({ length: 20 }, (_, index) => 900_001 + index);
      const visited = await open(`${baseUrl}${RESULTS_PATH}`, {
        width: 360,
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
      await expectAccessible(page, ".toast");
      expectNoErrors(visited);

      // A browser that drops the cookie (blocked cookies): nothing changes, and the visitor is told.
      const blocked = await open(`${baseUrl}${RESULTS_PATH}`, {
        width: 1280,
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
      await expectAccessible(blocked.page, ".toast");
      expectNoErrors(blocked);
    },
    SLOW_MS,
  );

  it(
    "at 1280 px: reads a corrupt cookie as an empty list (and logs it), then saves over it",
    async () => {
      const visited = await open(`${baseUrl}${RESULTS_PATH}`, {
        width: 1280,
        prepare: (page) => page.context().addCookies([{ name: "cf_saved", value: "not-a-list", url: baseUrl }]),
      });
      const { page } = visited;
      expect(await heart(page, first).getAttribute("aria-pressed")).toBe("false");
      await heart(page, first).click();
      await expectToast(page, SAVED, "success");
      expect(await savedIds(page)).toEqual([first.id]);
      const corrupt = "the saved providers cookie is not a list of provider ids; treated as empty";
      expect(visited.errors).toContain(corrupt);
      expectNoErrors(visited, corrupt);
    },
    SLOW_MS,
  );
});
