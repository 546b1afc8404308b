/**
 * /reviews/write/ (spec reviews-and-provider-page §4, §5): the generic write form, for a
 * facility the family names by its name, city and state, on both brands, linked from the
 * site footer. Without script the form reads as it is and a note says how to send a review.
 */
import type { InquiryTracking } from "../../../domain/inquiry/inquiry-schema.ts";
import { Island } from "../../app/Island.tsx";
import { PageLayout, type SiteChrome } from "../../app/PageLayout.tsx";
import { ALL_CARE_TYPE_CHOICES } from "./review-form-rules.ts";
import { REVIEW_WRITE_COPY } from "./review-write-text.ts";

export const WRITE_REVIEW_TITLE = REVIEW_WRITE_COPY.writeReview;
const HEADING_ID = "write-review-heading";

interface WriteReviewPageProps {
  chrome: SiteChrome;
  tracking: InquiryTracking;
}

export function WriteReviewPage({ chrome, tracking }: WriteReviewPageProps) {
  const { brand } = chrome;
  return (
    <PageLayout chrome={chrome}>
      <div className="container write-review-page">
        <h1 id={HEADING_ID}>{WRITE_REVIEW_TITLE}</h1>
        <p className="write-review-intro">{REVIEW_WRITE_COPY.pageIntro}</p>
        <Island
          name="ReviewWritePageForm"
          hydrate="idle"
          props={{
            headingId: HEADING_ID,
            formType: "GENERIC",
            provider: null,
            careTypes: [...ALL_CARE_TYPE_CHOICES],
            reviewsEmail: brand.reviewsEmail,
            sourceName: brand.id,
            tracking,
          }}
        />
        <Island hydrate="idle" name="Toasts" props={{}} />
      </div>
    </PageLayout>
  );
}
