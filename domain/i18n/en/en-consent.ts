/** The consent banner and the cookie opt-out page, in English. */
export const consent = {
  /** spec: reviews-and-provider-page §3, the four categories, each explained in a line. */
  categories: {
    Advertising: {
      label: "Advertising",
      explanation: "Lets ad partners know you came from their ads, so ads for care can be measured.",
    },
    Analytics: {
      label: "Analytics",
      explanation: "Counts how pages and searches are used, so we can make the site easier to use.",
    },
    Functional: {
      label: "Functional",
      explanation: "Remembers your choices, such as your guided search answers, between visits.",
    },
    DataSharing: {
      label: "Data sharing",
      explanation: "Lets us share what you do here with partners for their advertising.",
    },
  },
  banner: {
    /** spec: reviews-and-provider-page §3, the banner's region. */
    region: "Cookie choices",
    /** `{link}` is the link to the cookie opt-out page. */
    text: "We use cookies to run this site and, if you agree, to measure visits and ads. {link}",
    optOutLink: "Cookie opt-out",
    /** What the banner says to a browser that sends Global Privacy Control. */
    globalPrivacyControl:
      "Your browser asks sites not to sell or share your data (Global Privacy Control), so advertising and data sharing are off unless you turn them on.",
    /** spec: reviews-and-provider-page §3, the banner's buttons. */
    acceptAll: "Accept all",
    rejectNonEssential: "Reject non-essential",
    choose: "Choose",
    categoriesLegend: "Cookie categories",
    saveChoices: "Save my choices",
  },
  optOut: {
    /** spec: reviews-and-provider-page §2, the cookie opt-out page. */
    title: "Cookie Opt-Out",
    description: (siteName: string) =>
      `Choose whether ${siteName} may use advertising cookies and share your visit with partners.`,
    intro: (siteName: string) =>
      `${siteName} uses a few cookies it needs to work (your visit and your saved places), and others only with your agreement:`,
    how: "Tick 'Reject Cookies' to stop advertising cookies and the sharing of your visit with our partners. Your requests for prices or tours still go to the provider or advisor you chose.",
    /** spec: reviews-and-provider-page §2, the opt-out page's one checkbox and what it reads once checked. */
    rejectCookies: "Reject Cookies",
    rejected: "Done. You've Rejected Cookies",
    save: "Save choice",
  },
  /** The consent API's answers to a post it cannot take. */
  api: {
    /** As every visitor post says it (worker/middleware/csrf.ts). */
    crossSite: "This request came from another site. Please send it from the form on our own site.",
    tooLarge: (kilobytes: number) => `The request body is over the ${kilobytes} KB limit`,
    unsupportedType: "Send the choice as a form post or as JSON",
    unreadable: "Invalid body: it could not be read",
    invalid: (summary: string) => `Invalid body: ${summary}`,
    invalidSummary: "invalid",
    returnToElsewhere: "must be a path on this site",
  },
};
