/**
 * The tour times a family can ask for (spec reviews-and-provider-page §4, §9): each day of a
 * seven-day window from today, Morning or Afternoon. Dates are calendar days (YYYY-MM-DD),
 * so the server and the browser list the same choices whatever their clocks' time zones. A time
 * picked further ahead in the provider page's tour scheduler joins the list (tourTimeChoices).
 */

import { weekdayMonthDay } from "../calendar-text.ts";

/** spec: reviews-and-provider-page §9, tour window 7 days (wide); Morning or Afternoon. */
const TOUR_WINDOW_DAYS = 7;
export const TOUR_PARTS_OF_DAY = ["Morning", "Afternoon"] as const;

export type TourPartOfDay = (typeof TOUR_PARTS_OF_DAY)[number];

interface TourTimeOption {
  /** What is sent as tourTime: '2026-11-03 Morning'. */
  value: string;
  /** What the family reads: 'Tuesday, November 3, Morning'. */
  label: string;
}

/** The calendar date in a time zone as YYYY-MM-DD. */
export function calendarDate(now: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    calendarFormat(timeZone)
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** One formatter per time zone: building one is the dear part, and a page asks once per card. */
const calendarFormats = new Map<string, Intl.DateTimeFormat>();

function calendarFormat(timeZone: string): Intl.DateTimeFormat {
  let format = calendarFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    calendarFormats.set(timeZone, format);
  }
  return format;
}

/** Every part of every day of the window starting on `today` (YYYY-MM-DD); none for a malformed date. */
export function tourTimeOptions(today: string, days: number = TOUR_WINDOW_DAYS): TourTimeOption[] {
  const start = Date.parse(`${today}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || Number.isNaN(start)) return [];
  return Array.from({ length: days }, (_, offset) => new Date(start + offset * 86_400_000)).flatMap((day) =>
    TOUR_PARTS_OF_DAY.map((part) => ({
      value: `${day.toISOString().slice(0, 10)} ${part}`,
      label: `${weekdayMonthDay(day)}, ${part}`,
    })),
  );
}

/** The day (at midnight UTC) and the part of the day of a tour time, or null when the value is not one. */
function parseTourTime(value: string): { day: Date; part: TourPartOfDay } | null {
  const match = /^(\d{4}-\d{2}-\d{2}) (Morning|Afternoon)$/.exec(value);
  const day = match ? new Date(`${match[1]}T00:00:00Z`) : null;
  if (!match || !day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== match[1]) return null;
  return { day, part: match[2] as TourPartOfDay };
}

/** The option for one tour time ('2026-11-03 Morning'), or null when the value is not one. */
export function tourTimeOption(value: string): TourTimeOption | null {
  const time = parseTourTime(value);
  return time ? { value, label: `${weekdayMonthDay(time.day)}, ${time.part}` } : null;
}

/** A tour time as a sentence says it: 'Tuesday, November 3, in the morning'; null when the value is not one. */
export function tourTimeWords(value: string): string | null {
  const time = parseTourTime(value);
  return time ? `${weekdayMonthDay(time.day)}, in the ${time.part.toLowerCase()}` : null;
}

/**
 * The form's choices: the week from today, and the time already chosen when it lies further
 * ahead (the provider page's tour scheduler reaches beyond the week), so the form shows and
 * sends what the family picked there.
 */
export function tourTimeChoices(today: string, chosen: string): TourTimeOption[] {
  const options = tourTimeOptions(today);
  const extra = chosen && !options.some((option) => option.value === chosen) ? tourTimeOption(chosen) : null;
  return extra ? [...options, extra] : options;
}
