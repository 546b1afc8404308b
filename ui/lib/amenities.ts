/**
 * The amenity catalogue: categories and amenity types with stable ids. The spec fixes five ids
 * (reviews-and-provider-page §9, lead-capture-and-chrome §9): 2 wheelchair, 98 pets,
 * 105 internet, 122 transportation, 448 all-inclusive pricing. Migration 0002 inserts exactly
 * these rows; a test keeps the two in step.
 */

export interface AmenityCategory {
  id: number;
  name: string;
}

export interface AmenityType {
  id: number;
  name: string;
  categoryId: number;
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
  { id: 2, name: "Wheelchair accessible", categoryId: 1 },
  { id: 3, name: "Transfer assistance", categoryId: 1 },
  { id: 98, name: "Pets allowed", categoryId: 2 },
  { id: 99, name: "Fitness and wellness programs", categoryId: 2 },
  { id: 105, name: "Wi-Fi and internet", categoryId: 10 },
  { id: 122, name: "Transportation services", categoryId: 11 },
  { id: 201, name: "Restaurant-style dining room", categoryId: 3 },
  { id: 202, name: "Guest meals", categoryId: 3 },
  { id: 203, name: "Room service", categoryId: 3 },
  { id: 204, name: "Special diets", categoryId: 3 },
  { id: 205, name: "Meals provided", categoryId: 3 },
  { id: 211, name: "Medication management", categoryId: 4 },
  { id: 212, name: "Licensed nurses on staff", categoryId: 4 },
  { id: 213, name: "Physical therapy", categoryId: 4 },
  { id: 214, name: "Respite care", categoryId: 4 },
  { id: 221, name: "Help with bathing", categoryId: 5 },
  { id: 222, name: "Help with dressing", categoryId: 5 },
  { id: 223, name: "Meal preparation", categoryId: 5 },
  { id: 224, name: "Personal care assistance", categoryId: 5 },
  { id: 225, name: "Help with toileting", categoryId: 5 },
  { id: 231, name: "Balcony or patio", categoryId: 6 },
  { id: 232, name: "Cable television", categoryId: 6 },
  { id: 233, name: "Kitchen or kitchenette", categoryId: 6 },
  { id: 241, name: "Background-checked staff", categoryId: 7 },
  { id: 242, name: "Staff trained in memory care", categoryId: 7 },
  { id: 243, name: "Staff trained in ethics", categoryId: 7 },
  { id: 251, name: "Swimming pool or hot tub", categoryId: 9 },
  { id: 252, name: "Entertainment and outings", categoryId: 9 },
  { id: 253, name: "Laundry service", categoryId: 9 },
  { id: 254, name: "Golf course", categoryId: 9 },
  { id: 255, name: "Veterans benefits accepted", categoryId: 12 },
  { id: 301, name: "English", categoryId: 8 },
  { id: 302, name: "Spanish", categoryId: 8 },
  { id: 303, name: "Chinese", categoryId: 8 },
  { id: 304, name: "Tagalog", categoryId: 8 },
  { id: 305, name: "Vietnamese", categoryId: 8 },
  { id: 306, name: "Arabic", categoryId: 8 },
  { id: 307, name: "French", categoryId: 8 },
  { id: 308, name: "Korean", categoryId: 8 },
  { id: 309, name: "Russian", categoryId: 8 },
  { id: 310, name: "German", categoryId: 8 },
  { id: 311, name: "Haitian Creole", categoryId: 8 },
  { id: 312, name: "Hindi", categoryId: 8 },
  { id: 313, name: "Portuguese", categoryId: 8 },
  { id: 314, name: "Italian", categoryId: 8 },
  { id: 448, name: "All-inclusive pricing", categoryId: 12 },
];

const categoryById = new Map(AMENITY_CATEGORIES.map((category) => [category.id, category]));

export function amenityCategoryName(categoryId: number): string {
  return categoryById.get(categoryId)?.name ?? "Other Amenities";
}
