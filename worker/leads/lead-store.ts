/**
 * Leads in D1: stored once per form instance id (the idempotency key) before anyone is
 * answered, their forwarding attempts logged, dead letters recorded, and the operator export.
 */

export type LeadKind = "inquiry" | "multi-step" | "partner";
type DeliveryStatus = "not-forwarded" | "pending" | "queued" | "delivered" | "dead-lettered";

export interface NewLead {
  formId: string;
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
  /** 'pending' when a partner endpoint is configured (it will be queued), else 'not-forwarded'. */
  deliveryStatus: "pending" | "not-forwarded";
}

/** A stored lead as the export and the forwarder read it. */
export interface StoredLead extends Omit<NewLead, "deliveryStatus" | "extra"> {
  id: number;
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
  ["deliveryStatus", "delivery_status"],
];

function bindValue(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (typeof value === "object") return JSON.stringify(value);
  return value as string | number;
}

/**
 * Stores a lead unless one with its form id exists. Answers the lead's id and whether this
 * call created it (false: a double submit, nothing written).
 */
export async function storeLead(db: D1Database, lead: NewLead): Promise<{ id: number; created: boolean }> {
  const columns = COLUMNS.map(([, column]) => column).join(", ");
  const placeholders = COLUMNS.map((_, index) => `?${index + 1}`).join(", ");
  const inserted = await db
    .prepare(
      `INSERT INTO inquiries (${columns}) VALUES (${placeholders}) ON CONFLICT (form_id) DO NOTHING RETURNING id`,
    )
    .bind(...COLUMNS.map(([key]) => bindValue(lead[key])))
    .first<{ id: number }>();
  if (inserted) return { id: inserted.id, created: true };
  const existing = await db
    .prepare("SELECT id FROM inquiries WHERE form_id = ?1")
    .bind(lead.formId)
    .first<{ id: number }>();
  if (!existing) throw new Error(`lead ${lead.formId} was neither inserted nor found`);
  return { id: existing.id, created: false };
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
