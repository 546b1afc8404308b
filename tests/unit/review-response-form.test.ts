/** The response and removal forms' rules (spec reviews-and-provider-page §5): one schema, the spec's messages. */
import { describe, expect, it } from "vitest";
import {
  REVIEW_REPLY_MESSAGES,
  type ReviewReply,
  reviewReplyFieldError,
  reviewReplyProblems,
  reviewReplySchema,
} from "../../domain/reviews/review-response-form.ts";

const FILLED: ReviewReply = {
  authorName: "Dana Ortiz",
  authorTitle: "Executive Director",
  content: "Thank you for your review.",
  authorEmail: "dana@example.com",
};

describe("the response and removal form rules", () => {
  it("uses the spec's messages, word for word", () => {
    expect(REVIEW_REPLY_MESSAGES).toEqual({
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
    expect(reviewReplyFieldError(field, { ...FILLED, [field]: short })).toBe(REVIEW_REPLY_MESSAGES[field]);
    expect(reviewReplyFieldError(field, { ...FILLED, [field]: `   ${short}   ` })).toBe(REVIEW_REPLY_MESSAGES[field]);
    expect(reviewReplyFieldError(field, { ...FILLED, [field]: "" })).toBe(REVIEW_REPLY_MESSAGES[field]);
    expect(reviewReplyFieldError(field, { ...FILLED, [field]: enough })).toBeNull();
  });

  it.each(["", "dana", "dana@", "dana@example", "da na@example.com"])("refuses the email %j", (email) => {
    expect(reviewReplyFieldError("authorEmail", { ...FILLED, authorEmail: email })).toBe("Invalid email");
  });

  it("takes a filled form, trimmed, and lists every problem of an empty one in the form's order", () => {
    expect(reviewReplyProblems(FILLED)).toEqual([]);
    expect(reviewReplySchema.parse({ ...FILLED, authorName: "  Dana  " }).authorName).toBe("Dana");
    expect(reviewReplyProblems({ authorName: "", authorTitle: "", content: "", authorEmail: "" })).toEqual([
      { field: "authorName", message: REVIEW_REPLY_MESSAGES.authorName },
      { field: "authorTitle", message: REVIEW_REPLY_MESSAGES.authorTitle },
      { field: "content", message: REVIEW_REPLY_MESSAGES.content },
      { field: "authorEmail", message: REVIEW_REPLY_MESSAGES.authorEmail },
    ]);
  });

  it("refuses values that are not text, and overlong ones", () => {
    expect(reviewReplySchema.safeParse({ ...FILLED, authorName: 42 }).error?.issues[0]?.message).toBe(
      REVIEW_REPLY_MESSAGES.authorName,
    );
    expect(reviewReplySchema.safeParse({ ...FILLED, content: "x".repeat(5001) }).success).toBe(false);
    expect(reviewReplySchema.safeParse({ ...FILLED, content: "x".repeat(5000) }).success).toBe(true);
  });
});
