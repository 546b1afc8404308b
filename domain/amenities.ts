/**
 * The amenity catalogue: categories and amenity types with stable ids. The spec fixes five ids
 * (reviews-and-provider-page §9, lead-capture-and-chrome §9): 2 wheelchair, 98 pets,
 * 105 internet, 122 transportation, 448 all-inclusive pricing. Migration 0002 inserts exactly
 * these rows; a test keeps the two in step.
 */

interface AmenityCategory {
  id: number;
  name: string;
}

interface AmenityType {
  id: number;
  name: string;
  categoryId: number;
  /**
   * The amenity's bit in a provider's amenity bitmask (providers.amenity_bits), which search
   * filters and counts facets with. Stable once given; at most 52, so that a mask stays an
   * exact JavaScript number as well as an SQLite integer.
   */
  bit: number;
}

export const AMENITY_CATEGORIES: readonly AmenityCategory[] = [
  { id: 1, name: "Accessibility" },
  { id: 2, name: "Lifestyle" },
  { id: 3, name: "Dining" },
  { id: 4, name: "Health Services" },
  { id: 5, name: "Personal Care" },
  { id: 6, name: "Room Amenities" },
  { id: 7, name: "Staff Qualifications" },
  { id: 8, name: "Languages" },
  { id: 9, name: "Other Amenities" },
  { id: 10, name: "Technology" },
  { id: 11, name: "Transportation" },
  { id: 12, name: "Costs" },
];

export const AMENITY_IDS = {
  wheelchair: 2,
  transferAssistance: 3,
  pets: 98,
  active: 99,
  internet: 105,
  transportation: 122,
  allInclusivePricing: 448,
} as const;

export const AMENITY_TYPES: readonly AmenityType[] = [
  { id: 2, name: "Wheelchair accessible", categoryId: 1, bit: 0 },
  { id: 3, name: "Transfer assistance", categoryId: 1, bit: 1 },
  { id: 98, name: "Pets allowed", categoryId: 2, bit: 2 },
  { id: 99, name: "Fitness and wellness programs", categoryId: 2, bit: 3 },
  { id: 105, name: "Wi-Fi and internet", categoryId: 10, bit: 4 },
  { id: 122, name: "Transportation services", categoryId: 11, bit: 5 },
  { id: 201, name: "Restaurant-style dining room", categoryId: 3, bit: 6 },
  { id: 202, name: "Guest meals", categoryId: 3, bit: 7 },
  { id: 203, name: "Room service", categoryId: 3, bit: 8 },
  { id: 204, name: "Special diets", categoryId: 3, bit: 9 },
  { id: 205, name: "Meals provided", categoryId: 3, bit: 10 },
  { id: 211, name: "Medication management", categoryId: 4, bit: 11 },
  { id: 212, name: "Licensed nurses on staff", categoryId: 4, bit: 12 },
  { id: 213, name: "Physical therapy", categoryId: 4, bit: 13 },
  { id: 214, name: "Respite care", categoryId: 4, bit: 14 },
  { id: 221, name: "Help with bathing", categoryId: 5, bit: 15 },
  { id: 222, name: "Help with dressing", categoryId: 5, bit: 16 },
  { id: 223, name: "Meal preparation", categoryId: 5, bit: 17 },
  { id: 224, name: "Personal care assistance", categoryId: 5, bit: 18 },
  { id: 225, name: "Help with toileting", categoryId: 5, bit: 19 },
  { id: 231, name: "Balcony or patio", categoryId: 6, bit: 20 },
  { id: 232, name: "Cable television", categoryId: 6, bit: 21 },
  { id: 233, name: "Kitchen or kitchenette", categoryId: 6, bit: 22 },
  { id: 241, name: "Background-checked staff", categoryId: 7, bit: 23 },
  { id: 242, name: "Staff trained in memory care", categoryId: 7, bit: 24 },
  { id: 243, name: "Staff trained in ethics", categoryId: 7, bit: 25 },
  { id: 251, name: "Swimming pool or hot tub", categoryId: 9, bit: 26 },
  { id: 252, name: "Entertainment and outings", categoryId: 9, bit: 27 },
  { id: 253, name: "Laundry service", categoryId: 9, bit: 28 },
  { id: 254, name: "Golf course", categoryId: 9, bit: 29 },
  { id: 255, name: "Veterans benefits accepted", categoryId: 12, bit: 30 },
  { id: 301, name: "English", categoryId: 8, bit: 31 },
  { id: 302, name: "Spanish", categoryId: 8, bit: 32 },
  { id: 303, name: "Chinese", categoryId: 8, bit: 33 },
  { id: 304, name: "Tagalog", categoryId: 8, bit: 34 },
  { id: 305, name: "Vietnamese", categoryId: 8, bit: 35 },
  { id: 306, name: "Arabic", categoryId: 8, bit: 36 },
  { id: 307, name: "French", categoryId: 8, bit: 37 },
  { id: 308, name: "Korean", categoryId: 8, bit: 38 },
  { id: 309, name: "Russian", categoryId: 8, bit: 39 },
  { id: 310, name: "German", categoryId: 8, bit: 40 },
  { id: 311, name: "Haitian Creole", categoryId: 8, bit: 41 },
  { id: 312, name: "Hindi", categoryId: 8, bit: 42 },
  { id: 313, name: "Portuguese", categoryId: 8, bit: 43 },
  { id: 314, name: "Italian", categoryId: 8, bit: 44 },
  { id: 448, name: "All-inclusive pricing", categoryId: 12, bit: 45 },
];

const amenityById = new Map<number, AmenityType>();

/** The amenity type with this id, if the catalogue has it. */
function amenityType(id: number): AmenityType | undefined {
  if (amenityById.size === 0) for (const type of AMENITY_TYPES) amenityById.set(type.id, type);
  return amenityById.get(id);
}

/** The bitmask of a set of amenity ids (unknown ids are ignored). */
export function amenityMask(amenityIds: Iterable<number>): number {
  const bits = new Set<number>();
  for (const id of amenityIds) {
    const amenity = amenityType(id);
    if (amenity) bits.add(amenity.bit);
  }
  let mask = 0;
  for (const bit of bits) mask += 2 ** bit;
  return mask;
}

const categoryById = new Map(AMENITY_CATEGORIES.map((category) => [category.id, category]));

export function amenityCategoryName(categoryId: number): string {
  return categoryById.get(categoryId)?.name ?? "Other Amenities";
}
