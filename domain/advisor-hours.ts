/**
 * When the family-advisor line answers (spec search-and-compare §9, lead-capture-and-chrome §9):
 * America/Los_Angeles, weekdays 05:00 to 21:00, weekends 07:00 to 21:00.
 */

export const ADVISOR_TIME_ZONE = "America/Los_Angeles";
const ADVISOR_HOURS = {
  weekdays: { from: "05:00", to: "21:00" },
  weekends: { from: "07:00", to: "21:00" },
} as const;

const HOUR_MS = 3_600_000;

/** The day of the month of a month's `nth` Sunday (1 for the first). */
function nthSunday(year: number, month: number, nth: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + 7 * (nth - 1);
}

/**
 * The clock in Los Angeles at `now`, read from UTC by the US rules of daylight saving time
 * (since 2007: from 2 a.m. on March's second Sunday to 2 a.m. on November's first Sunday).
 * Worked out rather than asked of `Intl.DateTimeFormat` with the zone: the chat and the costs
 * dialog ask while they hydrate, and a page's first `Intl` formatter starts the
 * internationalisation library, a long task on a phone. tests/unit/intl-free-texts.test.ts
 * holds it to `Intl` across the years.
 */
function losAngelesClock(now: Date): { weekday: number; minutes: number } {
  const time = now.getTime();
  const year = now.getUTCFullYear();
  // 2 a.m. Pacific standard time is 10:00 UTC; 2 a.m. Pacific daylight time is 09:00 UTC.
  const daylightFrom = Date.UTC(year, 2, nthSunday(year, 2, 2), 10);
  const daylightTo = Date.UTC(year, 10, nthSunday(year, 10, 1), 9);
  const offsetHours = time >= daylightFrom && time < daylightTo ? -7 : -8;
  const local = new Date(time + offsetHours * HOUR_MS);
  return { weekday: local.getUTCDay(), minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

function minutes(time: string): number {
  const [hours = 0, mins = 0] = time.split(":").map(Number);
  return hours * 60 + mins;
}

/** True while an advisor can call back: inside the day's hours in Los Angeles. */
export function isWithinAdvisorHours(now: Date): boolean {
  const clock = losAngelesClock(now);
  const weekend = clock.weekday === 0 || clock.weekday === 6;
  const hours = weekend ? ADVISOR_HOURS.weekends : ADVISOR_HOURS.weekdays;
  return clock.minutes >= minutes(hours.from) && clock.minutes < minutes(hours.to);
}

function twelveHour(time: string): string {
  const total = minutes(time);
  const hour = Math.floor(total / 60);
  const suffix = hour < 12 ? "a.m." : "p.m.";
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(total % 60).padStart(2, "0")} ${suffix}`;
}

/** The hours in words, for families outside them. */
export const ADVISOR_HOURS_TEXT = [
  `Monday to Friday, ${twelveHour(ADVISOR_HOURS.weekdays.from)} to ${twelveHour(ADVISOR_HOURS.weekdays.to)} Pacific time`,
  `Saturday and Sunday, ${twelveHour(ADVISOR_HOURS.weekends.from)} to ${twelveHour(ADVISOR_HOURS.weekends.to)} Pacific time`,
] as const;
