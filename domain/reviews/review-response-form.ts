/**
 * A provider's answer to a review through a signed link (spec reviews-and-provider-page §3, §5,
 * §7, §8): a public response, or a request to remove the review (the 'contest'). Both forms send
 * the same four fields, checked by one zod/mini schema in the browser (on blur) and on the
 * server (on receipt), in the page's language (`t.reviews.reply`: the spec's words in English),
 * so the page, the island and the API say the same thing.
 */
import * as z from "zod/mini";
import type { Language } from "../i18n/languages.ts";
import type { Messages } from "../i18n/messages.ts";

/** The two forms: 'response' answers a review in public, 'contest' asks for its removal. */
export type ReviewReplyKind = "response" | "contest";

/** The form's messages in the page's language: `t.reviews.reply.messages` (spec §5 in English). */
export type ReviewReplyMessages = Messages["reviews"]["reply"]["messages"];

/** spec: §5 and §9, the shortest values taken. */
export const REVIEW_REPLY_MINIMUMS = { authorName: 2, authorTitle: 4, content: 4 } as const;

/** The longest values taken: well past what anyone types into these fields. */
export const REVIEW_REPLY_MAXIMUMS = { authorName: 100, authorTitle: 100, content: 5000, authorEmail: 254 } as const;

function buildReplySchema(messages: ReviewReplyMessages) {
  const text = (field: "authorName" | "authorTitle" | "content") =>
    z
      .string(messages[field])
      .check(
        z.trim(),
        z.minLength(REVIEW_REPLY_MINIMUMS[field], messages[field]),
        z.maxLength(REVIEW_REPLY_MAXIMUMS[field], messages.atMost(REVIEW_REPLY_MAXIMUMS[field])),
      );
  return z.object({
    authorName: text("authorName"),
    authorTitle: text("authorTitle"),
    content: text("content"),
    authorEmail: z
      .string(messages.authorEmail)
      .check(
        z.trim(),
        z.maxLength(REVIEW_REPLY_MAXIMUMS.authorEmail, messages.authorEmail),
        z.email(messages.authorEmail),
      ),
  });
}

const replySchemas = new WeakMap<ReviewReplyMessages, ReturnType<typeof buildReplySchema>>();

/** The body of POST /v1/dxp/reviews/response and /v1/dxp/reviews/contest (the token is in the query), in `messages`' language. */
export function reviewReplySchema(messages: ReviewReplyMessages): ReturnType<typeof buildReplySchema> {
  let schema = replySchemas.get(messages);
  if (!schema) {
    schema = buildReplySchema(messages);
    replySchemas.set(messages, schema);
  }
  return schema;
}
export type ReviewReply = z.infer<ReturnType<typeof buildReplySchema>>;
export type ReviewReplyField = keyof ReviewReply;

export const REVIEW_REPLY_FIELDS = ["authorName", "authorTitle", "content", "authorEmail"] as const;

/** The on-blur message of one field, or null when it holds. */
export function reviewReplyFieldError(
  field: ReviewReplyField,
  values: ReviewReply,
  messages: ReviewReplyMessages,
): string | null {
  const result = reviewReplySchema(messages).shape[field].safeParse(values[field]);
  return result.success ? null : (result.error.issues[0]?.message ?? messages[field]);
}

/** Every field's message, in the form's order; empty when the form may be sent. */
export function reviewReplyProblems(
  values: ReviewReply,
  messages: ReviewReplyMessages,
): { field: ReviewReplyField; message: string }[] {
  return REVIEW_REPLY_FIELDS.flatMap((field) => {
    const message = reviewReplyFieldError(field, values, messages);
    return message ? [{ field, message }] : [];
  });
}

/** The original review as the reply pages and GET /v1/dxp/reviews show it (spec §3, 'Response page data'). */
export interface ReviewReplyReview {
  /** ISO 8601 time it was written. */
  createdAt: string;
  authorName: string;
  /** The reviewer's relationship to the provider (a value of review-relationships.ts). */
  title: string;
  text: string;
}

/** The review as the reply pages show it: with the language it was written in, which marks its text. */
export interface ReviewReplyShown extends ReviewReplyReview {
  language: Language;
}

/** What GET /v1/dxp/reviews answers for a working link. */
export interface ReviewReplyPageData {
  review: ReviewReplyReview;
  token: string;
  /** The provider's email address as the directory holds it; '' when it holds none. */
  providerEmail: string;
}

/** What the two POST routes answer. */
export type ReviewReplyResult = { success: true } | { success: false; error: string };

/**
 * spec: §8, how long a server's error notice stays (its words are `t.reviews.reply.notices`):
 * the response form keeps it until the next try, the contest form's goes after 3 s.
 */
export const REVIEW_REPLY_ERROR_MS = { response: null, contest: 3000 } as const satisfies Record<
  ReviewReplyKind,
  number | null
>;
/** spec: §8, the toast shown for 3 s when a visitor submits without a valid link. */
export const INVALID_REVIEW_TOAST_MS = 3000;

/** The pages the links open, and the guidelines they point to. */
export const REVIEW_REPLY_PATHS = {
  response: "/reviews/respond/",
  contest: "/reviews/request-removal/",
} as const satisfies Record<ReviewReplyKind, string>;
export const REVIEW_GUIDELINES_PATH = "/reviews/guidelines/";

/** The JSON endpoints the forms post to (the token goes in the query). */
export const REVIEW_REPLY_ENDPOINTS = {
  response: "/v1/dxp/reviews/response",
  contest: "/v1/dxp/reviews/contest",
} as const satisfies Record<ReviewReplyKind, string>;
