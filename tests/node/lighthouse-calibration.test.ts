/**
 * The browser timings' calibration (tests/e2e/lighthouse-calibration.ts): each run's CPU
 * slowdown follows the benchmark index measured just before it, and a Lighthouse run counts only
 * when its slowdown matched its own index, or was harsher and the page met the bar anyway.
 */
import { describe, expect, it } from "vitest";
import { calibratedSlowdown, runVerdict } from "../e2e/lighthouse-calibration.ts";

describe("the Lighthouse runs' CPU slowdown", () => {
  it("is Lighthouse's 4x at index 1,750, proportional to the index, and never under 1x", () => {
    expect(calibratedSlowdown(1750)).toBe(4);
    expect(calibratedSlowdown(875)).toBe(2);
    expect(calibratedSlowdown(2625)).toBe(6);
    expect(calibratedSlowdown(200)).toBe(1);
  });
});

describe("whether a Lighthouse run counts", () => {
  it("counts a run whose slowdown matched its own index within a fifth either way", () => {
    expect(runVerdict(4, 1750, false)).toBe("counts");
    expect(runVerdict(3.3, 1750, false)).toBe("counts");
    expect(runVerdict(4.9, 1750, false)).toBe("counts");
  });

  it("never judges a gentler run, even one that met the bar", () => {
    // CI: 4x at index 2,296 calls for 5.25x.
    expect(runVerdict(4, 2296, true)).toBe("gentler");
    expect(runVerdict(4, 2296, false)).toBe("gentler");
  });

  it("judges a harsher run only when the page met the bar anyway", () => {
    // CI: 5.25x at index 1,471, which calls for 3.36x; the provider page scored 93 there.
    expect(runVerdict(5.25, 1471, false)).toBe("harsher");
    expect(runVerdict(5.25, 1471, true)).toBe("counts");
  });
});
