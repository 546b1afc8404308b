/**
 * The anchors and order of prices (spec lead-capture-and-chrome §4, §8, §9): where the costs
 * dialog sends the visitor when it closes, and the care types' and room types' prices; their
 * words are the page's (`t.provider.prices`).
 */
/** The id of a provider page's costs section. spec: reviews-and-provider-page §2. */
export function costsAnchor(providerId: number): string {
  return `provider-costs-${providerId}`;
}

/** The id of a provider page's comparison section. spec: reviews-and-provider-page §2. */
export function comparisonAnchor(providerId: number): string {
  return `provider-comparison-${providerId}`;
}

/**
 * Where closing the costs dialog goes: the provider page at its costs section when any
 * service is priced, else at its comparison section. spec: lead-capture-and-chrome §2.
 */
export function costsDialogTarget(provider: {
  id: number;
  url: string;
  services: readonly { costs: { startingPriceCents: number | null } }[];
}): { path: string; anchor: string } {
  const priced = provider.services.some((service) => service.costs.startingPriceCents !== null);
  return { path: provider.url, anchor: priced ? costsAnchor(provider.id) : comparisonAnchor(provider.id) };
}

/** Services in the order the costs dialog lists them: by category name. spec: lead-capture-and-chrome §4. */
export function byCategoryName<Service extends { category: { name: string } }>(
  services: readonly Service[],
): Service[] {
  return [...services].sort((a, b) => a.category.name.localeCompare(b.category.name, "en"));
}

/**
 * Room-type prices at or below this many cents are left out of the pricing tabs: such a figure
 * is a placeholder or a fee, not a monthly price. spec: lead-capture-and-chrome §5 and §9,
 * room-type prices appear only above 10000 cents.
 */
export const ROOM_TYPE_MIN_CENTS = 10_000;

const ROOM_TYPE_LABELS: Readonly<Record<string, string>> = {
  studio: "Studio",
  "1-bedroom": "1 Bedroom",
  "2-bedroom": "2 Bedrooms",
  "3-bedroom": "3 Bedrooms",
  respite: "Respite Stay",
  "semi-private": "Semi-Private Room",
  private: "Private Room",
};

/** The words for a stored room type ('1-bedroom' reads '1 Bedroom'); an unknown one reads as stored. */
/** A room type's name in the page's words (`t.provider.prices.roomTypes`), else `fallback`. */
export function roomTypeName(names: Readonly<Record<string, string>>, roomType: string, fallback: string): string {
  return Object.hasOwn(names, roomType) ? (names[roomType] ?? fallback) : fallback;
}

export function roomTypeLabel(roomType: string): string {
  return ROOM_TYPE_LABELS[roomType] ?? roomType;
}

export interface RoomTypePrice {
  roomType: string;
  label: string;
  startingPriceCents: number;
}

/** One care type's prices as the pricing tabs show them. */
export interface CareTypePrices {
  careTypeId: string;
  label: string;
  /** The lowest starting price of the care type's services; null while blurred. */
  startingPriceCents: number | null;
  /** The room types above ROOM_TYPE_MIN_CENTS, cheapest first; empty while blurred. */
  roomTypes: RoomTypePrice[];
}

interface PricedService {
  careType: { id: string; label: string };
  costs: { startingPriceCents: number | null };
  roomTypeCosts: readonly { roomType: string; startingPriceCents: number }[];
  /** True when the service has a starting price the visitor sees only after asking. */
  priceHidden: boolean;
}

/** Whether a service has a starting price, shown or blurred. */
export function hasStartingPrice(service: Pick<PricedService, "costs" | "priceHidden">): boolean {
  return service.costs.startingPriceCents !== null || service.priceHidden;
}

/**
 * The care types that get a pricing tab: each care type with a starting price (shown or
 * blurred), in the order its first service comes, with its lowest starting price and its room
 * types above ROOM_TYPE_MIN_CENTS. Empty when no service has a starting price, and then the
 * page has no costs block. spec: lead-capture-and-chrome §4 "Pricing tabs", §5.
 */
export function careTypePrices(services: readonly PricedService[]): CareTypePrices[] {
  const byCareType = new Map<string, CareTypePrices>();
  for (const service of services) {
    if (!hasStartingPrice(service)) continue;
    const entry = byCareType.get(service.careType.id) ?? {
      careTypeId: service.careType.id,
      label: service.careType.label,
      startingPriceCents: null,
      roomTypes: [],
    };
    const cents = service.costs.startingPriceCents;
    if (cents !== null && (entry.startingPriceCents === null || cents < entry.startingPriceCents)) {
      entry.startingPriceCents = cents;
    }
    for (const cost of service.roomTypeCosts) {
      if (cost.startingPriceCents <= ROOM_TYPE_MIN_CENTS) continue;
      const known = entry.roomTypes.find((room) => room.roomType === cost.roomType);
      if (known) known.startingPriceCents = Math.min(known.startingPriceCents, cost.startingPriceCents);
      else
        entry.roomTypes.push({
          roomType: cost.roomType,
          label: roomTypeLabel(cost.roomType),
          startingPriceCents: cost.startingPriceCents,
        });
    }
    byCareType.set(service.careType.id, entry);
  }
  const tabs = [...byCareType.values()];
  for (const tab of tabs) tab.roomTypes.sort((a, b) => a.startingPriceCents - b.startingPriceCents);
  return tabs;
}

/** Whether a location hash asks for a costs block ('#provider-costs-12'). spec: reviews-and-provider-page §2. */
export function isCostsHash(hash: string): boolean {
  return hash.replace(/^#/, "").startsWith("provider-costs-");
}
