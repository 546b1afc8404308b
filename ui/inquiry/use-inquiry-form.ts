/**
 * The inquiry form's state and rules (spec lead-capture-and-chrome §3-§5, §8): values saved to
 * session storage as they change and restored after hydration, the phone masked as typed,
 * validation on blur and on submit with the spec's messages, and the submit itself,
 * idle → submitting → success or error.
 */
import { type FormEvent, useEffect, useRef, useState } from "react";
import { VISIBLE_FIELDS, type VisibleField, WHO_WHEN_HIDDEN } from "../../domain/inquiry/inquiry-fields.ts";
import type { InquiryProvider, InquiryRequest } from "../../domain/inquiry/inquiry-schema.ts";
import { trackingFromUrl } from "../../domain/inquiry/inquiry-tracking.ts";
import { maskPhone } from "../../domain/phone.ts";
import type { InquiryFormProps } from "./inquiry-config.ts";
import { type InquiryRules, loadInquiryRules } from "./inquiry-rules-loader.ts";
import { submissionErrorText } from "./inquiry-text.ts";
import { clearDraft, readDraft, writeDraft } from "./session-draft.ts";

interface InquiryDraft {
  whoAreYouLookingFor: string;
  fullName: string;
  phoneNumber: string;
  email: string;
  payingWithMedicaid: boolean;
  /** The separate automated calls and texts consent: false until the family ticks it. */
  automatedContactConsent: boolean;
  tourTime: string;
  /** Kept with the draft, so a reload sends the same form id (the server stores a form id once). */
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

/** Whether the Medicaid checkbox shows. spec: lead-capture-and-chrome §4, senior-living roll-up only, when enabled. */
export function showsMedicaid(config: InquiryFormProps["config"]): boolean {
  return config.medicaidEnabled && config.rollUpType === "senior-living";
}

/** One form's values, messages and submit; `onSuccess` runs after the server accepted the inquiry and the form was reset. */
export function useInquiryForm(props: InquiryFormProps, onSuccess: (provider: InquiryProvider | null) => void) {
  const { config, provider, page, idPrefix, displayMode } = props;
  const key = draftKey(idPrefix);
  const [values, setValues] = useState<InquiryDraft>(() => emptyDraft(props.formId));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<SubmitStatus>("idle");
  const [submitError, setSubmitError] = useState<string | null>(null);
  const fields = useRef<Partial<Record<VisibleField, HTMLInputElement | HTMLSelectElement | null>>>({});
  const checked: readonly VisibleField[] = config.askWhoFor
    ? VISIBLE_FIELDS
    : VISIBLE_FIELDS.filter((field) => field !== "whoAreYouLookingFor");

  // Restored after hydration, never during it: the server rendered the empty form.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a draft is read once, when the form first mounts.
  useEffect(() => {
    const draft = asDraft(readDraft(key));
    if (draft) setValues(draft);
  }, []);

  function errorOf(rules: InquiryRules, field: VisibleField, draft: InquiryDraft): string | null {
    return checked.includes(field) ? rules.fieldError(field, draft[field]) : null;
  }

  /** Checks one field once the rules are loaded (at once after the first time). */
  function check(field: VisibleField, draft: InquiryDraft) {
    void loadInquiryRules().then((rules) =>
      setErrors((current) => ({ ...current, [field]: errorOf(rules, field, draft) ?? undefined })),
    );
  }

  function update(field: DraftField, value: string | boolean) {
    const next = { ...values, [field]: field === "phoneNumber" ? maskPhone(String(value)) : value };
    setValues(next);
    writeDraft(key, next);
    // Once a message shows, it follows each keystroke until the value is fixed.
    if (errors[field as VisibleField]) check(field as VisibleField, next);
  }

  function blur(field: VisibleField) {
    check(field, values);
  }

  function request(): InquiryRequest {
    return {
      whoAreYouLookingFor: (config.askWhoFor
        ? values.whoAreYouLookingFor
        : WHO_WHEN_HIDDEN) as InquiryRequest["whoAreYouLookingFor"],
      fullName: values.fullName,
      phoneNumber: values.phoneNumber,
      email: values.email,
      payingWithMedicaid: showsMedicaid(config) ? values.payingWithMedicaid : null,
      automatedContactConsent: values.automatedContactConsent,
      ...(config.ctaAction === "schedule-tour" && values.tourTime ? { tourTime: values.tourTime } : {}),
      typeOfCare: config.defaultCareType,
      anonId: page.anonId,
      formId: values.formId,
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
    const result = await rules.sendInquiry(request());
    if (!result.ok) {
      console.error(`inquiry was not accepted (${displayMode} form): ${result.message}`);
      setSubmitError(config.errorOverride || submissionErrorText(page.advisorPhone));
      setStatus("error");
      return;
    }
    clearDraft(key);
    setValues(emptyDraft(crypto.randomUUID()));
    setErrors({});
    setStatus("success");
    onSuccess(result.provider);
  }

  /** A ref callback that keeps a field's element, to move focus to the first invalid one. */
  function fieldRef(field: VisibleField) {
    return (element: HTMLInputElement | HTMLSelectElement | null) => {
      fields.current[field] = element;
    };
  }

  return { values, errors, status, submitError, update, blur, submit, fieldRef, warmUp: loadInquiryRules };
}

/** What the advisors read about where the inquiry came from: 'provider_page, vertical form, display-cost-data'. */
export function trackingNotes(props: Pick<InquiryFormProps, "page" | "displayMode" | "config">): string {
  return `${props.page.source}, ${props.displayMode} form, ${props.config.ctaAction}`;
}

export type InquiryFormState = ReturnType<typeof useInquiryForm>;
