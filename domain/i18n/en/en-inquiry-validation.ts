/**
 * spec: lead-capture-and-chrome §5, the inquiry fields' messages in English. They are part of
 * the English inquiry section (./en-inquiry.ts) and kept in a module of their own because the
 * forms' schemas (domain/inquiry/inquiry-schema.ts) carry them as their messages: a Spanish page's
 * browser reads these few words as the messages' names, not the whole English section.
 */
export const inquiryValidation = {
  whoAreYouLookingFor: "Please make a selection",
  fullName: "Please enter your full name",
  phoneRequired: "Please enter a valid U.S. phone number",
  phoneFormat: "Invalid phone number, please enter a valid U.S. phone number",
  email: "Please enter a valid email address",
  nameTooLong: "Please use at most 100 characters",
};
