/**
 * The provider page's promotion banner (spec reviews-and-provider-page §4, §9): the first
 * active promotion (domain/promotions.ts: now within its start and end, either of which may be
 * missing, with text, not for family advisors only), its days left when it has an end, and its
 * text cut at 75 characters below 768 px and at 125 from there up.
 */
import { activePromotion, type PromotionLike, promotionDaysLeft } from "../promotions.ts";
import { type CutText, cutAtWord } from "./cut-text.ts";

/** spec: reviews-and-provider-page §9, promotion text cut at 75 chars mobile, 125 desktop. */
export const PROMOTION_CUT_NARROW = 75;
export const PROMOTION_CUT_WIDE = 125;

export interface PromotionBanner {
  /** The whole text, for the 'Read More' modal and readers without script. */
  text: string;
  /** The text as the banner shows it below 768 px. */
  narrow: CutText;
  /** The text as the banner shows it from 768 px up. */
  wide: CutText;
  startsAt: string | null;
  endsAt: string | null;
  /** Whole days left, rounded up; null without an end date. */
  daysLeft: number | null;
}

/** The banner of the first promotion active at `now`, or null when none is. */
export function promotionBanner(promotions: readonly PromotionLike[], now: Date): PromotionBanner | null {
  const promotion = activePromotion(promotions, now);
  if (!promotion) return null;
  const text = promotion.externalPromotionText.replace(/\s+/g, " ").trim();
  return {
    text,
    narrow: cutAtWord(text, PROMOTION_CUT_NARROW),
    wide: cutAtWord(text, PROMOTION_CUT_WIDE),
    startsAt: promotion.startsAt,
    endsAt: promotion.endsAt,
    daysLeft: promotionDaysLeft(promotion, now),
  };
}
