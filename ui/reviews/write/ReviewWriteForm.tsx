/**
 * The write form itself: a real <form> with labelled fields, readable in the server's HTML.
 * It sends JSON, which takes script: until the island is live the Submit button is disabled
 * (so Enter in a field sends nothing), and without script it is hidden and a note says how to
 * send the review instead. While the review is on its way the button says so and is disabled.
 */
import { ReviewFormFields } from "./ReviewFormFields.tsx";
import { REVIEW_WRITE_COPY } from "./review-write-text.ts";
import type { ReviewFormState, ReviewWriteConfig } from "./use-review-form.ts";

interface ReviewWriteFormProps {
  idPrefix: string;
  config: ReviewWriteConfig;
  state: ReviewFormState;
  /** Id of the heading that names the form. */
  labelledBy: string;
  /** The island is live: the form can send. */
  live: boolean;
  /** Shown as a Cancel button beside Submit (the modal). */
  onCancel?: () => void;
}

export function ReviewWriteForm({ idPrefix, config, state, labelledBy, live, onCancel }: ReviewWriteFormProps) {
  const { pending } = state;
  return (
    <form
      id={`${idPrefix}-form`}
      className="review-form"
      noValidate
      aria-labelledby={labelledBy}
      onSubmit={state.submit}
    >
      <ReviewFormFields idPrefix={idPrefix} formType={config.formType} careTypes={config.careTypes} state={state} />
      <p className="review-form-no-script no-script-only">
        <span>
          {REVIEW_WRITE_COPY.noScript} <a href={`mailto:${config.reviewsEmail}`}>{config.reviewsEmail}</a>.
        </span>
      </p>
      <div className="needs-script">
        <div className="review-form-actions">
          {onCancel ? (
            <button type="button" className="button button-secondary" onClick={onCancel}>
              {REVIEW_WRITE_COPY.cancel}
            </button>
          ) : null}
          <button type="submit" className="button button-primary review-form-submit" disabled={!live || pending}>
            {pending ? (
              <>
                <span className="review-form-spinner" aria-hidden="true" />
                {REVIEW_WRITE_COPY.submitting}
              </>
            ) : (
              REVIEW_WRITE_COPY.submit
            )}
          </button>
        </div>
      </div>
    </form>
  );
}
