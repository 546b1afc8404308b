/**
 * The texts the browser builds without `Intl` (dates, counts, dollars, the clock in each state's
 * time zone, the advisor's hours in Los Angeles) are the very texts `Intl` gives for "en-US":
 * Node has the full ICU, so each hand-written rule is checked against it over many values.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isWithinAdvisorHours } from "../../domain/advisor-hours.ts";
import { monthDayYear, monthYear, shortDayParts, weekdayMonthDay } from "../../domain/calendar-text.ts";
import { formatCount } from "../../domain/counts.ts";
import { US_STATES } from "../../domain/geo/us-states.ts";
import { localClock, stateTimeZone, type UsTimeZone } from "../../domain/geo/us-time-zones.ts";
import { formatDollars } from "../../domain/money.ts";

const utc = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-US", { timeZone: "UTC", ...options });
const WEEKDAY_MONTH_DAY = utc({ weekday: "long", month: "long", day: "numeric" });
const MONTH_DAY_YEAR = utc({ month: "long", day: "numeric", year: "numeric" });
const MONTH_YEAR = utc({ month: "long", year: "numeric" });
const SHORT_PARTS = utc({ weekday: "short", month: "short", day: "numeric" });

/** Any instant from 2000 to 2060. */
const instants = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2060, 11, 31) }).map((time) => new Date(time));

describe("calendar texts", () => {
  it("read every day of every month as Intl does", () => {
    for (let day = 0; day < 366 * 2; day++) {
      const date = new Date(Date.UTC(2027, 0, 1) + day * 86_400_000);
      expect(weekdayMonthDay(date)).toBe(WEEKDAY_MONTH_DAY.format(date));
      expect(monthDayYear(date)).toBe(MONTH_DAY_YEAR.format(date));
      expect(monthYear(date)).toBe(MONTH_YEAR.format(date));
      const parts = Object.fromEntries(SHORT_PARTS.formatToParts(date).map((part) => [part.type, part.value]));
      expect(shortDayParts(date)).toEqual({ weekday: parts.weekday, day: parts.day, month: parts.month });
    }
  });

  it("read any instant in UTC, whatever its time of day", () => {
    fc.assert(
      fc.property(instants, (date) => {
        expect(weekdayMonthDay(date)).toBe(WEEKDAY_MONTH_DAY.format(date));
        expect(monthDayYear(date)).toBe(MONTH_DAY_YEAR.format(date));
      }),
    );
  });
});

describe("counts and dollars", () => {
  const grouped = new Intl.NumberFormat("en-US");
  const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

  it("group thousands as Intl does", () => {
    expect(formatCount(7)).toBe("7");
    expect(formatCount(1234)).toBe("1,234");
    expect(formatCount(1_234_567)).toBe("1,234,567");
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (count) => {
        expect(formatCount(count)).toBe(grouped.format(count));
      }),
    );
  });

  it("keep up to three decimals of a fraction as Intl does", () => {
    expect(formatCount(1234.5)).toBe("1,234.5");
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 999 }), (whole, thousandths) => {
        const value = whole + thousandths / 1000;
        expect(formatCount(value)).toBe(grouped.format(value));
      }),
    );
  });

  it("read cents as whole dollars, halves away from zero, as Intl does", () => {
    expect(formatDollars(590_000)).toBe("$5,900");
    expect(formatDollars(590_050)).toBe("$5,901");
    expect(formatDollars(49)).toBe("$0");
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (cents) => {
        fc.pre(cents <= -50 || cents >= 0);
        expect(formatDollars(cents)).toBe(dollars.format(cents / 100));
      }),
    );
  });
});

