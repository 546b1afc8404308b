/**
 * One community as the compare tray and modal show it (spec search-and-compare §2.2): shaped
 * from a result card when it was picked on the page, or from a provider record (POST
 * /v1/location/by-ids) when the selection came from a link and the community is not among the
 * results shown. Both shapes price and blur the same way as the result cards.
 */

import { careTypeById } from "../../domain/care-types.ts";
import { placeholderImageFor } from "../../domain/placeholder-image.ts";
import type { LocationRecord } from "../../domain/providers/location-record.ts";
import type { CardProvider } from "../search/cards/card-provider.ts";
import { AMENITY_BADGES } from "../search/cards/card-text.ts";

export interface CompareItem {
  id: number;
  name: string;
  url: string;
  image: string;
  address: string;
  /** Starting monthly price in cents; null when there is none or it is hidden. */
  price: number | null;
  /** True when there is a price the visitor sees only after asking (blurred). */
  priceHidden: boolean;
  averageRating: number;
  reviewCount: number;
  /** Care type labels, each once. */
  careTypes: string[];
  /** The card badges' amenities the community has (Wi-Fi, Pet Friendly, ...). */
  amenities: string[];
  /** Miles from the searched place, one decimal; null when the search has no place. */
  distance: number | null;
}

/** Where the search is centred, for the distance of a community that came from a record. */
interface CompareOrigin {
  latitude: number;
  longitude: number;
}

/** Mean Earth radius in miles, for the great-circle distance. */
const EARTH_RADIUS_MILES = 3958.8;

function milesBetween(from: CompareOrigin, to: CompareOrigin): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

function keyAmenities(amenities: readonly { amenityId: number }[]): string[] {
  return AMENITY_BADGES.filter((badge) => amenities.some((amenity) => amenity.amenityId === badge.amenityId)).map(
    (badge) => badge.label,
  );
}

function unique(labels: readonly (string | undefined)[]): string[] {
  return [...new Set(labels.filter((label): label is string => Boolean(label)))];
}

/** A result card as the compare views show it; its price is already shown or hidden by the server. */
export function compareItemFromResult(provider: CardProvider): CompareItem {
  return {
    id: provider.id,
    name: provider.name,
    url: provider.url,
    image: provider.images[0] ?? placeholderImageFor(provider.name),
    address: provider.address.formattedAddress,
    price: provider.price,
    priceHidden: provider.priceHidden,
    averageRating: provider.averageRating,
    reviewCount: provider.reviewCount,
    careTypes: unique(provider.services.map((service) => careTypeById(service.category.id)?.label)),
    amenities: keyAmenities(provider.amenities),
    distance: provider.distance,
  };
}

/**
 * A provider record as the compare views show it, priced like a result card: the searched care
 * type's starting price, else the lowest. The server left the figures out of the record while
 * the visitor may not see them, and says where there was one.
 */
export function compareItemFromRecord(
  record: LocationRecord,
  context: { careTypeId: string; origin: CompareOrigin | null },
): CompareItem {
  const searched = record.services.find((service) => service.careType.id === context.careTypeId);
  const price = searched ? searched.costs.startingPriceCents : (record.minimumCost?.costCents ?? null);
  return {
    id: record.id,
    name: record.name,
    url: record.url,
    image: record.photos[0]?.url ?? placeholderImageFor(record.name),
    address: record.address.formattedAddress,
    price,
    priceHidden: price === null && (searched ? searched.priceHidden : record.priceHidden),
    averageRating: record.averageRating,
    reviewCount: record.reviewCount,
    careTypes: unique(record.services.map((service) => service.careType.label)),
    amenities: keyAmenities(record.amenities),
    distance: context.origin ? Math.round(milesBetween(context.origin, record.address) * 10) / 10 : null,
  };
}
