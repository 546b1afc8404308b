-- Migration 0017: content pages (reviews-and-provider-page §2, lead-capture-and-chrome §1).
-- A page or a fragment is one JSON document of blocks, checked by domain/content/content-blocks.ts
-- when an editor saves it and stored normalised. The path is the page's address ('/about/');
-- fragments ('/fragments/...') are embedded by other pages and never served on their own.

CREATE TABLE content_pages (
  path TEXT PRIMARY KEY CHECK (path GLOB '/*/' AND length(path) <= 200),
  kind TEXT NOT NULL CHECK (kind IN ('page', 'fragment')),
  document TEXT NOT NULL CHECK (json_valid(document)),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_by TEXT NOT NULL DEFAULT ''
) WITHOUT ROWID;

-- The operator's list, newest first within a kind.
CREATE INDEX content_pages_by_kind ON content_pages (kind, updated_at);
