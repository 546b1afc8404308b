/**
 * The site's frame in English: header, menus, footer, search bar, text size, the language link
 * and suggestion, and the error pages (spec lead-capture-and-chrome §2, §6). A `{name}` in a
 * text is where the page puts an element (a link, a phone number): ui/i18n/Fill.tsx.
 */
import type { TextSize } from "../../visitor/text-size.ts";

export const chrome = {
  skipToMain: "Skip to main content",
  homeLink: (siteName: string) => `${siteName} home`,
  homeSuffix: " home",
  saved: "Saved",
  advisorLabel: "Talk to a family advisor",
  advisorCall: "Call ",
  getCosts: "Get Costs",
  search: "Search",
  back: "Back",
  menu: "Menu",
  close: "Close",
  /** The trail above a page's heading (ui/app/Breadcrumbs.tsx). */
  breadcrumb: "Breadcrumb",
  mainNavigation: "Main",
  textSize: {
    label: "Text size",
    steps: { "100": "Standard text", "125": "Larger text", "150": "Largest text" } satisfies Record<TextSize, string>,
  },
  /** spec: search-and-compare §2.2, the search bar's texts. */
  searchBar: {
    landmark: "Search for senior living and care",
    toggle: "Search",
    locationLabel: "Location",
    locationPlaceholder: "Enter City, State or Zip",
    careLabel: "Care level",
    carePlaceholder: "Select Care level",
    submit: "Search",
    locationRequired: "Please enter a city, state or ZIP code",
    suggestions: "Suggested places",
  },
  /** What a screen reader hears when place suggestions arrive. */
  suggestionsStatus: (count: number) =>
    count === 0
      ? ""
      : `${count === 1 ? "1 suggestion" : `${count} suggestions`}. Use the up and down arrow keys to choose, and Enter to pick one.`,
  language: {
    /** The link to this page in the other language, written in that language (ui/i18n/LanguageLink.tsx). */
    link: "English",
    linkLong: "Read this page in English",
    /** The suggestion shown to a visitor who prefers this language on a page in the other one. */
    suggestion: "This page is also in English.",
    suggestionSwitch: "View in English",
    suggestionStay: "Keep reading in Spanish",
    suggestionLabel: "Language",
  },
  menuText: {
    seniorLiving: "Senior Living",
    placesToLive: "Places to live",
    seniorCare: "Senior Care",
    careAtHome: "Care at home",
    resources: "Resources",
    allResources: "All resources",
    careGuides: "Care guides",
    guide: (careType: string) => `${careType} guide`,
    awards: "Awards",
    bestSeniorLiving: "Best Senior Living awards",
    caringStarsLiving: "Caring Stars: senior living",
    caringStarsCare: "Caring Stars: senior care",
    about: "About",
    aboutSite: (siteName: string) => `About ${siteName}`,
    reviewsFaq: "Reviews FAQ",
    careers: "Careers",
    medicare: "Medicare",
    seniorProducts: "Senior Products",
  },
  footer: {
    navigation: "Site",
    seniorLiving: "Senior living",
    seniorCare: "Senior care",
    siteMap: "Site map",
    reviewsAndProviders: "Reviews and providers",
    writeReview: "Write a review",
    getListed: "List your community or agency",
    about: (siteName: string) =>
      `${siteName} helps families find and compare senior living communities and senior care agencies across the United States. Questions? Call a family advisor at {phone}.`,
    disclosureLead: "Advertising disclosure:",
    disclosure: (siteName: string) =>
      `${siteName} is free for families. Some of the providers listed on this site pay us when a family contacts them or moves in. Payment never changes a provider's ratings or the order of its reviews. {link}.`,
    disclosureLink: "Read our advertising disclosure",
    legal: {
      disclosure: "Advertising disclosure",
      privacy: "Privacy policy",
      terms: "Terms of use",
      cookies: "Cookie choices",
    },
  },
  errors: {
    404: {
      heading: "We couldn't find that page",
      body: "The page may have moved, or the address may have a typo.",
    },
    500: {
      heading: "Something went wrong on our side",
      body: "We're sorry. Please try again in a moment.",
    },
    status: (status: number) => `Error ${status}`,
    goHome: (siteName: string) => `Go to the ${siteName} home page`,
    call: "Prefer to talk? Call a family advisor at {phone}.",
    /** spec: lead-capture-and-chrome §8, what a network failure reads as (ui/app/api-client.ts). */
    network: "An error occurred while processing the request",
    /** An API's refusal that names no message of its own. */
    requestFailed: (status: number) => `Request failed (${status})`,
  },
};
