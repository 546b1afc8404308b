-- Migration 0001: the US gazetteer. States, counties, cities (with population) and ZIP codes
-- with coordinates, loaded at seed time from npm data packages (see scripts/seed.ts).
-- url_name is the lowercase, hyphenated form used in page paths (/assisted-living/texas/austin/).

CREATE TABLE states (
  code TEXT PRIMARY KEY CHECK (length(code) = 2),
  name TEXT NOT NULL UNIQUE,
  url_name TEXT NOT NULL UNIQUE,
  latitude REAL NOT NULL,
  longitude REAL NOT NULL
);

CREATE TABLE counties (
  id INTEGER PRIMARY KEY,
  fips TEXT UNIQUE,
  name TEXT NOT NULL,
  state_code TEXT NOT NULL REFERENCES states (code),
  url_name TEXT NOT NULL,
  -- lowercase name without the word 'county', for 'Travis County, TX' lookups
  name_key TEXT NOT NULL,
  latitude REAL NOT NULL,
  longitude REAL NOT NULL,
  UNIQUE (state_code, url_name)
);
CREATE INDEX counties_by_name ON counties (name_key, state_code);

CREATE TABLE cities (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  state_code TEXT NOT NULL REFERENCES states (code),
  county_id INTEGER REFERENCES counties (id),
  url_name TEXT NOT NULL,
  -- lowercase name, for exact and prefix lookups
  name_key TEXT NOT NULL,
  population INTEGER NOT NULL DEFAULT 0 CHECK (population >= 0),
  latitude REAL NOT NULL,
  longitude REAL NOT NULL,
  UNIQUE (state_code, url_name)
);
CREATE INDEX cities_by_name ON cities (name_key, population DESC);
CREATE INDEX cities_by_state_population ON cities (state_code, population DESC);

CREATE TABLE zip_codes (
  zip TEXT PRIMARY KEY CHECK (length(zip) = 5),
  city_id INTEGER REFERENCES cities (id),
  county_id INTEGER REFERENCES counties (id),
  state_code TEXT NOT NULL REFERENCES states (code),
  latitude REAL NOT NULL,
  longitude REAL NOT NULL
);
CREATE INDEX zip_codes_by_city ON zip_codes (city_id);
