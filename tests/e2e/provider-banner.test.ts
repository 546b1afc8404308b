/**
 * The provider page's info banner in a real browser, on both brands, at 360 and 1280 px (spec
 * reviews-and-provider-page §2, §7, §8): Share copies the page's address with the success
 * toast, says so when the clipboard refuses, uses the share sheet when the browser has one
 * (and says nothing when the visitor cancels it); 'Claim this listing' leads to the get-listed
 * page naming the provider; the review count moves to the reviews summary; without script the
 * Share button is not there. axe in every state.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { LocationRecord } from "../../domain/providers/location-record.ts";
import { expectAccessible, launchChromium, visit } from "./browser.ts";
import { expectAccessibleWithoutScripts } from "./no-script-axe.ts";
import { seededSearchResults } from "./seeded-search.ts";

const baseUrl = inject("baseUrl");
const port = inject("port");

const COPIED = "Copied the link to this page!";
const COPY_FAILED = "Sorry! This browser does not support copying to the clipboard";

const CASES = [
  ["the main brand", 360, baseUrl],
  ["the main brand", 1280, baseUrl],
  ["the second brand", 360, `http://seniorhousing.localhost:${port}`],
  ["the second brand", 1280, `http://seniorhousing.localhost:${port}`],
] as const;

let browser: Browser;
/** A reviewed provider whose listing is neither claimed nor enhanced: its page offers 'Claim this listing'. */
let claimable: LocationRecord;

function isClaimable(record: LocationRecord): boolean {
  const enhanced =
    record.enhancedListing &&
    record.services.some((service) => service.contract.type !== null && !service.contract.isSuppressed);
  const claimed = record.claimed || record.services.some((service) => service.isClaimed);
  return record.legacyId !== null && !enhanced && !claimed && record.reviewCount > 0;
}

beforeAll(async () => {
  browser = await launchChromium();
  const results = await seededSearchResults<{ id: number }>(baseUrl);
  for (const result of results) {
    const location = await fetch(`${baseUrl}/api/location/${result.id}`);
    const record = (await location.json()) as LocationRecord;
    if (isClaimable(record)) {
      claimable = record;
      break;
    }
  }
  expect(claimable, "a reviewed, unclaimed provider near Austin").toBeDefined();
});

afterAll(async () => {
  await browser?.close();
});

/** Replaces the browser's share sheet and clipboard before the page loads; what they got is kept on window. */
function stubSharing(page: Page, mode: "copy" | "copy-refused" | "share" | "share-cancelled") {
  return page.addInitScript((stub) => {
    const record = window as unknown as { shared: unknown[]; copied: string[] };
    record.shared = [];
    record.copied = [];
    const share =
      stub === "share"
        ? async (data: unknown) => {
            record.shared.push(data);
          }
        : stub === "share-cancelled"
          ? async () => {
              throw new DOMException("Share canceled", "AbortError");
            }
          : undefined;
    Object.defineProperty(Navigator.prototype, "share", { value: share, configurable: true });
    Object.defineProperty(Navigator.prototype, "clipboard", {
      configurable: true,
      value: {
        writeText: async (text: string) => {
          if (stub === "copy-refused") throw new DOMException("Write permission denied.", "NotAllowedError");
          record.copied.push(text);
        },
      },
    });
  }, mode);
}

