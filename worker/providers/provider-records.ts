/**
 * Provider records as the API, the pages and the lead routes read them: from KV (a day) when
 * cached, else loaded from D1 (provider-queries.ts) and cached. A provider page finds its
 * record by slug, the slug's id kept in KV too (kv-schemas/provider-slug.ts).
 */
import type { ProviderRecord } from "../../domain/providers/provider-record.ts";
import { providerFamily } from "../../kv-schemas/provider.ts";
import { providerSlugFamily } from "../../kv-schemas/provider-slug.ts";
import { readCachedMany, readThroughIfFound, writeCached } from "../cache/kv-cache.ts";
import { loadProviderRecords, providerIdBySlug } from "./provider-queries.ts";

/** The records through the KV cache: hits from KV, misses from D1 (then cached for a day). */
export async function getProviderRecords(
  db: D1Database,
  kv: KVNamespace,
  ids: readonly number[],
): Promise<ProviderRecord[]> {
  const cached = await readCachedMany(
    kv,
    providerFamily,
    ids.map((id) => [id] as const),
  );
  const missing = ids.filter((_, index) => cached[index] === null);
  const loaded = new Map((await loadProviderRecords(db, missing)).map((record) => [record.id, record]));
  await Promise.all([...loaded.values()].map((record) => writeCached(kv, providerFamily, record, record.id)));
  return ids.flatMap((id, index) => cached[index] ?? loaded.get(id) ?? []);
}

/** The record of the provider with this slug, through the KV cache, or null when no provider has it. */
export async function providerRecordBySlug(
  db: D1Database,
  kv: KVNamespace,
  slug: string,
): Promise<ProviderRecord | null> {
  const found = await readThroughIfFound(
    kv,
    providerSlugFamily,
    async () => {
      const id = await providerIdBySlug(db, slug);
      return id === null ? null : { id };
    },
    slug,
  );
  if (found === null) return null;
  const [record] = await getProviderRecords(db, kv, [found.id]);
  return record ?? null;
}
