/**
 * A result card's provider: the fields the card, its save heart, its compare checkbox and its
 * inquiry form read, and no more. A search result has all of them, so every card takes one as
 * it is; a page that hands its cards to the browser (the geo pages' island props, the search
 * page's seeded results in ../page-results.ts) sends `cardProvider(result)`, which leaves out
 * what the browser would never read (coordinates, licences, amenity names, the description past
 * the card's cut), about a third of the props.
 */
import type { SearchResultProvider } from "../../../domain/search/search-contract.ts";
import { AMENITY_BADGES, cardDescriptionSource } from "./card-text.ts";

export type CardProvider = Pick<
  SearchResultProvider,
  | "id"
  | "name"
  | "slug"
  | "url"
  | "images"
  | "averageRating"
  | "reviewCount"
  | "awards"
  | "promotions"
  | "phoneNumber"
  | "tags"
  | "description"
  | "price"
  | "priceHidden"
  | "distance"
  | "medicare"
> & {
  address: Pick<SearchResultProvider["address"], "formattedAddress" | "city" | "state">;
  /** Only the amenities a badge names are read. */
  amenities: readonly { amenityId: number }[];
  /** The care types offered, for the inquiry's care type. */
  services: readonly { category: { id: string } }[];
};

/** The card's fields of a search result, its amenities those a badge names, its description as long as the card reads it. */
export function cardProvider(result: SearchResultProvider): CardProvider {
  const { formattedAddress, city, state } = result.address;
  return {
    id: result.id,
    name: result.name,
    slug: result.slug,
    url: result.url,
    address: { formattedAddress, city, state },
    images: result.images,
    averageRating: result.averageRating,
    reviewCount: result.reviewCount,
    awards: result.awards,
    promotions: result.promotions,
    amenities: result.amenities
      .filter((amenity) => AMENITY_BADGES.some((badge) => badge.amenityId === amenity.amenityId))
      .map(({ amenityId }) => ({ amenityId })),
    phoneNumber: result.phoneNumber,
    tags: result.tags,
    description: cardDescriptionSource(result.description),
    services: result.services.map((service) => ({ category: { id: service.category.id } })),
    price: result.price,
    priceHidden: result.priceHidden,
    distance: result.distance,
    medicare: result.medicare,
  };
}
