/**
 * The compare page's table (docs/search.md, the compare page): the chosen providers as columns and, as rows,
 * what a family weighs: the starting price and the price of each room type, Medicare's overall
 * stars and their month, the families' reviews, the care types, the amenities of each category
 * and the distance from the searched place. Prices follow the site's one rule: while the
 * visitor may not see them, a cell says a figure exists and is never the figure itself; the
 * figures are read only from the record as the visitor may see it.
 */

import { AMENITY_CATEGORIES } from "../../domain/amenities.ts";
import { milesBetween } from "../../domain/geo/miles.ts";
import { placeholderImageFor } from "../../domain/placeholder-image.ts";
import { type MedicareStars, medicareStars } from "../../domain/providers/care-compare.ts";
import { locationRecord } from "../../domain/providers/location-record.ts";
import type { ProviderRecord } from "../../domain/providers/provider-record.ts";
import { careTypePrices, roomTypeLabel } from "../provider/costs.ts";

/** A price cell: the figure, a figure the visitor sees once they ask, or none given. */
export type PriceCell = { kind: "figure"; cents: number } | { kind: "blurred" } | { kind: "none" };

export interface ComparedProvider {
  id: number;
  name: string;
  url: string;
  image: string;
  address: string;
  startingPrice: PriceCell;
  /** By room type, for every room type of the table. */
  roomPrices: Readonly<Record<string, PriceCell>>;
  /** Null when Medicare rates no kind of care the provider gives. */
  medicare: MedicareStars | null;
  averageRating: number;
  reviewCount: number;
  /** The care types given, each once, with the directory's English label. */
  careTypes: { id: string; label: string }[];
  /** Amenity names by category name, for every category of the table. */
  amenities: Readonly<Record<string, string[]>>;
  /** Miles from the searched place, one decimal; null without a place. */
  distanceMiles: number | null;
}

export interface CompareTable {
  providers: ComparedProvider[];
  /** The room types any of the providers prices, in the order the columns first name them. */
  roomTypes: { roomType: string; label: string }[];
  /** The amenity categories any of the providers has, in the catalogue's order. */
  amenityCategories: string[];
}

interface Origin {
  latitude: number;
  longitude: number;
}

/** The lowest starting price and the room types' lowest prices, from services as the visitor may see them. */
function prices(services: ProviderRecord["services"], priceHidden: (index: number) => boolean) {
  const tabs = careTypePrices(services.map((service, index) => ({ ...service, priceHidden: priceHidden(index) })));
  let starting: number | null = null;
  const rooms = new Map<string, number>();
  for (const tab of tabs) {
    if (tab.startingPriceCents !== null && (starting === null || tab.startingPriceCents < starting))
      starting = tab.startingPriceCents;
    for (const room of tab.roomTypes) {
      const known = rooms.get(room.roomType);
      rooms.set(
        room.roomType,
        known === undefined ? room.startingPriceCents : Math.min(known, room.startingPriceCents),
      );
    }
  }
  return { starting, rooms, anyStarting: tabs.length > 0 };
}

function cell(shown: number | null | undefined, exists: boolean, visible: boolean): PriceCell {
  if (shown !== null && shown !== undefined) return { kind: "figure", cents: shown };
  return exists && !visible ? { kind: "blurred" } : { kind: "none" };
}

/**
 * The table for these records, in their order. `visible` says whether this visitor may read
 * prices; `origin` is the searched place, or null; `locale` writes the month of a Medicare rating.
 */
export function compareTable(
  records: readonly ProviderRecord[],
  visible: boolean,
  origin: Origin | null,
  locale: string,
): CompareTable {
  const all = records.map((record) => {
    // What exists (room types, whether there is a price) is read from the whole record; the
    // figures only from the record as this visitor may see it.
    const whole = prices(record.services, () => false);
    const seen = locationRecord(record, visible);
    const shown = prices(seen.services, (index) => seen.services[index]?.priceHidden ?? false);
    return { record, whole, shown };
  });
  const roomTypes = [...new Set(all.flatMap(({ whole }) => [...whole.rooms.keys()]))].map((roomType) => ({
    roomType,
    label: roomTypeLabel(roomType),
  }));
  const amenityCategories = AMENITY_CATEGORIES.map((category) => category.name).filter((name) =>
    records.some((record) => record.amenities.some((amenity) => amenity.amenityCategoryName === name)),
  );
  const providers = all.map(
    ({ record, whole, shown }): ComparedProvider => ({
      id: record.id,
      name: record.name,
      url: record.url,
      image: record.photos[0]?.url ?? placeholderImageFor(record.name),
      address: record.address.formattedAddress,
      startingPrice: cell(shown.starting, whole.anyStarting, visible),
      roomPrices: Object.fromEntries(
        roomTypes.map(({ roomType }) => [
          roomType,
          cell(shown.rooms.get(roomType), whole.rooms.has(roomType), visible),
        ]),
      ),
      medicare: medicareStars(record.medicare, record.source, locale),
      averageRating: record.averageRating,
      reviewCount: record.reviewCount,
      careTypes: [
        ...new Map(record.services.map((service) => [service.careType.id, service.careType.label])).entries(),
      ].map(([id, label]) => ({ id, label })),
      amenities: Object.fromEntries(
        amenityCategories.map((category) => [
          category,
          record.amenities
            .filter((amenity) => amenity.amenityCategoryName === category)
            .map((amenity) => amenity.amenityName),
        ]),
      ),
      distanceMiles: origin ? Math.round(milesBetween(origin, record.address) * 10) / 10 : null,
    }),
  );
  return { providers, roomTypes, amenityCategories };
}
