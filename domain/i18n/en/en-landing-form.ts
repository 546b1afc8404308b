/**
 * The multi-step form's own words in English, part of the English landing section
 * (./en-landing.ts), in a module of their own because the form's rules
 * (domain/multi-step/multi-step-fields.ts) carry its messages: a Spanish page's browser reads
 * these few words as the messages' names, not the whole English section.
 */
export const landingForm = {
  progress: (step: number, total: number) => `Step ${step} of ${total}`,
  back: "Back",
  sending: "Sending…",
  /** spec: lead-capture-and-chrome §5 and §8, shown on the last step while another step has an error. */
  previousStepsError: "Please review the previous steps, there is an error on at least one of them.",
  /** spec: lead-capture-and-chrome §8, the multi-step submit failure. */
  errorOnSubmit: "Something went wrong. Please try again.",
  /** spec: lead-capture-and-chrome §5, the example default of isRequiredErrorMessage. */
  required: "This field is required",
  /** spec: lead-capture-and-chrome §5, the first option of a select; its value is empty. */
  chooseOne: "- Choose One -",
  tooLong: "Value is too long",
};
