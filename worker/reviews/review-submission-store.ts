/**
 * The writes of a family's review (docs/reviews.md): the provider it is about and that
 * provider's care types, and the review stored 'pending' in one statement that also keeps the
 * once-a-month rule and marks a possible duplicate, so concurrent identical posts store one.
 * Reviews from the generic form that name no listed provider go to unmatched_reviews.
 */
import type { Language } from "../../domain/i18n/languages.ts";

/** A provider as a review needs it: its name (the screening spares it) and its care types. */
export interface ReviewedProvider {
  id: number;
  name: string;
  /** The care types it offers, with the legacy resource id of each service. */
  services: { careTypeId: string; legacyResourceId: string | null }[];
}

export async function reviewedProvider(db: D1Database, providerId: number): Promise<ReviewedProvider | null> {
  const [provider, services] = await db.batch<{
    id: number;
    name: string;
    care_type_id: string;
    legacy_resource_id: string | null;
  }>([
    db.prepare("SELECT id, name FROM providers WHERE id = ?1").bind(providerId),
    db
      .prepare("SELECT care_type_id, legacy_resource_id FROM provider_services WHERE provider_id = ?1 ORDER BY id")
      .bind(providerId),
  ]);
  const row = provider?.results[0];
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    services: (services?.results ?? []).map((service) => ({
      careTypeId: service.care_type_id,
      legacyResourceId: service.legacy_resource_id,
    })),
  };
}

/** Whether `id` names a care type of the catalogue. */
export async function isCareType(db: D1Database, id: string): Promise<boolean> {
  return (await db.prepare("SELECT 1 FROM care_types WHERE id = ?1").bind(id).first()) !== null;
}

/** The ratings of a review, in the table's columns. */
export interface ReviewRatings {
  ratingOverall: number;
  ratingStaff: number | null;
  ratingActivities: number | null;
  ratingFood: number | null;
  ratingFacilities: number | null;
  ratingValue: number | null;
}

/** A review to store for a listed provider. */
export interface NewReview extends ReviewRatings {
  /** The language of the page it was written on. */
  language: Language;
  providerId: number;
  careTypeId: string;
  legacyResourceId: string;
  authorName: string;
  /** Trimmed, lower case. */
  authorEmail: string;
  relationship: string;
  content: string;
  /** The SHA-256 of the text as the duplicate check compares it, and that text. */
  contentKey: string;
  normalContent: string;
  sourceName: string;
  clientHash: string;
  /** ISO 8601, the server's clock. */
  createdAt: string;
}

/** What storing a review came to. */
export type StoredReview =
  | { outcome: "stored"; id: number; duplicateOf: number | null }
  /** The same address reviewed this provider after `since`: nothing stored. */
  | { outcome: "recent" };

/**
 * Stores the review 'pending' unless the same address has a review of the provider (pending
 * or approved) written after `recentSince`; in the same statement, `duplicate_of` names the
 * newest earlier review of the provider by the same address or with the same text. One
 * statement decides and writes, so of concurrent identical posts exactly one is stored.
 */
export async function storeReview(db: D1Database, review: NewReview, recentSince: string): Promise<StoredReview> {
  const row = await db
    .prepare(
      `INSERT INTO reviews (provider_id, care_type_id, legacy_resource_id, author_name, author_email, relationship,
         content, content_key, rating_overall, rating_staff, rating_activities, rating_food, rating_facilities,
         rating_value, status, source_name, client_hash, created_at, language, duplicate_of)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, 'pending', ?15, ?16, ?17, ?20,
         (SELECT d.id FROM reviews d
          WHERE d.provider_id = ?1 AND d.status <> 'rejected'
            AND (d.author_email = ?5 OR d.content_key = ?8 OR (d.content_key IS NULL AND lower(trim(d.content)) = ?18))
          ORDER BY d.created_at DESC, d.id DESC LIMIT 1)
       WHERE NOT EXISTS (
         SELECT 1 FROM reviews e
         WHERE e.provider_id = ?1 AND e.author_email = ?5 AND e.status <> 'rejected' AND e.created_at > ?19)
       RETURNING id, duplicate_of`,
    )
    .bind(
      review.providerId,
      review.careTypeId,
      review.legacyResourceId,
      review.authorName,
      review.authorEmail,
      review.relationship,
      review.content,
      review.contentKey,
      review.ratingOverall,
      review.ratingStaff,
      review.ratingActivities,
      review.ratingFood,
      review.ratingFacilities,
      review.ratingValue,
      review.sourceName,
      review.clientHash,
      review.createdAt,
      review.normalContent,
      recentSince,
      review.language,
    )
    .first<{ id: number; duplicate_of: number | null }>();
  return row ? { outcome: "stored", id: row.id, duplicateOf: row.duplicate_of } : { outcome: "recent" };
}

