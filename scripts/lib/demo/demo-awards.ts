/**
 * Awards of demo providers. Caring Stars are earned, never drawn: the award for year Y needs at
 * least ten approved reviews dated before January 1 of Y, averaging 4.5 or better. Home Care
 * Pulse badges go to some well-rated in-home care agencies, for 2025 only.
 */
import { HOME_CARE_PULSE_BADGES } from "../../../domain/awards/awards.ts";
import type { Random } from "./random.ts";
import type { ReviewRow } from "./rows.ts";

const CARING_STARS_MIN_REVIEWS = 10;
const CARING_STARS_MIN_AVERAGE = 4.5;

type RatedReview = Pick<ReviewRow, "status" | "createdAt" | "ratingOverall">;

/** The years from anchorYear - 2 to anchorYear in which these reviews earn Caring Stars. */
export function caringStarsYears(reviews: readonly RatedReview[], anchorYear: number): number[] {
  const years: number[] = [];
  for (let year = anchorYear - 2; year <= anchorYear; year++) {
    const cutoff = `${year}-01-01`;
    const counted = reviews.filter((review) => review.status === "approved" && review.createdAt < cutoff);
    if (counted.length < CARING_STARS_MIN_REVIEWS) continue;
    const average = counted.reduce((sum, review) => sum + review.ratingOverall, 0) / counted.length;
    if (average >= CARING_STARS_MIN_AVERAGE) years.push(year);
  }
  return years;
}

/** The Home Care Pulse badges of an in-home care agency with these reviews (often none). */
export function homeCarePulseBadges(reviews: readonly RatedReview[], random: Random): string[] {
  const approved = reviews.filter((review) => review.status === "approved");
  if (approved.length < 5) return [];
  const average = approved.reduce((sum, review) => sum + review.ratingOverall, 0) / approved.length;
  if (average < 4.3 || !random.chance(0.45)) return [];
  return random.sample(HOME_CARE_PULSE_BADGES, random.int(1, 3));
}
