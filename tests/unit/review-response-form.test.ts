/** The response and removal forms' rules (spec reviews-and-provider-page §5): one schema, the spec's messages. */
import { describe, expect, it } from "vitest";
import { en } from "../../domain/i18n/en.ts";
import {
  type ReviewReply,
  reviewReplyFieldError,
  reviewReplyProblems,
  reviewReplySchema,
} from "../../domain/reviews/review-response-form.ts";

const REVIEW_REPLY_MESSAGES = en.reviews.reply.messages;
const schema = reviewReplySchema(REVIEW_REPLY_MESSAGES);

const FILLED: ReviewReply = {
  authorName: "Dana Ortiz",
  authorTitle: "Executive Director",
  content: "Thank you for your review.",
  authorEmail: "dana@example.com",
};

describe("the response and removal form rules", () => {
  it("uses the spec's messages, word for word", () => {
    const { atMost: _atMost, ...messages } = REVIEW_REPLY_MESSAGES;
    expect(messages).toEqual({
      authorName: "Name must be at least 2 characters long",
      authorTitle: "Title must be at least 4 characters long",
      content: "Response must be at least 4 characters long",
      authorEmail: "Invalid email",
    });
  });

  it.each([
    ["authorName", "A", "Al"],
    ["authorTitle", "CEO", "Head"],
    ["content", "Ok.", "Yes."],
  ] as const)("%s: one character short fails, the minimum passes, after trimming", (field, short, enough) => {
    expect(reviewReplyFieldError(field, { ...FILLED, [field]: short }, REVIEW_REPLY_MESSAGES)).toBe(
      REVIEW_REPLY_MESSAGES[field],
    );
    expect(reviewReplyFieldError(field, { ...FILLED, [field]: `   ${short}   ` }, REVIEW_REPLY_MESSAGES)).toBe(
      REVIEW_REPLY_MESSAGES[field],
    );
    expect(reviewReplyFieldError(field, { ...FILLED, [field]: "" }, REVIEW_REPLY_MESSAGES)).toBe(
      REVIEW_REPLY_MESSAGES[field],
    );
    expect(reviewReplyFieldError(field, { ...FILLED, [field]: enough }, REVIEW_REPLY_MESSAGES)).toBeNull();
  });

  it.each(["", "dana", "dana@", "dana@example", "da na@example.com"])("refuses the email %j", (email) => {
    expect(reviewReplyFieldError("authorEmail", { ...FILLED, authorEmail: email }, REVIEW_REPLY_MESSAGES)).toBe(
      "Invalid email",
    );
  });

  it("takes a filled form, trimmed, and lists every problem of an empty one in the form's order", () => {
    expect(reviewReplyProblems(FILLED, REVIEW_REPLY_MESSAGES)).toEqual([]);
    expect(schema.parse({ ...FILLED, authorName: "  Dana  " }).authorName).toBe("Dana");
    expect(
      reviewReplyProblems({ authorName: "", authorTitle: "", content: "", authorEmail: "" }, REVIEW_REPLY_MESSAGES),
    ).toEqual([
      { field: "authorName", message: REVIEW_REPLY_MESSAGES.authorName },
      { field: "authorTitle", message: REVIEW_REPLY_MESSAGES.authorTitle },
      { field: "content", message: REVIEW_REPLY_MESSAGES.content },
      { field: "authorEmail", message: REVIEW_REPLY_MESSAGES.authorEmail },
    ]);
  });

  it("refuses values that are not text, and overlong ones", () => {
    expect(schema.safeParse({ ...FILLED, authorName: 42 }).error?.issues[0]?.message).toBe(
      REVIEW_REPLY_MESSAGES.authorName,
    );
    expect(schema.safeParse({ ...FILLED, content: "x".repeat(5001) }).success).toBe(false);
    expect(schema.safeParse({ ...FILLED, content: "x".repeat(5000) }).success).toBe(true);
  });
});
