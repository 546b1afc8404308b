/**
 * The rules of the provider page's tour scheduler (spec reviews-and-provider-page §4, §9): a
 * strip of days starting today that shows 3 days on narrow screens and 7 on wide ones and moves
 * by as many, Morning or Afternoon, and a request that can be made only once both are picked.
 * Days are calendar days (YYYY-MM-DD) counted from the page's today, so the server and the
 * browser draw the same strip whatever their clocks' time zones.
 */
import { shortDayParts, weekdayMonthDay } from "../../domain/calendar-text.ts";
import type { TourPartOfDay } from "../../domain/inquiry/tour-times.ts";

/** spec: reviews-and-provider-page §9, tour window 3 days (narrow) or 7 days (wide). */
export const NARROW_WINDOW_DAYS = 3;
export const WIDE_WINDOW_DAYS = 7;

/** spec: lead-capture-and-chrome §9 layout sizes, breakpoint md: a screen is wide from 768px. */
export const WIDE_FROM_PX = 768;

/**
 * How far ahead a family can pick, in days from today. The spec sets no limit; this page offers
 * three weeks, a whole number of both windows, so the last window of either width is full.
 */
export const TOUR_HORIZON_DAYS = 21;

export interface TourDay {
  /** YYYY-MM-DD, the day as sent. */
  date: string;
  /** 'Tue', '24', 'Nov': what the strip shows on the day's tile. */
  weekday: string;
  day: string;
  month: string;
  /** 'Tuesday, November 24': the day's name for assistive technology. */
  label: string;
}

const DAY_MS = 86_400_000;

/** How many days the strip shows (and moves by) on a wide or a narrow screen. */
export function windowDays(wide: boolean): number {
  return wide ? WIDE_WINDOW_DAYS : NARROW_WINDOW_DAYS;
}

/**
 * The days of the window starting `start` days after `today`, cut at the horizon, named in
 * `locale` (US English unless given); none for a malformed today.
 */
export function windowOf(today: string, start: number, size: number, locale = "en-US"): TourDay[] {
  const first = Date.parse(`${today}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || Number.isNaN(first)) return [];
  const count = Math.max(0, Math.min(size, TOUR_HORIZON_DAYS - start));
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(first + (start + index) * DAY_MS);
    return {
      date: date.toISOString().slice(0, 10),
      ...shortDayParts(date, locale),
      label: weekdayMonthDay(date, locale),
    };
  });
}

/** spec: reviews-and-provider-page §4, the previous arrow is hidden when the window starts today. */
export function showsPrevious(start: number): boolean {
  return start > 0;
}

/** The next arrow shows while days lie beyond the window, up to the horizon. */
export function showsNext(start: number, size: number): boolean {
  return start + size < TOUR_HORIZON_DAYS;
}

/** Where the window starts after the previous arrow: one window earlier, never before today. */
export function previousStart(start: number, size: number): number {
  return Math.max(0, start - size);
}

/** Where the window starts after the next arrow: one window later, never past the horizon's last day. */
export function nextStart(start: number, size: number): number {
  return Math.min(start + size, TOUR_HORIZON_DAYS - 1);
}

/** spec: reviews-and-provider-page §4, the request button is disabled until a day and a time of day are picked. */
export function canRequestTour(day: string | null, part: TourPartOfDay | null): boolean {
  return day !== null && part !== null;
}

/** What the form sends as tourTime, in the form's own format: '2026-11-24 Afternoon'. */
export function tourTimeValue(day: string, part: TourPartOfDay): string {
  return `${day} ${part}`;
}
