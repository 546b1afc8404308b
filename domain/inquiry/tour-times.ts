/**
 * The tour times a family can ask for (spec reviews-and-provider-page §4, §9): each day of a
 * seven-day window from today, Morning or Afternoon, never a time already past where the tour
 * takes place. Dates are calendar days (YYYY-MM-DD) on the provider's clock (its state's time
 * zone, domain/geo/us-time-zones.ts; the advisors' with no provider), so the server and the
 * browser list the same choices whatever their own clocks' zones. A part of the day is offered
 * until it ends: Morning until noon, Afternoon until 5 p.m.; once both have ended the days start
 * tomorrow. A time picked further ahead in the provider page's tour scheduler joins the list
 * (tourTimeChoices).
 */

import { weekdayMonthDay } from "../calendar-text.ts";
import { localClock, type UsTimeZone } from "../geo/us-time-zones.ts";
import type { Messages } from "../i18n/messages.ts";

/** The words a tour time is said in: the page's `t.inquiry` and its `Intl` locale. */
type TourWords = Pick<Messages["inquiry"], "tourParts" | "tourPartsInSentence">;

/** spec: reviews-and-provider-page §9, tour window 7 days (wide); Morning or Afternoon. */
const TOUR_WINDOW_DAYS = 7;
export const TOUR_PARTS_OF_DAY = ["Morning", "Afternoon"] as const;

export type TourPartOfDay = (typeof TOUR_PARTS_OF_DAY)[number];

/** When each part of the day ends, in minutes after midnight on the provider's clock. */
const TOUR_PART_ENDS: Readonly<Record<TourPartOfDay, number>> = { Morning: 12 * 60, Afternoon: 17 * 60 };

const DAY_MS = 86_400_000;

interface TourTimeOption {
  /** What is sent as tourTime: '2026-11-03 Morning'. */
  value: string;
  /** What the family reads: 'Tuesday, November 3, Morning'. */
  label: string;
}

/**
 * The tour times open at one instant where the tour takes place: plain values, so a page's
 * island is handed the ones the server saw and works out its own once live.
 */
export interface TourCalendar {
  timeZone: UsTimeZone;
  /** The first day with a time still open (YYYY-MM-DD): today there, or tomorrow once today's parts have ended. */
  firstDay: string;
  /** The parts of the first day not yet ended; every later day has them all. */
  firstDayParts: readonly TourPartOfDay[];
}

/** The calendar day `days` after `day` (both YYYY-MM-DD). */
function dayAfter(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The tour times open at `now` in `timeZone`. */
export function tourCalendar(now: Date, timeZone: UsTimeZone): TourCalendar {
  const clock = localClock(now, timeZone);
  const open = TOUR_PARTS_OF_DAY.filter((part) => clock.minutes < TOUR_PART_ENDS[part]);
  if (open.length > 0) return { timeZone, firstDay: clock.date, firstDayParts: open };
  return { timeZone, firstDay: dayAfter(clock.date, 1), firstDayParts: TOUR_PARTS_OF_DAY };
}

/** True when both say the same times are open: a calendar worked out again need not re-render anything. */
export function sameTourCalendar(a: TourCalendar, b: TourCalendar): boolean {
  return a.timeZone === b.timeZone && a.firstDay === b.firstDay && a.firstDayParts.join() === b.firstDayParts.join();
}

/** The parts of `day` (YYYY-MM-DD) still open: none before the first day, every part after it. */
export function tourPartsOn(calendar: TourCalendar, day: string): readonly TourPartOfDay[] {
  if (day < calendar.firstDay) return [];
  return day === calendar.firstDay ? calendar.firstDayParts : TOUR_PARTS_OF_DAY;
}

/** Every open part of every day of the window from the calendar's first day; none for a malformed day. */
export function tourTimeOptions(
  calendar: TourCalendar,
  days: number = TOUR_WINDOW_DAYS,
  words: TourWords,
  locale: string,
): TourTimeOption[] {
  const start = Date.parse(`${calendar.firstDay}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(calendar.firstDay) || Number.isNaN(start)) return [];
  return Array.from({ length: days }, (_, offset) => new Date(start + offset * DAY_MS)).flatMap((day) => {
    const date = day.toISOString().slice(0, 10);
    return tourPartsOn(calendar, date).map((part) => ({
      value: `${date} ${part}`,
      label: `${weekdayMonthDay(day, locale)}, ${words.tourParts[part]}`,
    }));
  });
}

/** The day (at midnight UTC) and the part of the day of a tour time, or null when the value is not one. */
function parseTourTime(value: string): { day: Date; part: TourPartOfDay } | null {
  const match = /^(\d{4}-\d{2}-\d{2}) (Morning|Afternoon)$/.exec(value);
  const day = match ? new Date(`${match[1]}T00:00:00Z`) : null;
  if (!match || !day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== match[1]) return null;
  return { day, part: match[2] as TourPartOfDay };
}

/** The option for one tour time ('2026-11-03 Morning'), or null when the value is not one. */
export function tourTimeOption(value: string, words: TourWords, locale: string): TourTimeOption | null {
  const time = parseTourTime(value);
  return time ? { value, label: `${weekdayMonthDay(time.day, locale)}, ${words.tourParts[time.part]}` } : null;
}

/** A tour time as a sentence says it: 'Tuesday, November 3, in the morning'; null when the value is not one. */
export function tourTimeWords(value: string, words: TourWords, locale: string): string | null {
  const time = parseTourTime(value);
  return time ? `${weekdayMonthDay(time.day, locale)}, ${words.tourPartsInSentence[time.part]}` : null;
}

/** True for a tour time that has not ended on the calendar. */
export function isOpenTourTime(calendar: TourCalendar, value: string): boolean {
  const time = parseTourTime(value);
  return time !== null && tourPartsOn(calendar, time.day.toISOString().slice(0, 10)).includes(time.part);
}

/**
 * The form's choices: the open times of the week, and the time already chosen when it lies
 * further ahead (the provider page's tour scheduler reaches beyond the week), so the form shows
 * and sends what the family picked there. A chosen time that has ended is not offered.
 */
export function tourTimeChoices(
  calendar: TourCalendar,
  chosen: string,
  words: TourWords,
  locale: string,
): TourTimeOption[] {
  const options = tourTimeOptions(calendar, TOUR_WINDOW_DAYS, words, locale);
  const further = chosen && isOpenTourTime(calendar, chosen) && !options.some((option) => option.value === chosen);
  const extra = further ? tourTimeOption(chosen, words, locale) : null;
  return extra ? [...options, extra] : options;
}
