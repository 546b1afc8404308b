/**
 * A demo provider's reviews: how many (none to about forty, most providers few), how good (a
 * quality tier per provider, skewed positive with real low ratings), who wrote them, when (the
 * three years before the anchor date), their moderation status and source, and the occasional
 * reply from the provider.
 */
import { type CareTypeId, careTypeById, type RollUpType } from "../../../domain/care-types.ts";
import { RELATIONSHIPS_BY_FORM, type Relationship } from "../../../domain/reviews/review-relationships.ts";
import { exampleEmail, reviewerName, staffName } from "./names.ts";
import type { Random } from "./random.ts";
import { composeResponseText } from "./response-text.ts";
import { composeReviewText } from "./review-text.ts";
import type { ReviewResponseRow, ReviewRow, ReviewStatus } from "./rows.ts";

const DAY_MS = 86_400_000;
/** Reviews are dated within this many days before the anchor date. */
const REVIEW_WINDOW_DAYS = 3 * 365;

/** Probabilities of the ratings 1..5 for each provider quality tier, with the tier's share. */
const QUALITY_TIERS: readonly (readonly [readonly number[], number])[] = [
  [[0, 0.01, 0.03, 0.21, 0.75], 18],
  [[0.02, 0.03, 0.08, 0.37, 0.5], 37],
  [[0.05, 0.07, 0.18, 0.4, 0.3], 25],
  [[0.12, 0.15, 0.28, 0.28, 0.17], 13],
  [[0.35, 0.25, 0.2, 0.12, 0.08], 7],
];

/** How many reviews a provider has: bands of counts with their shares. */
const COUNT_BANDS: readonly (readonly [readonly [number, number], number])[] = [
  [[0, 0], 15],
  [[1, 5], 45],
  [[6, 15], 25],
  [[16, 30], 12],
  [[31, 40], 3],
];

/** The mean of COUNT_BANDS: how many reviews a provider has on average (7.8). */
export const MEAN_REVIEWS_PER_PROVIDER =
  COUNT_BANDS.reduce((sum, [[low, high], share]) => sum + ((low + high) / 2) * share, 0) /
  COUNT_BANDS.reduce((sum, [, share]) => sum + share, 0);

/** How often each relationship writes, among those the care type's review form offers. */
const RELATIONSHIP_WEIGHTS: Record<Relationship, number> = {
  "friend-or-relative": 45,
  visited: 20,
  resident: 20,
  "current-client": 50,
  "past-client": 35,
  other: 10,
  employee: 5,
};

const RELATIONSHIP_CHOICES: Record<RollUpType, readonly (readonly [Relationship, number])[]> = {
  "senior-living": RELATIONSHIPS_BY_FORM.SENIOR_LIVING.map((value) => [value, RELATIONSHIP_WEIGHTS[value]] as const),
  "senior-care": RELATIONSHIPS_BY_FORM.SENIOR_CARE.map((value) => [value, RELATIONSHIP_WEIGHTS[value]] as const),
};

const RESPONDER_TITLES: Record<RollUpType, readonly string[]> = {
  "senior-living": ["Executive Director", "Community Relations Director", "Administrator", "Director of Resident Care"],
  "senior-care": ["Owner", "Agency Director", "Client Care Manager", "Director of Nursing"],
};

/** A service a review can be about. */
interface ReviewedService {
  careTypeId: CareTypeId;
  legacyResourceId: string;
}

interface ReviewPlan {
  providerId: number;
  providerName: string;
  /** The primary service first. */
  services: readonly ReviewedService[];
  /** Whether the provider answers some of its reviews. */
  claimed: boolean;
  /** The anchor date, midnight UTC, in milliseconds. */
  anchorMs: number;
  /** Each drawn count times this, rounded (1: the counts as drawn); the draws stay the same. */
  countScale?: number;
}

interface ProviderReviews {
  reviews: Omit<ReviewRow, "id">[];
  /** Replies, by the index of the review they answer in `reviews`. */
  responses: (Omit<ReviewResponseRow, "id" | "reviewId"> & { reviewIndex: number })[];
}

function rollUpOf(careTypeId: CareTypeId): RollUpType {
  return careTypeById(careTypeId)?.rollUpType ?? "senior-living";
}

