-- Migration 0011: events are kept for 90 days (docs/data-import.md, The cron); the cron sweep deletes older
-- ones oldest first, which this index keeps from reading the whole table.

CREATE INDEX events_by_created ON events (created_at);
