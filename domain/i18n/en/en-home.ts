/** The home page in English. */
export const home = {
  title: "Find Senior Living and Senior Care Near You",
  description: (siteName: string) =>
    `${siteName} helps families find, compare and contact assisted living, memory care, nursing homes and home care agencies across the US.`,
  heading: "Find senior living and senior care near you",
  /** The heading once a care level is chosen in the search box. */
  headingFor: (careType: string) => `Find ${careType} near you`,
  lead: "Compare communities and care agencies, read reviews from families, and ask for prices or a tour, free.",
  searchLandmark: "Find senior living and care",
  /** spec: lead-capture-and-chrome §2, the hero's call to the advisor line, where a brand has it. */
  advisorCall: "Not sure what care is needed? Talk to a family advisor",
  advisorCallAt: (phone: string) => ` at ${phone}`,
  stepsHeading: (siteName: string) => `How ${siteName} helps`,
  steps: {
    searchHeading: "Search near a loved one",
    search: "Enter a city, state or ZIP code and the kind of care you need.",
    compareHeading: "Compare side by side",
    compare: (limit: number) => `See prices, ratings, reviews and amenities for up to ${limit} places at once.`,
    askHeading: "Ask for prices or a tour",
    ask: "Send one request; a family advisor can call you back to help.",
  },
};
