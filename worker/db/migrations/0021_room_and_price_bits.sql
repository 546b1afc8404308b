-- Migration 0021: the room types and each care type's price band as bitmasks on the provider
-- row, so the room-type filter and a care type's price filter read the search's covering index
-- instead of looking up services and room prices for every candidate (docs/search.md).
--
-- room_type_bits: a bit per room type any of the provider's services prices (roomTypeMask).
-- price_band_bits: four bits per care type, the band of that care type's starting price
-- (priceBandMask). Aggregates, like care_type_bits: recomputed by
-- worker/providers/aggregate-queries.ts, never written by hand.
ALTER TABLE providers ADD COLUMN room_type_bits INTEGER NOT NULL DEFAULT 0;
ALTER TABLE providers ADD COLUMN price_band_bits INTEGER NOT NULL DEFAULT 0;

-- The search's covering indexes hold every column the engine reads: they gain the two.
DROP INDEX providers_search;
CREATE INDEX providers_search ON providers (
  latitude, longitude, search_excluded, care_type_bits, amenity_bits, room_type_bits, price_band_bits, is_indexed,
  enhanced_listing, claimed, has_caring_stars, photo_count, average_rating, bayesian_average, review_count,
  rating_staff, rating_activities, rating_food, min_price_cents, medicare_overall_rating, city_id, county_id, zip,
  state_code
);
DROP INDEX providers_search_by_state;
CREATE INDEX providers_search_by_state ON providers (
  state_code, latitude, longitude, search_excluded, care_type_bits, amenity_bits, room_type_bits, price_band_bits,
  is_indexed, enhanced_listing, claimed, has_caring_stars, photo_count, average_rating, bayesian_average,
  review_count, rating_staff, rating_activities, rating_food, min_price_cents, medicare_overall_rating, city_id,
  county_id, zip
);

-- The values come from a whole-directory aggregates run in chunks (provider_jobs, 0020), started
-- here and continued by the cron every five minutes: no statement rewrites every provider at once.
INSERT INTO provider_jobs (job, next_id, last_id, mean, started_at, finished_at)
SELECT 'aggregates', coalesce(min(id), 1), coalesce(max(id), 0), NULL, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), NULL
FROM providers WHERE 1
ON CONFLICT (job) DO UPDATE SET next_id = excluded.next_id, last_id = excluded.last_id, mean = NULL,
  started_at = excluded.started_at, finished_at = NULL;

-- The two indexes were made anew: the query planner's statistics of them too.
PRAGMA optimize;
