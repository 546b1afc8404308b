-- Migration 0004: reviews, provider responses and removal requests (reviews-and-provider-page §3).
-- Only approved reviews count towards a provider's aggregates.

CREATE TABLE reviews (
  id INTEGER PRIMARY KEY,
  provider_id INTEGER NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  care_type_id TEXT REFERENCES care_types (id),
  legacy_resource_id TEXT,
  author_name TEXT NOT NULL,
  author_email TEXT NOT NULL DEFAULT '',
  -- the reviewer's relationship to the provider: the spec's review 'title'
  relationship TEXT NOT NULL,
  content TEXT NOT NULL,
  rating_overall INTEGER NOT NULL CHECK (rating_overall BETWEEN 1 AND 5),
  rating_staff INTEGER CHECK (rating_staff BETWEEN 1 AND 5),
  rating_activities INTEGER CHECK (rating_activities BETWEEN 1 AND 5),
  rating_food INTEGER CHECK (rating_food BETWEEN 1 AND 5),
  rating_facilities INTEGER CHECK (rating_facilities BETWEEN 1 AND 5),
  rating_value INTEGER CHECK (rating_value BETWEEN 1 AND 5),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  source_name TEXT NOT NULL DEFAULT 'provider_page',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX reviews_by_provider ON reviews (provider_id, status, created_at DESC);
CREATE INDEX reviews_by_status ON reviews (status, created_at DESC);

CREATE TABLE review_responses (
  id INTEGER PRIMARY KEY,
  review_id INTEGER NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
  author_name TEXT NOT NULL,
  author_title TEXT NOT NULL,
  author_email TEXT NOT NULL,
  content TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('published', 'withdrawn')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX review_responses_by_review ON review_responses (review_id);

CREATE TABLE review_contests (
  id INTEGER PRIMARY KEY,
  review_id INTEGER NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
  author_name TEXT NOT NULL,
  author_title TEXT NOT NULL,
  author_email TEXT NOT NULL,
  content TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'upheld', 'dismissed')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX review_contests_by_review ON review_contests (review_id);
