/**
 * A provider's answer to a review through a signed link (spec reviews-and-provider-page §3, §5,
 * §7, §8): a public response, or a request to remove the review (the 'contest'). Both forms send
 * the same four fields, checked by one zod/mini schema in the browser (on blur) and on the
 * server (on receipt), with the spec's messages; the notices the pages show are here too, so the
 * page, the island and the tests read the same words.
 */
import * as z from "zod/mini";

/** The two forms: 'response' answers a review in public, 'contest' asks for its removal. */
export type ReviewReplyKind = "response" | "contest";

/** spec: §5 'Response and contest forms', the messages exactly. */
export const REVIEW_REPLY_MESSAGES = {
  authorName: "Name must be at least 2 characters long",
  authorTitle: "Title must be at least 4 characters long",
  content: "Response must be at least 4 characters long",
  authorEmail: "Invalid email",
} as const;

/** spec: §5 and §9, the shortest values taken. */
export const REVIEW_REPLY_MINIMUMS = { authorName: 2, authorTitle: 4, content: 4 } as const;

/** The longest values taken: well past what anyone types into these fields. */
export const REVIEW_REPLY_MAXIMUMS = { authorName: 100, authorTitle: 100, content: 5000, authorEmail: 254 } as const;

const text = (field: "authorName" | "authorTitle" | "content") =>
  z
    .string(REVIEW_REPLY_MESSAGES[field])
    .check(
      z.trim(),
      z.minLength(REVIEW_REPLY_MINIMUMS[field], REVIEW_REPLY_MESSAGES[field]),
      z.maxLength(REVIEW_REPLY_MAXIMUMS[field], `Please use at most ${REVIEW_REPLY_MAXIMUMS[field]} characters`),
    );

/** The body of POST /v1/dxp/reviews/response and /v1/dxp/reviews/contest (the token is in the query). */
export const reviewReplySchema = z.object({
  authorName: text("authorName"),
  authorTitle: text("authorTitle"),
  content: text("content"),
  authorEmail: z
    .string(REVIEW_REPLY_MESSAGES.authorEmail)
    .check(
      z.trim(),
      z.maxLength(REVIEW_REPLY_MAXIMUMS.authorEmail, REVIEW_REPLY_MESSAGES.authorEmail),
      z.email(REVIEW_REPLY_MESSAGES.authorEmail),
    ),
});
export type ReviewReply = z.infer<typeof reviewReplySchema>;
export type ReviewReplyField = keyof ReviewReply;

export const REVIEW_REPLY_FIELDS = ["authorName", "authorTitle", "content", "authorEmail"] as const;

/** The on-blur message of one field, or null when it holds. */
export function reviewReplyFieldError(field: ReviewReplyField, values: ReviewReply): string | null {
  const result = reviewReplySchema.shape[field].safeParse(values[field]);
  return result.success ? null : (result.error.issues[0]?.message ?? REVIEW_REPLY_MESSAGES[field]);
}

/** Every field's message, in the form's order; empty when the form may be sent. */
export function reviewReplyProblems(values: ReviewReply): { field: ReviewReplyField; message: string }[] {
  return REVIEW_REPLY_FIELDS.flatMap((field) => {
    const message = reviewReplyFieldError(field, values);
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

/** What GET /v1/dxp/reviews answers for a working link. */
export interface ReviewReplyPageData {
  review: ReviewReplyReview;
  token: string;
  /** The provider's email address as the directory holds it; '' when it holds none. */
  providerEmail: string;
}

/** What the two POST routes answer. */
export type ReviewReplyResult = { success: true } | { success: false; error: string };

/** spec: §8, the notices of each form, exactly. */
export const REVIEW_REPLY_NOTICES = {
  response: {
    invalidTitle: "Invalid review",
    success: "Your response has been submitted successfully!",
    networkFailure: "An error occurred while creating the response. Please try again later.",
    /** How long a server's error stays: the response form keeps it until the next try. */
    errorMs: null,
  },
  contest: {
    invalidTitle: "Invalid Review",
    success: "Your contestation has been submitted successfully!",
    networkFailure: "An error occurred while creating the contestation. Please try again later.",
    errorMs: 3000,
  },
} as const satisfies Record<ReviewReplyKind, { errorMs: number | null } & Record<string, unknown>>;

/** spec: §8, under 'Invalid review' on both forms. */
export const INVALID_REVIEW_TEXT = "Please make sure you have a valid review before submitting.";
/** spec: §8, the title of a server's error notice. */
export const REPLY_ERROR_TITLE = "Error";
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