function drawRating(tier: readonly number[], random: Random): number {
  return random.weighted(tier.map((chance, index) => [index + 1, chance] as const));
}

/** A sub-rating near the overall one, or null when the reviewer skipped it. */
function subRating(overall: number, skipChance: number, random: Random): number | null {
  if (random.chance(skipChance)) return null;
  const shift = random.weighted([
    [-1, 20],
    [0, 60],
    [1, 20],
  ] as const);
  return Math.min(5, Math.max(1, overall + shift));
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** The reviews (oldest first) and responses of one provider. */
export function generateProviderReviews(plan: ReviewPlan, random: Random): ProviderReviews {
  const [low, high] = random.weighted(COUNT_BANDS);
  const count = Math.round(random.int(low, high) * (plan.countScale ?? 1));
  const tier = random.weighted(QUALITY_TIERS);
  const drafts: (Omit<ReviewRow, "id"> & { at: number })[] = [];
  const written = new Set<string>();
  for (let index = 0; index < count; index++) {
    const service = (random.chance(0.75) ? plan.services[0] : random.pick(plan.services)) as ReviewedService;
    const rollUpType = rollUpOf(service.careTypeId);
    const relationship = random.weighted(RELATIONSHIP_CHOICES[rollUpType]);
    const rating = drawRating(tier, random);
    const status: ReviewStatus = random.weighted([
      ["approved", 85],
      ["pending", 8],
      ["rejected", 7],
    ] as const);
    // Pending reviews wait for moderation, so they are recent.
    const daysAgo = status === "pending" ? random.between(0.1, 45) : random.between(0.1, REVIEW_WINDOW_DAYS);
    const at = Math.floor(plan.anchorMs - daysAgo * DAY_MS);
    const seniorLiving = rollUpType === "senior-living";
    const rated = seniorLiving && random.chance(0.8);
    const authorName = reviewerName(random);
    const wording = {
      careTypeId: service.careTypeId,
      rollUpType,
      relationship,
      rating,
      providerName: plan.providerName,
    };
    // Short reviews can come out alike; a provider never shows the same text twice.
    let content = composeReviewText(wording, random);
    for (let attempt = 0; written.has(content) && attempt < 10; attempt++) content = composeReviewText(wording, random);
    written.add(content);
    drafts.push({
      at,
      providerId: plan.providerId,
      careTypeId: service.careTypeId,
      legacyResourceId: service.legacyResourceId,
      authorName,
      authorEmail: random.chance(0.7) ? exampleEmail(authorName, random.int(10, 9999)) : "",
      relationship,
      content,
      ratingOverall: rating,
      ratingStaff: rated ? subRating(rating, 0.05, random) : null,
      ratingActivities: rated ? subRating(rating, 0.15, random) : null,
      ratingFood: rated ? subRating(rating, 0.08, random) : null,
      ratingFacilities: rated ? subRating(rating, 0.05, random) : null,
      ratingValue: rated ? subRating(rating, 0.08, random) : null,
      status,
      sourceName: random.weighted([
        ["provider_page", 60],
        ["portal_email", 25],
        ["new", 15],
      ] as const),
      createdAt: iso(at),
    });
  }
  drafts.sort((a, b) => a.at - b.at);

  const responses: ProviderReviews["responses"] = [];
  if (plan.claimed) {
    const responder = staffName(random);
    const title = random.pick(RESPONDER_TITLES[rollUpOf(plan.services[0]?.careTypeId ?? "not_sure")]);
    drafts.forEach((review, reviewIndex) => {
      if (review.status !== "approved" || !random.chance(0.12)) return;
      const at = Math.min(plan.anchorMs - 60_000, review.at + random.between(0.5, 10) * DAY_MS);
      responses.push({
        reviewIndex,
        authorName: responder,
        authorTitle: title,
        authorEmail: exampleEmail(responder, plan.providerId),
        content: composeResponseText(review.authorName.split(" ")[0] ?? "", review.ratingOverall, random),
        createdAt: iso(Math.floor(at)),
      });
    });
  }
  return { reviews: drafts.map(({ at: _at, ...review }) => review), responses };
}
