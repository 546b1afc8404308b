/** Reviews in D1 as other features read them; only approved reviews are ever public. */

/** The text of each provider's latest approved review, by provider id; providers without one are left out. */
export async function latestApprovedReviews(
  db: D1Database,
  providerIds: readonly number[],
): Promise<Map<number, string>> {
  if (providerIds.length === 0) return new Map();
  const list = providerIds.map((_, index) => `?${index + 1}`).join(", ");
  const { results } = await db
    .prepare(
      `SELECT r.provider_id, r.content FROM reviews r
       WHERE r.provider_id IN (${list}) AND r.status = 'approved'
         AND r.id = (SELECT r2.id FROM reviews r2 WHERE r2.provider_id = r.provider_id AND r2.status = 'approved'
                     ORDER BY r2.created_at DESC, r2.id DESC LIMIT 1)`,
    )
    .bind(...providerIds)
    .all<{ provider_id: number; content: string }>();
  return new Map(results.map((row) => [row.provider_id, row.content]));
}
