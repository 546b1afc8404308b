/**
 * The write form as a browser without script posts it (spec reviews-and-provider-page §5):
 * its fields by their input names, every one text, read into the form's values so the same
 * on-submit rules (review-form-rules.ts) and the same payload (reviewPayload) serve both ways
 * of sending. A field left out reads as empty; a star group with no choice reads as 0. Which
 * form it was follows from the provider it names (its care types), or none: the generic one.
 */
import * as z from "zod/mini";
import type { ReviewFormValues } from "./review-submission.ts";

/** The longest text any one field is read as: the review body's 5,000 characters, with room. */
const FIELD_MAX = 6000;

const text = z.optional(z.string().check(z.maxLength(FIELD_MAX)));
/** A star group's radio: '1' to '5', or nothing chosen. */
const starChoice = z.optional(z.enum(["1", "2", "3", "4", "5"]));

export const reviewFormPostSchema = z.object({
  /** The provider page's form names its provider; the generic form has none. */
  locationId: z.optional(z.string().check(z.regex(/^\d{1,10}$/, "Use the provider's number"))),
  reviewBody: text,
  authorName: text,
  authorEmail: text,
  title: text,
  careType: text,
  facilityName: text,
  city: text,
  state: text,
  ratingOverall: starChoice,
  ratingStaff: starChoice,
  ratingActivities: starChoice,
  ratingFood: starChoice,
  ratingFacilities: starChoice,
  ratingValue: starChoice,
});

export type ReviewFormPost = z.output<typeof reviewFormPostSchema>;

/** The posted form as the form's own values. */
export function reviewFormPostValues(post: ReviewFormPost): {
  locationId: number | null;
  values: ReviewFormValues;
} {
  const stars = (choice: string | undefined) => (choice === undefined ? 0 : Number(choice));
  return {
    locationId: post.locationId === undefined ? null : Number(post.locationId),
    values: {
      reviewBody: post.reviewBody ?? "",
      authorName: post.authorName ?? "",
      authorEmail: post.authorEmail ?? "",
      title: post.title ?? "",
      careType: post.careType ?? "",
      facilityName: post.facilityName ?? "",
      city: post.city ?? "",
      state: post.state ?? "",
      ratingOverall: stars(post.ratingOverall),
      ratingStaff: stars(post.ratingStaff),
      ratingActivities: stars(post.ratingActivities),
      ratingFood: stars(post.ratingFood),
      ratingFacilities: stars(post.ratingFacilities),
      ratingValue: stars(post.ratingValue),
    },
  };
}
