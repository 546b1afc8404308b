/**
 * The reviews the review feeds read (spec reviews-and-provider-page §3, §7): only approved
 * reviews, each with its provider's latest published response, newest first. One provider's by
 * its old directory id; the latest across the directory; the latest of a care type in a place.
 * Providers are those a brand's search lists (search-and-compare §5): never one search leaves
 * out, and only those offering a care type of the brand's roll-ups.
 */
import { urlName } from "../../domain/geo/place-names.ts";
import { providerPagePath } from "../../domain/providers/provider-url.ts";
import type { ReviewRead } from "../../domain/reviews/review-read.ts";
import {
  REVIEW_READ_COLUMNS,
  REVIEW_READ_JOINS,
  type ReviewReadRow,
  reviewReadFromRow,
} from "./review-read-queries.ts";

/** What a summary needs of the provider, joined to `p`. */
const PROVIDER_COLUMNS = `p.id AS provider_id, p.name AS provider_name, p.slug AS provider_slug, p.phone AS provider_phone,
  p.city_name, c.url_name AS city_url_name, s.url_name AS state_url_name, pct.slug AS care_type_slug,
  pct.label AS care_type_label,
  (SELECT url FROM photos ph WHERE ph.provider_id = p.id ORDER BY ph.position LIMIT 1) AS photo_url`;

const PROVIDER_JOINS = `JOIN care_types pct ON pct.id = p.primary_care_type_id JOIN states s ON s.code = p.state_code
  LEFT JOIN cities c ON c.id = p.city_id`;

interface PathRow {
  provider_slug: string;
  city_name: string;
  city_url_name: string | null;
  state_url_name: string;
  care_type_slug: string;
}

interface SummaryRow extends ReviewReadRow, PathRow {
  provider_id: number;
  provider_name: string;
  provider_phone: string;
  care_type_label: string;
  photo_url: string | null;
}

function pagePath(row: PathRow): string {
  return providerPagePath({
    careTypeSlug: row.care_type_slug,
    stateUrlName: row.state_url_name,
    cityUrlName: row.city_url_name ?? urlName(row.city_name),
    slug: row.provider_slug,
  });
}

/** A review with what the summaries show of its provider; the caller adds the absolute URL and the image fallback. */
export interface ReviewWithProvider {
  review: ReviewRead;
  provider: {
    id: number;
    name: string;
    slug: string;
    path: string;
    telephone: string;
    careTypeLabel: string;
    photoUrl: string | null;
  };
}

function withProvider(row: SummaryRow): ReviewWithProvider {
  return {
    review: reviewReadFromRow(row),
    provider: {
      id: row.provider_id,
      name: row.provider_name,
      slug: row.provider_slug,
      path: pagePath(row),
      telephone: row.provider_phone,
      careTypeLabel: row.care_type_label,
      photoUrl: row.photo_url,
    },
  };
}

export interface LegacyProvider {
  id: number;
  legacyId: string;
  name: string;
  path: string;
  averageRating: number;
  reviewCount: number;
}

/** The provider whose old directory id is `legacyId`, with its review aggregates; null when none. */
export async function providerByLegacyId(db: D1Database, legacyId: string): Promise<LegacyProvider | null> {
  const row = await db
    .prepare(
      `SELECT p.id, p.legacy_id, p.name, p.slug AS provider_slug, p.city_name, c.url_name AS city_url_name,
         s.url_name AS state_url_name, pct.slug AS care_type_slug, p.average_rating, p.review_count
       FROM providers p ${PROVIDER_JOINS} WHERE p.legacy_id = ?1`,
    )
    .bind(legacyId)
    .first<PathRow & { id: number; legacy_id: string; name: string; average_rating: number; review_count: number }>();
  if (!row) return null;
  return {
    id: row.id,
    legacyId: row.legacy_id,
    name: row.name,
    path: pagePath(row),
    averageRating: row.average_rating,
    reviewCount: row.review_count,
  };
}

