/**
 * Lead deletions in D1 (docs/leads.md): a request waiting for the family's confirmation, the
 * deletion itself (every lead sent with the address, their delivery records with them), and
 * the record of it, which keeps a keyed hash of the address and never the address.
 */

/** A deletion the family asked for and has not confirmed yet. */
export interface DeletionRequest {
  id: string;
  email: string;
  brand: string;
  createdAt: string;
  expiresAt: string;
}

/** A confirmed deletion as the operator export reads it. */
export interface LeadDeletion {
  id: number;
  deletedAt: string;
  requestedAt: string;
  brand: string;
  leadsDeleted: number;
  emailHash: string;
}

/** Whether any lead was sent with this address, whatever its letter case. */
export async function hasLeadsFor(db: D1Database, email: string): Promise<boolean> {
  const row = await db
    .prepare("SELECT 1 AS found FROM inquiries WHERE email = ?1 COLLATE NOCASE LIMIT 1")
    .bind(email)
    .first<{ found: number }>();
  return row !== null;
}

/** Stores a request to confirm, and drops the requests that expired before `now`. */
export async function createDeletionRequest(db: D1Database, request: DeletionRequest, now: string): Promise<void> {
  await db.batch([
    db.prepare("DELETE FROM lead_deletion_requests WHERE expires_at < ?1").bind(now),
    db
      .prepare(
        "INSERT INTO lead_deletion_requests (id, email, brand, created_at, expires_at) VALUES (?1, ?2, ?3, ?4, ?5)",
      )
      .bind(request.id, request.email, request.brand, request.createdAt, request.expiresAt),
  ]);
}

/** The request a link refers to, while it has not expired at `now`. */
export async function findDeletionRequest(db: D1Database, id: string, now: string): Promise<DeletionRequest | null> {
  const row = await db
    .prepare(
      `SELECT id, email, brand, created_at AS createdAt, expires_at AS expiresAt
       FROM lead_deletion_requests WHERE id = ?1 AND expires_at >= ?2`,
    )
    .bind(id, now)
    .first<DeletionRequest>();
  return row ?? null;
}

/**
 * Deletes every lead sent with the request's address (their deliveries and dead letters go
 * with them), records the deletion under `emailHash` and removes the request, all in one
 * transaction: a second confirmation of the same link finds no request and deletes nothing.
 * Answers how many leads were deleted, or null when the request was already used.
 */
export async function deleteLeadsFor(
  db: D1Database,
  request: DeletionRequest,
  emailHash: string,
): Promise<number | null> {
  const [recorded] = await db.batch<{ leadsDeleted: number }>([
    db
      .prepare(
        `INSERT INTO lead_deletions (email_hash, brand, leads_deleted, requested_at)
         SELECT ?1, ?2, (SELECT count(*) FROM inquiries WHERE email = ?3 COLLATE NOCASE), ?4
         WHERE EXISTS (SELECT 1 FROM lead_deletion_requests WHERE id = ?5)
         RETURNING leads_deleted AS leadsDeleted`,
      )
      .bind(emailHash, request.brand, request.email, request.createdAt, request.id),
    db
      .prepare(
        `DELETE FROM inquiries WHERE email = ?1 COLLATE NOCASE
         AND EXISTS (SELECT 1 FROM lead_deletion_requests WHERE id = ?2)`,
      )
      .bind(request.email, request.id),
    db.prepare("DELETE FROM lead_deletion_requests WHERE id = ?1").bind(request.id),
  ]);
  return recorded?.results[0]?.leadsDeleted ?? null;
}

/** Drops the requests nobody confirmed before they expired: the address is not kept past its link. */
export async function purgeExpiredDeletionRequests(db: D1Database, now: string): Promise<number> {
  const result = await db.prepare("DELETE FROM lead_deletion_requests WHERE expires_at < ?1").bind(now).run();
  return result.meta.changes;
}

/** Confirmed deletions newest first, optionally between two ISO times, at most `limit`. */
export async function listLeadDeletions(
  db: D1Database,
  filter: { from: string | null; to: string | null; limit: number },
): Promise<LeadDeletion[]> {
  const { results } = await db
    .prepare(
      `SELECT id, deleted_at AS deletedAt, requested_at AS requestedAt, brand, leads_deleted AS leadsDeleted,
       email_hash AS emailHash FROM lead_deletions
       WHERE (?1 IS NULL OR deleted_at >= ?1) AND (?2 IS NULL OR deleted_at < ?2)
       ORDER BY deleted_at DESC, id DESC LIMIT ?3`,
    )
    .bind(filter.from, filter.to, filter.limit)
    .all<LeadDeletion>();
  return results;
}
