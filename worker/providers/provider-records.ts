/**
 * The provider page's record: the provider's id by its slug (one indexed D1 lookup; slugs are
 * unique), then the cached record from worker/providers/provider-queries.ts.
 */
import type { ProviderRecord } from "../../domain/providers/provider-record.ts";
import { getProviderRecords } from "./provider-queries.ts";

/** Slugs are lowercase words joined by hyphens; anything else cannot name a provider. */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The id of the provider with this slug, or null. */
async function providerIdBySlug(db: D1Database, slug: string): Promise<number | null> {
  if (!SLUG_PATTERN.test(slug) || slug.length > 200) return null;
  const row = await db.prepare("SELECT id FROM providers WHERE slug = ?1").bind(slug).first<{ id: number }>();
  return row?.id ?? null;
}

/** The record of the provider with this slug, through the KV cache, or null when no provider has it. */
export async function providerRecordBySlug(
  db: D1Database,
  kv: KVNamespace,
  slug: string,
): Promise<ProviderRecord | null> {
  const id = await providerIdBySlug(db, slug);
  if (id === null) return null;
  const [record] = await getProviderRecords(db, kv, [id]);
  return record ?? null;
}
