/**
 * Leads in D1: stored once per form key (the idempotency key: the form instance id within its
 * form kind and source) before anyone is answered, their forwarding attempts logged, dead
 * letters recorded, and the operator export.
 */
import { sha256Hex } from "../../domain/hash.ts";

export type LeadKind = "inquiry" | "multi-step" | "partner";

/**
 * What storing a lead did: created it; found the same lead already stored under its form key
 * (a double submit, nothing written); or found a different lead under that key (nothing written).
 */
export type LeadStoreOutcome = "created" | "repeated" | "conflict";
type DeliveryStatus = "not-forwarded" | "pending" | "queued" | "delivered" | "dead-lettered";

export interface NewLead {
  formId: string;
  /** Where the form id is unique: the brand for the visitors' forms, the partner's key for the partner API. */
  formScope: string;
  kind: LeadKind;
  brand: string;
  action: string | null;
  providerId: number | null;
  whoAreYouLookingFor: string;
  fullName: string;
  phone: string;
  email: string;
  payingWithMedicaid: boolean | null;
  tourTime: string | null;
  typeOfCare: string;
  careLocation: string;
  anonId: string;
  trackingNotes: string;
  source: string | null;
  gclid: string | null;
  msclkid: string | null;
  utmSource: string | null;
  utmCampaign: string | null;
  utmContent: string | null;
  utmMedium: string | null;
  utmTerm: string | null;
  landingPageUrl: string | null;
  userAgent: string | null;
  ip: string | null;
  featureOverride: string | null;
  extra: Record<string, unknown>;
  /** The request consent as the form showed it, naming the one recipient (domain/inquiry/lead-consent.ts). */
  consentText: string;
  /** Whether the family ticked the separate automated calls and texts box. */
  automatedContactConsent: boolean;
  /** That box's label as the form showed it, whether ticked or not. */
  automatedContactText: string;
  /** When the server recorded both consents (ISO 8601, the server's clock). */
  consentRecordedAt: string;
  /** 'pending' when a partner endpoint is configured (it will be queued), else 'not-forwarded'. */
  deliveryStatus: "pending" | "not-forwarded";
}

/**
 * A stored lead as the export and the forwarder read it. A lead stored before consents were
 * recorded separately has no consent texts and no time (null), and no automated-contact consent.
 */
export interface StoredLead
  extends Omit<
    NewLead,
    "deliveryStatus" | "extra" | "formScope" | "consentText" | "automatedContactText" | "consentRecordedAt"
  > {
  id: number;
  consentText: string | null;
  automatedContactText: string | null;
  consentRecordedAt: string | null;
  extra: Record<string, unknown>;
  deliveryStatus: DeliveryStatus;
  deliveryAttempts: number;
  deliveredAt: string | null;
  lastDeliveryError: string | null;
  createdAt: string;
}

const COLUMNS: [keyof NewLead, string][] = [
  ["formId", "form_id"],
  ["kind", "kind"],
  ["brand", "brand"],
  ["action", "action"],
  ["providerId", "provider_id"],
  ["whoAreYouLookingFor", "who_are_you_looking_for"],
  ["fullName", "full_name"],
  ["phone", "phone"],
  ["email", "email"],
  ["payingWithMedicaid", "paying_with_medicaid"],
  ["tourTime", "tour_time"],
  ["typeOfCare", "type_of_care"],
  ["careLocation", "care_location"],
  ["anonId", "anon_id"],
  ["trackingNotes", "tracking_notes"],
  ["source", "source"],
  ["gclid", "gclid"],
  ["msclkid", "msclkid"],
  ["utmSource", "utm_source"],
  ["utmCampaign", "utm_campaign"],
  ["utmContent", "utm_content"],
  ["utmMedium", "utm_medium"],
  ["utmTerm", "utm_term"],
  ["landingPageUrl", "landing_page_url"],
  ["userAgent", "user_agent"],
  ["ip", "ip"],
  ["featureOverride", "feature_override"],
  ["extra", "extra"],
  ["consentText", "consent_text"],
  ["automatedContactConsent", "automated_contact_consent"],
  ["automatedContactText", "automated_contact_text"],
  ["consentRecordedAt", "consent_recorded_at"],
  ["deliveryStatus", "delivery_status"],
];

