/**
 * The texts families read for dates, counts and dollars, the clock in each state's time zone and
 * the advisor's hours in Los Angeles: fixed examples, the changes to and from daylight time among them.
 */
import { describe, expect, it } from "vitest";
import { advisorHoursText, isWithinAdvisorHours } from "../../domain/advisor-hours.ts";
import { monthDayYear, monthYear, shortDayParts, weekdayMonthDay } from "../../domain/calendar-text.ts";
import { formatCount } from "../../domain/counts.ts";
import { US_STATES } from "../../domain/geo/us-states.ts";
import { localClock, stateTimeZone } from "../../domain/geo/us-time-zones.ts";
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import { formatDollars } from "../../domain/money.ts";

describe("calendar texts", () => {
  it("read a date in UTC, whatever its time of day", () => {
    const late = new Date("2026-11-24T23:59:00Z");
    expect(weekdayMonthDay(late)).toBe("Tuesday, November 24");
    expect(monthDayYear(new Date("2026-03-03T00:00:00Z"))).toBe("March 3, 2026");
    expect(monthYear(new Date("2024-06-30T23:00:00Z"))).toBe("June 2024");
    expect(shortDayParts(late)).toEqual({ weekday: "Tue", day: "24", month: "Nov" });
    expect(weekdayMonthDay(new Date("2028-02-29T12:00:00Z"))).toBe("Tuesday, February 29");
  });
});

describe("counts and dollars", () => {
  it("group thousands and keep up to three decimals", () => {
    expect(formatCount(7)).toBe("7");
    expect(formatCount(1234)).toBe("1,234");
    expect(formatCount(1_234_567)).toBe("1,234,567");
    expect(formatCount(1234.5)).toBe("1,234.5");
    expect(formatCount(0.12345)).toBe("0.123");
    expect(formatCount(-1234)).toBe("-1,234");
  });

  it("read cents as whole dollars, halves away from zero, and no minus on nothing", () => {
    expect(formatDollars(590_000)).toBe("$5,900");
    expect(formatDollars(590_050)).toBe("$5,901");
    expect(formatDollars(590_049)).toBe("$5,900");
    expect(formatDollars(49)).toBe("$0");
    expect(formatDollars(-49)).toBe("$0");
    expect(formatDollars(-150)).toBe("-$2");
    expect(formatDollars(123_456_789_00)).toBe("$123,456,789");
  });
});

describe("the advisor's hours in Los Angeles", () => {
  it("open and close on the Los Angeles clock, across the changes to and from daylight time", () => {
    // 2027: daylight time from March 14, 10:00 UTC to November 7, 09:00 UTC.
    expect(isWithinAdvisorHours(new Date("2027-03-15T11:59:00Z"))).toBe(false); // Monday 04:59 PDT
    expect(isWithinAdvisorHours(new Date("2027-03-15T12:00:00Z"))).toBe(true); // Monday 05:00 PDT
    expect(isWithinAdvisorHours(new Date("2027-03-12T12:59:00Z"))).toBe(false); // Friday 04:59 PST
    expect(isWithinAdvisorHours(new Date("2027-03-12T13:00:00Z"))).toBe(true); // Friday 05:00 PST
    expect(isWithinAdvisorHours(new Date("2027-11-08T04:59:00Z"))).toBe(true); // Sunday 20:59 PST
    expect(isWithinAdvisorHours(new Date("2027-11-08T05:00:00Z"))).toBe(false); // Sunday 21:00 PST
    expect(isWithinAdvisorHours(new Date("2027-11-06T14:00:00Z"))).toBe(true); // Saturday 07:00 PDT
    expect(isWithinAdvisorHours(new Date("2027-11-06T13:59:00Z"))).toBe(false); // Saturday 06:59 PDT
  });

  it("say the hours in words", () => {
    expect(advisorHoursText(messagesFor("en").inquiry.advisorHours)).toEqual([
      "Monday to Friday, 5:00 a.m. to 9:00 p.m. Pacific time",
      "Saturday and Sunday, 7:00 a.m. to 9:00 p.m. Pacific time",
    ]);
  });
});

describe("the clock in each state's time zone", () => {
  it("has a zone for every state and territory the directory covers, and none for another code", () => {
    for (const code of Object.keys(US_STATES)) expect(stateTimeZone(code), code).toBeDefined();
    expect(stateTimeZone("tx")).toBe("America/Chicago");
    expect(stateTimeZone("HI")).toBe("Pacific/Honolulu");
    expect(stateTimeZone("ZZ")).toBeUndefined();
  });

  it("reads the day, weekday and minutes there, across daylight time and midnight", () => {
    // Chicago, 2027: daylight time from March 14, 08:00 UTC.
    expect(localClock(new Date("2027-03-14T07:59:00Z"), "America/Chicago")).toEqual({
      date: "2027-03-14",
      weekday: 0,
      minutes: 1 * 60 + 59,
    });
    expect(localClock(new Date("2027-03-14T08:00:00Z"), "America/Chicago")).toEqual({
      date: "2027-03-14",
      weekday: 0,
      minutes: 3 * 60,
    });
    // Phoenix keeps standard time all year; at 03:30 UTC it is still the day before.
    expect(localClock(new Date("2027-07-01T03:30:00Z"), "America/Phoenix")).toEqual({
      date: "2027-06-30",
      weekday: 3,
      minutes: 20 * 60 + 30,
    });
    // Guam is ahead of UTC: the next day.
    expect(localClock(new Date("2027-12-31T14:00:00Z"), "Pacific/Guam")).toEqual({
      date: "2028-01-01",
      weekday: 6,
      minutes: 0,
    });
  });
});
