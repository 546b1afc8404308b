/**
 * Monthly prices of demo services: national medians per care type, scaled by a plausible cost
 * level per state and a ±25% spread per provider, and the room-type ladders under them.
 * Every amount is integer cents rounded to ten dollars.
 */
import type { CareTypeId } from "../../../domain/care-types.ts";
import type { RoomType } from "../../../domain/search/search-filters.ts";
import { UNPRICED_CARE_TYPES } from "./care-mix.ts";
import type { Random } from "./random.ts";

/** National monthly medians in cents; a nursing home's is the semi-private room. */
export const MEDIAN_MONTHLY_CENTS: Partial<Record<CareTypeId, number>> = {
  assisted_living_facilities: 590_000,
  alzheimers_care_facilities: 750_000,
  nursing_homes: 930_000,
  independent_living: 300_000,
  adult_day_services: 200_000,
  homecare_agencies: 600_000,
  continuing_care_retirement_communities: 450_000,
  senior_apartments: 220_000,
  low_income_affordable: 90_000,
};

/** A nursing home's private room against its semi-private one: $10,600 over $9,300. */
const NURSING_HOME_PRIVATE_RATIO = 1_060_000 / 930_000;

/** The spread of one provider's prices around its state's level. */
export const PROVIDER_PRICE_SPREAD = 0.25;

/** Relative cost of care per state: 1 is the national median. */
export const STATE_COST_LEVELS: Readonly<Record<string, number>> = {
  AK: 1.35,
  AL: 0.82,
  AR: 0.82,
  AZ: 1.0,
  CA: 1.38,
  CO: 1.12,
  CT: 1.3,
  DC: 1.4,
  DE: 1.18,
  FL: 0.98,
  GA: 0.88,
  GU: 1.0,
  HI: 1.4,
  IA: 0.92,
  ID: 0.95,
  IL: 1.02,
  IN: 0.92,
  KS: 0.9,
  KY: 0.88,
  LA: 0.82,
  MA: 1.4,
  MD: 1.2,
  ME: 1.15,
  MI: 0.98,
  MN: 1.12,
  MO: 0.84,
  MS: 0.8,
  MT: 0.95,
  NC: 0.95,
  ND: 0.98,
  NE: 0.92,
  NH: 1.2,
  NJ: 1.32,
  NM: 0.95,
  NV: 0.98,
  NY: 1.4,
  OH: 0.95,
  OK: 0.82,
  OR: 1.12,
  PA: 1.05,
  PR: 0.7,
  RI: 1.22,
  SC: 0.92,
  SD: 0.9,
  TN: 0.88,
  TX: 0.9,
  UT: 0.95,
  VA: 1.05,
  VT: 1.15,
  WA: 1.25,
  WI: 1.0,
  WV: 0.85,
  WY: 0.95,
};

/** The state's cost level, 1 for a state the table does not know. */
export function stateCostLevel(stateCode: string): number {
  return STATE_COST_LEVELS[stateCode] ?? 1;
}

/** Cents rounded to whole ten dollars, never below ten dollars. */
export function roundToTenDollars(cents: number): number {
  return Math.max(1000, Math.round(cents / 1000) * 1000);
}

/** Whether services of this care type carry a monthly price at all. */
export function isPricedCareType(careTypeId: CareTypeId): boolean {
  return !UNPRICED_CARE_TYPES.has(careTypeId) && MEDIAN_MONTHLY_CENTS[careTypeId] !== undefined;
}

/** The price factor of one provider: its state's level times a draw within ±25%. */
export function providerPriceFactor(stateCode: string, random: Random): number {
  return stateCostLevel(stateCode) * random.between(1 - PROVIDER_PRICE_SPREAD, 1 + PROVIDER_PRICE_SPREAD);
}

/** A room type offered by a care type: how often it is present and its price over the base room. */
interface RoomStep {
  roomType: RoomType;
  chance: number;
  multiplier: readonly [number, number];
}

const ROOM_LADDERS: Partial<Record<CareTypeId, readonly RoomStep[]>> = {
  assisted_living_facilities: [
    { roomType: "studio", chance: 1, multiplier: [1, 1] },
    { roomType: "1-bedroom", chance: 0.85, multiplier: [1.12, 1.3] },
    { roomType: "2-bedroom", chance: 0.4, multiplier: [1.35, 1.6] },
    { roomType: "respite", chance: 0.25, multiplier: [1, 1.15] },
  ],
  alzheimers_care_facilities: [
    { roomType: "semi-private", chance: 1, multiplier: [1, 1] },
    { roomType: "private", chance: 0.85, multiplier: [1.12, 1.25] },
    { roomType: "studio", chance: 0.45, multiplier: [1.05, 1.2] },
    { roomType: "respite", chance: 0.25, multiplier: [1, 1.15] },
  ],
  nursing_homes: [
    { roomType: "semi-private", chance: 1, multiplier: [1, 1] },
    {
      roomType: "private",
      chance: 0.9,
      multiplier: [NURSING_HOME_PRIVATE_RATIO * 0.97, NURSING_HOME_PRIVATE_RATIO * 1.03],
    },
  ],
  independent_living: [
    { roomType: "studio", chance: 1, multiplier: [1, 1] },
    { roomType: "1-bedroom", chance: 0.9, multiplier: [1.15, 1.3] },
    { roomType: "2-bedroom", chance: 0.65, multiplier: [1.4, 1.65] },
    { roomType: "3-bedroom", chance: 0.2, multiplier: [1.75, 2.1] },
  ],
  continuing_care_retirement_communities: [
    { roomType: "1-bedroom", chance: 1, multiplier: [1, 1] },
    { roomType: "2-bedroom", chance: 0.8, multiplier: [1.25, 1.5] },
  ],
  senior_apartments: [
    { roomType: "1-bedroom", chance: 1, multiplier: [1, 1] },
    { roomType: "2-bedroom", chance: 0.7, multiplier: [1.2, 1.4] },
  ],
  low_income_affordable: [{ roomType: "1-bedroom", chance: 1, multiplier: [1, 1] }],
};

interface ServicePrice {
  startingPriceCents: number;
  maxPriceCents: number;
  /** The room types with their starting prices; the first is the cheapest, at the starting price. */
  rooms: { roomType: RoomType; startingPriceCents: number }[];
}

/** The room types a care type can list, in ladder order (for unpriced floor plans too). */
export function roomTypesOf(careTypeId: CareTypeId): RoomType[] {
  return (ROOM_LADDERS[careTypeId] ?? []).map((step) => step.roomType);
}

/** The price of one priced service of a provider with the given price factor. */
export function servicePrice(careTypeId: CareTypeId, factor: number, random: Random): ServicePrice | null {
  const median = MEDIAN_MONTHLY_CENTS[careTypeId];
  if (median === undefined || !isPricedCareType(careTypeId)) return null;
  const start = roundToTenDollars(median * factor);
  const rooms: ServicePrice["rooms"] = [];
  for (const step of ROOM_LADDERS[careTypeId] ?? []) {
    if (step.chance < 1 && !random.chance(step.chance)) continue;
    const multiplier = random.between(step.multiplier[0], step.multiplier[1]);
    rooms.push({ roomType: step.roomType, startingPriceCents: Math.max(start, roundToTenDollars(start * multiplier)) });
  }
  const highestRoom = Math.max(start, ...rooms.map((room) => room.startingPriceCents));
  const maxPriceCents = Math.max(highestRoom, roundToTenDollars(start * random.between(1.15, 1.6)));
  return { startingPriceCents: start, maxPriceCents, rooms };
}