/**
 * A lead value as D1 stores it. A text is made well-formed first: a lone UTF-16 surrogate (which
 * JSON may carry, as `\ud800`) has no UTF-8 form, and D1 would store bytes that read back as
 * three replacement characters, past the field's limit; it becomes one replacement character.
 */
function bindValue(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (typeof value === "object") return JSON.stringify(value);
  if (typeof value === "string") return value.toWellFormed();
  return value as number;
}

/**
 * The key a lead is stored once under: its form id within its form kind and source, so the
 * same id from another kind, brand or partner is another lead (migration 0009).
 */
function formKey(lead: NewLead): string {
  return `${lead.kind}|${lead.formScope}|${lead.formId}`;
}

/**
 * What the family gave, as a SHA-256 in hex: their answers, what they asked for and the
 * provider, and the multi-step form's other declared answers. Not the tracking values, the
 * notes about where the form was, nor what the server adds (browser, address, override): the
 * same request sent again from another tab, address or campaign is still the same request.
 */
async function contentHash(lead: NewLead): Promise<string> {
  const extra = Object.entries(lead.extra).sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0));
  const content = JSON.stringify([
    lead.action,
    lead.providerId,
    lead.whoAreYouLookingFor,
    lead.fullName,
    lead.phone,
    lead.email,
    lead.payingWithMedicaid,
    lead.tourTime,
    lead.typeOfCare,
    lead.careLocation,
    extra,
  ]);
  return sha256Hex(content);
}

/**
 * Stores a lead unless one with its form key exists. Answers the lead's id and what happened:
 * created; repeated (the same content under that key, or a lead stored before content was
 * hashed: a double submit, nothing written); or conflict (another lead under that key, whose
 * id is answered, nothing written).
 */
export async function storeLead(db: D1Database, lead: NewLead): Promise<{ id: number; outcome: LeadStoreOutcome }> {
  const key = formKey(lead);
  const hash = await contentHash(lead);
  const columns = [...COLUMNS.map(([, column]) => column), "form_key", "content_hash"];
  const values = [...COLUMNS.map(([name]) => bindValue(lead[name])), key, hash];
  const placeholders = values.map((_, index) => `?${index + 1}`).join(", ");
  const inserted = await db
    .prepare(
      `INSERT INTO inquiries (${columns.join(", ")}) VALUES (${placeholders}) ON CONFLICT (form_key) DO NOTHING RETURNING id`,
    )
    .bind(...values)
    .first<{ id: number }>();
  if (inserted) return { id: inserted.id, outcome: "created" };
  const existing = await db
    .prepare("SELECT id, content_hash FROM inquiries WHERE form_key = ?1")
    .bind(key)
    .first<{ id: number; content_hash: string | null }>();
  if (!existing) throw new Error(`lead ${key} was neither inserted nor found`);
  const same = existing.content_hash === null || existing.content_hash === hash;
  return { id: existing.id, outcome: same ? "repeated" : "conflict" };
}

type LeadRow = Record<string, string | number | null>;

function toStoredLead(row: LeadRow): StoredLead {
  const lead: Record<string, unknown> = {};
  for (const [key, column] of COLUMNS) lead[key] = row[column];
  let extra: Record<string, unknown> = {};
  try {
    extra = JSON.parse(String(row.extra ?? "{}"));
  } catch {
    extra = {};
  }
  return {
    ...(lead as Omit<StoredLead, "id">),
    id: Number(row.id),
    payingWithMedicaid: row.paying_with_medicaid === null ? null : row.paying_with_medicaid === 1,
    automatedContactConsent: row.automated_contact_consent === 1,
    extra,
    deliveryStatus: row.delivery_status as DeliveryStatus,
    deliveryAttempts: Number(row.delivery_attempts),
    deliveredAt: (row.delivered_at as string | null) ?? null,
    lastDeliveryError: (row.last_delivery_error as string | null) ?? null,
    createdAt: String(row.created_at),
  };
}

export async function findLead(db: D1Database, id: number): Promise<StoredLead | null> {
  const row = await db.prepare("SELECT * FROM inquiries WHERE id = ?1").bind(id).first<LeadRow>();
  return row ? toStoredLead(row) : null;
}

/** Marks leads as handed to the queue. */
export async function markQueued(db: D1Database, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.batch(
    ids.map((id) =>
      db
        .prepare("UPDATE inquiries SET delivery_status = 'queued' WHERE id = ?1 AND delivery_status = 'pending'")
        .bind(id),
    ),
  );
}

