/** The inquiry forms, costs dialog, consent notice, thank-you, move-in and lead deletion pages, in English. */
import { inquiryValidation } from "./en-inquiry-validation.ts";

export const inquiry = {
  /** One of the brand's advisors, as a sentence names it after its first word: 'a Carefind advisor'. */
  advisor: (advisorTitle: string) => `a ${advisorTitle}`,
  /** The two consents (domain/inquiry/lead-consent.ts): the words shown are the words stored with the lead. */
  consent: {
    request: (recipient: string) =>
      `We send your request only to ${recipient}, who may call, text or email you about it. It goes nowhere else, and we never sell or share your details.`,
    automatedContact: (recipient: string) =>
      `I also agree that ${recipient} may reach me with automated calls and texts. This is optional.`,
    /** Follows the request consent, with a space before it. */
    deletion: " You can {link} at any time.",
    deletionLink: "ask us to delete your request",
  },
  form: {
    /** spec: lead-capture-and-chrome §9, the form's default title and button. */
    title: "Get costs",
    cta: "Get Costs",
    sending: "Sending…",
    selectOne: "Select one",
    medicaid: "I plan to pay with Medicaid",
    tourNoPreference: "No preference",
    scheduleTour: "Schedule a Tour",
    requestInfo: "Request Info",
    unlockPricing: "Unlock pricing",
    /** spec: lead-capture-and-chrome §8, with the brand's own word for its advisors. */
    submissionError: (phone: string, advisor: string) =>
      `Submission error. Please call ${phone} to speak with ${advisor}.`,
    /** The 'who are you looking for' choices; the values sent stay the spec's. */
    whoFor: {
      "Parent(s)": "Parent(s)",
      "Relative(s)": "Relative(s)",
      "Friend(s)": "Friend(s)",
      Myself: "Myself",
      Spouse: "Spouse",
      "Patient/Client": "Patient/Client",
      Job: "Job",
      Other: "Other",
    },
  },
  /** The inquiry a search card's button opens. */
  card: {
    requestInfoTitle: (providerName: string) => `Request information about ${providerName}`,
    costsTitle: (providerName: string) => `Get costs for ${providerName}`,
    questionsAbout: (providerName: string) => `Questions about ${providerName}?`,
  },
  /** The home page's inquiry forms (ui/home/HomeInquiryBlocks.tsx). */
  homeBlocks: {
    heading: "Know the costs before you visit",
    lead: "Prices for senior living vary widely from one community to the next. Ask once and a family advisor will share what communities near you charge, for free.",
    question: "Ready to see a place in person, or want someone to explain your options?",
    requestTour: "Request a Tour",
    requestInformation: "Request information",
    advisorTitle: "Talk to a family advisor",
    callMe: "Call Me",
  },
  /** How each field is named to the visitor. */
  fields: {
    whoAreYouLookingFor: "Who are you looking for?",
    fullName: "Full name",
    phoneNumber: "Phone",
    email: "Email",
    payingWithMedicaid: "Medicaid",
    tourTime: "Tour time",
    automatedContactConsent: "Automated calls and texts",
    typeOfCare: "Type of care",
    careLocation: "Location",
    formId: "Form",
    anonId: "Visitor",
    trackingNotes: "Notes",
    providerId: "Provider",
    source: "Source",
    action: "Action",
    "(request)": "Request",
  },
  /** spec: lead-capture-and-chrome §5, the fields' messages. */
  validation: inquiryValidation,
  /** What the inquiry API answers when it cannot take a request. */
  refusal: {
    unsupportedType: "Send the inquiry as JSON or as a form post",
    unsupportedJson: "Send the form as JSON",
    tooLarge: (kilobytes: number) => `The request body is over the ${kilobytes} KB limit for a lead`,
    malformed: "Invalid body: it is not valid JSON",
    invalid: (summary: string) => `Invalid body: ${summary}`,
    conflict:
      "This form was already sent with other details. To send a new request, go back to the form and send it again.",
    rateLimited: (phone: string, advisor: string) =>
      `Too many requests from your connection. Please wait a minute and try again, or call ${phone} to speak with ${advisor}.`,
  },
  /** What follows a request (domain/inquiry/lead-promise.ts): who will contact the family, what for, and when. */
  promise: {
    /** spec: lead-capture-and-chrome §9, the advisor call promise. */
    withinMinutes: "within 2 minutes",
    confirmTourOn: (when: string) => `to confirm your tour on ${when}`,
    arrangeTourOn: (when: string) => `to arrange your tour on ${when}`,
    arrangeTour: "to arrange your tour",
    aboutPrices: "about prices and availability",
    talkPrices: "to talk through prices and availability",
    aboutRequest: "about your request",
    talkOptions: "to talk through your options",
    provider: (name: string, purpose: string) => `${name} will contact you ${purpose}.`,
    advisorNow: (who: string, within: string, purpose: string) => `${who} will call you ${within} ${purpose}.`,
    advisorLater: (who: string, purpose: string, hours: string) =>
      `${who} will call you ${purpose}, during our advisor hours: ${hours}.`,
    /** The multi-step form's answer. */
    thanked: (promise: string) => `Thank you! ${promise}`,
  },
  /** The advisor line's hours (domain/advisor-hours.ts). */
  advisorHours: {
    weekdays: (from: string, to: string) => `Monday to Friday, ${from} to ${to} Pacific time`,
    weekends: (from: string, to: string) => `Saturday and Sunday, ${from} to ${to} Pacific time`,
    am: "a.m.",
    pm: "p.m.",
  },
  /** The tour times' parts of the day (domain/inquiry/tour-times.ts). */
  tourParts: {
    Morning: "Morning",
    Afternoon: "Afternoon",
  },
  tourPartsInSentence: {
    Morning: "in the morning",
    Afternoon: "in the afternoon",
  },
  /** spec: lead-capture-and-chrome §9, the default thank-you title. */
  thankYouTitle: "Thank You for your request!",
  costs: {
    startingPrices: "Starting prices at {provider} in {place}:",
    /** spec: lead-capture-and-chrome §8, §9: a service's price, one without, a provider without any. */
    startingAt: (price: string) => `Starting at ${price}/month`,
    notAvailable: "Pricing not available",
    unavailable: "Pricing unavailable from this provider",
  },
  thankYou: {
    description: (promise: string) => `Your request was sent. ${promise}`,
    greeting: (firstName: string) => `Thank you, ${firstName}. `,
    about: "We have your request about {provider} in {place}.",
    received: "We have your request.",
    nextHeading: "What happens next",
    willCall: (phone: string) => `We will call you at ${phone}.`,
    callNow: "Prefer to call now? Call {phone}.",
    backTo: (name: string) => `Back to ${name}`,
    backHome: (siteName: string) => `Back to the ${siteName} home page`,
    changedMind: "Changed your mind? {link}.",
    deleteLink: "Ask us to delete your request",
  },
  problems: {
    title: "Please check your details",
    description: "Your request could not be sent yet.",
    lead: "We could not send your request yet:",
    back: "Go back to the form",
    call: "Or call {phone} to speak with {advisor}.",
  },
  /** The move-in page (ui/inquiry/MoveInPage.tsx) and what its link and report are refused with. */
  moveIn: {
    heading: "Did you find a place?",
    thanksHeading: "Thank you",
    failedHeading: "This link does not work",
    description: "Tell us whether you found a place after your request.",
    intro: "You asked us about care. Please tell us whether you found a place: it helps other families.",
    received: "Thank you. We have your answer.",
    help: "{message} If you need help, write to {email}.",
    yourRequest: "Your request",
    careType: "Care type",
    place: "Place",
    provider: "Provider",
    whatYouSent: "What you sent",
    movedIn: "Moved in",
    yes: "Yes",
    no: "No",
    where: "Where",
    moveInDate: "Move-in date",
    notes: "Notes",
    question: "Did you move in to a place?",
    dateLabel: "Move-in date (optional)",
    dateHint: "Only if you moved in. Written as year-month-day, for example 2026-03-01.",
    providerLabel: "Where did you move in? (optional)",
    anotherPlace: "Another place",
    onlyIfMovedIn: "Only if you moved in.",
    notesLabel: "Notes (optional)",
    notesHint: (max: string) => `Up to ${max} characters.`,
    send: "Send my answer",
    messages: {
      noToken: "Invalid query: token: Required. Please open the link from your email again.",
      forged: "This link is not valid. Please open the link from your email again.",
      expired: "This link has expired. Please ask us for a new one.",
      used: "A move-in report was already sent with this link.",
      noLead: "This request no longer exists.",
      changed: "The request changed while the report was being sent. Please try again.",
      tooLarge: (kilobytes: number) => `The request body is over the ${kilobytes} KB limit`,
      /** The page's own words for a radio left unanswered. */
      chooseYesOrNo: "Please choose Yes or No.",
      invalidField: (field: string, message: string) => `Invalid body: ${field}: ${message}`,
      notJson: "Invalid body: it is not JSON",
      jsonOnly: "Send the body as JSON, with Content-Type: application/json",
      movedInType: "Must be true or false",
      providerIdType: "Must be a provider's id",
      dateType: "Use YYYY-MM-DD",
      dateFormat: "Must be a date written YYYY-MM-DD",
      notesMax: (max: number) => `Must be at most ${max} characters`,
      leaveEmpty: "Leave this empty if you did not move in",
      future: "Must not be in the future",
      beforeRequest: (day: string) => `Must not be before the request, ${day}`,
      noListedProvider: "No listed provider has this id",
    },
  },
  deletion: {
    requestTitle: "Delete my request",
    requestDescription: "Ask us to delete the requests you sent: we email you a link to confirm.",
    refusedDescription: "Ask us to delete the requests you sent.",
    unsupportedType: "Send the address as JSON or as a form post",
    tooLarge: (kilobytes: number) => `The request body is over the ${kilobytes} KB limit`,
    rateLimited: "Too many requests from your connection. Please try again in an hour.",
    unreadable: "Invalid body: it could not be read",
    requestIntro:
      "Give the email address you sent your request with. We will email you a link; on the page it opens, press the button and we delete your name, phone number, email address and everything else you sent with every request made with that address.",
    providerCopy:
      "A provider that already received your request keeps its own copy: ask them to delete it too. We never sold or shared it with anyone else.",
    email: "Email",
    send: "Email me a link",
    sent: (days: number) =>
      `Thank you. If we hold a request sent with that address, we have emailed it a link to confirm the deletion. The link works for ${days} days.`,
    confirmTitle: "Delete your requests",
    confirmDescription: "Confirm the deletion of the requests you sent.",
    askHeading: "Delete your requests?",
    doneHeading: "Your requests are deleted",
    expiredHeading: "This link no longer works",
    forgedHeading: "This link is not valid",
    ask: "Press the button to delete every request sent with your email address: your name, phone number, email address and everything else you sent. This cannot be undone.",
    confirm: "Delete my requests",
    deleted: (count: number) =>
      count === 1
        ? "We deleted 1 request sent with your email address."
        : `We deleted ${count} requests sent with your email address.`,
    keptNote: "We kept only a note of when, and how many, that does not name you.",
    expired: "The link has expired or was already used, so nothing was deleted. {link}.",
    expiredLink: "Ask for a new link",
    forged: "We did not send this link, so nothing was deleted. {link} to delete your requests.",
    forgedLink: "Ask for a link",
  },
};
