-- Migration 0010: the lead's consents and its deletion (docs/leads.md). Each lead keeps, as the
-- form showed them, the words saying where the request goes and the label of the separate
-- automated calls and texts checkbox, whether the family ticked it, and when the server
-- recorded them. A family can have its leads deleted: the confirmation link refers to a
-- short-lived request row (the address never travels in the link), and the deletion is
-- recorded with a keyed hash of the address, never the address itself.

-- Leads stored before this migration have no recorded wording (NULL) and no automated-contact
-- consent: the old text bundled it into sending the form, which is not a separate choice.
ALTER TABLE inquiries ADD COLUMN consent_text TEXT;
ALTER TABLE inquiries ADD COLUMN automated_contact_consent INTEGER NOT NULL DEFAULT 0
  CHECK (automated_contact_consent IN (0, 1));
ALTER TABLE inquiries ADD COLUMN automated_contact_text TEXT;
ALTER TABLE inquiries ADD COLUMN consent_recorded_at TEXT;

-- A deletion finds every lead sent with one address, whatever its letter case.
CREATE INDEX inquiries_by_email ON inquiries (email COLLATE NOCASE);

-- A deletion asked for and not yet confirmed: removed when confirmed, or once expired.
CREATE TABLE lead_deletion_requests (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  brand TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  expires_at TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX lead_deletion_requests_by_expiry ON lead_deletion_requests (expires_at);

-- One row per confirmed deletion: when it was asked and done, how many leads went, and the
-- address as a keyed hash (HMAC-SHA-256 under SIGNING_SECRET), so the record names no one.
CREATE TABLE lead_deletions (
  id INTEGER PRIMARY KEY,
  email_hash TEXT NOT NULL,
  brand TEXT NOT NULL,
  leads_deleted INTEGER NOT NULL CHECK (leads_deleted >= 0),
  requested_at TEXT NOT NULL,
  deleted_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX lead_deletions_by_deleted ON lead_deletions (deleted_at DESC);
