/** Product events in D1: one row per event a consenting visitor's page recorded. */
import type { EventName } from "../../domain/events.ts";

interface NewEvent {
  name: EventName;
  brand: string;
  anonId: string;
  sessionId: string;
  properties: Record<string, unknown>;
}

/** Stores one event, its properties as JSON. */
export async function storeEvent(db: D1Database, event: NewEvent): Promise<void> {
  await db
    .prepare("INSERT INTO events (name, brand, anon_id, session_id, properties) VALUES (?1, ?2, ?3, ?4, ?5)")
    .bind(event.name, event.brand, event.anonId, event.sessionId, JSON.stringify(event.properties))
    .run();
}
