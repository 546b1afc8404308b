-- Migration 0005: leads. Every inquiry is written here before the visitor gets an answer; the
-- form instance id is the idempotency key, so a double submit stores one row. Forwarding to a
-- partner goes through the LEADS queue; each attempt is logged and a lead that exhausts its
-- retries gets a dead-letter record, so none is ever lost (lead-capture-and-chrome §3, §7).

CREATE TABLE inquiries (
  id INTEGER PRIMARY KEY,
  form_id TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('inquiry', 'multi-step', 'partner')),
  brand TEXT NOT NULL,
  action TEXT CHECK (action IN ('display-cost-data', 'request-info', 'schedule-tour')),
  provider_id INTEGER REFERENCES providers (id),
  who_are_you_looking_for TEXT NOT NULL,
  full_name TEXT NOT NULL,
  phone TEXT NOT NULL,
  email TEXT NOT NULL,
  paying_with_medicaid INTEGER CHECK (paying_with_medicaid IN (0, 1)),
  tour_time TEXT,
  type_of_care TEXT NOT NULL,
  care_location TEXT NOT NULL,
  anon_id TEXT NOT NULL,
  tracking_notes TEXT NOT NULL DEFAULT '',
  source TEXT,
  gclid TEXT,
  msclkid TEXT,
  utm_source TEXT,
  utm_campaign TEXT,
  utm_content TEXT,
  utm_medium TEXT,
  utm_term TEXT,
  landing_page_url TEXT,
  user_agent TEXT,
  ip TEXT,
  feature_override TEXT,
  -- JSON object of the multi-step form's other answers
  extra TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(extra)),
  -- not-forwarded: no partner endpoint configured; pending: to be queued; queued; delivered;
  -- dead-lettered: every retry failed and an operator must look.
  delivery_status TEXT NOT NULL DEFAULT 'pending'
    CHECK (delivery_status IN ('not-forwarded', 'pending', 'queued', 'delivered', 'dead-lettered')),
  delivery_attempts INTEGER NOT NULL DEFAULT 0,
  delivered_at TEXT,
  last_delivery_error TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX inquiries_by_created ON inquiries (created_at DESC);
CREATE INDEX inquiries_by_delivery ON inquiries (delivery_status, created_at);

-- One row per attempt to forward a lead.
CREATE TABLE lead_deliveries (
  id INTEGER PRIMARY KEY,
  inquiry_id INTEGER NOT NULL REFERENCES inquiries (id) ON DELETE CASCADE,
  attempt INTEGER NOT NULL,
  outcome TEXT NOT NULL CHECK (outcome IN ('delivered', 'failed')),
  http_status INTEGER,
  error TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX lead_deliveries_by_inquiry ON lead_deliveries (inquiry_id, attempt);

CREATE TABLE lead_dead_letters (
  id INTEGER PRIMARY KEY,
  inquiry_id INTEGER NOT NULL UNIQUE REFERENCES inquiries (id) ON DELETE CASCADE,
  reason TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Fixed-window request counters for rate limiting the POST routes, per visitor IP.
CREATE TABLE rate_limits (
  key TEXT PRIMARY KEY,
  window_start INTEGER NOT NULL,
  count INTEGER NOT NULL
) WITHOUT ROWID;
