/**
 * A provider's approved reviews as the list reads them (spec reviews-and-provider-page §3,
 * §4 'Review reading'): one page in the asked order with each review's latest published
 * response, how many approved reviews the provider has, and how many match the search and
 * filters, in one D1 batch. Only status 'approved' reviews and 'published' responses are read.
 */
import {
  likeContainsPattern,
  type ReviewFilterChoices,
  type ReviewFilters,
  type ReviewSort,
  reviewFilterChoices,
  reviewOrder,
} from "../../domain/reviews/review-list.ts";
import type { ReviewRead } from "../../domain/reviews/review-read.ts";
import {
  RELATIONSHIP_VALUES,
  type ReviewRelationshipGroup,
  relationshipGroup,
  relationshipsInGroup,
} from "../../domain/reviews/review-relationships.ts";
import {
  REVIEW_READ_COLUMNS,
  REVIEW_READ_JOINS,
  type ReviewReadRow,
  reviewReadFromRow,
} from "./review-read-queries.ts";

export interface ReviewListQuery extends ReviewFilters {
  providerId: number;
  sort: ReviewSort;
  offset: number;
  limit: number;
}

export interface ReviewListPage {
  reviews: ReviewRead[];
  /** Every approved review of the provider. */
  total: number;
  /** The approved reviews matching the search and filters. */
  found: number;
}

/** The WHERE clause of the search and filters, with its values (numbered from `first`). */
function matchClause(query: ReviewListQuery, first: number): { sql: string; values: (string | number)[] } {
  const clauses: string[] = [];
  const values: (string | number)[] = [];
  const placeholders = (list: readonly (string | number)[]) =>
    list
      .map((value) => {
        values.push(value);
        return `?${first + values.length - 1}`;
      })
      .join(", ");
  if (query.search) clauses.push(`r.content LIKE ${placeholders([likeContainsPattern(query.search)])} ESCAPE '\\'`);
  if (query.stars.length > 0) clauses.push(`r.rating_overall IN (${placeholders(query.stars)})`);
  if (query.careTypes.length > 0) clauses.push(`r.care_type_id IN (${placeholders(query.careTypes)})`);
  if (query.relationships.length > 0) {
    const relationships = query.relationships.flatMap((group) => relationshipsInGroup(group));
    const alternatives = relationships.length > 0 ? [`r.relationship IN (${placeholders(relationships)})`] : [];
    // A relationship no form offers reads as 'Other', so that group takes it in too.
    if (query.relationships.includes("Other")) {
      alternatives.push(`r.relationship NOT IN (${placeholders(RELATIONSHIP_VALUES)})`);
    }
    clauses.push(alternatives.length > 0 ? `(${alternatives.join(" OR ")})` : "0");
  }
  return { sql: clauses.map((clause) => ` AND ${clause}`).join(""), values };
}

function orderBy(sort: ReviewSort): string {
  const order = reviewOrder(sort);
  const direction = order.direction === "asc" ? "ASC" : "DESC";
  return order.by === "rating"
    ? `r.rating_overall ${direction}, r.created_at DESC, r.id DESC`
    : `r.created_at ${direction}, r.id ${direction}`;
}

/** One page of a provider's approved reviews with the totals; null when no such provider exists. */
export async function reviewListPage(db: D1Database, query: ReviewListQuery): Promise<ReviewListPage | null> {
  // The same clause twice, numbered after each statement's own values.
  const counted = matchClause(query, 2);
  const paged = matchClause(query, 4);
  const [provider, counts, page] = await db.batch([
    db.prepare("SELECT 1 AS present FROM providers WHERE id = ?1").bind(query.providerId),
    db
      .prepare(
        `SELECT count(*) AS total, coalesce(sum(CASE WHEN 1 ${counted.sql} THEN 1 ELSE 0 END), 0) AS found
         FROM reviews r WHERE r.provider_id = ?1 AND r.status = 'approved'`,
      )
      .bind(query.providerId, ...counted.values),
    db
      .prepare(
        `SELECT ${REVIEW_READ_COLUMNS}
         FROM reviews r ${REVIEW_READ_JOINS}
         WHERE r.provider_id = ?1 AND r.status = 'approved' ${paged.sql}
         ORDER BY ${orderBy(query.sort)}
         LIMIT ?2 OFFSET ?3`,
      )
      .bind(query.providerId, query.limit, query.offset, ...paged.values),
  ]);
  if (!provider?.results.length) return null;
  const totals = counts?.results[0] as { total: number; found: number } | undefined;
  return {
    reviews: ((page?.results ?? []) as ReviewReadRow[]).map(reviewReadFromRow),
    total: totals?.total ?? 0,
    found: totals?.found ?? 0,
  };
}

/** How many approved reviews give each overall rating, 1 star first, 5 stars last. */
export async function reviewStarCountsOf(db: D1Database, providerId: number): Promise<number[]> {
  const { results } = await db
    .prepare(
      `SELECT rating_overall AS stars, count(*) AS reviews FROM reviews
       WHERE provider_id = ?1 AND status = 'approved' GROUP BY rating_overall`,
    )
    .bind(providerId)
    .all<{ stars: number; reviews: number }>();
  const counts = [0, 0, 0, 0, 0];
  for (const row of results) if (row.stars >= 1 && row.stars <= 5) counts[row.stars - 1] = row.reviews;
  return counts;
}

/** The care types and relationship groups that occur among a provider's approved reviews. */
export async function reviewFilterChoicesOf(db: D1Database, providerId: number): Promise<ReviewFilterChoices> {
  const { results } = await db
    .prepare(
      `SELECT DISTINCT care_type_id, relationship FROM reviews
       WHERE provider_id = ?1 AND status = 'approved'`,
    )
    .bind(providerId)
    .all<{ care_type_id: string | null; relationship: string }>();
  const groups = new Set<ReviewRelationshipGroup>(results.map((row) => relationshipGroup(row.relationship)));
  return reviewFilterChoices(
    results.flatMap((row) => (row.care_type_id ? [row.care_type_id] : [])),
    groups,
  );
}