describe("the advisor's hours in Los Angeles", () => {
  const clock = new Intl.DateTimeFormat("en-US", {
    timeZone: "America/Los_Angeles",
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });

  /** The rule as the zone database reads it: weekdays 05:00 to 21:00, weekends 07:00 to 21:00. */
  function byIntl(now: Date): boolean {
    const parts = Object.fromEntries(clock.formatToParts(now).map((part) => [part.type, part.value]));
    const minutes = Number(parts.hour) * 60 + Number(parts.minute);
    const opens = parts.weekday === "Sat" || parts.weekday === "Sun" ? 7 * 60 : 5 * 60;
    return minutes >= opens && minutes < 21 * 60;
  }

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

  /** Any instant under today's rules of daylight time (2007 on). */
  const sinceTodaysRules = fc
    .integer({ min: Date.UTC(2007, 0, 1), max: Date.UTC(2060, 11, 31) })
    .map((time) => new Date(time));

  it("agree with the zone database at every quarter hour of two years and at any instant from 2007 to 2060", () => {
    for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2028, 0, 1); time += 15 * 60_000) {
      const now = new Date(time);
      if (isWithinAdvisorHours(now) !== byIntl(now)) expect(now.toISOString()).toBe("the same answer as Intl");
    }
    fc.assert(
      fc.property(sinceTodaysRules, (now) => {
        expect(isWithinAdvisorHours(now)).toBe(byIntl(now));
      }),
    );
  });
});

describe("the clock in each state's time zone", () => {
  const zones = [...new Set(Object.keys(US_STATES).map((code) => stateTimeZone(code)))] as UsTimeZone[];
  const formats = new Map(
    zones.map((zone) => [
      zone,
      new Intl.DateTimeFormat("en-US", {
        timeZone: zone,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        weekday: "short",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      }),
    ]),
  );
  const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

  /** The clock as the zone database reads it. */
  function byIntl(now: Date, zone: UsTimeZone) {
    const format = formats.get(zone) as Intl.DateTimeFormat;
    const parts = Object.fromEntries(format.formatToParts(now).map((part) => [part.type, part.value]));
    return {
      date: `${parts.year}-${parts.month}-${parts.day}`,
      weekday: WEEKDAYS.indexOf(parts.weekday ?? ""),
      minutes: Number(parts.hour) * 60 + Number(parts.minute),
    };
  }

  it("has a zone for every state and territory the directory covers, and none for another code", () => {
    for (const code of Object.keys(US_STATES)) expect(stateTimeZone(code), code).toBeDefined();
    expect(stateTimeZone("tx")).toBe("America/Chicago");
    expect(stateTimeZone("HI")).toBe("Pacific/Honolulu");
    expect(stateTimeZone("ZZ")).toBeUndefined();
    expect(zones).toHaveLength(9);
  });

  it("agrees with the zone database in every zone at every hour of March and November and at any instant from 2007 to 2060", () => {
    // Daylight time starts in March and ends in November, on the hour: every hour of both months
    // passes each change.
    const hours = [
      [Date.UTC(2027, 2, 1), Date.UTC(2027, 3, 1)],
      [Date.UTC(2027, 10, 1), Date.UTC(2027, 11, 1)],
    ].flatMap(([from = 0, to = 0]) =>
      Array.from({ length: (to - from) / 3_600_000 }, (_, hour) => from + hour * 3_600_000),
    );
    for (const zone of zones) {
      for (const time of hours) {
        const now = new Date(time);
        const expected = byIntl(now, zone);
        const actual = localClock(now, zone);
        if (actual.date !== expected.date || actual.weekday !== expected.weekday || actual.minutes !== expected.minutes)
          expect({ zone, now: now.toISOString(), actual }).toEqual({ zone, now: now.toISOString(), actual: expected });
      }
    }
    const sinceTodaysRules = fc.integer({ min: Date.UTC(2007, 0, 1), max: Date.UTC(2060, 11, 31) });
    fc.assert(
      fc.property(sinceTodaysRules, fc.constantFrom(...zones), (time, zone) => {
        expect(localClock(new Date(time), zone)).toEqual(byIntl(new Date(time), zone));
      }),
    );
  });
});
