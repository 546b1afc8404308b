/**
 * The SQL that recomputes the providers' stored aggregates from their source rows: approved
 * reviews (count, average, sub-rating averages, bayesian average, Caring Stars eligibility),
 * photos, prices, Caring Stars, the Medicare overall star rating and the care-type, amenity,
 * room-type and price-band bitmasks search filters on. Run after seeding, importing or moderating, for a few providers at
 * once or for all of them in chunks (worker/providers/provider-job-store.ts); the aggregate columns
 * are never written any other way.
 */

import { CARING_STARS_ELIGIBILITY } from "../../domain/awards/awards.ts";
import { MEDICARE_RATED_KINDS } from "../../domain/providers/care-compare.ts";
import {
  PRICE_BAND_CEILINGS_CENTS,
  PRICE_BANDS_PER_CARE_TYPE,
  ROOM_TYPES,
} from "../../domain/search/search-filters.ts";

/**
 * Weight of the prior in the bayesian average: a provider's rating counts as this many extra
 * reviews at the directory-wide mean, so a single 5-star review does not outrank fifty 4.8s.
 */
const BAYESIAN_PRIOR_WEIGHT = 5;

/** The Medicare record kinds Care Compare gives an overall star rating, as SQL literals ('nursing_homes', …). */
export const RATED_MEDICARE_KINDS_SQL = MEDICARE_RATED_KINDS.map((kind) => `'${kind}'`).join(", ");

const subRating = (column: string) =>
  `(SELECT avg(r.${column}) FROM reviews r WHERE r.provider_id = providers.id AND r.status = 'approved' AND r.${column} IS NOT NULL)`;

/** Caring Stars eligibility (domain/awards/awards.ts): enough approved reviews of the last year, averaging enough. */
const caringStarsEligible = `coalesce((SELECT count(*) >= ${CARING_STARS_ELIGIBILITY.minReviews}
      AND avg(r.rating_overall) >= ${CARING_STARS_ELIGIBILITY.minAverage} FROM reviews r
    WHERE r.provider_id = providers.id AND r.status = 'approved'
      AND r.created_at >= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-${CARING_STARS_ELIGIBILITY.withinDays} days')), 0)`;

/** A service's price band less one (0-3) by its starting price, as SQL (domain/search/search-filters.ts). */
const priceBand = PRICE_BAND_CEILINGS_CENTS.map((ceiling) => `(s.starting_price_cents >= ${ceiling})`).join(" + ");

/** Each care type's starting-price band as a bit (priceBandMask): the price filter of a care type's search. */
const priceBandBits = `coalesce((SELECT sum(1 << (ct.bit * ${PRICE_BANDS_PER_CARE_TYPE} + ${priceBand}))
      FROM provider_services s JOIN care_types ct ON ct.id = s.care_type_id
      WHERE s.provider_id = providers.id AND s.starting_price_cents IS NOT NULL), 0)`;

/** The room types any of the provider's services prices, as bits (roomTypeMask). */
const roomTypeBits = `coalesce((SELECT sum(DISTINCT 1 << CASE r.room_type ${ROOM_TYPES.map((type, bit) => `WHEN '${type}' THEN ${bit}`).join(" ")} END)
      FROM room_type_costs r JOIN provider_services s ON s.id = r.service_id WHERE s.provider_id = providers.id), 0)`;

/** The directory-wide mean rating the bayesian averages work against, as SQL. */
const DIRECTORY_MEAN = "coalesce((SELECT avg(rating_overall) FROM reviews WHERE status = 'approved'), 0)";

/** The directory-wide mean rating of the approved reviews, 0 without any. */
export async function directoryMeanRating(db: D1Database): Promise<number> {
  return (await db.prepare(`SELECT ${DIRECTORY_MEAN} AS mean`).first<{ mean: number }>())?.mean ?? 0;
}

