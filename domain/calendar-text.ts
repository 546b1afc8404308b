/**
 * Calendar dates in words, US English, read in UTC: 'Tuesday, November 24', 'March 3, 2026',
 * 'June 2024', and the short parts of a day's tile ('Tue', 'Nov', '24'), from
 * `Intl.DateTimeFormat`. Each formatter is made when it is first used.
 */

type Format = Intl.DateTimeFormatOptions;

/** A formatter for `options` in UTC, made on first use and kept. */
function lazyFormat(options: Format): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => {
    made ??= new Intl.DateTimeFormat("en-US", { timeZone: "UTC", ...options });
    return made;
  };
}

const monthFormat = lazyFormat({ month: "long" });
const weekdayMonthDayFormat = lazyFormat({ weekday: "long", month: "long", day: "numeric" });
const monthDayYearFormat = lazyFormat({ month: "long", day: "numeric", year: "numeric" });
const monthYearFormat = lazyFormat({ month: "long", year: "numeric" });
const shortPartsFormat = lazyFormat({ weekday: "short", month: "short", day: "numeric" });

/** 'November': the month's full name. */
export function monthName(date: Date): string {
  return monthFormat().format(date);
}

/** 'Tuesday, November 24'. */
export function weekdayMonthDay(date: Date): string {
  return weekdayMonthDayFormat().format(date);
}

/** 'March 3, 2026'. */
export function monthDayYear(date: Date): string {
  return monthDayYearFormat().format(date);
}

/** 'June 2024'. */
export function monthYear(date: Date): string {
  return monthYearFormat().format(date);
}

/** A day's tile: 'Tue', '24', 'Nov'. */
export function shortDayParts(date: Date): { weekday: string; day: string; month: string } {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of shortPartsFormat().formatToParts(date)) parts[part.type] = part.value;
  return { weekday: parts.weekday ?? "", day: parts.day ?? "", month: parts.month ?? "" };
}
