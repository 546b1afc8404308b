-- Migration 0003: providers and everything that describes one (reviews-and-provider-page §3,
-- lead-capture-and-chrome §3). Money is integer cents. The aggregate columns of providers are
-- recomputed from their source rows by worker/data/aggregates.ts and never written by hand.

CREATE TABLE providers (
  id INTEGER PRIMARY KEY,
  legacy_id TEXT UNIQUE,
  -- 'demo' rows are generated and fictional; 'cms' rows are real facilities from federal files
  -- and carry only their real data (no generated reviews, prices or awards).
  source TEXT NOT NULL CHECK (source IN ('demo', 'cms')),
  -- CMS Certification Number of an imported facility; the importer upserts by it.
  ccn TEXT UNIQUE,
  name TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  primary_care_type_id TEXT NOT NULL REFERENCES care_types (id),
  street TEXT NOT NULL DEFAULT '',
  city_id INTEGER REFERENCES cities (id),
  city_name TEXT NOT NULL,
  county_id INTEGER REFERENCES counties (id),
  county_name TEXT NOT NULL DEFAULT '',
  state_code TEXT NOT NULL REFERENCES states (code),
  zip TEXT NOT NULL DEFAULT '',
  formatted_address TEXT NOT NULL,
  latitude REAL NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude REAL NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  phone TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  -- JSON array of tag strings, e.g. ["Assisted Living","Home Care"]
  tags TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(tags)),
  care_types_description TEXT NOT NULL DEFAULT '',
  is_indexed INTEGER NOT NULL DEFAULT 1 CHECK (is_indexed IN (0, 1)),
  enhanced_listing INTEGER NOT NULL DEFAULT 0 CHECK (enhanced_listing IN (0, 1)),
  subscription_contract INTEGER NOT NULL DEFAULT 0 CHECK (subscription_contract IN (0, 1)),
  claimed INTEGER NOT NULL DEFAULT 0 CHECK (claimed IN (0, 1)),
  -- 1 for providers tagged 'Low Income Affordable', which search never shows (search-and-compare §5)
  search_excluded INTEGER NOT NULL DEFAULT 0 CHECK (search_excluded IN (0, 1)),

  -- Recomputed aggregates.
  review_count INTEGER NOT NULL DEFAULT 0,
  average_rating REAL NOT NULL DEFAULT 0,
  bayesian_average REAL NOT NULL DEFAULT 0,
  rating_staff REAL,
  rating_activities REAL,
  rating_food REAL,
  rating_facilities REAL,
  rating_value REAL,
  photo_count INTEGER NOT NULL DEFAULT 0,
  min_price_cents INTEGER,
  max_price_cents INTEGER,
  has_caring_stars INTEGER NOT NULL DEFAULT 0,

  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
-- Radius search: a latitude band, then longitude, on one index.
CREATE INDEX providers_by_position ON providers (latitude, longitude);
CREATE INDEX providers_by_state ON providers (state_code, city_id);
CREATE INDEX providers_by_city ON providers (city_id);
CREATE INDEX providers_by_county ON providers (county_id);
CREATE INDEX providers_by_bayesian ON providers (bayesian_average DESC);

-- One row per care type a provider offers; its starting price is what search shows and filters.
CREATE TABLE provider_services (
  id INTEGER PRIMARY KEY,
  provider_id INTEGER NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  care_type_id TEXT NOT NULL REFERENCES care_types (id),
  legacy_resource_id TEXT,
  description TEXT NOT NULL DEFAULT '',
  license TEXT,
  starting_price_cents INTEGER CHECK (starting_price_cents IS NULL OR starting_price_cents > 0),
  max_price_cents INTEGER CHECK (max_price_cents IS NULL OR max_price_cents > 0),
  contract_type TEXT,
  contract_is_suppressed INTEGER NOT NULL DEFAULT 0 CHECK (contract_is_suppressed IN (0, 1)),
  is_claimed INTEGER NOT NULL DEFAULT 0 CHECK (is_claimed IN (0, 1)),
  UNIQUE (provider_id, care_type_id)
);
CREATE INDEX provider_services_by_care_type ON provider_services (care_type_id, provider_id);