/** Leads still waiting to be queued (the queue was down when they arrived), oldest first. */
export async function pendingLeadIds(db: D1Database, olderThan: string, limit: number): Promise<number[]> {
  const { results } = await db
    .prepare(
      "SELECT id FROM inquiries WHERE delivery_status = 'pending' AND created_at < ?1 ORDER BY created_at LIMIT ?2",
    )
    .bind(olderThan, limit)
    .all<{ id: number }>();
  return results.map((row) => row.id);
}

/**
 * Logs one forwarding attempt and moves the lead's status with it; answers the status after.
 * A failed attempt never downgrades a lead the partner already accepted (another message for
 * the same lead may have delivered it meanwhile): it stays 'delivered', with no error.
 */
export async function recordDeliveryAttempt(
  db: D1Database,
  id: number,
  attempt: { number: number; delivered: boolean; httpStatus: number | null; error: string | null },
): Promise<DeliveryStatus | null> {
  const [, updated] = await db.batch<{ delivery_status: DeliveryStatus }>([
    db
      .prepare(
        "INSERT INTO lead_deliveries (inquiry_id, attempt, outcome, http_status, error) VALUES (?1, ?2, ?3, ?4, ?5)",
      )
      .bind(id, attempt.number, attempt.delivered ? "delivered" : "failed", attempt.httpStatus, attempt.error),
    attempt.delivered
      ? db
          .prepare(
            `UPDATE inquiries SET delivery_status = 'delivered', delivery_attempts = delivery_attempts + 1,
             delivered_at = coalesce(delivered_at, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')), last_delivery_error = NULL
             WHERE id = ?1 RETURNING delivery_status`,
          )
          .bind(id)
      : db
          .prepare(
            `UPDATE inquiries SET delivery_attempts = delivery_attempts + 1,
             last_delivery_error = CASE WHEN delivery_status = 'delivered' THEN NULL ELSE ?2 END,
             delivery_status = CASE WHEN delivery_status = 'delivered' THEN 'delivered' ELSE 'queued' END
             WHERE id = ?1 RETURNING delivery_status`,
          )
          .bind(id, attempt.error),
  ]);
  return updated?.results[0]?.delivery_status ?? null;
}

/**
 * Records that a lead exhausted its retries; the lead itself stays, for an operator. A lead the
 * partner accepted is not a dead letter, whatever its messages went through: nothing is
 * recorded for it and it stays 'delivered'. Answers the lead's status after (null: no such lead).
 */
export async function recordDeadLetter(db: D1Database, id: number, reason: string): Promise<DeliveryStatus | null> {
  const [, , lead] = await db.batch<{ delivery_status: DeliveryStatus }>([
    db
      .prepare(
        `INSERT INTO lead_dead_letters (inquiry_id, reason)
         SELECT id, ?2 FROM inquiries WHERE id = ?1 AND delivery_status <> 'delivered'
         ON CONFLICT (inquiry_id) DO NOTHING`,
      )
      .bind(id, reason),
    db
      .prepare(
        "UPDATE inquiries SET delivery_status = 'dead-lettered' WHERE id = ?1 AND delivery_status <> 'delivered'",
      )
      .bind(id),
    db.prepare("SELECT delivery_status FROM inquiries WHERE id = ?1").bind(id),
  ]);
  return lead?.results[0]?.delivery_status ?? null;
}

/** Marks a lead as kept in D1 only (no partner endpoint configured). */
export async function markNotForwarded(db: D1Database, id: number): Promise<void> {
  await db
    .prepare("UPDATE inquiries SET delivery_status = 'not-forwarded' WHERE id = ?1 AND delivery_status <> 'delivered'")
    .bind(id)
    .run();
}

/** Leads newest first, optionally between two ISO dates (inclusive days). */
export async function listLeads(
  db: D1Database,
  filter: { from: string | null; to: string | null; limit: number },
): Promise<StoredLead[]> {
  const { results } = await db
    .prepare(
      `SELECT * FROM inquiries WHERE (?1 IS NULL OR created_at >= ?1) AND (?2 IS NULL OR created_at < ?2)
       ORDER BY created_at DESC, id DESC LIMIT ?3`,
    )
    .bind(filter.from, filter.to, filter.limit)
    .all<LeadRow>();
  return results.map(toStoredLead);
}
