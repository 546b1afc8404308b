/**
 * Calendar dates in words, US English, read in UTC: 'Tuesday, November 24', 'March 3, 2026',
 * 'June 2024', and the short parts of a day's tile ('Tue', 'Nov', '24').
 *
 * Written out rather than asked of `Intl.DateTimeFormat`: the browser runs these while it
 * hydrates a page, and a page's first `Intl` formatter starts the internationalisation library,
 * some 25 ms of main thread on a desktop and several times that on a phone. The texts are the
 * ones `Intl` gives for "en-US" (tests/unit/intl-free-texts.test.ts holds them to it).
 */

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

function weekdayName(date: Date): string {
  return WEEKDAYS[date.getUTCDay()] ?? "";
}

/** 'November': the month's full name. */
export function monthName(date: Date): string {
  return MONTHS[date.getUTCMonth()] ?? "";
}

/** 'Tuesday, November 24'. */
export function weekdayMonthDay(date: Date): string {
  return `${weekdayName(date)}, ${monthName(date)} ${date.getUTCDate()}`;
}

/** 'March 3, 2026'. */
export function monthDayYear(date: Date): string {
  return `${monthName(date)} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** 'June 2024'. */
export function monthYear(date: Date): string {
  return `${monthName(date)} ${date.getUTCFullYear()}`;
}

/** A day's tile: 'Tue', '24', 'Nov'. */
export function shortDayParts(date: Date): { weekday: string; day: string; month: string } {
  return { weekday: weekdayName(date).slice(0, 3), day: String(date.getUTCDate()), month: monthName(date).slice(0, 3) };
}
