/**
 * A provider page's reviews section under `all_reviews_section` (spec reviews-and-provider-page
 * §2, §4, §5, §9): the heading with the 'Write a review' link (#newreview, the write form's
 * anchor), the summary, and the list island with the first 6 approved reviews in the server
 * HTML. The island's code loads once the page has loaded and is idle; the rest of the reviews
 * come from the list API, never all in the page.
 */
import type { Brand } from "../../../domain/brands/brands.ts";
import { cutsReviewText, type ReviewFilterChoices } from "../../../domain/reviews/review-list.ts";
import type { ReviewRead } from "../../../domain/reviews/review-read.ts";
import { Island } from "../../app/Island.tsx";
import { useLanguage } from "../../i18n/page-language.tsx";
import { ProviderReviewsSummary, REVIEWS_ANCHOR, type SummaryFields } from "./ProviderReviewsSummary.tsx";

/** The first page of a provider's reviews as the route loaded it. */
export interface ProviderReviewsFirstPage {
  reviews: ReviewRead[];
  /** Every approved review of the provider. */
  total: number;
  /** Approved reviews by overall rating, 1 star first. */
  starCounts: readonly number[];
  choices: ReviewFilterChoices;
}

interface ProviderReviewsProps {
  record: SummaryFields & { id: number };
  brand: Brand;
  firstPage: ProviderReviewsFirstPage;
}

export function ProviderReviews({ record, brand, firstPage }: ProviderReviewsProps) {
  const { t } = useLanguage();
  const words = t.reviews.section;
  return (
    <section id={REVIEWS_ANCHOR} className="provider-section" tabIndex={-1} aria-labelledby="provider-reviews-heading">
      <div className="reviews-section-header">
        <h2 id="provider-reviews-heading">{words.heading}</h2>
        <a className="button reviews-button reviews-write" href="#newreview">
          {words.writeReview}
        </a>
      </div>
      <ProviderReviewsSummary record={record} starCounts={firstPage.starCounts} />
      {firstPage.total > 0 ? (
        <Island
          name="ProviderReviewList"
          hydrate="idle"
          props={{
            providerId: record.id,
            sectionId: REVIEWS_ANCHOR,
            reviews: firstPage.reviews,
            total: firstPage.total,
            choices: firstPage.choices,
            cutText: cutsReviewText(brand.id),
            responseLabel: brand.labels.providerResponse,
          }}
        />
      ) : null}
    </section>
  );
}
