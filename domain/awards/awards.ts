/**
 * The awards a provider page shows as badges, and where they lead (spec reviews-and-provider-page
 * §2, §4, §9): Caring Stars with the years won, and the Home Care Pulse badges of 2025. Each
 * shows only when the provider has it.
 */

import type { RollUpType } from "../care-types.ts";

/** spec: reviews-and-provider-page §2, the top-rated (Caring Stars) badge links here. */
export const CARING_STARS_PATH = "/bestseniorliving/";
/** spec: reviews-and-provider-page §2, Home Care Pulse badge links go here. */
export const HOME_CARE_PULSE_PATH = "/bestseniorliving/home-care-pulse-awards/";

export const CARING_STARS_NAME = "Caring Stars";

export const HOME_CARE_PULSE_NAME = "Home Care Pulse";

/**
 * spec: lead-capture-and-chrome §2 (Awards: /bestseniorliving/ with subpages
 * caring-stars-senior-living and caring-stars-senior-care), the Caring Stars winners by the
 * roll-up type of their main care type. Their words are the catalogue's (`t.awards.rollUps`).
 */
export const CARING_STARS_ROLL_UP_PAGES = [
  {
    rollUpType: "senior-living",
    path: "/bestseniorliving/caring-stars-senior-living/",
  },
  {
    rollUpType: "senior-care",
    path: "/bestseniorliving/caring-stars-senior-care/",
  },
] as const satisfies readonly {
  rollUpType: RollUpType;
  path: string;
}[];

/** spec: reviews-and-provider-page §9, only the 2025 Home Care Pulse badges count. */
export const HOME_CARE_PULSE_YEAR = 2025;

/** spec: reviews-and-provider-page §9, the Home Care Pulse badges, in this order. */
export const HOME_CARE_PULSE_BADGES = [
  "Provider of Choice",
  "Employer of Choice",
  "Leader in Experience",
  "Home Care Pulse Certified",
] as const;

/** spec: reviews-and-provider-page §9, badge years shown before '+N more', and at most once expanded. */
export const BADGE_YEARS_SHOWN = 3;
export const BADGE_YEARS_MAX = 10;

/** A badge's years: the newest 3 shown, then up to 7 more behind '+N more'. */
export function badgeYears(years: readonly number[]): { shown: number[]; more: number[] } {
  const newestFirst = [...new Set(years)].sort((a, b) => b - a).slice(0, BADGE_YEARS_MAX);
  return { shown: newestFirst.slice(0, BADGE_YEARS_SHOWN), more: newestFirst.slice(BADGE_YEARS_SHOWN) };
}

/** The provider's Home Care Pulse badges that count (2025 only), in the spec's order. */
export function countedHomeCarePulseBadges(badges: readonly { name: string; year: number }[]): string[] {
  const names = new Set(badges.filter((badge) => badge.year === HOME_CARE_PULSE_YEAR).map((badge) => badge.name));
  return HOME_CARE_PULSE_BADGES.filter((name) => names.has(name));
}

/**
 * Who may be considered for Caring Stars (docs/reviews.md): a provider whose approved reviews
 * of the last 365 days number at least 5 and average 4.5 or better. It is recomputed with the
 * provider's other aggregates (`caring_stars_eligible`); the award itself, with its years, is
 * given separately (the `awards` rows) and never follows from it alone.
 */
export const CARING_STARS_ELIGIBILITY = { minReviews: 5, minAverage: 4.5, withinDays: 365 } as const;

/** Whether ratings (1 to 5) of the approved reviews of the last 365 days make a provider eligible. */
export function caringStarsEligible(recentRatings: readonly number[]): boolean {
  if (recentRatings.length < CARING_STARS_ELIGIBILITY.minReviews) return false;
  const average = recentRatings.reduce((sum, rating) => sum + rating, 0) / recentRatings.length;
  return average >= CARING_STARS_ELIGIBILITY.minAverage;
}
