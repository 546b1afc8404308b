/**
 * The provider page's write-a-review island (spec reviews-and-provider-page §2, §4): a 'Write
 * a review' button that opens the modal, and the same form in the page for readers who scroll
 * to it. The address's hash `#newreview` opens the modal when the page loads with it and
 * whenever it changes to it; closing takes the hash away again, so the next link to it opens
 * it once more. One form state serves both: a draft started in the page goes on in the modal.
 */
import { useEffect, useState } from "react";
import { useLanguage } from "../../i18n/page-language.tsx";
import { ReviewWriteForm } from "./ReviewWriteForm.tsx";
import { ReviewWriteModal } from "./ReviewWriteModal.tsx";
import { NEW_REVIEW_HASH } from "./review-write-text.ts";
import { type ReviewWriteConfig, useReviewForm } from "./use-review-form.ts";

interface ReviewWriteSectionProps extends ReviewWriteConfig {
  /** Id of the section's heading, which names the form in the page. */
  headingId: string;
}

function isNewReviewHash(): boolean {
  return window.location.hash === `#${NEW_REVIEW_HASH}`;
}

export function ReviewWriteSection({ headingId, ...config }: ReviewWriteSectionProps) {
  const { t } = useLanguage();
  const [open, setOpen] = useState(false);
  const state = useReviewForm(config, () => setOpen(false));

  useEffect(() => {
    const openOnHash = () => {
      if (isNewReviewHash()) setOpen(true);
    };
    openOnHash();
    window.addEventListener("hashchange", openOnHash);
    return () => window.removeEventListener("hashchange", openOnHash);
  }, []);

  function closed() {
    setOpen(false);
    if (isNewReviewHash()) {
      window.history.replaceState(window.history.state, "", `${window.location.pathname}${window.location.search}`);
    }
  }

  function cancel() {
    state.reset();
    setOpen(false);
  }

  return (
    <>
      <p className="review-write-intro">{t.reviews.write.intro}</p>
      <p className="needs-script">
        <button type="button" className="button button-primary" onClick={() => setOpen(true)}>
          {t.reviews.write.writeReview}
        </button>
      </p>
      <ReviewWriteForm idPrefix="review-section" config={config} state={state} labelledBy={headingId} />
      {config.provider ? (
        <ReviewWriteModal
          open={open}
          providerName={config.provider.name}
          config={config}
          state={state}
          onClose={closed}
          onCancel={cancel}
        />
      ) : null}
    </>
  );
}
