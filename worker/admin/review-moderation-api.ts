/**
 * The review moderation queue under /admin/reviews (docs/reviews.md). Every review a family
 * writes waits 'pending'; an operator approves it (public from then on, the provider's
 * aggregates recomputed in the same D1 batch and its cache purged) or rejects it with a reason.
 * Generic-form reviews that name no listed provider are matched to one (filed as an approved
 * review of it) or rejected.
 *
 *   GET  /admin/reviews?status=pending|approved|rejected&limit=&offset=&providerId=
 *   POST /admin/reviews/:id/approve
 *   POST /admin/reviews/:id/reject            {reason}
 *   POST /admin/reviews/unmatched/:id/match   {providerId}
 *   POST /admin/reviews/unmatched/:id/reject  {reason}
 */
import { type Context, Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env.ts";
import { validate } from "../middleware/validate.ts";
import { reviewContentKey } from "../reviews/review-content-key.ts";
import {
  matchUnmatched,
  moveReview,
  type ProviderAggregates,
  providerAggregates,
  providerExists,
  type ReviewStatus,
  rejectUnmatched,
  reviewStanding,
  reviewsByStatus,
  type UnmatchedReview,
  unmatchedByStatus,
  unmatchedStanding,
} from "../reviews/review-moderation-store.ts";
import { purgeProvider } from "./cache-purges.ts";
import { ID_PARAM, idParamSchema } from "./id-param.ts";

const UNMATCHED_FOR: Record<ReviewStatus, UnmatchedReview["status"]> = {
  pending: "pending",
  approved: "matched",
  rejected: "rejected",
};

const listQuerySchema = z.object({
  status: z.enum(["pending", "approved", "rejected"]).default("pending"),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  /** Only this provider's reviews (generic-form reviews name no provider, so none of them). */
  providerId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});

const reasonSchema = z.strictObject({
  reason: z
    .string("reason is required")
    .trim()
    .min(3, "Give a reason of at least 3 characters")
    .max(500, "Keep the reason within 500 characters"),
});

const matchSchema = z.strictObject({
  providerId: z.coerce
    .number("providerId is required")
    .int("providerId is a provider's id")
    .positive("providerId is a provider's id")
    .max(Number.MAX_SAFE_INTEGER, "providerId is a provider's id"),
});

interface ModerationAnswer {
  review: { id: number; status: ReviewStatus };
  provider: ProviderAggregates | null;
}

function problem(c: Context<AppEnv>, status: 404 | 409, error: string) {
  return c.json({ error }, status);
}

/** The provider's aggregates after a change, once its cached values are gone. */
async function afterChange(c: Context<AppEnv>, providerId: number, purge: boolean) {
  if (purge) await purgeProvider(c.env, String(providerId));
  return providerAggregates(c.env.DB, providerId);
}

export const reviewsAdmin = new Hono<AppEnv>()
  .get("/", validate("query", listQuerySchema), async (c) => {
    const { status, limit, offset, providerId } = c.req.valid("query");
    const [reviews, unmatched] = await Promise.all([
      reviewsByStatus(c.env.DB, status, { limit, offset, providerId }),
      providerId === undefined ? unmatchedByStatus(c.env.DB, UNMATCHED_FOR[status], { limit, offset }) : [],
    ]);
    return c.json({ reviews, unmatched });
  })
  .post(`/${ID_PARAM}/approve`, validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const review = await reviewStanding(c.env.DB, id);
    if (!review) return problem(c, 404, `No review has the id ${id}`);
    if (review.status === "approved") return problem(c, 409, `Review ${id} is already approved`);
    const moved = await moveReview(c.env.DB, review, {
      from: review.status,
      to: "approved",
      note: null,
      at: new Date().toISOString(),
      recompute: true,
    });
    if (!moved) return problem(c, 409, `Review ${id} was moderated meanwhile; reload the queue`);
    console.log(`admin: review ${id} approved`);
    return c.json<ModerationAnswer>({
      review: { id, status: "approved" },
      provider: await afterChange(c, review.providerId, true),
    });
  })
  .post(`/${ID_PARAM}/reject`, validate("param", idParamSchema), validate("json", reasonSchema), async (c) => {
    const { id } = c.req.valid("param");
    const { reason } = c.req.valid("json");
    const review = await reviewStanding(c.env.DB, id);
    if (!review) return problem(c, 404, `No review has the id ${id}`);
    if (review.status === "rejected") return problem(c, 409, `Review ${id} is already rejected`);
    const wasPublic = review.status === "approved";
    const moved = await moveReview(c.env.DB, review, {
      from: review.status,
      to: "rejected",
      note: reason,
      at: new Date().toISOString(),
      recompute: wasPublic,
    });
    if (!moved) return problem(c, 409, `Review ${id} was moderated meanwhile; reload the queue`);
    console.log(`admin: review ${id} rejected`);
    return c.json<ModerationAnswer>({
      review: { id, status: "rejected" },
      provider: await afterChange(c, review.providerId, wasPublic),
    });
  })
  .post(`/unmatched/${ID_PARAM}/match`, validate("param", idParamSchema), validate("json", matchSchema), async (c) => {
    const { id } = c.req.valid("param");
    const { providerId } = c.req.valid("json");
    const unmatched = await unmatchedStanding(c.env.DB, id);
    if (!unmatched) return problem(c, 404, `No unmatched review has the id ${id}`);
    if (unmatched.status !== "pending") return problem(c, 409, `Unmatched review ${id} is already ${unmatched.status}`);
    if (!(await providerExists(c.env.DB, providerId))) return problem(c, 404, `No provider has the id ${providerId}`);
    const reviewId = await matchUnmatched(
      c.env.DB,
      id,
      providerId,
      await reviewContentKey(unmatched.content),
      new Date().toISOString(),
    );
    if (reviewId === null) return problem(c, 409, `Unmatched review ${id} was moderated meanwhile; reload the queue`);
    console.log(`admin: unmatched review ${id} filed as review ${reviewId} of provider ${providerId}`);
    return c.json<ModerationAnswer>({
      review: { id: reviewId, status: "approved" },
      provider: await afterChange(c, providerId, true),
    });
  })
  .post(
    `/unmatched/${ID_PARAM}/reject`,
    validate("param", idParamSchema),
    validate("json", reasonSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const { reason } = c.req.valid("json");
      const unmatched = await unmatchedStanding(c.env.DB, id);
      if (!unmatched) return problem(c, 404, `No unmatched review has the id ${id}`);
      if (unmatched.status !== "pending") {
        return problem(c, 409, `Unmatched review ${id} is already ${unmatched.status}`);
      }
      if (!(await rejectUnmatched(c.env.DB, id, reason))) {
        return problem(c, 409, `Unmatched review ${id} was moderated meanwhile; reload the queue`);
      }
      console.log(`admin: unmatched review ${id} rejected`);
      return c.json({ unmatched: { id, status: "rejected" } });
    },
  );
