/**
 * A shortlist to share, in a real browser at 390 px on the main brand: saving from provider pages
 * with script (the toggle's state and toasts), then the Saved page's compare form and share link
 * (copied, with its status line) and the shared list it opens; and without script, the Save
 * button's form post and the outcome it comes back with. axe on each part that changed. The
 * server HTML, the posts' rules and the shared view's refusals are the Worker's tests
 * (tests/worker/saved-shortlist.test.ts).
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, launchChromium, type Visit, type VisitOptions, visit, waitForHydration } from "./browser.ts";
import { baseUrl } from "./lane-server.ts";
import { expectAccessibleWithoutScripts } from "./no-script-axe.ts";
import { type FoundResult, findResult, savedIds } from "./results-visits.ts";

const RESULTS = { keyword: "Austin, TX", careType: "in-home-care" };
const PHONE = { width: 390 };
/** Several axe runs per test. */
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

/** The provider page's Save toggle, whichever state it shows. */
function saveButton(page: Page) {
  return page.locator(".provider-banner-actions").getByRole("button", { name: /^Saved?$/ });
}

/** Keeps what the page copies, in place of the browser's clipboard. */
function stubClipboard(page: Page) {
  return page.addInitScript(() => {
    const copied: string[] = [];
    (window as unknown as { copied: string[] }).copied = copied;
    Object.defineProperty(Navigator.prototype, "clipboard", {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    });
  });
}

describe("a shortlist to share", () => {
  it(
    "saves from provider pages with script, then compares and shares the list from the Saved page",
    async () => {
      const visited = await open(`${baseUrl}${first.url}`, { ...PHONE, prepare: stubClipboard });
      const { page } = visited;
      const button = saveButton(page);
      expect(await button.getAttribute("aria-pressed")).toBe("false");
      expect(await button.textContent()).toBe("Save");
      await expectAccessible(page, ".provider-banner-actions");

      await button.click();
      await expect.poll(() => page.locator(".toast .toast-message").textContent()).toBe("Provider Successfully Saved");
      expect(
        await page.locator(".toast").getByRole("link", { name: "View Saved Providers" }).getAttribute("href"),
      ).toBe("/saved");
      expect(await button.getAttribute("aria-pressed")).toBe("true");
      expect(await button.textContent()).toBe("Saved");
      // The script saved it: no form post, and the page's address is as it was.
      expect(new URL(page.url()).search).toBe("");
      expect(await savedIds(page)).toEqual([first.id]);
      await expectAccessible(page, ".provider-banner-actions");

      await page.goto(`${baseUrl}${second.url}`);
      await waitForHydration(page);
      await saveButton(page).click();
      await expect.poll(() => saveButton(page).getAttribute("aria-pressed")).toBe("true");
      expect(await savedIds(page)).toEqual([first.id, second.id]);

      await page.locator(".toast").getByRole("link", { name: "View Saved Providers" }).click();
      await page.waitForURL("**/saved");
      await waitForHydration(page);
      const compare = page.locator("form.saved-compare");
      expect(await compare.getAttribute("action")).toBe("/compare/");
      expect(await compare.getAttribute("method")).toBe("get");
      const boxes = compare.getByRole("checkbox");
      expect(await boxes.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).name))).toEqual([
        "ids",
        "ids",
      ]);
      expect(await boxes.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual([
        String(first.id),
        String(second.id),
      ]);
      expect(await compare.getByRole("checkbox", { name: first.name }).isChecked()).toBe(true);
      expect(await compare.getByRole("checkbox", { name: second.name }).isChecked()).toBe(true);
      expect(await compare.getByRole("button", { name: "Compare selected" }).count()).toBe(1);

      const link = page.getByRole("textbox", { name: "Link to this list" });
      const href = await link.inputValue();
      expect(href).toMatch(new RegExp(`^https://[^/]+/saved\\?ids=${first.id},${second.id}$`));
      expect(await link.getAttribute("readonly")).not.toBeNull();
      expect(await page.getByRole("link", { name: href }).getAttribute("href")).toBe(href);
      await page.getByRole("button", { name: "Copy link" }).click();
      await expect.poll(() => page.locator(".saved-share-status").textContent()).toBe("Link copied");
      expect(await page.evaluate(() => (window as unknown as { copied: string[] }).copied)).toEqual([href]);
      await expectAccessible(page, ".saved-compare");
      await expectAccessible(page, ".saved-share");

      // The link opens the same list read-only, here on the test's own host.
      await page.goto(`${baseUrl}${new URL(href).pathname}${new URL(href).search}`);
      await waitForHydration(page);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("A shared list");
      expect(await page.locator(".provider-card-title").allTextContents()).toEqual(
        [first.name, second.name].map((name) => expect.stringContaining(name)),
      );
      expect(await page.locator(".save-heart").count()).toBe(0);
      expect(await page.getByRole("button", { name: "Save these to my list" }).count()).toBe(1);
      await expectAccessible(page, "main");

      // Its Compare opens the two side by side on the compare page.
      await page.getByRole("button", { name: "Compare selected" }).click();
      await page.waitForURL((url) => url.pathname === "/compare/");
      expect(await page.locator(".compare-table thead .compare-name").allTextContents()).toEqual([
        first.name,
        second.name,
      ]);
      expect(visited.errors).toEqual([]);
    },
    SLOW_MS,
  );

  it(
    "saves from a provider page without script: the form post comes back with the outcome",
    async () => {
      const visited = await open(`${baseUrl}${first.url}`, { ...PHONE, javaScript: false });
      const { page } = visited;
      await saveButton(page).click();
      await page.waitForURL((url) => url.searchParams.get("saved") === "saved");
      expect(new URL(page.url()).pathname).toBe(first.url);
      const status = page.locator(".provider-save-notice[role=status]");
      expect(await status.textContent()).toBe("Provider Successfully Saved View Saved Providers");
      expect(await saveButton(page).getAttribute("aria-pressed")).toBe("true");
      expect(await savedIds(page)).toEqual([first.id]);
      await expectAccessibleWithoutScripts(page, ".provider-banner-actions");

      await status.getByRole("link", { name: "View Saved Providers" }).click();
      await page.waitForURL("**/saved");
      expect(await page.locator(".provider-card-title").allTextContents()).toEqual([
        expect.stringContaining(first.name),
      ]);
      expect(visited.errors).toEqual([]);
    },
    SLOW_MS,
  );
});
