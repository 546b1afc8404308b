/**
 * The time zone of each state the directory covers (./us-states.ts), and the clock there at an
 * instant, read through `Intl.DateTimeFormat` with the zone (so daylight saving time is the
 * platform's time-zone data, not rules written here).
 */

/** The IANA zones the states keep. */
const ZONES = [
  "America/New_York",
  "America/Chicago",
  "America/Denver",
  "America/Phoenix",
  "America/Los_Angeles",
  "America/Anchorage",
  "Pacific/Honolulu",
  "America/Puerto_Rico",
  "Pacific/Guam",
] as const;

/** An IANA time zone one of the states keeps. */
export type UsTimeZone = (typeof ZONES)[number];

/**
 * The zone of each state. A state that spans two zones takes the one most of its people live
 * in, so a few places are an hour off: Florida, Indiana, Kentucky and Michigan are Eastern (the
 * Florida panhandle west of the Apalachicola, a few Indiana counties near Chicago and Evansville,
 * western Kentucky and four counties of Michigan's Upper Peninsula keep Central); Kansas,
 * Nebraska, North Dakota, South Dakota and Texas are Central (their western edges and El Paso
 * keep Mountain), and so is Tennessee (Knoxville and Chattanooga keep Eastern); Idaho is Mountain
 * (its northern panhandle keeps Pacific); Nevada and Oregon are Pacific (West Wendover and most
 * of Malheur County keep Mountain); Alaska is Alaska's (the western Aleutians keep Hawaii's).
 * Arizona keeps no daylight saving time, which the Navajo Nation does.
 */
const STATE_TIME_ZONES: Readonly<Record<string, UsTimeZone>> = {
  AL: "America/Chicago",
  AK: "America/Anchorage",
  AZ: "America/Phoenix",
  AR: "America/Chicago",
  CA: "America/Los_Angeles",
  CO: "America/Denver",
  CT: "America/New_York",
  DE: "America/New_York",
  DC: "America/New_York",
  FL: "America/New_York",
  GA: "America/New_York",
  HI: "Pacific/Honolulu",
  ID: "America/Denver",
  IL: "America/Chicago",
  IN: "America/New_York",
  IA: "America/Chicago",
  KS: "America/Chicago",
  KY: "America/New_York",
  LA: "America/Chicago",
  ME: "America/New_York",
  MD: "America/New_York",
  MA: "America/New_York",
  MI: "America/New_York",
  MN: "America/Chicago",
  MS: "America/Chicago",
  MO: "America/Chicago",
  MT: "America/Denver",
  NE: "America/Chicago",
  NV: "America/Los_Angeles",
  NH: "America/New_York",
  NJ: "America/New_York",
  NM: "America/Denver",
  NY: "America/New_York",
  NC: "America/New_York",
  ND: "America/Chicago",
  OH: "America/New_York",
  OK: "America/Chicago",
  OR: "America/Los_Angeles",
  PA: "America/New_York",
  RI: "America/New_York",
  SC: "America/New_York",
  SD: "America/Chicago",
  TN: "America/Chicago",
  TX: "America/Chicago",
  UT: "America/Denver",
  VT: "America/New_York",
  VA: "America/New_York",
  WA: "America/Los_Angeles",
  WV: "America/New_York",
  WI: "America/Chicago",
  WY: "America/Denver",
  PR: "America/Puerto_Rico",
  GU: "Pacific/Guam",
};

/** The zone a state keeps, by its two-letter code in any case; undefined for a code the directory does not cover. */
export function stateTimeZone(code: string): UsTimeZone | undefined {
  return STATE_TIME_ZONES[code.trim().toUpperCase()];
}

/** The clock on a wall in one zone at one instant. */
export interface LocalClock {
  /** The calendar day there, YYYY-MM-DD. */
  date: string;
  /** 0 for Sunday to 6 for Saturday. */
  weekday: number;
  /** Minutes since midnight there. */
  minutes: number;
}

/** One formatter per zone, made when a clock there is first read. */
const clockFormats: Partial<Record<UsTimeZone, Intl.DateTimeFormat>> = {};

function clockFormat(zone: UsTimeZone): Intl.DateTimeFormat {
  clockFormats[zone] ??= new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  return clockFormats[zone];
}

/** The clock in `zone` at `now`. */
export function localClock(now: Date, zone: UsTimeZone): LocalClock {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of clockFormat(zone).formatToParts(now)) parts[part.type] = part.value;
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return {
    date,
    // The weekday of the local calendar day, which a UTC date of the same digits shares.
    weekday: new Date(`${date}T00:00:00Z`).getUTCDay(),
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}
