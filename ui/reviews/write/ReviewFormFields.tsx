/**
 * The write form's fields for one form type (spec reviews-and-provider-page §5): the facility,
 * city and state on the generic form; the overall stars; the optional sub-ratings except for
 * senior care; the relationship and the care type; the review, the name and the email. Each
 * is labelled, says its message under it and checks itself when left. Presentational: the
 * state comes from useReviewForm.
 */
import { stateChoices } from "../../../domain/geo/us-states.ts";
import { careTypeNameIn } from "../../../domain/reviews/review-list.ts";
import { RELATIONSHIPS_BY_FORM, relationshipLabel } from "../../../domain/reviews/review-relationships.ts";
import { REVIEW_BODY_MAX, type ReviewFormType } from "../../../domain/reviews/review-submission.ts";
import { useLanguage } from "../../i18n/page-language.tsx";
import { SelectField, TextField } from "../../inquiry/InquiryControls.tsx";
import type { ReviewCareTypeChoice } from "./review-form-rules.ts";
import { SUB_RATINGS } from "./review-form-rules.ts";
import { StarRatingInput } from "./StarRatingInput.tsx";
import type { ReviewFormState } from "./use-review-form.ts";

interface ReviewFormFieldsProps {
  idPrefix: string;
  formType: ReviewFormType;
  careTypes: readonly ReviewCareTypeChoice[];
  state: ReviewFormState;
}

export function ReviewFormFields({ idPrefix, formType, careTypes, state }: ReviewFormFieldsProps) {
  const { t, language } = useLanguage();
  const LABELS = t.reviews.write.labels;
  const { values, errors, update, blur } = state;
  const id = (name: string) => `${idPrefix}-${name}`;
  const error = (field: keyof typeof errors) => errors[field] ?? null;
  return (
    <div className="review-form-fields">
      {formType === "GENERIC" ? (
        <>
          <TextField
            id={id("facility")}
            label={LABELS.facilityName}
            name="facilityName"
            type="text"
            autoComplete="off"
            value={values.facilityName}
            error={error("facilityName")}
            onChange={(value) => update("facilityName", value)}
            onBlur={() => blur("facilityName")}
          />
          <div className="review-form-place">
            <TextField
              id={id("city")}
              label={LABELS.city}
              name="city"
              type="text"
              autoComplete="address-level2"
              value={values.city}
              error={error("city")}
              onChange={(value) => update("city", value)}
              onBlur={() => blur("city")}
            />
            <SelectField
              id={id("state")}
              label={LABELS.state}
              name="state"
              required
              value={values.state}
              error={error("state")}
              onChange={(value) => update("state", value)}
              onBlur={() => blur("state")}
            >
              <option value="">{LABELS.selectState}</option>
              {stateChoices(language).map(({ code, name }) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </SelectField>
          </div>
        </>
      ) : null}
      <StarRatingInput
        id={id("rating")}
        name="ratingOverall"
        legend={LABELS.ratingOverall}
        value={values.ratingOverall}
        error={error("ratingOverall")}
        required
        onChange={(stars) => update("ratingOverall", stars)}
        onBlur={() => blur("ratingOverall")}
      />
      {formType === "SENIOR_CARE" ? null : (
        <fieldset className="review-form-subratings">
          <legend>{t.reviews.write.ratingsLegend}</legend>
          {SUB_RATINGS.map((field) => (
            <StarRatingInput
              key={field}
              id={id(field)}
              name={field}
              legend={t.reviews.write.subRatings[field]}
              value={values[field]}
              error={null}
              required={false}
              onChange={(stars) => update(field, stars)}
            />
          ))}
        </fieldset>
      )}
      <SelectField
        id={id("relationship")}
        label={LABELS.title}
        name="title"
        required
        value={values.title}
        error={error("title")}
        onChange={(value) => update("title", value)}
        onBlur={() => blur("title")}
      >
        <option value="">{LABELS.selectOne}</option>
        {RELATIONSHIPS_BY_FORM[formType].map((relationship) => (
          <option key={relationship} value={relationship}>
            {relationshipLabel(relationship, t.reviews.relationships)}
          </option>
        ))}
      </SelectField>
      <SelectField
        id={id("care-type")}
        label={LABELS.careType}
        name="careType"
        required
        value={values.careType}
        error={error("careType")}
        onChange={(value) => update("careType", value)}
        onBlur={() => blur("careType")}
      >
        <option value="">{LABELS.selectCareType}</option>
        {careTypes.map((careType) => (
          <option key={careType.id} value={careType.id}>
            {careTypeNameIn(t.careTypes, careType.id, careType.label)}
          </option>
        ))}
      </SelectField>
      <div className="field">
        <label htmlFor={id("body")}>{LABELS.reviewBody}</label>
        <textarea
          id={id("body")}
          name="reviewBody"
          rows={6}
          required
          maxLength={REVIEW_BODY_MAX}
          value={values.reviewBody}
          onChange={(event) => update("reviewBody", event.target.value)}
          onBlur={() => blur("reviewBody")}
          {...(error("reviewBody") ? { "aria-invalid": true, "aria-describedby": id("body-error") } : {})}
        />
        <p id={id("body-error")} className="field-error" aria-live="polite">
          {error("reviewBody")}
        </p>
      </div>
      <TextField
        id={id("name")}
        label={LABELS.authorName}
        name="authorName"
        type="text"
        autoComplete="name"
        value={values.authorName}
        error={error("authorName")}
        onChange={(value) => update("authorName", value)}
        onBlur={() => blur("authorName")}
      />
      <TextField
        id={id("email")}
        label={LABELS.authorEmail}
        name="authorEmail"
        type="email"
        autoComplete="email"
        value={values.authorEmail}
        error={error("authorEmail")}
        onChange={(value) => update("authorEmail", value)}
        onBlur={() => blur("authorEmail")}
      />
    </div>
  );
}
