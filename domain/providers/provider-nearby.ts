/**
 * What a provider page shows of its surroundings (reviews-and-provider-page §2, lead-capture-
 * and-chrome §3 'Nearby data', §9): the comparison carousel's providers of the same care type,
 * the next nearby providers of any type, the nearby cities and the other care types offered in
 * the provider's city. No price is part of it: it reads the same for every visitor, so one copy
 * per provider and brand can be cached (kv-schemas/nearby.ts).
 */
import { z } from "zod";
import type { ProviderRecord } from "./provider-record.ts";

/** spec: reviews-and-provider-page §9 and search-and-compare §9, nearby radius 25 miles. */
export const NEARBY_RADIUS_MILES = 25;
/** spec: reviews-and-provider-page §9, related sizes 3, 9, 400: nine providers beside the current one. */
export const COMPARISON_OTHERS = 9;
/** spec: lead-capture-and-chrome §9, nearby items displayed default to 8. */
export const NEARBY_SHOWN = 8;

export const nearbyProviderCardSchema = z.strictObject({
  id: z.number().int().positive(),
  name: z.string(),
  /** The provider page's path. */
  url: z.string(),
  /** The first photo, or null for the placeholder. */
  photoUrl: z.string().nullable(),
  averageRating: z.number().min(0).max(5),
  reviewCount: z.number().int().min(0),
  /** Labels of the care types it offers, the primary one first. */
  careTypes: z.array(z.string()),
  city: z.string(),
  stateCode: z.string(),
});
export type NearbyProviderCard = z.infer<typeof nearbyProviderCardSchema>;

export const nearbyCitySchema = z.strictObject({
  name: z.string(),
  stateCode: z.string(),
  /** Providers of the page's care type listed there. */
  providerCount: z.number().int().positive(),
});
export type NearbyCity = z.infer<typeof nearbyCitySchema>;

export const cityCareTypeSchema = z.strictObject({
  slug: z.string(),
  label: z.string(),
  /** Other providers in the city offering it. */
  providerCount: z.number().int().positive(),
});
export type CityCareType = z.infer<typeof cityCareTypeSchema>;

export const providerNearbySchema = z.strictObject({
  /** Providers of the same primary care type within the radius, best bayesian average first. */
  comparison: z.array(nearbyProviderCardSchema).max(COMPARISON_OTHERS),
  /** The next ones of any care type, best bayesian average first, none of them in `comparison`. */
  nearbyProviders: z.array(nearbyProviderCardSchema).max(NEARBY_SHOWN),
  /** Other cities of the state, nearest first, with providers of the page's care type. */
  nearbyCities: z.array(nearbyCitySchema).max(NEARBY_SHOWN),
  /** Care types other than the page's that other providers of the city offer, most offered first. */
  cityCareTypes: z.array(cityCareTypeSchema),
});
export type ProviderNearby = z.infer<typeof providerNearbySchema>;

/** What a card is made from: a provider's record, with or without its prices. */
export type CardSource = Pick<ProviderRecord, "id" | "name" | "url" | "photos" | "averageRating" | "reviewCount"> & {
  primaryCareType: { label: string };
  services: readonly { careType: { label: string } }[];
  city: { name: string };
  state: { code: string };
};

/** A provider's card in the carousel or the nearby list: no price, so it reads the same for everyone. */
export function nearbyProviderCard(record: CardSource): NearbyProviderCard {
  const primary = record.primaryCareType.label;
  const labels = record.services.map((service) => service.careType.label);
  return {
    id: record.id,
    name: record.name,
    url: record.url,
    photoUrl: record.photos[0]?.url ?? null,
    averageRating: record.averageRating,
    reviewCount: record.reviewCount,
    careTypes: [primary, ...labels.filter((label) => label !== primary)],
    city: record.city.name,
    stateCode: record.state.code,
  };
}
