/**
 * The operator's side of reviews (docs/reviews.md): the queue by status, approving and
 * rejecting a review with the provider's aggregates recomputed in the same batch (one
 * transaction), and filing a generic-form review under the provider an operator matched.
 */
import { aggregateStatements } from "../providers/aggregate-queries.ts";

export type ReviewStatus = "pending" | "approved" | "rejected";

export interface ModeratedReview {
  id: number;
  providerId: number;
  providerName: string;
  status: ReviewStatus;
  authorName: string;
  authorEmail: string;
  title: string;
  careTypeId: string | null;
  content: string;
  ratingOverall: number;
  ratingStaff: number | null;
  ratingActivities: number | null;
  ratingFood: number | null;
  ratingFacilities: number | null;
  ratingValue: number | null;
  duplicateOf: number | null;
  createdAt: string;
  moderationNote: string | null;
}

export interface UnmatchedReview {
  id: number;
  status: "pending" | "matched" | "rejected";
  facilityName: string;
  city: string;
  state: string;
  careTypeId: string | null;
  authorName: string;
  authorEmail: string;
  title: string;
  content: string;
  ratingOverall: number;
  ratingStaff: number | null;
  ratingActivities: number | null;
  ratingFood: number | null;
  ratingFacilities: number | null;
  ratingValue: number | null;
  matchedReviewId: number | null;
  createdAt: string;
  moderationNote: string | null;
}

const RATING_COLUMNS = `rating_overall AS ratingOverall, rating_staff AS ratingStaff,
  rating_activities AS ratingActivities, rating_food AS ratingFood, rating_facilities AS ratingFacilities,
  rating_value AS ratingValue`;

/** Reviews in one state, oldest first (the queue's order), `limit` from `offset`; of one provider when given. */
export async function reviewsByStatus(
  db: D1Database,
  status: ReviewStatus,
  page: { limit: number; offset: number; providerId?: number | undefined },
): Promise<ModeratedReview[]> {
  const { results } = await db
    .prepare(
      `SELECT r.id, r.provider_id AS providerId, p.name AS providerName, r.status, r.author_name AS authorName,
         r.author_email AS authorEmail, r.relationship AS title, r.care_type_id AS careTypeId, r.content,
         ${RATING_COLUMNS.replaceAll("rating_", "r.rating_")}, r.duplicate_of AS duplicateOf,
         r.created_at AS createdAt, r.moderation_note AS moderationNote
       FROM reviews r JOIN providers p ON p.id = r.provider_id
       WHERE r.status = ?1 AND (?4 IS NULL OR r.provider_id = ?4) ORDER BY r.created_at, r.id LIMIT ?2 OFFSET ?3`,
    )
    .bind(status, page.limit, page.offset, page.providerId ?? null)
    .all<ModeratedReview>();
  return results;
}

/** Generic-form reviews in one state ('pending', 'matched' or 'rejected'), oldest first. */
export async function unmatchedByStatus(
  db: D1Database,
  status: UnmatchedReview["status"],
  page: { limit: number; offset: number },
): Promise<UnmatchedReview[]> {
  const { results } = await db
    .prepare(
      `SELECT id, status, facility_name AS facilityName, city, state_code AS state, care_type_id AS careTypeId,
         author_name AS authorName, author_email AS authorEmail, relationship AS title, content, ${RATING_COLUMNS},
         matched_review_id AS matchedReviewId, created_at AS createdAt, moderation_note AS moderationNote
       FROM unmatched_reviews WHERE status = ?1 ORDER BY created_at, id LIMIT ?2 OFFSET ?3`,
    )
    .bind(status, page.limit, page.offset)
    .all<UnmatchedReview>();
  return results;
}

/** A review's provider and state, or null for an unknown id. */
export async function reviewStanding(
  db: D1Database,
  reviewId: number,
): Promise<{ id: number; providerId: number; status: ReviewStatus } | null> {
  return db
    .prepare("SELECT id, provider_id AS providerId, status FROM reviews WHERE id = ?1")
    .bind(reviewId)
    .first<{ id: number; providerId: number; status: ReviewStatus }>();
}

function aggregates(db: D1Database, providerId: number): D1PreparedStatement[] {
  if (!Number.isSafeInteger(providerId)) throw new Error("a provider id must be an integer");
  return aggregateStatements(`id = ${providerId}`, { bayesian: "scope" }).map((sql) => db.prepare(sql));
}

/**
 * Moves a review from `from` to `to` with the note, and recomputes its provider's aggregates
 * in the same batch when `recompute` (the change touches an approved review). Answers whether
 * the review was still in `from`: when another operator moved it first, nothing changes.
 */
