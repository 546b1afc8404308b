-- Migration 0014: the review system's moderation (reviews-and-provider-page §4, §5, §7, §8).
-- Every review a visitor writes is stored 'pending' and is public only once an operator
-- approves it; a removal an operator agrees to turns an approved review 'rejected' with the
-- reason in moderation_note. Provider responses are moderated too: they wait 'pending'.

ALTER TABLE reviews ADD COLUMN moderation_note TEXT;
ALTER TABLE reviews ADD COLUMN moderated_at TEXT;
-- A possible duplicate of an earlier review by the same address, held until its author
-- confirms or withdraws it (POST /v1/dxp/reviews/review/duplicate/approve|deny).
ALTER TABLE reviews ADD COLUMN duplicate_of INTEGER REFERENCES reviews (id) ON DELETE SET NULL;
-- A keyed hash of the sender's address, for the per-address limits without keeping the address.
ALTER TABLE reviews ADD COLUMN client_hash TEXT;
CREATE INDEX reviews_by_author ON reviews (provider_id, author_email, created_at);

-- Responses gain the 'pending' and 'rejected' states (SQLite changes a CHECK only by rebuilding).
CREATE TABLE review_responses_moderated (
  id INTEGER PRIMARY KEY,
  review_id INTEGER NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
  author_name TEXT NOT NULL,
  author_title TEXT NOT NULL,
  author_email TEXT NOT NULL,
  content TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'published', 'rejected', 'withdrawn')),
  moderation_note TEXT,
  moderated_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
INSERT INTO review_responses_moderated (id, review_id, author_name, author_title, author_email, content, status, created_at)
  SELECT id, review_id, author_name, author_title, author_email, content, status, created_at FROM review_responses;
DROP TABLE review_responses;
ALTER TABLE review_responses_moderated RENAME TO review_responses;
CREATE INDEX review_responses_by_review ON review_responses (review_id, status);
CREATE INDEX review_responses_by_status ON review_responses (status, created_at);

ALTER TABLE review_contests ADD COLUMN moderation_note TEXT;
ALTER TABLE review_contests ADD COLUMN moderated_at TEXT;
CREATE INDEX review_contests_by_status ON review_contests (status, created_at);

-- Reviews from the generic form (facility, city and state typed in) that name no listed
-- provider: an operator matches one to a provider, which files it as an approved review.
CREATE TABLE unmatched_reviews (
  id INTEGER PRIMARY KEY,
  facility_name TEXT NOT NULL,
  city TEXT NOT NULL,
  state_code TEXT NOT NULL,
  care_type_id TEXT REFERENCES care_types (id),
  author_name TEXT NOT NULL,
  author_email TEXT NOT NULL,
  relationship TEXT NOT NULL,
  content TEXT NOT NULL,
  rating_overall INTEGER NOT NULL CHECK (rating_overall BETWEEN 1 AND 5),
  rating_staff INTEGER CHECK (rating_staff BETWEEN 1 AND 5),
  rating_activities INTEGER CHECK (rating_activities BETWEEN 1 AND 5),
  rating_food INTEGER CHECK (rating_food BETWEEN 1 AND 5),
  rating_facilities INTEGER CHECK (rating_facilities BETWEEN 1 AND 5),
  rating_value INTEGER CHECK (rating_value BETWEEN 1 AND 5),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'matched', 'rejected')),
  matched_review_id INTEGER REFERENCES reviews (id) ON DELETE SET NULL,
  moderation_note TEXT,
  source_name TEXT NOT NULL DEFAULT 'new',
  client_hash TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX unmatched_reviews_by_status ON unmatched_reviews (status, created_at);

-- Review links work once: the id of each token a form has used (docs/reviews.md).
CREATE TABLE used_review_tokens (
  token_id TEXT PRIMARY KEY,
  purpose TEXT NOT NULL,
  subject_id INTEGER NOT NULL,
  used_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
