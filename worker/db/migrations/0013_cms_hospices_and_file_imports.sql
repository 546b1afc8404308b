-- Migration 0013: hospices get Medicare records (the Care Compare hospice file), and the CMS
-- importer notes each federal file it has loaded, so `npm start` can skip a file already in.
--
-- SQLite cannot change a CHECK constraint in place: medicare_records is rebuilt with the wider
-- CHECK, its rows copied with their ids, and its index made again. No table refers to it.

CREATE TABLE medicare_records_new (
  id INTEGER PRIMARY KEY,
  provider_id INTEGER NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  federal_provider_number TEXT NOT NULL UNIQUE,
  local_resource_type TEXT NOT NULL
    CHECK (local_resource_type IN ('nursing_homes', 'home_healthcare_agencies', 'hospices')),
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

INSERT INTO medicare_records_new (
  id, provider_id, federal_provider_number, local_resource_type, state, ownership_type, provider_type,
  certified_beds, rating_date, overall_rating, health_inspection_rating, qm_rating, staffing_rating, metrics
)
SELECT
  id, provider_id, federal_provider_number, local_resource_type, state, ownership_type, provider_type,
  certified_beds, rating_date, overall_rating, health_inspection_rating, qm_rating, staffing_rating, metrics
FROM medicare_records;

DROP TABLE medicare_records;
ALTER TABLE medicare_records_new RENAME TO medicare_records;
CREATE INDEX medicare_records_by_provider ON medicare_records (provider_id);

-- One row per federal file loaded: its name and the SHA-256 of its bytes. A file whose hash is
-- here was imported whole; a changed file has another hash and is imported again.
CREATE TABLE cms_file_imports (
  sha256 TEXT PRIMARY KEY CHECK (length(sha256) = 64),
  file_name TEXT NOT NULL,
  rows_read INTEGER NOT NULL,
  imported_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