/** A provider's bayesian average against `mean` (SQL: a bound parameter, or the directory's mean). */
export function bayesianAgainst(mean: string, table: string): string {
  return `(${BAYESIAN_PRIOR_WEIGHT} * ${mean}
        + ${table}.average_rating * ${table}.review_count) / (${BAYESIAN_PRIOR_WEIGHT} + ${table}.review_count)`;
}

/**
 * The statements, in order, for the providers matched by `scope` (a WHERE clause on
 * `providers`, e.g. `id IN (SELECT ...)`; use `1 = 1` for all). `scope` must not hold values
 * from outside: it is written into the SQL.
 *
 * `bayesian: "scope"` recomputes the bayesian average of the scope's providers only, against
 * the directory-wide mean as it is now: what one moderation decision needs, without rewriting
 * every provider (seconds at 50,000 providers). The mean's tiny move for
 * everyone else waits for the daily refresh (worker/providers/provider-job-store.ts), which goes
 * over every provider in chunks. `bayesian: "none"` leaves it to the bayesian pass that follows
 * all the chunks of a whole-directory run.
 */
export function aggregateStatements(
  scope: string,
  options: { bayesian: "scope" | "none" } = { bayesian: "scope" },
): string[] {
  const bayesian =
    options.bayesian === "scope"
      ? [`UPDATE providers SET bayesian_average = ${bayesianAgainst(DIRECTORY_MEAN, "providers")} WHERE ${scope}`]
      : [];
  return [
    `UPDATE providers SET
      review_count = (SELECT count(*) FROM reviews r WHERE r.provider_id = providers.id AND r.status = 'approved'),
      average_rating = coalesce((SELECT avg(r.rating_overall) FROM reviews r WHERE r.provider_id = providers.id AND r.status = 'approved'), 0),
      rating_staff = ${subRating("rating_staff")},
      rating_activities = ${subRating("rating_activities")},
      rating_food = ${subRating("rating_food")},
      rating_facilities = ${subRating("rating_facilities")},
      rating_value = ${subRating("rating_value")},
      photo_count = (SELECT count(*) FROM photos ph WHERE ph.provider_id = providers.id),
      min_price_cents = (SELECT min(s.starting_price_cents) FROM provider_services s WHERE s.provider_id = providers.id),
      max_price_cents = (SELECT max(coalesce(s.max_price_cents, s.starting_price_cents)) FROM provider_services s WHERE s.provider_id = providers.id),
      caring_stars_eligible = ${caringStarsEligible},
      has_caring_stars = EXISTS (SELECT 1 FROM awards a WHERE a.provider_id = providers.id AND a.kind = 'caring_stars'),
      care_type_bits = coalesce((SELECT sum(1 << ct.bit) FROM provider_services s JOIN care_types ct ON ct.id = s.care_type_id
        WHERE s.provider_id = providers.id), 0),
      amenity_bits = coalesce((SELECT sum(1 << t.bit) FROM provider_amenities pa JOIN amenity_types t ON t.id = pa.amenity_id
        WHERE pa.provider_id = providers.id), 0),
      room_type_bits = ${roomTypeBits},
      price_band_bits = ${priceBandBits},
      medicare_overall_rating = (SELECT max(m.overall_rating) FROM medicare_records m WHERE m.provider_id = providers.id
        AND m.overall_rating BETWEEN 1 AND 5 AND m.local_resource_type IN (${RATED_MEDICARE_KINDS_SQL})),
      updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE ${scope}`,
    // The prior is the directory-wide mean as it is now, the scope's aggregates included.
    ...bayesian,
  ];
}

/** Whether a cron run at `scheduledTime` (every five minutes) is the day's bayesian refresh: the one in 03:00-03:04 UTC. */
export function isDailyBayesianRefresh(scheduledTime: number): boolean {
  const time = new Date(scheduledTime);
  return time.getUTCHours() === 3 && time.getUTCMinutes() < 5;
}
