/**
 * /reviews/write/ (spec reviews-and-provider-page §4, §5): the generic write form, for a
 * facility the family names by its name, city and state, on both brands, linked from the
 * site footer. It is also the answer to a write form posted without script that the server
 * could not take: that form again (the generic one, or the provider page's), its values kept,
 * each message under its field and the refusals above them.
 */
import type { InquiryTracking } from "../../../domain/inquiry/inquiry-schema.ts";
import type { ReviewFormType } from "../../../domain/reviews/review-submission.ts";
import { Island } from "../../app/Island.tsx";
import { PageLayout, type SiteChrome } from "../../app/PageLayout.tsx";
import { ALL_CARE_TYPE_CHOICES, type ReviewCareTypeChoice } from "./review-form-rules.ts";
import { REVIEW_WRITE_COPY } from "./review-write-text.ts";
import type { ReviewFormPosted, ReviewWriteConfig } from "./use-review-form.ts";

export const WRITE_REVIEW_TITLE = REVIEW_WRITE_COPY.writeReview;
const HEADING_ID = "write-review-heading";

/** The provider a form posted from its page was about, and the form its page showed. */
export interface ReviewedOnPage {
  provider: NonNullable<ReviewWriteConfig["provider"]>;
  formType: Exclude<ReviewFormType, "GENERIC">;
  careTypes: ReviewCareTypeChoice[];
}

/** The page's title: the generic one, or the provider's. */
export function writeReviewTitle(reviewed?: ReviewedOnPage): string {
  return reviewed ? `${WRITE_REVIEW_TITLE} of ${reviewed.provider.name}` : WRITE_REVIEW_TITLE;
}

interface WriteReviewPageProps {
  chrome: SiteChrome;
  tracking: InquiryTracking;
  reviewed?: ReviewedOnPage;
  posted?: ReviewFormPosted;
}

export function WriteReviewPage({ chrome, tracking, reviewed, posted }: WriteReviewPageProps) {
  const { brand } = chrome;
  return (
    <PageLayout chrome={chrome}>
      <div className="container write-review-page">
        <h1 id={HEADING_ID}>{writeReviewTitle(reviewed)}</h1>
        <p className="write-review-intro">{reviewed ? REVIEW_WRITE_COPY.intro : REVIEW_WRITE_COPY.pageIntro}</p>
        <Island
          name="ReviewWritePageForm"
          hydrate="idle"
          props={{
            headingId: HEADING_ID,
            formType: reviewed?.formType ?? "GENERIC",
            provider: reviewed?.provider ?? null,
            careTypes: reviewed?.careTypes ?? [...ALL_CARE_TYPE_CHOICES],
            reviewsEmail: brand.reviewsEmail,
            sourceName: reviewed ? "provider_page" : brand.id,
            tracking,
            ...(posted ? { posted } : {}),
          }}
        />
        <Island hydrate="idle" name="Toasts" props={{}} />
      </div>
    </PageLayout>
  );
}
