/**
 * Reviews in English (spec reviews-and-provider-page §2, §4, §5, §8, §9): a provider page's
 * reviews section and list, the write form with its modal and pages, the guidelines, the
 * provider's reply pages, the duplicate page, and the review APIs' messages. A count a text
 * shows comes in twice: the number that picks the words, and its figure as the page's locale
 * writes it ('1,234').
 */
import type { Relationship, ReviewRelationshipGroup } from "../../reviews/review-relationships.ts";

export const reviews = {
  /** A rating in words for screen readers, beside five stars (ui/app/StarRating.tsx). */
  rated: (shown: string) => `Rated ${shown} out of 5`,
  /** spec: §3, a review's star rating in words. */
  starsText: (rating: number) => `${rating} out of 5 stars`,
  /** A number of stars, as the summary, the filters and the star input name it. */
  stars: (stars: number) => (stars === 1 ? "1 star" : `${stars} stars`),
  /** spec: §2, the provider page's reviews section. */
  section: {
    heading: "Reviews",
    writeReview: "Write a review",
    noReviews: "No reviews yet",
    count: (count: number, figure: string) => `${figure} ${count === 1 ? "review" : "reviews"}`,
    /** spec: §9, the rated categories' labels. */
    categories: { facilities: "Facility", staff: "Staff", food: "Food", activities: "Activities", value: "Value" },
  },
  /** spec: §4 'Review reading', §8, the list's controls and counts. */
  list: {
    search: "Search reviews",
    sortBy: "Sort by",
    sorts: {
      date_review_desc: "Newest",
      date_review_asc: "Oldest",
      rating_review_desc: "Rating: Highest to Lowest",
      rating_review_asc: "Rating: Lowest to Highest",
    },
    showFilters: "Show Filters",
    hideFilters: "Hide Filters",
    resetAll: "Reset All",
    rating: "Rating",
    careType: "Care type",
    relationship: "Relationship",
    /** spec: §5, the relationship groups the filters offer. */
    groups: {
      "Senior residents": "Senior residents",
      "Family/friends of residents": "Family/friends of residents",
      "Visitors/tour takers": "Visitors/tour takers",
      "Current clients": "Current clients",
      "Past clients": "Past clients",
      "Prospective clients": "Prospective clients",
      Other: "Other",
    } satisfies Record<ReviewRelationshipGroup, string>,
    /** spec: §8, the empty list's two lines. */
    noneFound: "No reviews found",
    noneFoundHint: "Try adjusting your search and filters to see more reviews.",
    /** spec: §8, '3 reviews mention "pool"' while searching. */
    mention: (count: number, figure: string, search: string) =>
      `${figure} ${count === 1 ? "review mentions" : "reviews mention"} "${search}"`,
    /** spec: §8, '3 reviews found' while filtering. */
    found: (count: number, figure: string) => `${figure} ${count === 1 ? "review" : "reviews"} found`,
    readMoreReviews: "Read more reviews",
    readLess: "Read less",
    /** The list API's answer for a provider it does not know. */
    providerNotFound: "Provider not found",
  },
  /** spec: §5, one review's card. */
  card: {
    readMore: "Read more",
    readLess: "Read less",
    /** spec: §6, the brand's label over a provider's response. */
    responseLabels: { provider: "Provider Response", business: "Business Response" },
  },
  /** spec: §5, a reviewer's relationship to the provider. */
  relationships: {
    visited: "I visited this community",
    resident: "I am a resident",
    "friend-or-relative": "Friend or relative of a resident",
    "current-client": "Current client",
    "past-client": "Past client",
    employee: "Employee",
    other: "Other",
  } satisfies Record<Relationship, string>,
  /** spec: §2, §5, §8, the write form, its modal and its pages. */
  write: {
    /** spec: §2, the section's and the modal's heading. */
    shareYourThoughts: "Share Your Thoughts",
    writeReview: "Write a review",
    writeReviewOf: (providerName: string) => `Write a review of ${providerName}`,
    description: (siteName: string) =>
      `Write a review of a senior living community or care provider you know firsthand, for other families on ${siteName}.`,
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
    /** spec: §2, the guidelines the modal's side panel shows. */
    guidelines: [
      "Write an original review, in your own words.",
      "Share your firsthand experience from within the last 3 years.",
      "No libel, hate speech or obscene content.",
      "Do not reveal another person's full name.",
      "No financial conflict of interest: do not review a provider you work for, own or compete with.",
    ],
    /** spec: §9, the sub-ratings in the form's order. */
    subRatings: {
      ratingFacilities: "Facilities",
      ratingStaff: "Staff",
      ratingFood: "Food",
      ratingActivities: "Activities",
      ratingValue: "Value",
    },
    /** The form's labels and placeholder options. */
    labels: {
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
    },
    /** spec: §8, the toast once a review is accepted (and the thank-you page's words). */
    submitted: {
      message: "Review submitted",
      detail: "Your review is being processed. If approved it will appear in 3 business days.",
      contact: "Have a question? Contact",
    },
    /** spec: §8, the toast when the answer carries no message list. */
    unexpectedError: "An unexpected error has occurred, please try again later",
  },
  /** spec: §5, the write form's messages exactly, and the API's other refusals. */
  messages: {
    reviewBody: "Review text is required to submit a review. Please add 1-3 sentences of feedback.",
    authorName: "Please enter at least 5 characters",
    authorEmail: "Invalid email address",
    title: "Relationship to provider is required",
    careType: "Care type or service is required",
    facilityName: "Provider is required",
    city: "City is required",
    state: "State is required",
    ratingOverall: "Rate is required",
    wholeStars: "Use a whole number of stars",
    starRange: "Use 1 to 5 stars",
    atMost: (characters: number) => `Please use at most ${characters} characters`,
    bodyAtMost: (figure: string) => `Please keep the review under ${figure} characters`,
    chooseProvider: "Choose the provider the review is about",
    noSubRatings: "This service's reviews have no sub-ratings",
    providerNotFound: "The provider you are reviewing could not be found",
    recent: (days: number) =>
      `You reviewed this provider in the last ${days} days. Each family may review a provider once every ${days} days; your earlier review is with our team.`,
    tooMany: (minutes: number) => `Too many reviews from your connection. Please try again in ${minutes} minutes.`,
    bodyTooLarge: (kilobytes: number) => `The request body is over the ${kilobytes} KB limit for a review`,
    formUnreadable: "The form could not be read",
    useTheForm: "Send the review from the form on this page",
    /** The machine-checked guidelines (domain/reviews/review-screening.ts). */
    guidelines: {
      links: "Please remove links from your review",
      obscene: "Please remove obscene language",
      "full-name": "Please do not include another person's full name",
    },
  },
  /** spec: §2, §5, the review and response guidelines page. */
  guidelinesPage: {
    title: "Review and Response Guidelines",
    description: "What a review must be to stay published, and how providers respond to reviews.",
    intro:
      "Reviews help families choose care. Our team reads every review and every provider response before it is published.",
    reviewHeading: "Review guidelines",
    /** spec: §2, the review guidelines. */
    guidelines: [
      "Write an original review, in your own words.",
      "Write about a firsthand experience from within the last 3 years.",
      "No libel, hate speech or obscene content.",
      "Do not reveal another person's full name.",
      "No financial conflict of interest: do not review a provider you work for, own or compete with.",
    ],
    responseHeading: "Responding to a review",
    responseIntro:
      "A provider answers a review through the link we send it. A response follows the same guidelines, and needs:",
    needsName: (characters: number) => `your name, at least ${characters} characters;`,
    needsTitle: (characters: number) => `your title or role, at least ${characters} characters;`,
    needsContent: (characters: number) => `the response itself, at least ${characters} characters;`,
    needsEmail: "a valid email address, where we can reach you about it (it is not published);",
    needsConfirmation: "your confirmation that you are authorized to answer on behalf of the provider.",
    after:
      "Once published, a response shows under the review. A newer response replaces the earlier one. A provider that believes a review breaks these guidelines can ask us to remove it with the removal link; the review stays published until our team decides.",
  },
  /** spec: §5, §8, the pages of a provider's review links: a response, or a removal request ('contest'). */
  reply: {
    headings: { response: "Respond to a review", contest: "Request removal" },
    descriptions: {
      response: "Respond in public to a review of your community or agency.",
      contest: "Ask us to remove a review that breaks our guidelines.",
    },
    introductions: {
      response:
        "Thank the reviewer, answer their points and say what you have changed. Our team reads each response before it is published under the review.",
      contest:
        "If this review breaks our guidelines, tell us why. Our team reads each request; the review stays published unless we find it breaks them.",
    },
    guidelinesLink: "Review and Response Guidelines",
    theReview: "The review",
    formHeadings: { response: "Your response", contest: "Your request" },
    labels: {
      response: { authorName: "Name", authorTitle: "Title", content: "Response", authorEmail: "Email" },
      contest: { authorName: "Name", authorTitle: "Title", content: "Reason", authorEmail: "Email" },
    },
    hints: {
      response: {
        authorTitle: "Your role, e.g. Executive Director.",
        content: "Shown in public under the review once our team has checked it.",
      },
      contest: {
        authorTitle: "Your role, e.g. Executive Director.",
        content: "Which guideline the review breaks, and why. Our team reads it; it is not published.",
      },
    },
    acknowledgements: {
      response: "I confirm that I am authorized to submit this response on behalf of the provider.",
      contest: "I confirm that I am authorized to request the removal of this review on behalf of the provider.",
    },
    acknowledgementRequired: "Please confirm that you are authorized to submit.",
    submit: { response: "Submit response", contest: "Submit request" },
    submitting: "Submitting…",
    /** spec: §5 'Response and contest forms', the messages exactly. */
    messages: {
      authorName: "Name must be at least 2 characters long",
      authorTitle: "Title must be at least 4 characters long",
      content: "Response must be at least 4 characters long",
      authorEmail: "Invalid email",
      atMost: (characters: number) => `Please use at most ${characters} characters`,
    },
    /** spec: §8, the notices of each form, exactly. */
    notices: {
      response: {
        invalidTitle: "Invalid review",
        success: "Your response has been submitted successfully!",
        networkFailure: "An error occurred while creating the response. Please try again later.",
      },
      contest: {
        invalidTitle: "Invalid Review",
        success: "Your contestation has been submitted successfully!",
        networkFailure: "An error occurred while creating the contestation. Please try again later.",
      },
    },
    /** spec: §8, under 'Invalid review' on both forms. */
    invalidReview: "Please make sure you have a valid review before submitting.",
    /** spec: §8, the title of a server's error notice. */
    errorTitle: "Error",
    /** What a refused link reads as, in the API's error and under the pages' notice. */
    linkProblems: {
      forged: "This link is not valid.",
      expired: "This link has expired. Please ask us for a new one.",
      used: "This link has already been used.",
      unavailable: "The review this link is about is no longer published.",
    },
    bodyTooLarge: (kilobytes: number) => `The request body is over the ${kilobytes} KB limit`,
    notJson: "Send the body as JSON, with Content-Type: application/json",
    notObject: "Invalid body: it is not a JSON object",
  },
  /** The page a possible duplicate's link opens, and the API behind its buttons. */
  duplicate: {
    title: "Your review",
    description: "Keep or withdraw a review that looks like one sent before.",
    headings: {
      ask: "Keep your review?",
      kept: "Your review is kept",
      withdrawn: "Your review is withdrawn",
      failed: "This link does not work",
    },
    ask: "Your new review looks like one sent before: you reviewed this provider earlier, or it already has a review with the same words. If you meant to send a new review, keep it and our team will read it. If not, withdraw it and it will not be published.",
    keep: "Keep my review",
    withdraw: "Withdraw it",
    kept: "Thank you. Your review will be published once our team has read it.",
    withdrawn: "Thank you. Your review is withdrawn and will not be published.",
    /** `{email}` is the brand's reviews address, as a link. */
    failed: (reason: string) =>
      `An error occurred while processing the request: ${reason} Nothing was changed. If you need help, write to {email}.`,
    /** spec: §8, what a failed confirmation says before its reason. */
    failedApi: "An error occurred while processing the request",
    /** What the API tells the author once the answer is taken. */
    done: {
      keep: "Thank you. Your review is kept and will be published once our team has read it.",
      withdraw: "Thank you. Your review is withdrawn and will not be published.",
    },
    /** The message that asks the author (worker/reviews/review-duplicate-mail.ts). */
    mail: {
      subject: (providerName: string, siteName: string) =>
        `Please confirm your review of ${providerName} on ${siteName}`,
      thanks: (providerName: string, siteName: string) =>
        `Thank you for your review of ${providerName} on ${siteName}.`,
      looksLike:
        "It looks like one you sent before: the same address reviewed this provider earlier, or the provider already has a review with the same words.",
      choose: "If you meant to send a new review, open this link and choose to keep it; if not, choose to withdraw it:",
      expiry: (days: number) => `The link works for ${days} days. Until you answer, the review is not published.`,
    },
    reasons: {
      forged: "this link is not valid.",
      expired: "this link has expired.",
      used: "this link was already used.",
      gone: "this review no longer exists.",
      answered: "this review is no longer waiting for your answer.",
    },
  },
};
