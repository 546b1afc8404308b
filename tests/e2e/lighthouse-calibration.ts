/**
 * How the Lighthouse test (tests/e2e/lighthouse.test.ts) sizes each run's CPU slowdown to the
 * machine and decides whether a run counts. Lighthouse's default 4x is sized for a host of
 * benchmark index 1,500 to 2,000 (its docs/throttling.md, "Calibrating the CPU slowdown"); a
 * shared CI machine's index moves from one minute to the next, so each run is calibrated by the
 * runs before it and judged by the index it measured itself.
 */

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
 * The slowdown for the next run: the default before any run, then the one calibrated by the
 * median index of the runs so far, so that one run's outlier index (2,296, then 1,471 a minute
 * later, seen on a CI machine) does not set it.
 */
export function nextSlowdown(indices: readonly number[]): number {
  if (indices.length === 0) return DEFAULT_SLOWDOWN;
  const sorted = [...indices].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return calibratedSlowdown(median);
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
