import { describe, expect, it } from "vitest";
import {
  canRequestTour,
  nextStart,
  previousStart,
  showsNext,
  showsPrevious,
  TOUR_HORIZON_DAYS,
  tourTimeValue,
  windowDays,
  windowOf,
} from "../../ui/provider/tour-window.ts";

/** The start of every window a visitor reaches by pressing next from today. */
function startsByNext(size: number): number[] {
  const starts = [0];
  while (showsNext(starts.at(-1) as number, size)) starts.push(nextStart(starts.at(-1) as number, size));
  return starts;
}

describe("the tour scheduler's window", () => {
  it("shows 3 days on a narrow screen and 7 on a wide one", () => {
    expect(windowDays(false)).toBe(3);
    expect(windowDays(true)).toBe(7);
    expect(windowOf("2026-11-30", 0, windowDays(false)).map((day) => day.date)).toEqual([
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
    ]);
    expect(windowOf("2026-11-30", 0, windowDays(true))).toHaveLength(7);
  });

  it("starts today and moves by 3 days (narrow) or 7 days (wide), both ways", () => {
    expect(startsByNext(3)).toEqual([0, 3, 6, 9, 12, 15, 18]);
    expect(startsByNext(7)).toEqual([0, 7, 14]);
    expect(previousStart(14, 7)).toBe(7);
    expect(previousStart(6, 3)).toBe(3);
    // A window left over from the other width never goes back past today.
    expect(previousStart(2, 3)).toBe(0);
    // The last window of either width ends on the horizon's last day.
    expect(windowOf("2026-11-30", 18, 3).at(-1)?.date).toBe("2026-12-20");
    expect(windowOf("2026-11-30", 14, 7).at(-1)?.date).toBe("2026-12-20");
    expect(TOUR_HORIZON_DAYS).toBe(21);
  });

  it("hides the previous arrow while the window starts today, and the next one at the horizon", () => {
    expect(showsPrevious(0)).toBe(false);
    expect(showsPrevious(previousStart(3, 3))).toBe(false);
    expect(showsPrevious(3)).toBe(true);
    expect(showsPrevious(7)).toBe(true);
    expect(showsNext(0, 7)).toBe(true);
    expect(showsNext(14, 7)).toBe(false);
    expect(showsNext(18, 3)).toBe(false);
  });

  it("names each day for the strip and for assistive technology, across a month's end", () => {
    const [day] = windowOf("2026-11-30", 1, 3);
    expect(day).toEqual({ date: "2026-12-01", weekday: "Tue", day: "1", month: "Dec", label: "Tuesday, December 1" });
    expect(windowOf("tomorrow", 0, 7)).toEqual([]);
  });

  it("keeps the request button disabled until both a day and a time of day are picked", () => {
    expect(canRequestTour(null, null)).toBe(false);
    expect(canRequestTour("2026-12-01", null)).toBe(false);
    expect(canRequestTour(null, "Afternoon")).toBe(false);
    expect(canRequestTour("2026-12-01", "Afternoon")).toBe(true);
    expect(tourTimeValue("2026-12-01", "Afternoon")).toBe("2026-12-01 Afternoon");
  });
});
