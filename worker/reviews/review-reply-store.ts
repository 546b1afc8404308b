/**
 * Provider responses and removal requests ('contests') in D1 (docs/reviews.md): the review a
 * link names, the reply stored in the same batch that spends the link's token, and the
 * operator's moderation. A response waits 'pending' until an operator publishes it, and a
 * review has at most one published response: publishing a newer one withdraws the older. A
 * contest waits 'open'; upholding it rejects the review and recomputes its provider's
 * aggregates in the same batch.
 */
import type { Language } from "../../domain/i18n/languages.ts";
import type { ReviewReply, ReviewReplyKind } from "../../domain/reviews/review-response-form.ts";
import { aggregateStatements } from "../providers/aggregate-queries.ts";
import { spendReviewToken } from "./review-token-store.ts";
import type { ReviewToken } from "./review-tokens.ts";

/** The review a link names, as the reply pages and the moderation read it. */
export interface ReplyReview {
  id: number;
  providerId: number;
  status: "pending" | "approved" | "rejected";
  authorName: string;
  /** The relationship to the provider: the spec's review 'title'. */
  relationship: string;
  content: string;
  /** The language it was written in. */
  language: Language;
  createdAt: string;
}

const REVIEW_COLUMNS = `id, provider_id AS providerId, status, author_name AS authorName, relationship, content,
  language, created_at AS createdAt`;

export async function findReplyReview(db: D1Database, reviewId: number): Promise<ReplyReview | null> {
  return db.prepare(`SELECT ${REVIEW_COLUMNS} FROM reviews WHERE id = ?1`).bind(reviewId).first<ReplyReview>();
}

const TABLES = { response: "review_responses", contest: "review_contests" } as const;
const FIRST_STATUS = { response: "pending", contest: "open" } as const;

/**
 * Stores a reply and spends the token that allowed it, in one batch: both or neither. Throws
 * the batch's error when the token was spent already (see `isSpentTokenError`). Answers false
 * when the review is no longer approved (nothing stored; the token is spent all the same).
 * `language` is the page's it was written on.
 */
export async function storeReviewReply(
  db: D1Database,
  kind: ReviewReplyKind,
  token: ReviewToken,
  reply: ReviewReply,
  language: Language,
): Promise<boolean> {
  const [, inserted] = await db.batch([
    spendReviewToken(db, token),
    db
      .prepare(
        `INSERT INTO ${TABLES[kind]} (review_id, author_name, author_title, author_email, content, status, language)
         SELECT id, ?2, ?3, ?4, ?5, '${FIRST_STATUS[kind]}', ?6 FROM reviews WHERE id = ?1 AND status = 'approved'`,
      )
      .bind(token.subjectId, reply.authorName, reply.authorTitle, reply.authorEmail, reply.content, language),
  ]);
  return (inserted?.meta.changes ?? 0) > 0;
}

export const RESPONSE_STATUSES = ["pending", "published", "rejected", "withdrawn"] as const;
export type ResponseStatus = (typeof RESPONSE_STATUSES)[number];
export const CONTEST_STATUSES = ["open", "upheld", "dismissed"] as const;
export type ContestStatus = (typeof CONTEST_STATUSES)[number];

/** A response or a contest as the operator reads it, with the review it is about. */
export interface ModeratedReply<Status extends string> {
  id: number;
  reviewId: number;
  providerId: number;
  authorName: string;
  authorTitle: string;
  authorEmail: string;
  content: string;
  status: Status;
  createdAt: string;
  moderationNote: string | null;
  moderatedAt: string | null;
  review: { authorName: string; relationship: string; content: string; createdAt: string; status: string };
}

interface ReplyRow {
  id: number;
  review_id: number;
  provider_id: number;
  author_name: string;
  author_title: string;
  author_email: string;
  content: string;
  status: string;
  created_at: string;
  moderation_note: string | null;
  moderated_at: string | null;
  review_author_name: string;
  review_relationship: string;
  review_content: string;
  review_created_at: string;
  review_status: string;
}

function replySelect(kind: ReviewReplyKind): string {
  return `SELECT x.id, x.review_id, r.provider_id, x.author_name, x.author_title, x.author_email, x.content, x.status,
      x.created_at, x.moderation_note, x.moderated_at, r.author_name AS review_author_name,
      r.relationship AS review_relationship, r.content AS review_content, r.created_at AS review_created_at,
      r.status AS review_status
    FROM ${TABLES[kind]} x JOIN reviews r ON r.id = x.review_id`;
}

function toReply<Status extends string>(row: ReplyRow): ModeratedReply<Status> {
  return {
    id: row.id,
    reviewId: row.review_id,
    providerId: row.provider_id,
    authorName: row.author_name,
    authorTitle: row.author_title,
    authorEmail: row.author_email,
    content: row.content,
    status: row.status as Status,
    createdAt: row.created_at,
    moderationNote: row.moderation_note,
    moderatedAt: row.moderated_at,
    review: {
      authorName: row.review_author_name,
      relationship: row.review_relationship,
      content: row.review_content,
      createdAt: row.review_created_at,
      status: row.review_status,
    },
  };
}

