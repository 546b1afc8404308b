import { describe, expect, it } from "vitest";
import { calendarDate, tourTimeChoices, tourTimeOption, tourTimeOptions } from "../../domain/inquiry/tour-times.ts";

describe("tour times", () => {
  it("offers Morning and Afternoon on each of the next seven days, from today", () => {
    const options = tourTimeOptions("2026-11-30");
    expect(options).toHaveLength(14);
    expect(options[0]).toEqual({ value: "2026-11-30 Morning", label: "Monday, November 30, Morning" });
    expect(options[1]).toEqual({ value: "2026-11-30 Afternoon", label: "Monday, November 30, Afternoon" });
    // Across the month's end.
    expect(options[13]).toEqual({ value: "2026-12-06 Afternoon", label: "Sunday, December 6, Afternoon" });
  });

  it("offers nothing for a malformed date", () => {
    expect(tourTimeOptions("tomorrow")).toEqual([]);
    expect(tourTimeOptions("2026-13-45")).toEqual([]);
  });

  it("takes today's date in the given time zone", () => {
    const lateEvening = new Date("2026-11-25T06:30:00Z");
    expect(calendarDate(lateEvening, "America/Los_Angeles")).toBe("2026-11-24");
    expect(calendarDate(lateEvening, "UTC")).toBe("2026-11-25");
  });
});

describe("the Schedule a Tour form's tour times", () => {
  it("add a time picked beyond the form's week, and nothing for a time already listed or malformed", () => {
    const week = tourTimeChoices("2026-11-30", "");
    expect(week).toHaveLength(14);
    expect(tourTimeChoices("2026-11-30", "2026-12-01 Morning")).toEqual(week);
    expect(tourTimeChoices("2026-11-30", "2026-12-15 Afternoon").at(-1)).toEqual({
      value: "2026-12-15 Afternoon",
      label: "Tuesday, December 15, Afternoon",
    });
    expect(tourTimeChoices("2026-11-30", "2026-12-15 Evening")).toEqual(week);
    expect(tourTimeOption("2026-02-30 Morning")).toBeNull();
  });
});