/** A page of one provider's approved reviews, newest first. */
export async function approvedReviewsOf(
  db: D1Database,
  providerId: number,
  page: { limit: number; offset: number },
): Promise<ReviewRead[]> {
  const { results } = await db
    .prepare(
      `SELECT ${REVIEW_READ_COLUMNS} FROM reviews r ${REVIEW_READ_JOINS}
       WHERE r.provider_id = ?1 AND r.status = 'approved'
       ORDER BY r.created_at DESC, r.id DESC LIMIT ?2 OFFSET ?3`,
    )
    .bind(providerId, page.limit, page.offset)
    .all<ReviewReadRow>();
  return results.map(reviewReadFromRow);
}

/** Which providers a feed reads: the brand's care types (a bitmask of providers.care_type_bits). */
export interface FeedScope {
  careTypeMask: number;
}

/**
 * The latest approved reviews of the providers in scope, across the directory. They are found
 * walking the reviews newest first and checking each one's provider in a scalar subquery:
 * joined, SQLite reads every provider and sorts every approved review first.
 */
export async function recentApprovedReviews(
  db: D1Database,
  scope: FeedScope,
  count: number,
): Promise<ReviewWithProvider[]> {
  const { results } = await db
    .prepare(
      `SELECT ${REVIEW_READ_COLUMNS}, ${PROVIDER_COLUMNS}
       FROM reviews r JOIN providers p ON p.id = r.provider_id ${PROVIDER_JOINS} ${REVIEW_READ_JOINS}
       WHERE r.id IN (SELECT newest.id FROM reviews newest
         WHERE newest.status = 'approved'
           AND (SELECT listed.search_excluded = 0 AND (listed.care_type_bits & ?1) <> 0
             FROM providers listed WHERE listed.id = newest.provider_id)
         ORDER BY newest.created_at DESC, newest.id DESC LIMIT ?2)
       ORDER BY r.created_at DESC, r.id DESC`,
    )
    .bind(scope.careTypeMask, count)
    .all<SummaryRow>();
  return results.map(withProvider);
}

/**
 * A place as the locale feed names it: a state's code, and optionally a city and a county of
 * that state, each by its gazetteer key (cities.name_key, counties.name_key) or its URL name.
 */
export interface FeedPlace {
  stateCode: string;
  city: { nameKey: string; urlName: string } | null;
  county: { nameKey: string; urlName: string } | null;
}

/** The latest approved reviews of the providers in scope in a place; none when the place is unknown. */
export async function recentApprovedReviewsIn(
  db: D1Database,
  scope: FeedScope,
  place: FeedPlace,
  count: number,
): Promise<ReviewWithProvider[]> {
  const { results } = await db
    .prepare(
      `SELECT ${REVIEW_READ_COLUMNS}, ${PROVIDER_COLUMNS}
       FROM reviews r JOIN providers p ON p.id = r.provider_id ${PROVIDER_JOINS} ${REVIEW_READ_JOINS}
       WHERE r.status = 'approved' AND p.search_excluded = 0 AND (p.care_type_bits & ?1) <> 0 AND p.state_code = ?2
         AND (?3 IS NULL OR p.city_id IN (SELECT id FROM cities WHERE state_code = ?2 AND (name_key = ?3 OR url_name = ?4)))
         AND (?5 IS NULL OR p.county_id IN (SELECT id FROM counties WHERE state_code = ?2 AND (name_key = ?5 OR url_name = ?6)))
       ORDER BY r.created_at DESC, r.id DESC LIMIT ?7`,
    )
    .bind(
      scope.careTypeMask,
      place.stateCode,
      place.city?.nameKey ?? null,
      place.city?.urlName ?? null,
      place.county?.nameKey ?? null,
      place.county?.urlName ?? null,
      count,
    )
    .all<SummaryRow>();
  return results.map(withProvider);
}
