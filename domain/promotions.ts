/**
 * Promotion rules (spec reviews-and-provider-page §4, search-and-compare §9): a promotion is
 * active when now lies between its start and end (either may be missing), it has text and it
 * is not for family advisors only; the first active one is used; time left shows in days,
 * rounded up.
 */

export interface PromotionLike {
  startsAt: string | null;
  endsAt: string | null;
  externalPromotionText: string;
  visibleOnlyToFa?: boolean;
}

function isPromotionActive(promotion: PromotionLike, now: Date): boolean {
  if (!promotion.externalPromotionText.trim() || promotion.visibleOnlyToFa) return false;
  const time = now.getTime();
  if (promotion.startsAt && Date.parse(promotion.startsAt) > time) return false;
  if (promotion.endsAt && Date.parse(promotion.endsAt) < time) return false;
  return true;
}

/** The promotion to show: the first active one, if any. */
export function activePromotion<P extends PromotionLike>(promotions: readonly P[], now: Date): P | undefined {
  return promotions.find((promotion) => isPromotionActive(promotion, now));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left until the end, rounded up; null when the promotion has no end. */
export function promotionDaysLeft(promotion: PromotionLike, now: Date): number | null {
  if (!promotion.endsAt) return null;
  return Math.max(0, Math.ceil((Date.parse(promotion.endsAt) - now.getTime()) / DAY_MS));
}
