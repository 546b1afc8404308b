/**
 * When the family-advisor line answers (spec search-and-compare §9, lead-capture-and-chrome §9):
 * America/Los_Angeles, weekdays 05:00 to 21:00, weekends 07:00 to 21:00.
 */

import { localClock, type UsTimeZone } from "./geo/us-time-zones.ts";

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
