/**
 * The write form itself: a real <form> with labelled fields, readable in the server's HTML.
 * Once its island is live it sends JSON and answers in place; until then, and in a browser
 * without script, it is a plain post to /reviews/write/, which checks it with the same rules
 * and answers with the thank-you page or this form again, its values kept and each message
 * under its field. While a review is on its way the button says so and is disabled.
 */

import { useLanguage } from "../../i18n/page-language.tsx";
import { ReviewFormFields } from "./ReviewFormFields.tsx";
import { WRITE_REVIEW_PATH } from "./review-write-text.ts";
import type { ReviewFormState, ReviewWriteConfig } from "./use-review-form.ts";

interface ReviewWriteFormProps {
  idPrefix: string;
  config: ReviewWriteConfig;
  state: ReviewFormState;
  /** Id of the heading that names the form. */
  labelledBy: string;
  /** Shown as a Cancel button beside Submit (the modal). */
  onCancel?: () => void;
}

export function ReviewWriteForm({ idPrefix, config, state, labelledBy, onCancel }: ReviewWriteFormProps) {
  const { t, path } = useLanguage();
  const words = t.reviews.write;
  const { pending, refusals } = state;
  const refusalsId = `${idPrefix}-refusals`;
  return (
    <form
      id={`${idPrefix}-form`}
      className="review-form"
      method="post"
      action={path(WRITE_REVIEW_PATH)}
      noValidate
      aria-labelledby={labelledBy}
      onSubmit={state.submit}
    >
      {refusals.length > 0 ? (
        <div id={refusalsId} className="review-form-refusals" role="alert">
          <p className="review-form-refusals-title">{words.notSent}</p>
          <ul>
            {refusals.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {config.provider ? (
        <>
          <input type="hidden" name="locationId" value={config.provider.id} />
          {config.provider.url ? <input type="hidden" name="returnPath" value={config.provider.url} /> : null}
        </>
      ) : null}
      <ReviewFormFields idPrefix={idPrefix} formType={config.formType} careTypes={config.careTypes} state={state} />
      <div className="review-form-actions">
        {onCancel ? (
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {words.cancel}
          </button>
        ) : null}
        <button type="submit" className="button button-primary review-form-submit" disabled={pending}>
          {pending ? (
            <>
              <span className="review-form-spinner" aria-hidden="true" />
              {words.submitting}
            </>
          ) : (
            words.submit
          )}
        </button>
      </div>
    </form>
  );
}
