/**
 * The Worker: HTTP requests go to the Hono app, the LEADS queue (and its dead-letter queue) to
 * the lead forwarder, and the cron trigger queues leads that could not be queued on arrival.
 */
import { app } from "./app.ts";
import { markQueued, pendingLeadIds } from "./leads/lead-store.ts";
import { handleLeadBatch } from "./queue/lead-forwarding.ts";

/** A lead still 'pending' after this long missed the queue on arrival. */
const PENDING_GRACE_MS = 2 * 60 * 1000;

/** Queues leads stored while the queue was unavailable (and only when forwarding is configured). */
export async function queueStrandedLeads(env: Env, now: Date = new Date()): Promise<number> {
  if (!env.LEAD_WEBHOOK_URL) return 0;
  const ids = await pendingLeadIds(env.DB, new Date(now.getTime() - PENDING_GRACE_MS).toISOString(), 100);
  if (ids.length === 0) return 0;
  await env.LEADS.sendBatch(ids.map((inquiryId) => ({ body: { inquiryId } })));
  await markQueued(env.DB, ids);
  console.log(`queued ${ids.length} leads that missed the queue on arrival`);
  return ids.length;
}

export default {
  fetch: app.fetch,
  queue: (batch, env) => handleLeadBatch(batch, env),
  scheduled: async (_controller, env, ctx) => {
    ctx.waitUntil(queueStrandedLeads(env));
  },
} satisfies ExportedHandler<Env>;
