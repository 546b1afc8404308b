-- Migration 0006: search on one covering index. The engine reads only narrow columns of a
-- provider, so an index holding all of them (position first) answers a radius search without
-- touching the wide provider rows or joining other tables. Care types and amenities become
-- bitmasks per provider (the bits fixed in care_types.bit and amenity_types.bit, as in
-- ui/lib/care-types.ts and ui/lib/amenities.ts): filters test a mask and facets are sums over
-- it, in one pass. Both masks are aggregates, recomputed by worker/data/aggregates.ts.

ALTER TABLE care_types ADD COLUMN bit INTEGER CHECK (bit BETWEEN 0 AND 52);
UPDATE care_types SET bit = 0 WHERE id = 'assisted_living_facilities';
UPDATE care_types SET bit = 1 WHERE id = 'alzheimers_care_facilities';
UPDATE care_types SET bit = 2 WHERE id = 'independent_living';
UPDATE care_types SET bit = 3 WHERE id = 'nursing_homes';
UPDATE care_types SET bit = 4 WHERE id = 'continuing_care_retirement_communities';
UPDATE care_types SET bit = 5 WHERE id = 'senior_apartments';
UPDATE care_types SET bit = 6 WHERE id = 'adult_day_services';
UPDATE care_types SET bit = 7 WHERE id = 'homecare_agencies';
UPDATE care_types SET bit = 8 WHERE id = 'home_healthcare_agencies';
UPDATE care_types SET bit = 9 WHERE id = 'hospices';
UPDATE care_types SET bit = 10 WHERE id = 'geriatric_care_managers';
UPDATE care_types SET bit = 11 WHERE id = 'low_income_affordable';
UPDATE care_types SET bit = 12 WHERE id = 'not_sure';
CREATE UNIQUE INDEX care_types_by_bit ON care_types (bit);

ALTER TABLE amenity_types ADD COLUMN bit INTEGER CHECK (bit BETWEEN 0 AND 52);
UPDATE amenity_types SET bit = 0 WHERE id = 2;
UPDATE amenity_types SET bit = 1 WHERE id = 3;
UPDATE amenity_types SET bit = 2 WHERE id = 98;
UPDATE amenity_types SET bit = 3 WHERE id = 99;
UPDATE amenity_types SET bit = 4 WHERE id = 105;
UPDATE amenity_types SET bit = 5 WHERE id = 122;
UPDATE amenity_types SET bit = 6 WHERE id = 201;
UPDATE amenity_types SET bit = 7 WHERE id = 202;
UPDATE amenity_types SET bit = 8 WHERE id = 203;
UPDATE amenity_types SET bit = 9 WHERE id = 204;
UPDATE amenity_types SET bit = 10 WHERE id = 205;
UPDATE amenity_types SET bit = 11 WHERE id = 211;
UPDATE amenity_types SET bit = 12 WHERE id = 212;
UPDATE amenity_types SET bit = 13 WHERE id = 213;
UPDATE amenity_types SET bit = 14 WHERE id = 214;
UPDATE amenity_types SET bit = 15 WHERE id = 221;
UPDATE amenity_types SET bit = 16 WHERE id = 222;
UPDATE amenity_types SET bit = 17 WHERE id = 223;
UPDATE amenity_types SET bit = 18 WHERE id = 224;
UPDATE amenity_types SET bit = 19 WHERE id = 225;
UPDATE amenity_types SET bit = 20 WHERE id = 231;
UPDATE amenity_types SET bit = 21 WHERE id = 232;
UPDATE amenity_types SET bit = 22 WHERE id = 233;
UPDATE amenity_types SET bit = 23 WHERE id = 241;
UPDATE amenity_types SET bit = 24 WHERE id = 242;
UPDATE amenity_types SET bit = 25 WHERE id = 243;
UPDATE amenity_types SET bit = 26 WHERE id = 251;
UPDATE amenity_types SET bit = 27 WHERE id = 252;
UPDATE amenity_types SET bit = 28 WHERE id = 253;
UPDATE amenity_types SET bit = 29 WHERE id = 254;
UPDATE amenity_types SET bit = 30 WHERE id = 255;
UPDATE amenity_types SET bit = 31 WHERE id = 301;
UPDATE amenity_types SET bit = 32 WHERE id = 302;
UPDATE amenity_types SET bit = 33 WHERE id = 303;
UPDATE amenity_types SET bit = 34 WHERE id = 304;
UPDATE amenity_types SET bit = 35 WHERE id = 305;
UPDATE amenity_types SET bit = 36 WHERE id = 306;
UPDATE amenity_types SET bit = 37 WHERE id = 307;
UPDATE amenity_types SET bit = 38 WHERE id = 308;
UPDATE amenity_types SET bit = 39 WHERE id = 309;
UPDATE amenity_types SET bit = 40 WHERE id = 310;
UPDATE amenity_types SET bit = 41 WHERE id = 311;
UPDATE amenity_types SET bit = 42 WHERE id = 312;
UPDATE amenity_types SET bit = 43 WHERE id = 313;
UPDATE amenity_types SET bit = 44 WHERE id = 314;
UPDATE amenity_types SET bit = 45 WHERE id = 448;
CREATE UNIQUE INDEX amenity_types_by_bit ON amenity_types (bit);

ALTER TABLE providers ADD COLUMN care_type_bits INTEGER NOT NULL DEFAULT 0;
ALTER TABLE providers ADD COLUMN amenity_bits INTEGER NOT NULL DEFAULT 0;
UPDATE providers SET
  care_type_bits = coalesce((SELECT sum(1 << ct.bit) FROM provider_services s JOIN care_types ct ON ct.id = s.care_type_id
    WHERE s.provider_id = providers.id), 0),
  amenity_bits = coalesce((SELECT sum(1 << t.bit) FROM provider_amenities pa JOIN amenity_types t ON t.id = pa.amenity_id
    WHERE pa.provider_id = providers.id), 0);

DROP INDEX providers_by_position;
CREATE INDEX providers_search ON providers (
  latitude, longitude, search_excluded, care_type_bits, amenity_bits, is_indexed, enhanced_listing, claimed,
  has_caring_stars, photo_count, average_rating, bayesian_average, review_count, rating_staff, rating_activities,
  rating_food, min_price_cents, city_id, county_id, zip, state_code
);
CREATE INDEX providers_search_by_state ON providers (
  state_code, latitude, longitude, search_excluded, care_type_bits, amenity_bits, is_indexed, enhanced_listing,
  claimed, has_caring_stars, photo_count, average_rating, bayesian_average, review_count, rating_staff,
  rating_activities, rating_food, min_price_cents, city_id, county_id, zip
);
