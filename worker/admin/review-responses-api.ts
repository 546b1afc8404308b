/**
 * The moderation of providers' replies (docs/reviews.md), under /admin/reviews:
 *
 * - GET /responses?status=pending|published|rejected|withdrawn&limit= — `{responses: [...]}`;
 *   POST /responses/:id/approve publishes a pending response (the review's earlier published
 *   response, if any, is withdrawn in the same batch) and purges the provider's cache;
 *   POST /responses/:id/reject `{reason}`; POST /responses/:id/withdraw `{reason}` takes a
 *   published response down again and purges the provider's cache.
 * - GET /contests?status=open|upheld|dismissed&limit= — `{contests: [...]}`;
 *   POST /contests/:id/uphold `{reason}` closes the review's other open requests with it and
 *   rejects the review with the reason as its moderation
 *   note and recomputes the provider's aggregates in the same batch, then purges the provider's
 *   cache; POST /contests/:id/dismiss `{reason}` leaves the review as it is.
 *
 * A review stays public until an operator upholds a request to remove it. Each decision is
 * taken once: 404 for no such reply, 409 when it was already decided.
 */
import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import type { ReviewReplyKind } from "../../domain/reviews/review-response-form.ts";
import type { AppEnv } from "../env.ts";
import { validate } from "../middleware/validate.ts";
import {
  CONTEST_STATUSES,
  decideReply,
  findReply,
  listReplies,
  type ModeratedReply,
  publishResponse,
  RESPONSE_STATUSES,
  upholdContest,
} from "../reviews/review-reply-store.ts";
import { purgeProvider } from "./cache-purges.ts";
import { ID_PARAM, idParamSchema } from "./id-param.ts";

const listQuery = <Statuses extends readonly [string, ...string[]]>(statuses: Statuses, first: Statuses[number]) =>
  z.object({
    status: z.enum(statuses).default(first),
    limit: z.coerce.number().int().min(1).max(500).default(100),
  });

const reasonSchema = z.strictObject({
  reason: z
    .string("Give the reason")
    .trim()
    .min(1, "Give the reason")
    .max(1000, "Keep the reason under 1,000 characters"),
});

/** The reply a decision is about, or the 404 / 409 answer when there is none to decide. */
async function openReply(
  c: Context<AppEnv>,
  kind: ReviewReplyKind,
  waiting: string,
): Promise<ModeratedReply<string> | Response> {
  // The route's param validator has read it: digits, within the exact range.
  const id = Number(c.req.param("id"));
  const reply = await findReply(c.env.DB, kind, id);
  if (!reply) return c.json({ error: `No ${kind} ${id}` }, 404);
  if (reply.status !== waiting) return c.json({ error: `The ${kind} ${id} is already ${reply.status}` }, 409);
  return reply;
}

/** The reply after a decision, or the 409 when another decision came first. */
async function decided(c: Context<AppEnv>, kind: ReviewReplyKind, id: number, changed: boolean) {
  const reply = await findReply(c.env.DB, kind, id);
  if (!changed || !reply) return c.json({ error: `The ${kind} ${id} was decided meanwhile` }, 409);
  return c.json(kind === "response" ? { response: reply } : { contest: reply });
}

export const reviewResponsesAdmin = new Hono<AppEnv>()
  .get("/responses", validate("query", listQuery(RESPONSE_STATUSES, "pending")), async (c) => {
    const { status, limit } = c.req.valid("query");
    return c.json({ responses: await listReplies(c.env.DB, "response", status, limit) });
  })
  .post(`/responses/${ID_PARAM}/approve`, validate("param", idParamSchema), async (c) => {
    const reply = await openReply(c, "response", "pending");
    if (reply instanceof Response) return reply;
    const changed = await publishResponse(c.env.DB, reply.id);
    if (changed) await purgeProvider(c.env, String(reply.providerId));
    return decided(c, "response", reply.id, changed);
  })
  .post(
    `/responses/${ID_PARAM}/reject`,
    validate("param", idParamSchema),
    validate("json", reasonSchema),
    async (c) => {
      const reply = await openReply(c, "response", "pending");
      if (reply instanceof Response) return reply;
      const changed = await decideReply(c.env.DB, "rejectResponse", reply.id, c.req.valid("json").reason);
      return decided(c, "response", reply.id, changed);
    },
  )
  .post(
    `/responses/${ID_PARAM}/withdraw`,
    validate("param", idParamSchema),
    validate("json", reasonSchema),
    async (c) => {
      const reply = await openReply(c, "response", "published");
      if (reply instanceof Response) return reply;
      const changed = await decideReply(c.env.DB, "withdrawResponse", reply.id, c.req.valid("json").reason);
      if (changed) await purgeProvider(c.env, String(reply.providerId));
      return decided(c, "response", reply.id, changed);
    },
  )
  .get("/contests", validate("query", listQuery(CONTEST_STATUSES, "open")), async (c) => {
    const { status, limit } = c.req.valid("query");
    return c.json({ contests: await listReplies(c.env.DB, "contest", status, limit) });
  })
  .post(`/contests/${ID_PARAM}/uphold`, validate("param", idParamSchema), validate("json", reasonSchema), async (c) => {
    const reply = await openReply(c, "contest", "open");
    if (reply instanceof Response) return reply;
    const changed = await upholdContest(c.env.DB, reply, c.req.valid("json").reason);
    if (changed) await purgeProvider(c.env, String(reply.providerId));
    return decided(c, "contest", reply.id, changed);
  })
  .post(
    `/contests/${ID_PARAM}/dismiss`,
    validate("param", idParamSchema),
    validate("json", reasonSchema),
    async (c) => {
      const reply = await openReply(c, "contest", "open");
      if (reply instanceof Response) return reply;
      const changed = await decideReply(c.env.DB, "dismissContest", reply.id, c.req.valid("json").reason);
      return decided(c, "contest", reply.id, changed);
    },
  );