/** Replies of one kind in one status, oldest first (the order to work through them), at most `limit`. */
export async function listReplies<Status extends string>(
  db: D1Database,
  kind: ReviewReplyKind,
  status: Status,
  limit: number,
): Promise<ModeratedReply<Status>[]> {
  const { results } = await db
    .prepare(`${replySelect(kind)} WHERE x.status = ?1 ORDER BY x.created_at, x.id LIMIT ?2`)
    .bind(status, limit)
    .all<ReplyRow>();
  return results.map((row) => toReply<Status>(row));
}

export async function findReply<Status extends string>(
  db: D1Database,
  kind: ReviewReplyKind,
  id: number,
): Promise<ModeratedReply<Status> | null> {
  const row = await db
    .prepare(`${replySelect(kind)} WHERE x.id = ?1`)
    .bind(id)
    .first<ReplyRow>();
  return row ? toReply<Status>(row) : null;
}

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

/**
 * Publishes a pending response and withdraws the review's response published before it, in
 * one batch. Answers false when the response was no longer pending (nothing changed).
 */
export async function publishResponse(db: D1Database, id: number): Promise<boolean> {
  const [published] = await db.batch([
    db
      .prepare(
        `UPDATE review_responses SET status = 'published', moderated_at = ${NOW} WHERE id = ?1 AND status = 'pending'`,
      )
      .bind(id),
    db
      .prepare(
        `UPDATE review_responses SET status = 'withdrawn', moderated_at = ${NOW}
         WHERE status = 'published' AND id <> ?1
           AND review_id = (SELECT review_id FROM review_responses WHERE id = ?1 AND status = 'published')`,
      )
      .bind(id),
  ]);
  return (published?.meta.changes ?? 0) > 0;
}

/**
 * The operator's simple decisions on a reply, each a move from one state to another with the
 * reason as the moderation note: reject a pending response, withdraw a published one, dismiss
 * an open contest (the review stays).
 */
const REPLY_DECISIONS = {
  rejectResponse: { table: "review_responses", from: "pending", to: "rejected" },
  withdrawResponse: { table: "review_responses", from: "published", to: "withdrawn" },
  dismissContest: { table: "review_contests", from: "open", to: "dismissed" },
} as const;
export type ReplyDecision = keyof typeof REPLY_DECISIONS;

/** Applies a decision; false when the reply was no longer in the state the decision starts from. */
export async function decideReply(
  db: D1Database,
  decision: ReplyDecision,
  id: number,
  reason: string,
): Promise<boolean> {
  const { table, from, to } = REPLY_DECISIONS[decision];
  const result = await db
    .prepare(
      `UPDATE ${table} SET status = '${to}', moderation_note = ?2, moderated_at = ${NOW}
       WHERE id = ?1 AND status = '${from}'`,
    )
    .bind(id, reason)
    .run();
  return result.meta.changes > 0;
}

/**
 * Upholds an open contest: the contest 'upheld', its review 'rejected' with the reason as its
 * moderation note, any other open contest of the same review closed as upheld with it (the
 * review is gone, so nothing is left to decide), and the provider's aggregates recomputed, all
 * in one batch. Answers false when the contest was no longer open (nothing changed).
 */
export async function upholdContest(db: D1Database, contest: ModeratedReply<string>, reason: string): Promise<boolean> {
  const providerId = Math.trunc(contest.providerId);
  const [upheld] = await db.batch([
    db
      .prepare(
        `UPDATE review_contests SET status = 'upheld', moderation_note = ?2, moderated_at = ${NOW}
         WHERE id = ?1 AND status = 'open'`,
      )
      .bind(contest.id, reason),
    db
      .prepare(
        `UPDATE reviews SET status = 'rejected', moderation_note = ?2, moderated_at = ${NOW}
         WHERE id = ?1 AND status = 'approved'
           AND EXISTS (SELECT 1 FROM review_contests WHERE id = ?3 AND status = 'upheld')`,
      )
      .bind(contest.reviewId, reason, contest.id),
    db
      .prepare(
        `UPDATE review_contests SET status = 'upheld', moderation_note = 'Closed with request ' || CAST(?3 AS INTEGER) || ': ' || ?2,
           moderated_at = ${NOW}
         WHERE review_id = ?1 AND status = 'open' AND id <> ?3
           AND EXISTS (SELECT 1 FROM review_contests WHERE id = ?3 AND status = 'upheld')`,
      )
      .bind(contest.reviewId, reason, contest.id),
    ...aggregateStatements(`id = ${providerId}`, { bayesian: "scope" }).map((sql) => db.prepare(sql)),
  ]);
  return (upheld?.meta.changes ?? 0) > 0;
}
