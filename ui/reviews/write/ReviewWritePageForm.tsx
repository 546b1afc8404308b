/**
 * The generic write form of /reviews/write/ (spec reviews-and-provider-page §4, §5): any
 * facility by name, city and state, every care type and relationship, with the guidelines
 * beside it. Its reviews carry no provider; an operator matches them to a listing.
 */
import { ReviewGuidelines } from "./ReviewGuidelines.tsx";
import { ReviewWriteForm } from "./ReviewWriteForm.tsx";
import { type ReviewWriteConfig, useReviewForm } from "./use-review-form.ts";

interface ReviewWritePageFormProps extends ReviewWriteConfig {
  /** Id of the page's heading, which names the form. */
  headingId: string;
}

export function ReviewWritePageForm({ headingId, ...config }: ReviewWritePageFormProps) {
  const state = useReviewForm(config);
  return (
    <div className="review-page-layout">
      <ReviewWriteForm idPrefix="review-page" config={config} state={state} labelledBy={headingId} />
      <ReviewGuidelines id="review-page-guidelines" reviewsEmail={config.reviewsEmail} headingLevel={2} />
    </div>
  );
}
