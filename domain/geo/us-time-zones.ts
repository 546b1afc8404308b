/**
 * The time zone of each state the directory covers (./us-states.ts), and the clock there at an
 * instant. The clock is worked out from UTC by the US rules of daylight saving time (since 2007:
 * from 2 a.m. on March's second Sunday to 2 a.m. on November's first Sunday, local time) rather
 * than asked of `Intl.DateTimeFormat` with the zone: the tour times and the advisor hours are
 * read in the browser while it hydrates, and a page's first `Intl` formatter starts the
 * internationalisation library, a long task on a phone. tests/unit/intl-free-texts.test.ts holds
 * it to `Intl` in every zone across the years.
 */

/** Each zone's offset from UTC in standard time, in hours, and whether it keeps daylight saving time. */
const ZONES = {
  "America/New_York": { standardOffset: -5, daylightSaving: true },
  "America/Chicago": { standardOffset: -6, daylightSaving: true },
  "America/Denver": { standardOffset: -7, daylightSaving: true },
  "America/Phoenix": { standardOffset: -7, daylightSaving: false },
  "America/Los_Angeles": { standardOffset: -8, daylightSaving: true },
  "America/Anchorage": { standardOffset: -9, daylightSaving: true },
  "Pacific/Honolulu": { standardOffset: -10, daylightSaving: false },
  "America/Puerto_Rico": { standardOffset: -4, daylightSaving: false },
  "Pacific/Guam": { standardOffset: 10, daylightSaving: false },
} as const;

/** An IANA time zone one of the states keeps. */
export type UsTimeZone = keyof typeof ZONES;

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

const HOUR_MS = 3_600_000;

/** The day of the month of a month's `nth` Sunday (1 for the first). */
function nthSunday(year: number, month: number, nth: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + 7 * (nth - 1);
}

/** The clock in `zone` at `now`. */
export function localClock(now: Date, zone: UsTimeZone): LocalClock {
  const { standardOffset, daylightSaving } = ZONES[zone];
  const time = now.getTime();
  let offset: number = standardOffset;
  if (daylightSaving) {
    const year = now.getUTCFullYear();
    // Daylight time starts at 2 a.m. standard time and ends at 2 a.m. daylight time (1 a.m. standard).
    const from = Date.UTC(year, 2, nthSunday(year, 2, 2), 2 - standardOffset);
    const to = Date.UTC(year, 10, nthSunday(year, 10, 1), 1 - standardOffset);
    if (time >= from && time < to) offset += 1;
  }
  const local = new Date(time + offset * HOUR_MS);
  return {
    date: local.toISOString().slice(0, 10),
    weekday: local.getUTCDay(),
    minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
  };
}
