/**
 * A demo provider's services (one per care type it offers) with their licence, contract,
 * prices, room-type prices and floor plans, appended to the data with the next free ids.
 */
import type { CareTypeId } from "../../../domain/care-types.ts";
import type { RoomType } from "../../../domain/search/search-filters.ts";
import { serviceDescription } from "./descriptions.ts";
import { FLOOR_PLAN_CARE_TYPES, generateFloorPlans } from "./floor-plans.ts";
import { isPricedCareType, roomTypesOf, servicePrice } from "./prices.ts";
import type { Random } from "./random.ts";
import type { DemoData, ServiceRow } from "./rows.ts";

/** Licence number prefixes of the care types states license. */
const LICENSE_CODES: Partial<Record<CareTypeId, string>> = {
  assisted_living_facilities: "AL",
  alzheimers_care_facilities: "MC",
  nursing_homes: "NF",
  home_healthcare_agencies: "HHA",
  hospices: "HSP",
  adult_day_services: "ADC",
  homecare_agencies: "HCA",
};

interface ServiceOwner {
  providerId: number;
  name: string;
  stateCode: string;
  /** Primary care type first. */
  offered: readonly CareTypeId[];
  subscriptionContract: boolean;
  claimed: boolean;
  /** The provider's price factor (state level and spread), or null when it publishes no prices. */
  priceFactor: number | null;
}

function contractOf(owner: ServiceOwner, isPrimary: boolean, random: Random): ServiceRow["contractType"] {
  if (isPrimary && owner.subscriptionContract) return "subscription";
  return random.chance(isPrimary ? 0.15 : 0.05) ? "pay-per-lead" : null;
}

/** Appends the provider's services, room-type prices and floor plans to `data`; returns the services. */
export function addServices(
  data: Pick<DemoData, "services" | "roomTypeCosts" | "accommodations">,
  owner: ServiceOwner,
  random: Random,
): ServiceRow[] {
  return owner.offered.map((careTypeId, index) => {
    const serviceId = data.services.length + 1;
    const price =
      owner.priceFactor !== null && isPricedCareType(careTypeId)
        ? servicePrice(careTypeId, owner.priceFactor, random)
        : null;
    const contractType = contractOf(owner, index === 0, random);
    const code = LICENSE_CODES[careTypeId];
    const service: ServiceRow = {
      id: serviceId,
      providerId: owner.providerId,
      careTypeId,
      legacyResourceId: `lr-${serviceId}`,
      description: serviceDescription(careTypeId, owner.name),
      license: code ? `${owner.stateCode}-${code}-${random.int(100000, 999999)}` : null,
      startingPriceCents: price?.startingPriceCents ?? null,
      maxPriceCents: price?.maxPriceCents ?? null,
      contractType,
      contractIsSuppressed: contractType !== null && random.chance(0.1),
      isClaimed: owner.claimed,
    };
    data.services.push(service);
    for (const room of price?.rooms ?? []) {
      data.roomTypeCosts.push({ id: data.roomTypeCosts.length + 1, serviceId, ...room });
    }
    if (FLOOR_PLAN_CARE_TYPES.has(careTypeId)) {
      const rooms: { roomType: RoomType; startingPriceCents: number | null }[] =
        price?.rooms ?? roomTypesOf(careTypeId).map((roomType) => ({ roomType, startingPriceCents: null }));
      for (const plan of generateFloorPlans(serviceId, rooms, random)) {
        data.accommodations.push({ id: data.accommodations.length + 1, ...plan });
      }
    }
    return service;
  });
}
