-- Migration 0008: the rate limiter counts with a sliding window. Each key keeps its current
-- window's count and the previous window's, so the limit holds across a window boundary (a
-- fixed window let twice the limit through around it), and when its counts stop mattering, so
-- the cron sweep can delete it. The counters are minutes old at most: the table is replaced,
-- not migrated.

DROP TABLE rate_limits;

CREATE TABLE rate_limits (
  key TEXT PRIMARY KEY,
  -- Unix seconds at which the current window started; windows are aligned to their length.
  window_start INTEGER NOT NULL,
  -- Requests counted in the current window and in the one just before it.
  count INTEGER NOT NULL,
  previous_count INTEGER NOT NULL DEFAULT 0,
  -- Unix seconds from which neither count weighs anything: the end of the window after the current one.
  expires_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX rate_limits_by_expiry ON rate_limits (expires_at);
