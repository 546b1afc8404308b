/**
 * The Worker: HTTP requests go to the Hono app, the LEADS queue (and its dead-letter queue) to
 * the lead forwarder, and the cron trigger queues leads that could not be queued on arrival.
 */
import { app } from "./app.ts";
import { handleLeadBatch } from "./queue/lead-forwarding.ts";
import { queueStrandedLeads } from "./queue/stranded-leads.ts";

export default {
  fetch: app.fetch,
  queue: (batch, env) => handleLeadBatch(batch, env),
  scheduled: async (_controller, env, ctx) => {
    ctx.waitUntil(queueStrandedLeads(env));
  },
} satisfies ExportedHandler<Env>;
