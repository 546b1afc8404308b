/**
 * Calendar dates in words, read in UTC, in the page's locale (US English unless given):
 * 'Tuesday, November 24', 'March 3, 2026', 'June 2024', and the short parts of a day's tile
 * ('Tue', 'Nov', '24'), from `Intl.DateTimeFormat`. Each formatter is made when it is first
 * used, once per locale.
 */

type Format = Intl.DateTimeFormatOptions;

/** A locale `Intl` formats dates in: 'en-US', 'es-US'. */
type Locale = string;

/** A formatter for `options` in UTC, made on first use in each locale and kept. */
function lazyFormat(options: Format): (locale: Locale) => Intl.DateTimeFormat {
  const made = new Map<Locale, Intl.DateTimeFormat>();
  return (locale) => {
    let format = made.get(locale);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, { timeZone: "UTC", ...options });
      made.set(locale, format);
    }
    return format;
  };
}

const monthFormat = lazyFormat({ month: "long" });
const weekdayMonthDayFormat = lazyFormat({ weekday: "long", month: "long", day: "numeric" });
const monthDayYearFormat = lazyFormat({ month: "long", day: "numeric", year: "numeric" });
const monthYearFormat = lazyFormat({ month: "long", year: "numeric" });
const shortPartsFormat = lazyFormat({ weekday: "short", month: "short", day: "numeric" });

/** 'November': the month's full name. */
export function monthName(date: Date, locale: Locale = "en-US"): string {
  return monthFormat(locale).format(date);
}

/** 'Tuesday, November 24' ('martes, 24 de noviembre'). */
export function weekdayMonthDay(date: Date, locale: Locale = "en-US"): string {
  return weekdayMonthDayFormat(locale).format(date);
}

/** 'March 3, 2026'. */
export function monthDayYear(date: Date, locale: Locale = "en-US"): string {
  return monthDayYearFormat(locale).format(date);
}

/** 'June 2024'. */
export function monthYear(date: Date, locale: Locale = "en-US"): string {
  return monthYearFormat(locale).format(date);
}

/** A day's tile: 'Tue', '24', 'Nov'. */
export function shortDayParts(date: Date, locale: Locale = "en-US"): { weekday: string; day: string; month: string } {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of shortPartsFormat(locale).formatToParts(date)) parts[part.type] = part.value;
  return { weekday: parts.weekday ?? "", day: parts.day ?? "", month: parts.month ?? "" };
}
