/** The compare page and tray, in English. */
export const compare = {
  /** The compare page (docs/search.md, the compare page). */
  page: {
    title: "Compare communities",
    description: (siteName: string) =>
      `Communities side by side on ${siteName}: prices, Medicare ratings, reviews and amenities.`,
    /** An address that cannot be read, naming the parameter and what it must be. */
    problem: (field: string, rule: string) => `This link cannot be compared: ${field}: ${rule}.`,
    invalid: "invalid",
    idsRule: (limit: number) => `give 1 to ${limit} provider ids, whole numbers separated by commas (ids=12,7,40)`,
    nearRule: (maxLength: number) => `a place of at most ${maxLength} characters`,
    noneListed: "None of the communities in this link is listed any more.",
    missing: (count: number) =>
      count === 1
        ? "One community in this link is no longer listed, so it is left out."
        : `${count} communities in this link are no longer listed, so they are left out.`,
    nearUnknown: (place: string) => `We could not find the place “${place}”, so distances are left out.`,
    lead: "Each row lines up one fact for every community. Prices are the lowest monthly starting prices the communities give us; Medicare's stars are from the federal Care Compare data, with its month.",
    addAnother: "Add another community to compare it side by side.",
    searchMore: "Search for more communities",
  },
  /** The compare page's table: a row per fact, a column per community. */
  table: {
    caption: (count: number) => `${count} ${count === 1 ? "community" : "communities"} side by side`,
    startingPrice: "Starting price",
    medicare: "Medicare overall rating",
    reviews: "Family reviews",
    careTypes: "Care types",
    amenities: "Amenities",
    distance: (place: string) => `Distance from ${place}`,
    miles: (miles: string) => `${miles} miles`,
    getInTouch: "Get in touch",
    requestInfo: "Request Info",
    requestInfoFrom: (name: string) => ` from ${name}`,
    remove: "Remove",
    removeFrom: (name: string) => ` ${name} from the comparison`,
    notListed: "Not listed",
    noneListed: "None listed",
    notRatedByMedicare: "Not rated by Medicare",
    notRatedYet: "Not rated yet",
    /** Read in place of a price the visitor has not asked for yet. */
    priceOnRequest: "Price shown once you request pricing",
  },
  /** spec: search-and-compare §2.2, §4, the compare tray and its too-many modal. */
  tray: {
    heading: "Communities to compare",
    remove: (name: string) => `Remove ${name} from the comparison`,
    thisCommunity: "this community",
    /** spec: search-and-compare §4, the tray's status: one asks for another, then '2 of 4'. */
    status: (count: number, limit: number) =>
      count < 2 ? "Select one more community to compare" : `${count} of ${limit} selected`,
    compare: "Compare",
    compareCount: (count: number) => ` ${count} communities`,
    /** spec: search-and-compare §8, too many selections. */
    tooMany: (limit: number) => `You can only compare ${limit} communities at a time.`,
    continue: "Continue",
    loading: "Loading…",
    failed: "This community could not be loaded.",
  },
  /** The Compare checkbox of a result card. */
  checkbox: {
    label: "Compare",
  },
};
