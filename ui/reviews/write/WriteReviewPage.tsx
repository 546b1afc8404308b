/**
 * /reviews/write/ (spec reviews-and-provider-page §4, §5): the generic write form, for a
 * facility the family names by its name, city and state, on both brands, linked from the
 * site footer. It is also the answer to a write form posted without script that the server
 * could not take: that form again (the generic one, or the provider page's), its values kept,
 * each message under its field and the refusals above them.
 */

import type { Messages } from "../../../domain/i18n/messages.ts";
import type { InquiryTracking } from "../../../domain/inquiry/inquiry-schema.ts";
import type { ReviewFormType } from "../../../domain/reviews/review-submission.ts";
import { Island } from "../../app/Island.tsx";
import { PageLayout, type SiteChrome } from "../../app/PageLayout.tsx";
import { useLanguage } from "../../i18n/page-language.tsx";
import { ALL_CARE_TYPE_CHOICES, type ReviewCareTypeChoice } from "./review-form-rules.ts";
import type { ReviewFormPosted, ReviewWriteConfig } from "./use-review-form.ts";

const HEADING_ID = "write-review-heading";

/** The provider a form posted from its page was about, and the form its page showed. */
export interface ReviewedOnPage {
  provider: NonNullable<ReviewWriteConfig["provider"]>;
  formType: Exclude<ReviewFormType, "GENERIC">;
  careTypes: ReviewCareTypeChoice[];
}

/** The page's title: the generic one, or the provider's. */
export function writeReviewTitle(words: Messages["reviews"]["write"], reviewed?: ReviewedOnPage): string {
  return reviewed ? words.writeReviewOf(reviewed.provider.name) : words.writeReview;
}

interface WriteReviewPageProps {
  chrome: SiteChrome;
  tracking: InquiryTracking;
  reviewed?: ReviewedOnPage;
  posted?: ReviewFormPosted;
}

export function WriteReviewPage({ chrome, tracking, reviewed, posted }: WriteReviewPageProps) {
  const { brand } = chrome;
  const { t } = useLanguage();
  const words = t.reviews.write;
  return (
    <PageLayout chrome={chrome}>
      <div className="container write-review-page">
        <h1 id={HEADING_ID}>{writeReviewTitle(words, reviewed)}</h1>
        <p className="write-review-intro">{reviewed ? words.intro : words.pageIntro}</p>
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
