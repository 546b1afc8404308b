/**
 * The write-a-review modal (spec reviews-and-provider-page §2): 'Share Your Thoughts' and the
 * provider's name, the form with Cancel and Submit, and beside it from the large breakpoint up
 * the guidelines panel. Full screen on phones, a wide box on larger screens. Toasts shown while
 * it is open (the server's messages) show inside it, above the form, not behind it.
 */
import { Modal } from "../../app/Modal.tsx";
import { Toasts } from "../../app/Toasts.tsx";
import { useLanguage } from "../../i18n/page-language.tsx";
import { ReviewGuidelines } from "./ReviewGuidelines.tsx";
import { ReviewWriteForm } from "./ReviewWriteForm.tsx";
import type { ReviewFormState, ReviewWriteConfig } from "./use-review-form.ts";

export const REVIEW_MODAL_ID = "review-write-modal";

interface ReviewWriteModalProps {
  open: boolean;
  providerName: string;
  config: ReviewWriteConfig;
  state: ReviewFormState;
  onClose: () => void;
  onCancel: () => void;
}

export function ReviewWriteModal({ open, providerName, config, state, onClose, onCancel }: ReviewWriteModalProps) {
  const { t } = useLanguage();
  const headingId = `${REVIEW_MODAL_ID}-heading`;
  return (
    <Modal id={REVIEW_MODAL_ID} open={open} onClose={onClose} labelledBy={headingId} size="wide">
      <div className="review-modal">
        <div className="review-modal-main">
          <h2 id={headingId} className="review-modal-heading">
            {t.reviews.write.shareYourThoughts} <span className="review-modal-provider">{providerName}</span>
          </h2>
          <ReviewWriteForm
            idPrefix="review-modal"
            config={config}
            state={state}
            labelledBy={headingId}
            onCancel={onCancel}
          />
        </div>
        <ReviewGuidelines id="review-modal-guidelines" reviewsEmail={config.reviewsEmail} headingLevel={3} />
      </div>
      <Toasts inDialog />
    </Modal>
  );
}
