/**
 * The inquiry form itself: a real <form> that posts to /api/inquiry with named fields and the
 * hidden values, so it works without JavaScript; with JavaScript the island takes over the
 * submit. Presentational: the state comes from useInquiryForm.
 */

import { INQUIRY_ENDPOINT, WHO_ARE_YOU_LOOKING_FOR, WHO_WHEN_HIDDEN } from "../../domain/inquiry/inquiry-fields.ts";
import { trackingFields } from "../../domain/inquiry/inquiry-tracking.ts";
import { leadConsentTexts, leadRecipient } from "../../domain/inquiry/lead-consent.ts";
import { tourTimeChoices } from "../../domain/inquiry/tour-times.ts";
import { useLanguage } from "../i18n/page-language.tsx";
import { CheckboxField, HiddenFields, SelectField, TextField } from "./InquiryControls.tsx";
import type { InquiryFormProps } from "./inquiry-config.ts";
import { LeadConsentNotice } from "./LeadConsentNotice.tsx";
import { type InquiryFormState, showsMedicaid, trackingNotes } from "./use-inquiry-form.ts";

/** The values a post without JavaScript sends besides what the visitor types. */
function hiddenFields(props: InquiryFormProps): [string, string][] {
  const { config, page, provider } = props;
  const fields: [string, string][] = [
    ["action", config.ctaAction],
    ["typeOfCare", config.defaultCareType],
    ["careLocation", config.defaultCareLocation],
    ["trackingNotes", trackingNotes(props)],
    ["source", page.source],
    ["returnTo", page.returnTo],
  ];
  if (provider) fields.push(["providerId", String(provider.id)]);
  if (config.thankYouPage) fields.push(["thankYouPage", config.thankYouPage]);
  if (showsMedicaid(config)) fields.push(["medicaidShown", "1"]);
  if (!config.askWhoFor) fields.push(["whoAreYouLookingFor", WHO_WHEN_HIDDEN]);
  return [...fields, ...trackingFields(page.tracking)];
}

/**
 * The <form> with its fields, the separate automated-contact box, the button, the submit error
 * (under the button) and the consent text naming where the request goes.
 */
export function InquiryFormBody({ props, state }: { props: InquiryFormProps; state: InquiryFormState }) {
  const { config, page, idPrefix, displayMode, provider } = props;
  const { t, locale, path } = useLanguage();
  const words = t.inquiry;
  const labels = words.fields;
  const consent = leadConsentTexts(leadRecipient(provider?.name, page, words), words);
  const { values, errors, status, submitError, update, blur, submit, formRef, fieldRef, warmUp, tours } = state;
  const id = (name: string) => `${idPrefix}-${name}`;
  const submitting = status === "submitting";
  return (
    <form
      // Once live, the script validates with the spec's messages instead of the browser.
      ref={formRef}
      className={`inquiry-form inquiry-form-${displayMode === "horizontal" ? "horizontal" : "vertical"}`}
      method="post"
      action={path(INQUIRY_ENDPOINT)}
      aria-labelledby={id("title")}
      onSubmit={submit}
      // The rules load as soon as the visitor starts on the form, so checks on blur are immediate.
      onFocus={() => void warmUp()}
    >
      <HiddenFields fields={hiddenFields(props)} />
      <div className="inquiry-fields">
        {config.askWhoFor ? (
          <SelectField
            id={id("who")}
            label={labels.whoAreYouLookingFor}
            name="whoAreYouLookingFor"
            required
            value={values.whoAreYouLookingFor}
            error={errors.whoAreYouLookingFor ?? null}
            selectRef={fieldRef("whoAreYouLookingFor")}
            onChange={(value) => update("whoAreYouLookingFor", value)}
            onBlur={() => blur("whoAreYouLookingFor")}
          >
            <option value="">{words.form.selectOne}</option>
            {WHO_ARE_YOU_LOOKING_FOR.map((option) => (
              <option key={option} value={option}>
                {words.form.whoFor[option]}
              </option>
            ))}
          </SelectField>
        ) : null}
        <TextField
          id={id("name")}
          label={labels.fullName}
          name="fullName"
          type="text"
          autoComplete="name"
          value={values.fullName}
          error={errors.fullName ?? null}
          inputRef={fieldRef("fullName")}
          onChange={(value) => update("fullName", value)}
          onBlur={() => blur("fullName")}
        />
        <TextField
          id={id("phone")}
          label={labels.phoneNumber}
          name="phoneNumber"
          type="tel"
          autoComplete="tel"
          value={values.phoneNumber}
          error={errors.phoneNumber ?? null}
          inputRef={fieldRef("phoneNumber")}
          onChange={(value) => update("phoneNumber", value)}
          onBlur={() => blur("phoneNumber")}
        />
        <TextField
          id={id("email")}
          label={labels.email}
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          error={errors.email ?? null}
          inputRef={fieldRef("email")}
          onChange={(value) => update("email", value)}
          onBlur={() => blur("email")}
        />
        {config.ctaAction === "schedule-tour" ? (
          <SelectField
            id={id("tour")}
            label={labels.tourTime}
            name="tourTime"
            required={false}
            value={values.tourTime}
            error={null}
            onChange={(value) => update("tourTime", value)}
          >
            <option value="">{words.form.tourNoPreference}</option>
            {tourTimeChoices(tours, values.tourTime, words, locale).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
        ) : null}
        {showsMedicaid(config) ? (
          <CheckboxField
            id={id("medicaid")}
            label={words.form.medicaid}
            name="payingWithMedicaid"
            checked={values.payingWithMedicaid}
            onChange={(checked) => update("payingWithMedicaid", checked)}
          />
        ) : null}
        <CheckboxField
          id={id("automated-contact")}
          label={consent.automatedContact}
          name="automatedContactConsent"
          checked={values.automatedContactConsent}
          onChange={(checked) => update("automatedContactConsent", checked)}
          long
        />
        <button
          type="submit"
          className="button button-primary inquiry-submit"
          disabled={submitting}
          aria-busy={submitting}
        >
          {submitting ? words.form.sending : config.ctaText}
        </button>
      </div>
      <p id={id("submit-error")} className="inquiry-submit-error" role="alert">
        {submitError}
      </p>
      <LeadConsentNotice className="inquiry-legal" text={consent.request} />
    </form>
  );
}
