/**
 * The badges on a result card: the promotion badge (spec search-and-compare §9: label
 * 'PROMOTION!', time left in days rounded up) and the award badges (reviews-and-provider-page
 * §9: Caring Stars with years, 3 shown or 10 when expanded with '+N more'; Home Care Pulse
 * badges, of which only the year 2025 counts).
 */

/**
 * spec: search-and-compare §9, reviews-and-provider-page §9. The cards say it in the page's
 * words (`t.search.promotion`); the provider page's banner still reads these two.
 */
export const PROMOTION_LABEL = "PROMOTION!";

/** The award name the search API gives Caring Stars; every other award is a Home Care Pulse badge. */
export const CARING_STARS = "Caring Stars";

/** spec: reviews-and-provider-page §9, badge years capped at 3 shown, or 10 when expanded. */
const AWARD_YEARS_SHOWN = 3;
const AWARD_YEARS_EXPANDED = 10;

const HOME_CARE_PULSE = "Home Care Pulse";

/** spec: reviews-and-provider-page §9, only the year 2025 counts for Home Care Pulse. */
const HOME_CARE_PULSE_YEAR = 2025;

export interface CardAward {
  name: string;
  year: number;
}

/** 'Ends today', '1 day left', '12 days left'. */
export function daysLeftText(days: number): string {
  if (days <= 0) return "Ends today";
  return `${days} ${days === 1 ? "day" : "days"} left`;
}

/** The Caring Stars years, newest first, each once. */
export function caringStarsYears(awards: readonly CardAward[]): number[] {
  const years = awards.filter((award) => award.name === CARING_STARS).map((award) => award.year);
  return [...new Set(years)].sort((a, b) => b - a);
}

/** The years shown (3, or up to 10 expanded) and how many more expanding adds: the N of '+N more'. */
export function shownAwardYears(years: readonly number[], expanded: boolean): { shown: number[]; more: number } {
  const expandable = Math.min(years.length, AWARD_YEARS_EXPANDED);
  return {
    shown: years.slice(0, expanded ? expandable : AWARD_YEARS_SHOWN),
    more: Math.max(0, expandable - AWARD_YEARS_SHOWN),
  };
}

/**
 * The Home Care Pulse badges that count, each once, named so the program shows:
 * 'Home Care Pulse Provider of Choice', and 'Home Care Pulse Certified' as it is.
 */
export function homeCarePulseBadges(awards: readonly CardAward[]): string[] {
  const names = awards
    .filter((award) => award.name !== CARING_STARS && award.year === HOME_CARE_PULSE_YEAR)
    .map((award) => (award.name.startsWith(HOME_CARE_PULSE) ? award.name : `${HOME_CARE_PULSE} ${award.name}`));
  return [...new Set(names)];
}
