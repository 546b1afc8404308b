-- Migration 0007: product events the pages record (spec search-and-compare §7: location
-- comparison viewed, provider list filtered, guided search steps). Only for visitors whose
-- Analytics consent is on; no names, emails or phone numbers are ever part of an event.

CREATE TABLE events (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  brand TEXT NOT NULL,
  anon_id TEXT NOT NULL,
  session_id TEXT NOT NULL,
  -- JSON object of the event's properties
  properties TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(properties)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX events_by_name ON events (name, created_at);
