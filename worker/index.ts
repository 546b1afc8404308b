/**
 * The Worker: HTTP requests go to the Hono app, the LEADS queue (and its dead-letter queue) to
 * the lead forwarder, and the cron trigger (every five minutes) queues leads that could not be
 * queued on arrival, deletes the rate limiter's counters that no longer weigh anything, the
 * events past their retention and the lead-deletion requests nobody confirmed in time, and goes
 * on with a whole-directory job a stopped run left; once a day it starts bringing every
 * provider's bayesian average up to the directory-wide mean (worker/providers/provider-job-store.ts).
 */
import { app } from "./app.ts";
import { deleteOldEvents } from "./events/event-store.ts";
import { purgeExpiredDeletionRequests } from "./leads/lead-deletion-store.ts";
import { deleteExpiredRateLimits } from "./middleware/rate-limit-store.ts";
import { providerMaintenance } from "./providers/provider-job-store.ts";
import { handleLeadBatch } from "./queue/lead-forwarding.ts";
import { queueStrandedLeads } from "./queue/stranded-leads.ts";

export default {
  fetch: app.fetch,
  queue: (batch, env) => handleLeadBatch(batch, env),
  scheduled: async (controller, env, ctx) => {
    // Apart, so a failure of one does not keep the others from running.
    ctx.waitUntil(queueStrandedLeads(env));
    ctx.waitUntil(deleteExpiredRateLimits(env.DB));
    ctx.waitUntil(deleteOldEvents(env.DB));
    ctx.waitUntil(purgeExpiredDeletionRequests(env.DB, new Date().toISOString()));
    ctx.waitUntil(providerMaintenance(env.DB, controller.scheduledTime));
  },
} satisfies ExportedHandler<Env>;