describe.each(CASES)("the provider page's banner on %s at %i px", (_, width, origin) => {
  const url = () => `${origin}${claimable.url}`;

  it("copies the page's address with Share and says so for 3 seconds", async () => {
    const visited = await visit(browser, url(), { width, prepare: (page) => stubSharing(page, "copy") });
    const { page } = visited;
    await expectAccessible(page);
    await page.getByRole("button", { name: "Share" }).click();
    const toast = page.getByRole("status").getByText(COPIED, { exact: true });
    await toast.waitFor();
    expect(await page.evaluate(() => (window as unknown as { copied: string[] }).copied)).toEqual([url()]);
    expect(await page.locator(".toast-success").count()).toBe(1);
    await expectAccessible(page);
    await page.mouse.move(1, 1);
    await toast.waitFor({ state: "detached", timeout: 6000 });
    expect(visited.errors).toEqual([]);
    await visited.close();
  });

  it("says copying is not supported when the clipboard refuses", async () => {
    const visited = await visit(browser, url(), { width, prepare: (page) => stubSharing(page, "copy-refused") });
    const { page } = visited;
    await page.getByRole("button", { name: "Share" }).click();
    await page.getByRole("status").getByText(COPY_FAILED, { exact: true }).waitFor();
    expect(await page.locator(".toast-error").count()).toBe(1);
    await expectAccessible(page);
    expect(visited.errors).toEqual([]);
    await visited.close();
  });

  it("opens the share sheet when the browser has one, with no toast, and nothing when the visitor cancels", async () => {
    const visited = await visit(browser, url(), { width, prepare: (page) => stubSharing(page, "share") });
    const { page } = visited;
    await page.getByRole("button", { name: "Share" }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared))
      .toEqual([{ title: claimable.name, url: url() }]);
    expect(await page.evaluate(() => (window as unknown as { copied: string[] }).copied)).toEqual([]);
    expect(await page.locator(".toast").count()).toBe(0);
    expect(visited.errors).toEqual([]);
    await visited.close();

    const cancelled = await visit(browser, url(), { width, prepare: (page) => stubSharing(page, "share-cancelled") });
    await cancelled.page.getByRole("button", { name: "Share" }).click();
    // Give the rejected share a moment to settle: still no toast, and nothing logged.
    await cancelled.page.waitForTimeout(300);
    expect(await cancelled.page.locator(".toast").count()).toBe(0);
    expect(cancelled.errors).toEqual([]);
    await cancelled.close();
  });

  it("leads 'Claim this listing' to the get-listed page naming the provider", async () => {
    const visited = await visit(browser, url(), { width });
    const { page } = visited;
    const [response] = await Promise.all([
      page.waitForNavigation(),
      page.getByRole("link", { name: "Claim this listing" }).click(),
    ]);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/partners/get-listed/");
    await page.getByRole("heading", { level: 1, name: "List or Claim Your Community or Agency" }).waitFor();
    expect(await page.locator(".get-listed-claiming").innerText()).toContain(claimable.name);
    await expectAccessible(page);
    expect(visited.errors).toEqual([]);
    await visited.close();
  });

  it("moves to the reviews summary from the review count", async () => {
    const visited = await visit(browser, url(), { width });
    const { page } = visited;
    const count = `${claimable.reviewCount} ${claimable.reviewCount === 1 ? "review" : "reviews"}`;
    await page.locator(".provider-rating").getByRole("link", { name: count }).click();
    expect(new URL(page.url()).hash).toBe("#all_reviews_section");
    const summary = page.locator("#all_reviews_section");
    await expect
      .poll(() => summary.evaluate((element) => Math.round(element.getBoundingClientRect().top)), { timeout: 3000 })
      // Below the compact header: spec lead-capture-and-chrome §9, sticky offset 96px.
      .toBeLessThan(96 + 40);
    expect(await summary.getByRole("heading", { name: "Reviews" }).isVisible()).toBe(true);
    expect(await summary.locator(".reviews-summary-count").innerText()).toBe(count);
    await expectAccessible(page);
    expect(visited.errors).toEqual([]);
    await visited.close();
  });

  it("has no Share button without script, and the claim link and summary still work", async () => {
    const visited = await visit(browser, url(), { width, javaScript: false });
    const { page } = visited;
    expect(await page.getByRole("button", { name: "Share" }).isVisible()).toBe(false);
    expect(await page.getByRole("link", { name: "Claim this listing" }).isVisible()).toBe(true);
    expect(await page.locator("#all_reviews_section").isVisible()).toBe(true);
    await expectAccessibleWithoutScripts(page);
    await visited.close();
  });
});
