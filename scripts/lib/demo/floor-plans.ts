/**
 * Floor plans (accommodations) of demo assisted-living, independent-living and memory-care
 * services: up to four per service, each one of the service's room types with a title, a
 * starting price at or above that room's, beds, baths, size and a few features.
 */
import type { CareTypeId } from "../../../domain/care-types.ts";
import { placeholderImageFor } from "../../../domain/placeholder-image.ts";
import type { RoomType } from "../../../domain/search/search-filters.ts";
import { roundToTenDollars } from "./prices.ts";
import type { Random } from "./random.ts";
import type { AccommodationRow } from "./rows.ts";

/** The care types whose services list floor plans. */
export const FLOOR_PLAN_CARE_TYPES: ReadonlySet<CareTypeId> = new Set([
  "assisted_living_facilities",
  "independent_living",
  "alzheimers_care_facilities",
]);

interface PlanShape {
  /** How the description names the room. */
  kind: string;
  titles: readonly string[];
  beds: number;
  baths: readonly [number, number];
  squareFeet: readonly [number, number];
}

const SHAPES: Partial<Record<RoomType, PlanShape>> = {
  studio: {
    kind: "an open studio",
    titles: ["Studio Suite", "The Alcove Studio", "Garden Studio", "Deluxe Studio", "The Wren Studio"],
    beds: 1,
    baths: [1, 1],
    squareFeet: [300, 480],
  },
  "1-bedroom": {
    kind: "a one-bedroom apartment",
    titles: ["One-Bedroom Suite", "The Birch", "The Cedar", "Courtyard One-Bedroom", "The Willow One-Bedroom"],
    beds: 1,
    baths: [1, 1],
    squareFeet: [520, 780],
  },
  "2-bedroom": {
    kind: "a two-bedroom apartment",
    titles: ["Two-Bedroom Residence", "The Magnolia", "Corner Two-Bedroom", "The Sycamore"],
    beds: 2,
    baths: [1, 2],
    squareFeet: [850, 1200],
  },
  "3-bedroom": {
    kind: "a three-bedroom cottage",
    titles: ["Three-Bedroom Villa", "The Sequoia Cottage"],
    beds: 3,
    baths: [2, 3],
    squareFeet: [1250, 1600],
  },
  private: {
    kind: "a private room",
    titles: ["Private Suite", "Private Companion Room", "Garden View Private Room"],
    beds: 1,
    baths: [1, 1],
    squareFeet: [220, 350],
  },
  "semi-private": {
    kind: "a room shared by two residents",
    titles: ["Semi-Private Suite", "Shared Companion Suite"],
    beds: 2,
    baths: [1, 1],
    squareFeet: [300, 420],
  },
};

const FEATURES = [
  "Walk-in shower",
  "Grab bars",
  "Emergency call system",
  "Kitchenette",
  "Walk-in closet",
  "Large windows",
  "Private patio",
  "Washer and dryer",
  "Ceiling fan",
  "Individual climate control",
  "Cable-ready",
  "Courtyard view",
];

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The plans of one service, without ids; `rooms` are its priced room types (or unpriced ones). */
export function generateFloorPlans(
  serviceId: number,
  rooms: readonly { roomType: RoomType; startingPriceCents: number | null }[],
  random: Random,
): Omit<AccommodationRow, "id">[] {
  const candidates = rooms.filter((room) => SHAPES[room.roomType]);
  if (candidates.length === 0) return [];
  const count = random.weighted([
    [0, 25],
    [1, 20],
    [2, 25],
    [3, 18],
    [4, 12],
  ] as const);
  const plans: Omit<AccommodationRow, "id">[] = [];
  const usedTitles = new Set<string>();
  for (let index = 0; index < count; index++) {
    const room = candidates[index % candidates.length] as (typeof candidates)[number];
    const shape = SHAPES[room.roomType] as PlanShape;
    const remaining = shape.titles.filter((candidate) => !usedTitles.has(candidate));
    if (remaining.length === 0) continue;
    const title = random.pick(remaining);
    usedTitles.add(title);
    const squareFeet = Math.round(random.int(shape.squareFeet[0], shape.squareFeet[1]) / 5) * 5;
    const bathroomCount = random.int(shape.baths[0], shape.baths[1]);
    const features = random.sample(FEATURES, random.int(3, 6));
    plans.push({
      serviceId,
      title,
      description: `${capitalize(shape.kind)} of about ${squareFeet} square feet with ${bathroomCount === 1 ? "one bathroom" : `${bathroomCount} bathrooms`}.`,
      startingPriceCents:
        room.startingPriceCents === null ? null : roundToTenDollars(room.startingPriceCents * random.between(1, 1.12)),
      bedCount: shape.beds,
      bathroomCount,
      squareFeet,
      features: JSON.stringify(features),
      imageUrl: random.chance(0.5) ? placeholderImageFor(`${serviceId} ${title}`) : null,
    });
  }
  return plans;
}
