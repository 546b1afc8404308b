/**
 * Demo photos: up to fourteen per provider, all of them the four generated placeholder images.
 * The first is the one `placeholderImageFor` gives the provider's name (the same the site falls
 * back to), the next ones rotate through the other three.
 */
import type { RollUpType } from "../../../domain/care-types.ts";
import { PLACEHOLDER_IMAGE_URLS, placeholderImageFor } from "../../../domain/placeholder-image.ts";
import type { Random } from "./random.ts";
import type { PhotoRow } from "./rows.ts";

const PHOTO_SIZE = 500;
const MAX_PHOTOS = 14;

const CAPTIONS: Record<RollUpType, readonly string[]> = {
  "senior-living": [
    "Front entrance",
    "Dining room",
    "Garden courtyard",
    "Model apartment",
    "Activity room",
    "Library",
    "Fitness studio",
    "Outdoor patio",
    "Salon",
    "Chapel",
    "Living room",
    "Walking path",
    "Private suite",
    "Bistro",
  ],
  "senior-care": [
    "Our care team",
    "Office entrance",
    "Caregiver training room",
    "A morning walk with a client",
    "Meal preparation at home",
    "Our nursing team",
    "Family meeting room",
    "Community health fair",
  ],
};

/** How many photos a provider has: a fifth none, about half of the rest five or more. */
export function photoCount(random: Random): number {
  const [low, high] = random.weighted([
    [[0, 0], 20],
    [[1, 4], 35],
    [[5, 9], 30],
    [[10, MAX_PHOTOS], 15],
  ] as const);
  return random.int(low, high);
}

/** The photos of one provider, without ids, positions 1..count. */
export function generatePhotos(
  providerId: number,
  providerName: string,
  rollUpType: RollUpType,
  count: number,
  random: Random,
): Omit<PhotoRow, "id">[] {
  const first = (PLACEHOLDER_IMAGE_URLS as readonly string[]).indexOf(placeholderImageFor(providerName));
  const captions = random.sample(CAPTIONS[rollUpType], CAPTIONS[rollUpType].length);
  return Array.from({ length: count }, (_, index) => ({
    providerId,
    position: index + 1,
    url: PLACEHOLDER_IMAGE_URLS[(first + index) % PLACEHOLDER_IMAGE_URLS.length] as string,
    caption: captions[index % captions.length] as string,
    width: PHOTO_SIZE,
    height: PHOTO_SIZE,
  }));
}
