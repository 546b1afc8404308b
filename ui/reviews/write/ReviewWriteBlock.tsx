/**
 * The provider page's 'Share Your Thoughts' section (spec reviews-and-provider-page §2), right
 * after the reviews: `#newreview` reaches it without script, and opens the modal with it. The
 * island wakes once the page has loaded and is idle, or at once when the address asks for the
 * modal, so its code stays out of the page's initial JavaScript.
 */
import type { Brand } from "../../../domain/brands/brands.ts";
import type { InquiryTracking } from "../../../domain/inquiry/inquiry-schema.ts";
import type { ProviderRecord } from "../../../domain/providers/provider-record.ts";
import { Island } from "../../app/Island.tsx";
import { useLanguage } from "../../i18n/page-language.tsx";
import { providerReviewForm } from "./review-form-rules.ts";
import { NEW_REVIEW_HASH } from "./review-write-text.ts";

const HEADING_ID = "review-write-heading";

interface ReviewWriteBlockProps {
  record: Pick<ProviderRecord, "id" | "name" | "url" | "services" | "primaryCareType">;
  brand: Brand;
  tracking: InquiryTracking;
}

export function ReviewWriteBlock({ record, brand, tracking }: ReviewWriteBlockProps) {
  const { t } = useLanguage();
  const careTypes =
    record.services.length > 0 ? record.services.map((service) => service.careType) : [record.primaryCareType];
  return (
    <section id={NEW_REVIEW_HASH} className="provider-section review-write" tabIndex={-1} aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID}>{t.reviews.write.shareYourThoughts}</h2>
      <Island
        name="ReviewWriteSection"
        hydrate="idle"
        wakeOnHash={NEW_REVIEW_HASH}
        props={{
          headingId: HEADING_ID,
          ...providerReviewForm(careTypes),
          provider: { id: record.id, name: record.name, url: record.url },
          reviewsEmail: brand.reviewsEmail,
          sourceName: "provider_page",
          tracking,
        }}
      />
    </section>
  );
}
