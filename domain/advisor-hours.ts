/**
 * When the family-advisor line answers (spec search-and-compare §9, lead-capture-and-chrome §9):
 * America/Los_Angeles, weekdays 05:00 to 21:00, weekends 07:00 to 21:00.
 */

import { localClock, type UsTimeZone } from "./geo/us-time-zones.ts";
import type { Messages } from "./i18n/messages.ts";

type HoursWords = Messages["inquiry"]["advisorHours"];

export const ADVISOR_TIME_ZONE: UsTimeZone = "America/Los_Angeles";
const ADVISOR_HOURS = {
  weekdays: { from: "05:00", to: "21:00" },
  weekends: { from: "07:00", to: "21:00" },
} as const;

function minutes(time: string): number {
  const [hours = 0, mins = 0] = time.split(":").map(Number);
  return hours * 60 + mins;
}

/** True while an advisor can call back: inside the day's hours in Los Angeles. */
export function isWithinAdvisorHours(now: Date): boolean {
  const clock = localClock(now, ADVISOR_TIME_ZONE);
  const weekend = clock.weekday === 0 || clock.weekday === 6;
  const hours = weekend ? ADVISOR_HOURS.weekends : ADVISOR_HOURS.weekdays;
  return clock.minutes >= minutes(hours.from) && clock.minutes < minutes(hours.to);
}

function twelveHour(time: string, words: HoursWords): string {
  const total = minutes(time);
  const hour = Math.floor(total / 60);
  const suffix = hour < 12 ? words.am : words.pm;
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(total % 60).padStart(2, "0")} ${suffix}`;
}

/** The hours in words, for families outside them, in the page's words (`t.inquiry.advisorHours`). */
export function advisorHoursText(words: HoursWords): readonly [string, string] {
  const { weekdays, weekends } = ADVISOR_HOURS;
  return [
    words.weekdays(twelveHour(weekdays.from, words), twelveHour(weekdays.to, words)),
    words.weekends(twelveHour(weekends.from, words), twelveHour(weekends.to, words)),
  ];
}
