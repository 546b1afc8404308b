/**
 * The provider page's info banner in a real browser (spec reviews-and-provider-page §2, §7, §8):
 * Share uses the share sheet when the browser has one (and shows nothing when the visitor
 * cancels it), otherwise copies the page's address with the success toast for 3 seconds, and
 * says so when the clipboard refuses; the review count moves to the reviews summary; 'Claim
 * this listing' leads to the get-listed page naming the provider; without script the Share
 * button is not there and the claim link and the summary still work. Each behaviour once, the
 * tests taking turns between the brands and between 360 and 1280 px; axe on each page at each
 * width, and on the toasts. The banner's markup, the claim link's address and the get-listed
 * page on both brands are the Worker's tests (tests/worker/provider-banner.test.ts).
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { LocationRecord } from "../../domain/providers/location-record.ts";
import { expectAccessible, launchChromium, pauseClock, type Visit, visit } from "./browser.ts";
import { baseUrl, secondBrandOrigin } from "./lane-server.ts";
import { expectAccessibleWithoutScripts } from "./no-script-axe.ts";
import { seededSearchResults } from "./seeded-search.ts";

const COPIED = "Copied the link to this page!";
const COPY_FAILED = "Sorry! This browser does not support copying to the clipboard";
/** spec: reviews-and-provider-page §8, both toasts stay 3 s. */
const TOAST_MS = 3000;

let browser: Browser;
/** A reviewed provider whose listing is neither claimed nor enhanced: its page offers 'Claim this listing'. */
let claimable: LocationRecord;
/** The visit a test opened, closed after it whether it passed or not. */
let opened: Visit | undefined;

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

afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

afterAll(async () => {
  await browser?.close();
});

type SharingMode = "share" | "share-cancelled" | "copy" | "copy-refused";

/** What the stubs were asked to do, and every toast that appeared, as the page keeps them. */
interface SharingRecord {
  sharingMode: SharingMode;
  shareCalls: number;
  shared: unknown[];
  copied: string[];
  toasts: string[];
  /** The toast timers (TOAST_MS) set and neither fired nor cleared yet. */
  pendingToastTimers: number;
}

/**
 * Replaces the browser's share sheet and clipboard before the page loads. What they do follows
 * `window.sharingMode`, which the test changes between presses; what they got is kept on
 * window, and so is every toast that ever appeared (a toast replaced by the next leaves no
 * other trace) and how many toast timers are pending. Added after the clock is installed, so
 * the timers it counts are the page's clock's.
 */
