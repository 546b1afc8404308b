/**
 * The cron sweep: leads stored while the queue was unavailable stay 'pending' in D1; this
 * queues them (only when forwarding is configured), so none is left unforwarded.
 */
import { markQueued, pendingLeadIds } from "../leads/lead-store.ts";

/** A lead still 'pending' after this long missed the queue on arrival. */
const PENDING_GRACE_MS = 2 * 60 * 1000;

/** Queues up to 100 leads that missed the queue on arrival; answers how many. */
export async function queueStrandedLeads(env: Env, now: Date = new Date()): Promise<number> {
  if (!env.LEAD_WEBHOOK_URL) return 0;
  const ids = await pendingLeadIds(env.DB, new Date(now.getTime() - PENDING_GRACE_MS).toISOString(), 100);
  if (ids.length === 0) return 0;
  await env.LEADS.sendBatch(ids.map((inquiryId) => ({ body: { inquiryId } })));
  await markQueued(env.DB, ids);
  console.log(`queued ${ids.length} leads that missed the queue on arrival`);
  return ids.length;
}
