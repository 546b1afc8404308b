/**
 * How the browser timings size their CPU slowdown to the machine: the Lighthouse test
 * (tests/e2e/lighthouse.test.ts) and the first click on a phone-speed CPU
 * (tests/e2e/first-click.test.ts). Lighthouse's default 4x is sized for a host of benchmark index
 * 1,500 to 2,000 (its docs/throttling.md, "Calibrating the CPU slowdown"); on a shared CI machine
 * the index moves from one minute to the next (2,296, then 1,471 a minute later; 1,320, then 939),
 * so each run measures the index just before it starts (`hostBenchmarkIndex`) and is slowed down
 * by that, and a Lighthouse run is judged by the index it measured itself.
 */
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import type { Browser } from "playwright-core";

/** Lighthouse's default CPU slowdown, and the benchmark index its documentation sizes it for (1,500 to 2,000). */
export const DEFAULT_SLOWDOWN = 4;
export const DEFAULT_SLOWDOWN_INDEX = 1750;
/**
 * A run counts when its slowdown was at least this share of the one its own index calls for,
 * and at most its inverse unless it met the bar: the index itself varies by about that much
 * within a run.
 */
export const FAIR_SHARE = 0.8;

/** The slowdown that takes a host of this benchmark index to the device the default 4x emulates on a 1,750 host; never under 1. */
export function calibratedSlowdown(benchmarkIndex: number): number {
  return Math.max(1, (DEFAULT_SLOWDOWN * benchmarkIndex) / DEFAULT_SLOWDOWN_INDEX);
}

/**
 * The benchmark index of this machine now, as Lighthouse measures it (its own page function: how
 * often a second the page's JavaScript builds a long string and copies a large array), in a blank
 * page of `browser`, which is closed again. About one second.
 */
export async function hostBenchmarkIndex(browser: Browser): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    return await page.evaluate(pageFunctions.computeBenchmarkIndex);
  } finally {
    await context.close();
  }
}

/**
 * Whether a run counts: `counts`, or why not. A gentler run than its own index calls for is
 * never judged; a harsher one is judged only when it met the bar anyway (a 5.25x run at index
 * 1,471 emulates a phone about 1.6 times slower than the one meant, so falling short there
 * says nothing about the page).
 */
export function runVerdict(
  slowdown: number,
  benchmarkIndex: number,
  metTheBar: boolean,
): "counts" | "gentler" | "harsher" {
  const share = slowdown / calibratedSlowdown(benchmarkIndex);
  if (share < FAIR_SHARE) return "gentler";
  if (share > 1 / FAIR_SHARE && !metTheBar) return "harsher";
  return "counts";
}
