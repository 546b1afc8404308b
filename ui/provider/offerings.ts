/**
 * The rules of a provider page's offerings, accommodations and amenities (spec reviews-and-
 * provider-page §4, §9; lead-capture-and-chrome §4): how many items a collapsed list shows,
 * which amenities are badges, and how amenities group.
 */

/** Accommodations shown before 'View more accommodations'. spec: reviews-and-provider-page §9. */
export const ACCOMMODATIONS_SHOWN = 3;

/**
 * Services shown before 'View all services'. The spec names the toggle but not the count; the
 * page uses the accommodations' count so both lists collapse alike.
 */
export const SERVICES_SHOWN = 3;

/** The anchor of the offering listing, where the amenity badges lead. spec: reviews-and-provider-page §2. */
export const OFFERING_LISTING_ID = "offering-listing";

/**
 * spec: reviews-and-provider-page §9, the badge amenities' ids, in the order they show; their
 * words are the catalogue's (`t.provider.offerings.badges`).
 */
export const BADGE_AMENITIES = [105, 98, 2, 122] as const;
type BadgeAmenityId = (typeof BADGE_AMENITIES)[number];

/** The list a toggle shows: the first `count` items while collapsed, all of them when expanded. */
export function shownItems<Item>(items: readonly Item[], expanded: boolean, count: number): readonly Item[] {
  return expanded ? items : items.slice(0, count);
}

/** Whether a list is long enough to need its toggle. */
export function needsToggle(items: readonly unknown[], count: number): boolean {
  return items.length > count;
}

interface Amenity {
  amenityId: number;
  amenityName: string;
  amenityCategoryId: number;
  amenityCategoryName: string;
}

/** The badges a provider earns: one per badge amenity it has, in BADGE_AMENITIES order. */
export function amenityBadges(
  amenities: readonly Pick<Amenity, "amenityId">[],
  labels: Readonly<Record<BadgeAmenityId, string>>,
): { amenityId: number; label: string }[] {
  const ids = new Set(amenities.map((amenity) => amenity.amenityId));
  return BADGE_AMENITIES.filter((id) => ids.has(id)).map((id) => ({ amenityId: id, label: labels[id] }));
}

/**
 * Amenities grouped by category, the categories by name (in the page's language: `categories`
 * names them by id, a category it lacks keeps the record's name) and each category's amenities
 * by name, an amenity listed twice shown once.
 */
export function groupAmenities(
  amenities: readonly Amenity[],
  categories: Readonly<Record<number, string>>,
  language: string,
): { category: string; names: string[] }[] {
  const groups = new Map<string, Set<string>>();
  for (const amenity of amenities) {
    const category = categories[amenity.amenityCategoryId] ?? amenity.amenityCategoryName;
    const names = groups.get(category) ?? new Set<string>();
    names.add(amenity.amenityName);
    groups.set(category, names);
  }
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b, language))
    .map(([category, names]) => ({ category, names: [...names].sort((a, b) => a.localeCompare(b, "en")) }));
}

/** One accommodation (floor plan) as the page lists it, with the care type it belongs to. */
export interface AccommodationItem {
  title: string;
  description: string;
  careTypeLabel: string;
  /** Null when the provider gives none, and always null while prices are blurred. */
  startingPriceCents: number | null;
  bedCount: number | null;
  bathroomCount: number | null;
  squareFeetSize: number | null;
  features: string[];
  /** The floor plan's picture, when the provider gave one. */
  imageUrl: string | null;
}

/** Every service's accommodations in one list, in the order of the services. */
export function accommodationItems(
  services: readonly {
    careType: { label: string };
    accommodations: readonly (Omit<AccommodationItem, "careTypeLabel" | "features" | "imageUrl"> & {
      features: readonly string[];
      images: readonly { url: string }[];
    })[];
  }[],
): AccommodationItem[] {
  return services.flatMap((service) =>
    service.accommodations.map((plan) => ({
      title: plan.title,
      description: plan.description,
      careTypeLabel: service.careType.label,
      startingPriceCents: plan.startingPriceCents,
      bedCount: plan.bedCount,
      bathroomCount: plan.bathroomCount,
      squareFeetSize: plan.squareFeetSize,
      features: [...plan.features],
      imageUrl: plan.images[0]?.url ?? null,
    })),
  );
}
