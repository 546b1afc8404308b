/**
 * No dead first click (issue 15): on a phone-speed CPU (Chromium's CPU throttling through the
 * DevTools protocol, 4x on a host of Lighthouse's reference speed), a filter ticked 300 ms after
 * the results page's load event shows its effect at once: the box checked, then the address
 * carrying the filter, each within 100 ms of the click. spec: search-and-compare §2.1 (the local
 * search page "updates the query string in place without reloading"); §5 debounces only the
 * header's keyword, so a filter's address change is not deferred.
 *
 * The 4x is Lighthouse's mobile slowdown, sized for a host of benchmark index 1,750. The same 4x
 * on a shared CI machine at index 1,000 emulates a phone nearly twice as slow as the one meant,
 * so every try measures the machine just before it and slows it down by as much as the same
 * phone calls for (tests/e2e/lighthouse-calibration.ts): 4x at 1,750, proportional to the index.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectAccessible, launchChromium, visit } from "./browser.ts";
import { calibratedSlowdown, hostBenchmarkIndex } from "./lighthouse-calibration.ts";

const baseUrl = inject("baseUrl");
const SEARCH = "/local/search/?keyword=Austin%2C+TX&careType=assisted-living";
const AFTER_LOAD_MS = 300;
const EFFECT_BUDGET_MS = 100;

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

interface ClickTimes {
  /** The load event's end, on the page's clock. */
  loadedAt: number;
  /** When the click reached the page (the event's own time stamp). */
  clickedAt: number;
  /** The first frame after the click in which the box is checked. */
  checkedAt: number;
  /** The first frame after the click in which the address carries the filter. */
  addressAt: number;
}

declare global {
  interface Window {
    firstClick?: ClickTimes;
  }
}

/**
 * Runs in the page before it loads: keeps the box (by id) in the middle of the viewport, as a
 * visitor about to tick it would have it, and records when the click on it arrives, then, frame
 * by frame, when the box shows as checked and when the address carries `parameter`.
 */
function watchFirstClick({ id, parameter }: { id: string; parameter: string }): void {
  const times = { loadedAt: 0, clickedAt: 0, checkedAt: 0, addressAt: 0 };
  window.firstClick = times;
  const centre = () =>
    document.getElementById(id)?.scrollIntoView({ block: "center", inline: "nearest", behavior: "instant" });
  document.addEventListener("DOMContentLoaded", centre);
  window.addEventListener("load", () => {
    centre();
    times.loadedAt = performance.now();
  });
  const frame = () => {
    // A frame's callbacks run just before it paints: the first one that sees the change is when it shows.
    const now = performance.now();
    const box = document.getElementById(id) as HTMLInputElement | null;
    if (!times.checkedAt && box?.checked) times.checkedAt = now;
    if (!times.addressAt && new URLSearchParams(location.search).has(parameter)) times.addressAt = now;
    if (!times.checkedAt || !times.addressAt) requestAnimationFrame(frame);
  };
  // The window's capturing listener hears the click before anything of the page's own.
  window.addEventListener(
    "click",
    (event) => {
      if (times.clickedAt || (event.target as Element | null)?.id !== id) return;
      times.clickedAt = event.timeStamp;
      requestAnimationFrame(frame);
    },
    true,
  );
}

/** The first filter box of the sidebar's Lifestyle group, and where it sits once centred in a 1280 x 900 viewport. */
async function lifestyleBox(): Promise<{ id: string; parameter: string; value: string; x: number; y: number }> {
  const { page, close } = await visit(browser, `${baseUrl}${SEARCH}`, { hydration: "none" });
  const box = page.locator(".search-sidebar").getByRole("group", { name: "Lifestyle" }).getByRole("checkbox").first();
  const found = await box.evaluate((input: HTMLInputElement) => {
    input.scrollIntoView({ block: "center", inline: "nearest", behavior: "instant" });
    const rect = input.getBoundingClientRect();
    return {
      id: input.id,
      parameter: input.name,
      value: input.value,
      x: rect.x + rect.width / 2,
      y: rect.y + rect.height / 2,
    };
  });
  await close();
  return found;
}

describe("the first click on a throttled phone-speed CPU", () => {
  // A timing: `npm test` runs this file (the `timing` project) alone, after every other test (scripts/test.ts).
  // A burst of another program can still take the cores for a moment, and only ever adds time,
  // so the page gets up to five tries and the best one counts (each try prints its figures); a
  // page that is slow misses every time. Both figures are read at the first frame that shows
  // the change, as the visitor would see it.
  it("a filter ticked 300 ms after load shows as checked and in the address within 100 ms", {
    retry: 4,
    timeout: 120_000,
  }, async () => {
    const target = await lifestyleBox();
    expect(target.parameter).toBe("lifestyle");
    // A slow phone's CPU, as Lighthouse's mobile runs emulate it, on this machine as it is now.
    const index = await hostBenchmarkIndex(browser);
    const slowdown = calibratedSlowdown(index);
    const { page, errors } = await visit(browser, `${baseUrl}${SEARCH}`, {
      hydration: "none",
      prepare: async (page) => {
        const devtools = await page.context().newCDPSession(page);
        await devtools.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
        await page.addInitScript(watchFirstClick, { id: target.id, parameter: target.parameter });
      },
    });
    // visit() returns at the load event; the click is a real one, sent by the browser, not by page script.
    await page.waitForTimeout(AFTER_LOAD_MS);
    await page.mouse.click(target.x, target.y);
    await expect
      .poll(() => page.evaluate(() => Boolean(window.firstClick?.checkedAt && window.firstClick.addressAt)), {
        timeout: 30_000,
      })
      .toBe(true);
    const times = (await page.evaluate(() => window.firstClick)) as ClickTimes;
    const checkedMs = times.checkedAt - times.clickedAt;
    const addressMs = times.addressAt - times.clickedAt;
    console.log(
      `first click at ${slowdown.toFixed(2)}x CPU slowdown (benchmark index ${Math.round(index)}), ${(times.clickedAt - times.loadedAt).toFixed(0)} ms after load: checked after ${checkedMs.toFixed(1)} ms, address after ${addressMs.toFixed(1)} ms (budget ${EFFECT_BUDGET_MS} ms each)`,
    );
    expect(times.clickedAt - times.loadedAt).toBeGreaterThanOrEqual(AFTER_LOAD_MS);
    expect(checkedMs).toBeLessThanOrEqual(EFFECT_BUDGET_MS);
    expect(addressMs).toBeLessThanOrEqual(EFFECT_BUDGET_MS);

    // The click did what a filter does: the results for it arrive, and the page stays accessible.
    const box = page.locator(`#${target.id}`);
    await page.locator('.results [aria-busy="false"]').waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get("lifestyle")).toBe(target.value);
    await expect.poll(() => box.isChecked()).toBe(true);
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
