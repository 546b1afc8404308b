/**
 * The inquiry form's state and rules (spec lead-capture-and-chrome §3-§5, §8): values saved to
 * session storage as they change and restored after hydration (with whatever the visitor typed
 * into the server's form before it was live), the phone masked as typed,
 * validation on blur and on submit with the spec's messages, and the submit itself,
 * idle → submitting → success or error.
 */
import { type FormEvent, useEffect, useRef, useState } from "react";
import {
  localizedFieldMessage,
  VISIBLE_FIELDS,
  type VisibleField,
  WHO_WHEN_HIDDEN,
} from "../../domain/inquiry/inquiry-fields.ts";
import type { InquiryProvider, InquiryRequest } from "../../domain/inquiry/inquiry-schema.ts";
import { trackingFromUrl } from "../../domain/inquiry/inquiry-tracking.ts";
import { isOpenTourTime } from "../../domain/inquiry/tour-times.ts";
import { maskPhone } from "../../domain/phone.ts";
import { anonIdFromCookie } from "../app/browser-cookies.ts";
import { recordEvent } from "../app/record-event.ts";
import { useLanguage } from "../i18n/page-language.tsx";
import type { InquiryFormProps } from "./inquiry-config.ts";
import { type InquiryRules, loadInquiryRules } from "./inquiry-rules-loader.ts";
import { submissionErrorText } from "./inquiry-text.ts";
import { clearDraft, readDraft, writeDraft } from "./session-draft.ts";
import { useTourCalendar } from "./use-tour-calendar.ts";

interface InquiryDraft {
  whoAreYouLookingFor: string;
  fullName: string;
  phoneNumber: string;
  email: string;
  payingWithMedicaid: boolean;
  /** The separate automated calls and texts consent: false until the family ticks it. */
  automatedContactConsent: boolean;
  tourTime: string;
  /**
   * Made when the form is first sent and kept with the draft, so a retry or a reload sends the
   * same form id (the server stores a form id once); empty until then.
   */
  formId: string;
}

type DraftField = Exclude<keyof InquiryDraft, "formId">;
type FieldErrors = Partial<Record<VisibleField, string>>;
type SubmitStatus = "idle" | "submitting" | "success" | "error";

function emptyDraft(formId: string): InquiryDraft {
  return {
    whoAreYouLookingFor: "",
    fullName: "",
    phoneNumber: "",
    email: "",
    payingWithMedicaid: false,
    automatedContactConsent: false,
    tourTime: "",
    formId,
  };
}

/**
 * A stored draft as a draft, or null when it does not have the draft's shape. The automated
 * contact consent is true only when the family ticked it in this draft; a draft saved before
 * the form asked keeps its values with the box unticked.
 */
export function asDraft(value: unknown): InquiryDraft | null {
  if (typeof value !== "object" || value === null) return null;
  const draft = value as Record<string, unknown>;
  const texts = ["whoAreYouLookingFor", "fullName", "phoneNumber", "email", "tourTime", "formId"];
  if (!texts.every((key) => typeof draft[key] === "string") || typeof draft.payingWithMedicaid !== "boolean")
    return null;
  return { ...(draft as unknown as InquiryDraft), automatedContactConsent: draft.automatedContactConsent === true };
}

/** The draft key of one form: forms are told apart by their id prefix. */
export function draftKey(idPrefix: string): string {
  return `inquiry-draft:${idPrefix}`;
}

/** The fields a visitor types or chooses in, and those they tick, by the names the form posts them under. */
const TEXT_FIELDS = [
  "whoAreYouLookingFor",
  "fullName",
  "phoneNumber",
  "email",
  "tourTime",
] as const satisfies readonly DraftField[];
const BOX_FIELDS = ["payingWithMedicaid", "automatedContactConsent"] as const satisfies readonly DraftField[];

/** A text field's or a list's value when it is no longer the one in the HTML; null otherwise, and for anything else. */
function changedValue(element: Element | RadioNodeList | null): string | null {
  if (element instanceof HTMLInputElement && element.type !== "hidden" && element.type !== "checkbox")
    return element.value === element.defaultValue ? null : element.value;
  if (element instanceof HTMLSelectElement) {
    const initial = [...element.options].find((option) => option.defaultSelected) ?? element.options[0];
    return element.value === (initial?.value ?? "") ? null : element.value;
  }
  return null;
}

