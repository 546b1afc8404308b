-- Migration 0018: the Medicare overall star rating on the provider row, so the search can filter
-- ("at least N stars") and sort by it from its covering index (docs/search.md, Medicare rating).
--
-- medicare_overall_rating: the best overall star rating (1 to 5) of the provider's Medicare
-- records of a rated kind (nursing homes, home-health agencies); NULL when it has none or Care
-- Compare does not rate it (0 in the data). An aggregate: recomputed with the others by
-- worker/providers/aggregate-queries.ts, never written by hand.
ALTER TABLE providers ADD COLUMN medicare_overall_rating INTEGER CHECK (medicare_overall_rating BETWEEN 1 AND 5);

UPDATE providers SET medicare_overall_rating = (
  SELECT max(m.overall_rating) FROM medicare_records m
  WHERE m.provider_id = providers.id AND m.overall_rating BETWEEN 1 AND 5
    AND m.local_resource_type IN ('nursing_homes', 'home_healthcare_agencies')
);

-- The search's covering indexes (0006) hold every column the engine reads: they gain the rating.
DROP INDEX providers_search;
CREATE INDEX providers_search ON providers (
  latitude, longitude, search_excluded, care_type_bits, amenity_bits, is_indexed, enhanced_listing, claimed,
  has_caring_stars, photo_count, average_rating, bayesian_average, review_count, rating_staff, rating_activities,
  rating_food, min_price_cents, medicare_overall_rating, city_id, county_id, zip, state_code
);
DROP INDEX providers_search_by_state;
CREATE INDEX providers_search_by_state ON providers (
  state_code, latitude, longitude, search_excluded, care_type_bits, amenity_bits, is_indexed, enhanced_listing,
  claimed, has_caring_stars, photo_count, average_rating, bayesian_average, review_count, rating_staff,
  rating_activities, rating_food, min_price_cents, medicare_overall_rating, city_id, county_id, zip
);