/** A review from the generic form about a provider we do not list, for an operator to match. */
export interface NewUnmatchedReview extends ReviewRatings {
  /** The language of the page it was written on. */
  language: Language;
  facilityName: string;
  city: string;
  stateCode: string;
  careTypeId: string;
  authorName: string;
  authorEmail: string;
  relationship: string;
  content: string;
  sourceName: string;
  clientHash: string;
  createdAt: string;
}

export async function storeUnmatchedReview(db: D1Database, review: NewUnmatchedReview): Promise<number> {
  const row = await db
    .prepare(
      `INSERT INTO unmatched_reviews (facility_name, city, state_code, care_type_id, author_name, author_email,
         relationship, content, rating_overall, rating_staff, rating_activities, rating_food, rating_facilities,
         rating_value, source_name, client_hash, created_at, language)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18)
       RETURNING id`,
    )
    .bind(
      review.facilityName,
      review.city,
      review.stateCode,
      review.careTypeId,
      review.authorName,
      review.authorEmail,
      review.relationship,
      review.content,
      review.ratingOverall,
      review.ratingStaff,
      review.ratingActivities,
      review.ratingFood,
      review.ratingFacilities,
      review.ratingValue,
      review.sourceName,
      review.clientHash,
      review.createdAt,
      review.language,
    )
    .first<{ id: number }>();
  if (!row) throw new Error("the unmatched review was not stored");
  return row.id;
}

/** A review as its duplicate confirmation reads it. */
export interface DuplicateState {
  id: number;
  status: "pending" | "approved" | "rejected";
  duplicateOf: number | null;
}

export async function duplicateState(db: D1Database, reviewId: number): Promise<DuplicateState | null> {
  const row = await db
    .prepare("SELECT id, status, duplicate_of FROM reviews WHERE id = ?1")
    .bind(reviewId)
    .first<{ id: number; status: DuplicateState["status"]; duplicate_of: number | null }>();
  return row ? { id: row.id, status: row.status, duplicateOf: row.duplicate_of } : null;
}

/**
 * Its author's answer about a possible duplicate, in one batch with `spend` (the statement that
 * spends the token): 'keep' clears duplicate_of, so the review waits for moderation like any
 * other; 'withdraw' rejects it with `note`. Answers whether the review was still waiting; the
 * batch fails with the token's primary key when the token was spent meanwhile.
 */
export async function answerDuplicate(
  db: D1Database,
  spend: D1PreparedStatement,
  reviewId: number,
  answer: { decision: "keep" | "withdraw"; note: string; at: string },
): Promise<boolean> {
  const change =
    answer.decision === "keep"
      ? db
          .prepare(
            "UPDATE reviews SET duplicate_of = NULL WHERE id = ?1 AND status = 'pending' AND duplicate_of IS NOT NULL",
          )
          .bind(reviewId)
      : db
          .prepare(
            `UPDATE reviews SET status = 'rejected', moderation_note = ?2, moderated_at = ?3
             WHERE id = ?1 AND status = 'pending' AND duplicate_of IS NOT NULL`,
          )
          .bind(reviewId, answer.note, answer.at);
  const [, changed] = await db.batch([spend, change]);
  return (changed?.meta.changes ?? 0) > 0;
}