/**
 * What the visitor typed, chose or ticked in the server's form before the island was live:
 * each field whose element no longer holds its value in the HTML. React leaves such a value on
 * screen when it hydrates, but its state still holds the empty form, so without this a submit
 * would find the fields empty and a re-render would blank them. Hidden fields are not the
 * visitor's.
 */
export function filledBeforeHydration(form: HTMLFormElement | null): Partial<Omit<InquiryDraft, "formId">> {
  const filled: Partial<Omit<InquiryDraft, "formId">> = {};
  if (!form) return filled;
  for (const name of TEXT_FIELDS) {
    const value = changedValue(form.elements.namedItem(name));
    if (value !== null) filled[name] = value;
  }
  for (const name of BOX_FIELDS) {
    const box = form.elements.namedItem(name);
    if (box instanceof HTMLInputElement && box.type === "checkbox" && box.checked !== box.defaultChecked)
      filled[name] = box.checked;
  }
  return filled;
}

/** Whether the Medicaid checkbox shows. spec: lead-capture-and-chrome §4, senior-living roll-up only, when enabled. */
export function showsMedicaid(config: InquiryFormProps["config"]): boolean {
  return config.medicaidEnabled && config.rollUpType === "senior-living";
}

/**
 * One form's values, messages and submit; `onSuccess` runs after the server accepted the
 * inquiry and the form was reset, with the provider answered and the request as it was sent.
 */
