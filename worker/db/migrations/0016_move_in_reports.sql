-- Migration 0016: move-in reports (reviews-and-provider-page §6, §7: GET and POST /v1/dxp/move-in).
-- A family answers, through a link an operator mails them, whether they moved in after their
-- request, where and when. One report per lead: a later link lets the family correct it, and
-- each link works once (its token is spent in used_review_tokens in the same batch). A lead's
-- deletion deletes its report with it.

CREATE TABLE move_in_reports (
  id INTEGER PRIMARY KEY,
  inquiry_id INTEGER NOT NULL UNIQUE REFERENCES inquiries (id) ON DELETE CASCADE,
  moved_in INTEGER NOT NULL CHECK (moved_in IN (0, 1)),
  -- Where they moved in, when they say; a provider's removal keeps the report.
  provider_id INTEGER REFERENCES providers (id) ON DELETE SET NULL,
  move_in_date TEXT CHECK (move_in_date IS NULL OR move_in_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  notes TEXT NOT NULL DEFAULT '' CHECK (length(notes) <= 1000),
  reported_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