function stubSharing(page: Page, mode: SharingMode, toastMs: number) {
  return page.addInitScript(
    ({ initial, toastMs }) => {
      const record = window as unknown as SharingRecord;
      record.sharingMode = initial;
      record.shareCalls = 0;
      record.shared = [];
      record.copied = [];
      record.toasts = [];
      record.pendingToastTimers = 0;
      Object.defineProperty(Navigator.prototype, "share", {
        configurable: true,
        get: () => {
          if (record.sharingMode === "share") {
            return async (data: unknown) => {
              record.shareCalls++;
              record.shared.push(data);
            };
          }
          if (record.sharingMode === "share-cancelled") {
            return async () => {
              record.shareCalls++;
              throw new DOMException("Share canceled", "AbortError");
            };
          }
          return undefined;
        },
      });
      Object.defineProperty(Navigator.prototype, "clipboard", {
        configurable: true,
        value: {
          writeText: async (text: string) => {
            if (record.sharingMode === "copy-refused") {
              throw new DOMException("Write permission denied.", "NotAllowedError");
            }
            record.copied.push(text);
          },
        },
      });
      const pending = new Set<number>();
      const setTimer = window.setTimeout.bind(window);
      const clearTimer = window.clearTimeout.bind(window);
      window.setTimeout = ((task: () => void, delay?: number, ...args: unknown[]) => {
        if (delay !== toastMs) return setTimer(task, delay, ...args);
        const id = setTimer(() => {
          pending.delete(id);
          record.pendingToastTimers = pending.size;
          task();
        }, delay);
        pending.add(id);
        record.pendingToastTimers = pending.size;
        return id;
      }) as typeof window.setTimeout;
      window.clearTimeout = ((id?: number) => {
        if (id !== undefined && pending.delete(id)) record.pendingToastTimers = pending.size;
        clearTimer(id);
      }) as typeof window.clearTimeout;
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          for (const node of mutation.addedNodes) {
            if (node instanceof HTMLElement && node.matches(".toast")) {
              record.toasts.push(`${node.className}: ${node.querySelector(".toast-message")?.textContent ?? ""}`);
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    },
    { initial: mode, toastMs },
  );
}

function sharingRecord(page: Page): Promise<Omit<SharingRecord, "sharingMode">> {
  return page.evaluate(() => {
    const { shareCalls, shared, copied, toasts, pendingToastTimers } = window as unknown as SharingRecord;
    return { shareCalls, shared, copied, toasts, pendingToastTimers };
  });
}

function setSharingMode(page: Page, mode: SharingMode): Promise<void> {
  return page.evaluate((next) => {
    (window as unknown as SharingRecord).sharingMode = next;
  }, mode);
}

/** Presses Share from the keyboard: a click would wait for animation frames that the stopped clock holds back. */
async function pressShare(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Share" }).focus();
  await page.keyboard.press("Enter");
}

/**
 * Runs axe on the toast on screen. Axe needs the page's timers, so the clock runs for it; focus
 * in the toast stops its time first (a visitor reading it keeps it), so it cannot go meanwhile.
 */
async function expectToastAccessible(page: Page): Promise<void> {
  await page.locator(".toast .toast-dismiss").focus();
  await expect.poll(async () => (await sharingRecord(page)).pendingToastTimers).toBe(0);
  await page.clock.resume();
  await expectAccessible(page, ".toast-region");
  expect(await page.locator(".toast").count()).toBe(1);
}

describe("the provider page's banner", () => {
  it("shares with the share sheet, shows nothing when it is cancelled, and otherwise copies with a 3 s toast or says copying failed (main brand, 360 px)", async () => {
    const url = `${baseUrl}${claimable.url}`;
    opened = await visit(browser, url, {
      width: 360,
      prepare: async (page) => {
        await page.clock.install();
        await stubSharing(page, "share", TOAST_MS);
      },
    });
    const { page } = opened;
    await expectAccessible(page);
    await pauseClock(page);

    await pressShare(page);
    await expect.poll(async () => (await sharingRecord(page)).shared).toEqual([{ title: claimable.name, url }]);

    // The visitor cancels the sheet. The next press, which copies, is the barrier: once its
    // toast is up, any toast the cancelled share had shown, or error it had logged, came first.
    await setSharingMode(page, "share-cancelled");
    await pressShare(page);
    await expect.poll(async () => (await sharingRecord(page)).shareCalls).toBe(2);
    await setSharingMode(page, "copy");
    await pressShare(page);
    const copied = page.getByRole("status").getByText(COPIED, { exact: true });
    await copied.waitFor();
    expect(await sharingRecord(page)).toMatchObject({
      toasts: [`toast toast-success: ${COPIED}`],
      copied: [url],
    });
    expect(opened.errors).toEqual([]);

    // The toast stays 3 s of the page's clock from the moment its timer is set.
    await expect.poll(async () => (await sharingRecord(page)).pendingToastTimers).toBe(1);
    await page.clock.runFor(TOAST_MS - 100);
    expect(await copied.count()).toBe(1);
    await page.clock.runFor(200);
    await copied.waitFor({ state: "detached" });

    await setSharingMode(page, "copy-refused");
    await pressShare(page);
    await page.getByRole("status").getByText(COPY_FAILED, { exact: true }).waitFor();
    expect(await page.locator(".toast-error").count()).toBe(1);
    expect((await sharingRecord(page)).copied).toEqual([url]);
    await expectToastAccessible(page);

    // The success toast's colours too.
    await pauseClock(page);
    await setSharingMode(page, "copy");
    await pressShare(page);
    await copied.waitFor();
    await expectToastAccessible(page);
    expect((await sharingRecord(page)).toasts).toEqual([
      `toast toast-success: ${COPIED}`,
      `toast toast-error: ${COPY_FAILED}`,
      `toast toast-success: ${COPIED}`,
    ]);
    expect(opened.errors).toEqual([]);
  });

  it("moves to the reviews summary from the review count, and leads 'Claim this listing' to the get-listed page naming the provider (second brand, 1280 px)", async () => {
    opened = await visit(browser, `${secondBrandOrigin}${claimable.url}`, { width: 1280 });
    const { page } = opened;
    await expectAccessible(page);

    const count = `${claimable.reviewCount} ${claimable.reviewCount === 1 ? "review" : "reviews"}`;
    await page.locator(".provider-rating").getByRole("link", { name: count }).click();
    expect(new URL(page.url()).hash).toBe("#all_reviews_section");
    const summary = page.locator("#all_reviews_section");
    await expect
      .poll(() => summary.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
      // Below the compact header: spec lead-capture-and-chrome §9, sticky offset 96px.
      .toBeLessThan(96 + 40);
    expect(await summary.getByRole("heading", { name: "Reviews" }).isVisible()).toBe(true);
    expect(await summary.locator(".reviews-summary-count").innerText()).toBe(count);

    const [response] = await Promise.all([
      page.waitForNavigation(),
      page.getByRole("link", { name: "Claim this listing" }).click(),
    ]);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/partners/get-listed/");
    await page.getByRole("heading", { level: 1, name: "List or Claim Your Community or Agency" }).waitFor();
    expect(await page.locator(".get-listed-claiming").innerText()).toContain(claimable.name);
    await expectAccessible(page);
    expect(opened.errors).toEqual([]);
  });

  it("has no Share button without script, and the summary and the claim link still work (second brand, 360 px)", async () => {
    opened = await visit(browser, `${secondBrandOrigin}${claimable.url}`, { width: 360, javaScript: false });
    const { page } = opened;
    expect(await page.getByRole("button", { name: "Share" }).isVisible()).toBe(false);
    expect(await page.locator("#all_reviews_section").isVisible()).toBe(true);
    await expectAccessibleWithoutScripts(page);

    const count = `${claimable.reviewCount} ${claimable.reviewCount === 1 ? "review" : "reviews"}`;
    await page.locator(".provider-rating").getByRole("link", { name: count }).click();
    await page.waitForURL((address) => address.hash === "#all_reviews_section");
    await page.getByRole("link", { name: "Claim this listing" }).click();
    await page.waitForURL((address) => address.pathname === "/partners/get-listed/");
    expect(await page.locator(".get-listed-claiming").innerText()).toContain(claimable.name);
    await expectAccessibleWithoutScripts(page);
  });
});