CREATE TABLE room_type_costs (
  id INTEGER PRIMARY KEY,
  service_id INTEGER NOT NULL REFERENCES provider_services (id) ON DELETE CASCADE,
  room_type TEXT NOT NULL
    CHECK (room_type IN ('studio', '1-bedroom', '2-bedroom', '3-bedroom', 'respite', 'semi-private', 'private')),
  starting_price_cents INTEGER NOT NULL CHECK (starting_price_cents > 0),
  UNIQUE (service_id, room_type)
);

CREATE TABLE accommodations (
  id INTEGER PRIMARY KEY,
  service_id INTEGER NOT NULL REFERENCES provider_services (id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  starting_price_cents INTEGER CHECK (starting_price_cents IS NULL OR starting_price_cents > 0),
  bed_count INTEGER,
  bathroom_count INTEGER,
  square_feet INTEGER,
  -- JSON array of feature strings
  features TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(features)),
  image_url TEXT
);
CREATE INDEX accommodations_by_service ON accommodations (service_id);

CREATE TABLE provider_amenities (
  provider_id INTEGER NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  amenity_id INTEGER NOT NULL REFERENCES amenity_types (id),
  PRIMARY KEY (provider_id, amenity_id)
) WITHOUT ROWID;
CREATE INDEX provider_amenities_by_amenity ON provider_amenities (amenity_id, provider_id);

CREATE TABLE photos (
  id INTEGER PRIMARY KEY,
  provider_id INTEGER NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  url TEXT NOT NULL,
  caption TEXT NOT NULL DEFAULT '',
  width INTEGER NOT NULL DEFAULT 500,
  height INTEGER NOT NULL DEFAULT 500,
  UNIQUE (provider_id, position)
);

-- Caring Stars (one row per winning year) and Home Care Pulse badges (name and year).
CREATE TABLE awards (
  id INTEGER PRIMARY KEY,
  provider_id INTEGER NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('caring_stars', 'home_care_pulse')),
  name TEXT NOT NULL,
  year INTEGER NOT NULL CHECK (year BETWEEN 2000 AND 2100),
  UNIQUE (provider_id, kind, name, year)
);

-- Active when now lies between starts_at and ends_at (either may be missing), it has text and is
-- not visible_only_to_fa (reviews-and-provider-page §4).
CREATE TABLE promotions (
  id INTEGER PRIMARY KEY,
  provider_id INTEGER NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  external_text TEXT NOT NULL DEFAULT '',
  starts_at TEXT,
  ends_at TEXT,
  visible_only_to_fa INTEGER NOT NULL DEFAULT 0 CHECK (visible_only_to_fa IN (0, 1))
);
CREATE INDEX promotions_by_provider ON promotions (provider_id);

-- Federal Care Compare data, for nursing homes and home-health agencies only.
CREATE TABLE medicare_records (
  id INTEGER PRIMARY KEY,
  provider_id INTEGER NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  federal_provider_number TEXT NOT NULL UNIQUE,
  local_resource_type TEXT NOT NULL CHECK (local_resource_type IN ('nursing_homes', 'home_healthcare_agencies')),
  state TEXT NOT NULL,
  ownership_type TEXT,
  provider_type TEXT,
  certified_beds INTEGER,
  rating_date TEXT,
  overall_rating INTEGER CHECK (overall_rating BETWEEN 0 AND 5),
  health_inspection_rating INTEGER CHECK (health_inspection_rating BETWEEN 0 AND 5),
  qm_rating INTEGER CHECK (qm_rating BETWEEN 0 AND 5),
  staffing_rating INTEGER CHECK (staffing_rating BETWEEN 0 AND 5),
  -- JSON array of {label, value, unit}: the percentage and hours metrics shown with their labels
  metrics TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(metrics))
);
CREATE INDEX medicare_records_by_provider ON medicare_records (provider_id);

CREATE TABLE provider_faqs (
  id INTEGER PRIMARY KEY,
  provider_id INTEGER NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  question TEXT NOT NULL,
  answer TEXT NOT NULL,
  UNIQUE (provider_id, position)
);