export async function moveReview(
  db: D1Database,
  review: { id: number; providerId: number },
  change: { from: ReviewStatus; to: ReviewStatus; note: string | null; at: string; recompute: boolean },
): Promise<boolean> {
  const [moved] = await db.batch([
    db
      .prepare(
        `UPDATE reviews SET status = ?3, moderation_note = ?4, moderated_at = ?5
         WHERE id = ?1 AND status = ?2`,
      )
      .bind(review.id, change.from, change.to, change.note, change.at),
    ...(change.recompute ? aggregates(db, review.providerId) : []),
  ]);
  return (moved?.meta.changes ?? 0) > 0;
}

/** A provider's aggregates as moderation answers them. */
export interface ProviderAggregates {
  id: number;
  reviewCount: number;
  averageRating: number;
  bayesianAverage: number;
  ratings: {
    facilities: number | null;
    staff: number | null;
    food: number | null;
    activities: number | null;
    value: number | null;
  };
  caringStarsEligible: boolean;
}

export async function providerAggregates(db: D1Database, providerId: number): Promise<ProviderAggregates | null> {
  const row = await db
    .prepare(
      `SELECT id, review_count, average_rating, bayesian_average, rating_facilities, rating_staff, rating_food,
         rating_activities, rating_value, caring_stars_eligible FROM providers WHERE id = ?1`,
    )
    .bind(providerId)
    .first<{
      id: number;
      review_count: number;
      average_rating: number;
      bayesian_average: number;
      rating_facilities: number | null;
      rating_staff: number | null;
      rating_food: number | null;
      rating_activities: number | null;
      rating_value: number | null;
      caring_stars_eligible: number;
    }>();
  if (!row) return null;
  return {
    id: row.id,
    reviewCount: row.review_count,
    averageRating: row.average_rating,
    bayesianAverage: row.bayesian_average,
    ratings: {
      facilities: row.rating_facilities,
      staff: row.rating_staff,
      food: row.rating_food,
      activities: row.rating_activities,
      value: row.rating_value,
    },
    caringStarsEligible: row.caring_stars_eligible === 1,
  };
}

/** A generic-form review's state and text, or null for an unknown id. */
export async function unmatchedStanding(
  db: D1Database,
  id: number,
): Promise<{ id: number; status: UnmatchedReview["status"]; content: string } | null> {
  return db
    .prepare("SELECT id, status, content FROM unmatched_reviews WHERE id = ?1")
    .bind(id)
    .first<{ id: number; status: UnmatchedReview["status"]; content: string }>();
}

/** Whether a provider with this id exists. */
export async function providerExists(db: D1Database, providerId: number): Promise<boolean> {
  return (await db.prepare("SELECT 1 FROM providers WHERE id = ?1").bind(providerId).first()) !== null;
}

/**
 * Files a pending generic-form review as an approved review of `providerId`, marks it matched
 * and recomputes the provider's aggregates, in one batch. Answers the new review's id, or null
 * when it was no longer pending (another operator acted first).
 */
export async function matchUnmatched(
  db: D1Database,
  unmatchedId: number,
  providerId: number,
  contentKey: string,
  at: string,
): Promise<number | null> {
  const [inserted] = await db.batch<{ id: number }>([
    db
      .prepare(
        `INSERT INTO reviews (provider_id, care_type_id, author_name, author_email, relationship, content, content_key,
           rating_overall, rating_staff, rating_activities, rating_food, rating_facilities, rating_value, status,
           source_name, client_hash, created_at, moderated_at, language)
         SELECT ?2, care_type_id, author_name, author_email, relationship, content, ?3, rating_overall, rating_staff,
           rating_activities, rating_food, rating_facilities, rating_value, 'approved', source_name, client_hash,
           created_at, ?4, language
         FROM unmatched_reviews WHERE id = ?1 AND status = 'pending'
         RETURNING id`,
      )
      .bind(unmatchedId, providerId, contentKey, at),
    db
      .prepare(
        `UPDATE unmatched_reviews SET status = 'matched', matched_review_id = last_insert_rowid()
         WHERE id = ?1 AND status = 'pending'`,
      )
      .bind(unmatchedId),
    ...aggregates(db, providerId),
  ]);
  return inserted?.results[0]?.id ?? null;
}

/** Rejects a pending generic-form review with the reason; answers whether it was still pending. */
export async function rejectUnmatched(db: D1Database, id: number, reason: string): Promise<boolean> {
  const result = await db
    .prepare(
      "UPDATE unmatched_reviews SET status = 'rejected', moderation_note = ?2 WHERE id = ?1 AND status = 'pending'",
    )
    .bind(id, reason)
    .run();
  return result.meta.changes > 0;
}
