-- Migration 0015: Caring Stars eligibility, and the key the duplicate-review check compares
-- (docs/reviews.md; reviews-and-provider-page §7).
--
-- caring_stars_eligible: 1 when the provider's approved reviews of the last 365 days number at
-- least 5 and average 4.5 or better (domain/awards/awards.ts). An aggregate: recomputed with
-- the others by worker/providers/aggregate-queries.ts, never written by hand. The award itself
-- (has_caring_stars, from the awards rows) is unchanged.
ALTER TABLE providers ADD COLUMN caring_stars_eligible INTEGER NOT NULL DEFAULT 0 CHECK (caring_stars_eligible IN (0, 1));

UPDATE providers SET caring_stars_eligible = coalesce((
  SELECT count(*) >= 5 AND avg(r.rating_overall) >= 4.5 FROM reviews r
  WHERE r.provider_id = providers.id AND r.status = 'approved'
    AND r.created_at >= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-365 days')
), 0);

-- content_key: a SHA-256 of the review's text with whitespace runs as one space, in lower case
-- (domain/reviews/review-guidelines.ts, normalReviewText), written by the Worker with each
-- review so the same text on the same provider is found by one index lookup. Reviews stored
-- before this migration have none; the check compares their text instead.
ALTER TABLE reviews ADD COLUMN content_key TEXT;
CREATE INDEX reviews_by_content_key ON reviews (provider_id, content_key);
