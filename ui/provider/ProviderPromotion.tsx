/**
 * The promotion banner's place on the provider page: the first promotion active now, if any
 * (domain/providers/promotion.ts), as an island hydrated once the page has loaded and is idle.
 */
import type { PromotionLike } from "../../domain/promotions.ts";
import { promotionBanner } from "../../domain/providers/promotion.ts";
import { Island } from "../app/Island.tsx";

export function ProviderPromotion({ promotions, providerName }: { promotions: PromotionLike[]; providerName: string }) {
  // The record is cached for a day; whether a promotion runs is decided at each render.
  const banner = promotionBanner(promotions, new Date());
  if (!banner) return null;
  return <Island name="PromotionBanner" props={{ banner, providerName }} hydrate="idle" />;
}
