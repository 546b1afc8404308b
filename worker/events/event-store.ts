/** Product events in D1: one row per event a consenting visitor's page recorded. */
import type { EventName } from "../../domain/events.ts";

export interface NewEvent {
  name: EventName;
  brand: string;
  anonId: string;
  sessionId: string;
  properties: Record<string, unknown>;
}

/** Stores events in one batch, each row's properties as JSON. */
export async function storeEvents(db: D1Database, events: readonly NewEvent[]): Promise<void> {
  if (events.length === 0) return;
  const insert = db.prepare(
    "INSERT INTO events (name, brand, anon_id, session_id, properties) VALUES (?1, ?2, ?3, ?4, ?5)",
  );
  await db.batch(
    events.map((event) =>
      insert.bind(event.name, event.brand, event.anonId, event.sessionId, JSON.stringify(event.properties)),
    ),
  );
}

/** How long an event is kept: a quarter's trends, and no visitor's trail kept for longer. */
export const EVENT_RETENTION_DAYS = 90;

/** Events deleted per statement, and statements per sweep: 50,000 rows every five minutes at most. */
const SWEEP_BATCH = 5_000;
const SWEEP_ROUNDS = 10;

/**
 * Deletes the events older than the retention, oldest first and in batches so one statement
 * stays small; answers how many. The cron trigger runs it.
 */
export async function deleteOldEvents(db: D1Database, now: number = Date.now()): Promise<number> {
  const before = new Date(now - EVENT_RETENTION_DAYS * 24 * 60 * 60 * 1000).toISOString();
  let deleted = 0;
  for (let round = 0; round < SWEEP_ROUNDS; round++) {
    const result = await db
      .prepare(
        "DELETE FROM events WHERE id IN (SELECT id FROM events WHERE created_at < ?1 ORDER BY created_at LIMIT ?2)",
      )
      .bind(before, SWEEP_BATCH)
      .run();
    deleted += result.meta.changes;
    if (result.meta.changes < SWEEP_BATCH) break;
  }
  return deleted;
}
