/**
 * The words of the review write form, its modal and its page (spec reviews-and-provider-page
 * §2, §5, §8), in one place. The field messages themselves are the domain's (REVIEW_MESSAGES).
 */

/** spec: §2, the section's and the modal's heading. */
export const SHARE_YOUR_THOUGHTS = "Share Your Thoughts";

/** spec: §2, 'Hash newreview on the write-review link opens the review modal by default'. */
export const NEW_REVIEW_HASH = "newreview";

/** The page with the generic form (any facility, listed or not), linked from the site footer; every write form posts to it. */
export const WRITE_REVIEW_PATH = "/reviews/write/";

/** Where a review sent without script is thanked for. */
export const REVIEW_THANKS_PATH = "/reviews/write/thanks/";

/** Where every guideline is spelled out. */
export const REVIEW_GUIDELINES_PATH = "/reviews/guidelines/";

export const REVIEW_WRITE_COPY = {
  writeReview: "Write a review",
  intro: "Lived here, visited, or used this service? Your experience helps other families choose.",
  pageIntro:
    "Tell other families about a senior living community or care provider you know firsthand. Name the facility and where it is, and we will match your review to its listing.",
  submit: "Submit",
  submitting: "Submitting…",
  cancel: "Cancel",
  notSent: "Your review was not sent",
  backToListing: "Back to the listing you reviewed",
  writeAnother: "Write another review",
  ratingsLegend: "Rate the details (optional)",
  guidelinesHeading: "Review guidelines",
  allGuidelines: "Read all review guidelines",
  contactUs: "Contact Us",
  guidelinesQuestion: "Questions about a review?",
} as const;

/** The form's labels and placeholder options. */
export const REVIEW_FIELD_LABELS = {
  facilityName: "Facility name",
  city: "City",
  state: "State",
  ratingOverall: "Overall rating",
  title: "Relationship to provider",
  careType: "Care type or service",
  reviewBody: "Your review",
  authorName: "Your name",
  authorEmail: "Email (never shown with your review)",
  selectOne: "Select one",
  selectState: "Select a state",
  // spec: §9, 'Select Care Type' in this form.
  selectCareType: "Select Care Type",
} as const;

/** spec: §2, the guidelines the modal's side panel shows. */
export const REVIEW_GUIDELINES = [
  "Write an original review, in your own words.",
  "Share your firsthand experience from within the last 3 years.",
  "No libel, hate speech or obscene content.",
  "Do not reveal another person's full name.",
  "No financial conflict of interest: do not review a provider you work for, own or compete with.",
] as const;

/** spec: §8, the toast once a review is accepted; it stays until dismissed. */
export const REVIEW_SUBMITTED_TOAST = {
  message: "Review submitted",
  detail: "Your review is being processed. If approved it will appear in 3 business days.",
  contact: "Have a question? Contact",
} as const;

/** spec: §8, the toast when the answer carries no message list. */
export const REVIEW_UNEXPECTED_ERROR = "An unexpected error has occurred, please try again later";

/** spec: §8, §9, how long each error toast shows. */
export const REVIEW_ERROR_TOAST_MS = 3000;
