-- Migration 0009: a form id is unique within its form kind and source, not across every form.
-- form_key is `{kind}|{scope}|{form id}`, the scope being the brand for the visitors' forms and
-- the partner's key (a hash of its token) for the partner API, so the same form id from another
-- kind, brand or partner is a lead of its own. content_hash is the SHA-256 of what the family
-- gave (lead-store.ts): the same form key with the same hash is a double submit, stored once;
-- with another hash it is refused with 409 instead of being silently dropped.
--
-- SQLite cannot drop the UNIQUE of form_id in place, and rebuilding inquiries would mean
-- dropping the parent of lead_deliveries and lead_dead_letters (ON DELETE CASCADE). Instead the
-- unique column is renamed to form_key, keeping its index, and form_id is added again beside
-- it: every row keeps its id, its deliveries and its dead letter. Rows stored before take the
-- key their kind and brand give now; a partner's take the scope `before-0009` (its token's hash
-- cannot be computed in SQL), and having no content hash they answer a repeat as a double submit.

ALTER TABLE inquiries RENAME COLUMN form_id TO form_key;
ALTER TABLE inquiries ADD COLUMN form_id TEXT NOT NULL DEFAULT '';
ALTER TABLE inquiries ADD COLUMN content_hash TEXT;

UPDATE inquiries SET
  form_id = form_key,
  form_key = kind || '|' || CASE WHEN kind = 'partner' THEN 'before-0009' ELSE brand END || '|' || form_key;

CREATE INDEX inquiries_by_form_id ON inquiries (form_id);
