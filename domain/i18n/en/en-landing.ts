/** The landing page and its multi-step form, in English. */
import { landingForm } from "./en-landing-form.ts";

export const landing = {
  page: {
    title: "Find Senior Care Options and Prices Near You",
    description: (siteName: string) =>
      `Answer three quick questions and a ${siteName} family advisor will share senior care options and prices near you, free.`,
    speak: "Speak with a family advisor",
    noScript: "This form needs JavaScript. Call a family advisor at {phone} instead.",
    reasonsHeading: (siteName: string) => `Why families call ${siteName}`,
    freeHeading: "Free, with no obligation",
    free: "Our family advisors are paid by the communities and agencies, never by you.",
    pricesHeading: "Prices up front",
    prices: "Hear what care really costs near your loved one before you tour.",
    reviewsHeading: "Reviews from families",
    reviews: "Compare places with ratings and reviews from people who have been there.",
  },
  /** The form's own words (ui/multi-step/). */
  form: landingForm,
  /** The paid-search landing page's configuration (domain/multi-step/multi-step-config.ts). */
  config: {
    imageAlt: "A three-storey senior residence under a blue sky",
    who: "Who are you looking for?",
    careStep: {
      headline: "Find senior care that fits your family",
      subHeadline: "Answer three quick questions and a local family advisor will share options and prices, free.",
      formHeadline: "Tell us about the care you need",
      careType: "What type of care?",
      next: "Next",
      helpTextHeader: "Not sure which type of care?",
      helpText: "Pick the closest one. Your advisor will talk it through with you.",
    },
    budgetStep: {
      headline: "Plan for the cost of care",
      subHeadline: "Knowing your budget helps us suggest places you can afford.",
      formHeadline: "What monthly budget do you have in mind?",
      budget: "Monthly budget",
      infoText: "Include any help from family, insurance or benefits.",
      under2000: "Less than $2,000",
      from2000: "$2,000 to $4,000",
      from4000: "$4,000 to $6,000",
      over6000: "More than $6,000",
      notSure: "Not sure yet",
    },
    contactStep: {
      headline: "Your options are ready",
      subHeadline: "Tell us where to send them. A family advisor will call to walk you through prices and tours.",
      formHeadline: "Where should we send your options?",
      fullName: "Full name",
      email: "Email",
      phone: "Phone",
      zip: "ZIP code where care is needed",
      zipRequired: "Please enter a ZIP code",
      zipInfo: "We use it to find places near your loved one.",
      cta: "Get Pricing & Options",
    },
    timelineStep: {
      headline: "Let's find care on your schedule",
      subHeadline: "Tell us how soon care is needed and who it is for.",
      formHeadline: "When do you need care, and for whom?",
      timeline: "How soon do you need care?",
      /** spec: lead-capture-and-chrome §9, the timeline options; the values sent stay the spec's. */
      options: { Urgent: "Urgent", "30 Days": "30 Days", "60 Days": "60 Days", Longer: "Longer" },
    },
  },
};
