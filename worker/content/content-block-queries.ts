/**
 * The D1 reads of the content blocks that show live data: a featured review (the newest approved
 * review rated 4 or more of a provider the search lists, with its published response) and a
 * provider rollup (a care type's providers in a place, best bayesian average first). Providers
 * the search leaves out (search_excluded) are never shown (spec search-and-compare §5).
 */
import type { FeaturedReviewData } from "../../domain/content/featured-review.ts";
import { urlName } from "../../domain/geo/place-names.ts";
import { providerPagePath } from "../../domain/providers/provider-url.ts";
import {
  REVIEW_READ_COLUMNS,
  REVIEW_READ_JOINS,
  type ReviewReadRow,
  reviewReadFromRow,
} from "../reviews/review-read-queries.ts";

/** The tables a provider page's path is built from, joined to `p`. */
const PROVIDER_PATH_JOINS = `JOIN care_types pct ON pct.id = p.primary_care_type_id JOIN states s ON s.code = p.state_code
  LEFT JOIN cities c ON c.id = p.city_id`;

interface ProviderPathRow {
  provider_slug: string;
  city_name: string;
  city_url_name: string | null;
  state_url_name: string;
  care_type_slug: string;
}

function providerPath(row: ProviderPathRow): string {
  return providerPagePath({
    careTypeSlug: row.care_type_slug,
    stateUrlName: row.state_url_name,
    cityUrlName: row.city_url_name ?? urlName(row.city_name),
    slug: row.provider_slug,
  });
}

/** spec: search-and-compare §4, the featured review is rated 4 or more. */
export const FEATURED_REVIEW_MIN_RATING = 4;

/**
 * The newest approved review rated 4 or more of a listed provider of the brand's care types
 * (a bitmask of providers.care_type_bits): of the care type (the review's own) and of a provider
 * in the state, when given; ties on the date go to the higher id. Null when there is none.
 * The review is found first, walking the reviews newest first and asking of each whether its
 * provider qualifies, in a scalar subquery: joined, or as EXISTS, SQLite reads every provider
 * (for a sort or a Bloom filter) before the first review.
 */
export async function newestFeaturedReview(
  db: D1Database,
  where: { careTypeId: string | null; stateCode: string | null; careTypeMask: number },
): Promise<FeaturedReviewData | null> {
  const row = await db
    .prepare(
      `SELECT ${REVIEW_READ_COLUMNS}, p.id AS provider_id, p.name AS provider_name, p.slug AS provider_slug,
         p.city_name, c.url_name AS city_url_name, s.url_name AS state_url_name, pct.slug AS care_type_slug
       FROM reviews r JOIN providers p ON p.id = r.provider_id ${PROVIDER_PATH_JOINS} ${REVIEW_READ_JOINS}
       WHERE r.id = (SELECT newest.id FROM reviews newest
         WHERE newest.status = 'approved' AND newest.rating_overall >= ?1
           AND (?2 IS NULL OR newest.care_type_id = ?2)
           AND (SELECT listed.search_excluded = 0 AND (listed.care_type_bits & ?4) <> 0
             AND (?3 IS NULL OR listed.state_code = ?3) FROM providers listed WHERE listed.id = newest.provider_id)
         ORDER BY newest.created_at DESC, newest.id DESC LIMIT 1)`,
    )
    .bind(FEATURED_REVIEW_MIN_RATING, where.careTypeId, where.stateCode, where.careTypeMask)
    .first<ReviewReadRow & ProviderPathRow & { provider_id: number; provider_name: string }>();
  if (!row) return null;
  return {
    review: reviewReadFromRow(row),
    provider: { id: row.provider_id, name: row.provider_name, url: providerPath(row) },
  };
}

/** One provider of a rollup, with its starting price for the rollup's care type. */
export interface RollupProviderRow {
  id: number;
  name: string;
  url: string;
  city: string;
  stateCode: string;
  averageRating: number;
  reviewCount: number;
  priceCents: number | null;
  photo: { url: string; width: number; height: number } | null;
}

/**
 * Up to `limit` listed providers offering the care type, in the state (and city url name) when
 * given, best bayesian average first; ties go to more reviews, then the lower id.
 */
export async function bestProvidersOf(
  db: D1Database,
  where: { careTypeId: string; stateCode: string | null; cityUrlName: string | null; limit: number },
): Promise<RollupProviderRow[]> {
  // The country's best are found walking the bayesian index, which stops at the limit (left to
  // itself SQLite sorts every provider first); a state's few are found through its own index.
  const scope =
    where.stateCode === null
      ? { providers: "providers p INDEXED BY providers_by_bayesian", state: "?2 IS NULL" }
      : { providers: "providers p", state: "p.state_code = ?2" };
  const { results } = await db
    .prepare(
      `SELECT top.id, top.name, top.provider_slug, top.city_name, top.state_code, c.url_name AS city_url_name,
         s.url_name AS state_url_name, pct.slug AS care_type_slug, top.average_rating, top.review_count,
         top.starting_price_cents, ph.url AS photo_url, ph.width AS photo_width, ph.height AS photo_height
       FROM (SELECT p.id, p.name, p.slug AS provider_slug, p.city_name, p.city_id, p.state_code,
           p.primary_care_type_id, p.average_rating, p.review_count, p.bayesian_average, sv.starting_price_cents
         FROM ${scope.providers} CROSS JOIN provider_services sv ON sv.provider_id = p.id AND sv.care_type_id = ?1
         WHERE p.search_excluded = 0 AND ${scope.state}
           AND (?3 IS NULL OR (SELECT named.url_name FROM cities named WHERE named.id = p.city_id) = ?3)
         ORDER BY p.bayesian_average DESC, p.review_count DESC, p.id LIMIT ?4) top
       JOIN care_types pct ON pct.id = top.primary_care_type_id JOIN states s ON s.code = top.state_code
       LEFT JOIN cities c ON c.id = top.city_id
       LEFT JOIN photos ph ON ph.id = (SELECT first.id FROM photos first WHERE first.provider_id = top.id
         ORDER BY first.position LIMIT 1)
       ORDER BY top.bayesian_average DESC, top.review_count DESC, top.id`,
    )
    .bind(where.careTypeId, where.stateCode, where.cityUrlName, where.limit)
    .all<
      ProviderPathRow & {
        id: number;
        name: string;
        state_code: string;
        average_rating: number;
        review_count: number;
        starting_price_cents: number | null;
        photo_url: string | null;
        photo_width: number | null;
        photo_height: number | null;
      }
    >();
  return results.map((row) => ({
    id: row.id,
    name: row.name,
    url: providerPath(row),
    city: row.city_name,
    stateCode: row.state_code,
    averageRating: row.average_rating,
    reviewCount: row.review_count,
    priceCents: row.starting_price_cents,
    photo:
      row.photo_url === null
        ? null
        : { url: row.photo_url, width: row.photo_width ?? 500, height: row.photo_height ?? 500 },
  }));
}

/** The name of the city with this url name in the state, or null when there is none. */
export async function cityNameByUrlName(
  db: D1Database,
  stateCode: string,
  cityUrlName: string,
): Promise<string | null> {
  const row = await db
    .prepare("SELECT name FROM cities WHERE state_code = ?1 AND url_name = ?2 ORDER BY population DESC LIMIT 1")
    .bind(stateCode, cityUrlName)
    .first<{ name: string }>();
  return row?.name ?? null;
}