export function useInquiryForm(
  props: InquiryFormProps,
  onSuccess: (provider: InquiryProvider | null, sent: InquiryRequest) => void,
) {
  const { config, provider, page, idPrefix, displayMode } = props;
  const { t, language } = useLanguage();
  const key = draftKey(idPrefix);
  const [values, setShownValues] = useState<InquiryDraft>(() => emptyDraft(""));
  // The values as last set, for a change that comes before React re-rendered with the one
  // before it: the draft restored after hydration, then at once a choice the visitor made
  // before the form was live, made again (ui/app/entry-client.tsx) and kept on top of it.
  const latest = useRef(values);
  const setValues = (next: InquiryDraft) => {
    latest.current = next;
    setShownValues(next);
  };
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<SubmitStatus>("idle");
  const [submitError, setSubmitError] = useState<string | null>(null);
  const fields = useRef<Partial<Record<VisibleField, HTMLInputElement | HTMLSelectElement | null>>>({});
  const form = useRef<HTMLFormElement | null>(null);
  const tourTimes = useTourCalendar(page.tours);
  const checked: readonly VisibleField[] = config.askWhoFor
    ? VISIBLE_FIELDS
    : VISIBLE_FIELDS.filter((field) => field !== "whoAreYouLookingFor");

  // Restored after hydration, never during it: the server rendered the empty form. What the
  // visitor filled in before the form was live is newer than any draft, and is kept over it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a draft is read once, when the form first mounts.
  useEffect(() => {
    const draft = asDraft(readDraft(key));
    const filled = filledBeforeHydration(form.current);
    if (Object.keys(filled).length === 0) {
      if (draft) setValues(draft);
      return;
    }
    const next = { ...(draft ?? latest.current), ...filled };
    next.phoneNumber = maskPhone(next.phoneNumber);
    setValues(next);
    writeDraft(key, next);
  }, []);

  function errorOf(rules: InquiryRules, field: VisibleField, draft: InquiryDraft): string | null {
    const error = checked.includes(field) ? rules.fieldError(field, draft[field]) : null;
    return error === null ? null : localizedFieldMessage(error, t.inquiry.validation);
  }

  /** Checks one field once the rules are loaded (at once after the first time). */
  function check(field: VisibleField, draft: InquiryDraft) {
    void loadInquiryRules().then((rules) =>
      setErrors((current) => ({ ...current, [field]: errorOf(rules, field, draft) ?? undefined })),
    );
  }

  function update(field: DraftField, value: string | boolean) {
    const next = { ...latest.current, [field]: field === "phoneNumber" ? maskPhone(String(value)) : value };
    setValues(next);
    writeDraft(key, next);
    // Once a message shows, it follows each keystroke until the value is fixed.
    if (errors[field as VisibleField]) check(field as VisibleField, next);
  }

  function blur(field: VisibleField) {
    check(field, values);
  }

  function request(formId: string): InquiryRequest {
    return {
      whoAreYouLookingFor: (config.askWhoFor
        ? values.whoAreYouLookingFor
        : WHO_WHEN_HIDDEN) as InquiryRequest["whoAreYouLookingFor"],
      fullName: values.fullName,
      phoneNumber: values.phoneNumber,
      email: values.email,
      payingWithMedicaid: showsMedicaid(config) ? values.payingWithMedicaid : null,
      automatedContactConsent: values.automatedContactConsent,
      // A time that has ended since it was chosen (a draft from earlier, a page left open) is not sent.
      ...(config.ctaAction === "schedule-tour" &&
      values.tourTime &&
      isOpenTourTime(tourTimes.refresh(), values.tourTime)
        ? { tourTime: values.tourTime }
        : {}),
      typeOfCare: config.defaultCareType,
      anonId: anonIdFromCookie(),
      formId,
      trackingNotes: trackingNotes(props),
      ...(provider ? { providerId: provider.id } : {}),
      source: page.source,
      careLocation: config.defaultCareLocation,
      action: config.ctaAction,
      tracking: trackingFromUrl(window.location.href),
    };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "submitting") return;
    const rules = await loadInquiryRules();
    const found: FieldErrors = {};
    for (const field of checked) {
      const error = errorOf(rules, field, values);
      if (error) found[field] = error;
    }
    setErrors(found);
    const firstInvalid = checked.find((field) => found[field]);
    if (firstInvalid) {
      fields.current[firstInvalid]?.focus();
      return;
    }
    setStatus("submitting");
    setSubmitError(null);
    const formId = values.formId || crypto.randomUUID();
    if (formId !== values.formId) {
      const withId = { ...values, formId };
      setValues(withId);
      writeDraft(key, withId);
    }
    const sent = request(formId);
    const result = await rules.sendInquiry(sent, fetch, language);
    if (!result.ok) {
      console.error(`inquiry was not accepted (${displayMode} form): ${result.message}`);
      setSubmitError(config.errorOverride || submissionErrorText(page.advisorPhone, page, t.inquiry));
      setStatus("error");
      return;
    }
    clearDraft(key);
    setValues(emptyDraft(""));
    setErrors({});
    setStatus("success");
    // spec: reviews-and-provider-page §7, inquiry submitted: which form and provider, never what the family typed.
    recordEvent("inquiry submitted", {
      providerId: provider?.id ?? null,
      action: config.ctaAction,
      careType: config.defaultCareType,
      source: page.source,
      displayMode,
    });
    onSuccess(result.provider, sent);
  }

  /** The form's ref: kept to read what was filled in before hydration; the script validates from now on, not the browser. */
  function formRef(element: HTMLFormElement | null) {
    form.current = element;
    if (element) element.noValidate = true;
  }

  /** A ref callback that keeps a field's element, to move focus to the first invalid one. */
  function fieldRef(field: VisibleField) {
    return (element: HTMLInputElement | HTMLSelectElement | null) => {
      fields.current[field] = element;
    };
  }

  return {
    values,
    errors,
    status,
    submitError,
    update,
    blur,
    submit,
    formRef,
    fieldRef,
    warmUp: loadInquiryRules,
    /** The tour times open now, on the clock where the tours take place. */
    tours: tourTimes.tours,
  };
}

/** What the advisors read about where the inquiry came from: 'provider_page, vertical form, display-cost-data'. */
export function trackingNotes(props: Pick<InquiryFormProps, "page" | "displayMode" | "config">): string {
  return `${props.page.source}, ${props.displayMode} form, ${props.config.ctaAction}`;
}

export type InquiryFormState = ReturnType<typeof useInquiryForm>;
