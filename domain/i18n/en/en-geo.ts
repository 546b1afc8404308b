/** The geo pages, care-type hubs and nearby links, in English. */
import type { CareTypeId } from "../../care-types.ts";

/** How the costs sentence compares two medians (spec reviews-and-provider-page §9, price comparison wording). */
export type ComparisonWord = "higher" | "slightlyHigher" | "aboutTheSame" | "slightlyLower" | "lower";

export const geo = {
  /** A care type's name where a `{careType}` mark puts it inside a sentence. */
  careTypeInSentence: (careType: string) => careType,
  /** A care type in a state, a county or a city (spec lead-capture-and-chrome §2, 'City pages'). */
  page: {
    heading: (careType: string, place: string) => `${careType} in ${place}`,
    titlePage: (heading: string, page: number) => `${heading}, page ${page}`,
    introNone: (careType: string, place: string) => `We have no ${careType} providers listed in ${place} yet.`,
    intro: (count: number, careType: string, place: string) =>
      `Compare ${count === 1 ? `1 ${careType} provider` : `${count} ${careType} providers`} in ${place}.`,
    otherCareTypes: "Other care types here",
    /** `{place}`: 'Austin, TX'. */
    alsoIn: "Also in {place}",
    providers: (careType: string) => `${careType} providers`,
    providersPage: (careType: string, page: number, pages: number) => `${careType} providers, page ${page} of ${pages}`,
    matchedAll: (total: number) => `All ${total} providers here have this rating or better.`,
    matched: (matched: number, total: number) => `${matched} of ${total} providers here have this rating or better.`,
    /** `{link}`: the link back to every provider. */
    noneRated: "No provider here has this rating yet. {link}",
    showEvery: "Show every provider",
    pagesLabel: "Providers pages",
    emptyHeading: (careType: string, place: string) => `No ${careType} providers listed in ${place} yet`,
    emptyLead:
      "Our family advisors know the communities and care providers around {place} and can help you find the right fit.",
  },
  /** spec: lead-capture-and-chrome §2 'Nearby links', §9 'Nearby and headings'. */
  nearby: {
    citiesNearCounty: (state: string, county: string) => `Senior Living Communities near ${state}, ${county}`,
    citiesInState: (state: string) => `Explore cities in ${state}`,
    otherCities: (state: string) => `Explore other cities in ${state}`,
    countiesInState: (state: string) => `Find care by county in ${state}`,
    nearbyCounties: "Go a little further out, finding care in nearby counties",
    otherOptions: "Other Options",
    moreOptionsNear: (place: string) => `More Options Near ${place}`,
    careTypeIn: (careType: string, place: string) => `${careType} in ${place}`,
    showMore: "Show more",
    showLess: "Show less",
  },
  /** The sort and rating form above a geo page's providers. */
  controls: {
    label: "Sort and filter providers",
    sortBy: "Sort by",
    rating: "Rating",
    anyRating: "Any rating",
    submit: "Show providers",
  },
  /** The place's prices in a geo page's intro. */
  prices: {
    median: (amount: string) => `The median starting price is about ${amount} per month.`,
    from: (amount: string) => `Starting prices run from ${amount} per month.`,
    range: (low: string, high: string) => `Starting prices run from ${low} to ${high} per month.`,
  },
  /** spec: reviews-and-provider-page §7, §9, the costs section. */
  costs: {
    heading: (careType: string, place: string) => `Cost of ${careType} in ${place}`,
    sentenceHead: (careType: string, place: string, median: string) =>
      `The median cost of ${careType} in ${place} is ${median} per month`,
    comparisons: {
      higher: "higher than",
      slightlyHigher: "slightly higher than",
      aboutTheSame: "about the same as",
      slightlyLower: "slightly lower than",
      lower: "lower than",
    } satisfies Record<ComparisonWord, string>,
    againstState: (comparison: string, state: string, median: string) =>
      `${comparison} the ${state} median (${median})`,
    againstNational: (comparison: string, median: string) => `${comparison} the national median (${median})`,
    and: " and ",
    country: "the United States",
    national: "National",
    /** `{careType}`: the care type's name. */
    caption: "Median monthly starting price of {careType}",
    area: "Area",
    medianPerMonth: "Median per month",
    /** `{low}`, `{high}`: amounts; `{providers}`: the count's words. */
    range: "Starting prices from {low} to {high} per month, across {providers} with published prices.",
    rounded:
      "Medians to the nearest $100, across {providers} with published prices. Each provider's own prices show once you ask for them.",
    providers: (count: number) => (count === 1 ? "1 provider" : `${count} providers`),
  },
  /** A care type's hub page (`/senior-living/assisted-living/`). */
  hub: {
    title: (careType: string) => `${careType}: costs and providers by state`,
    description: (careType: string, siteName: string) =>
      `What ${careType} is, what it costs across the country, and ${careType} providers in every state, on ${siteName}.`,
    /** `{careType}`: the care type's name. */
    guide: "Read our guide to {careType}",
    find: "Find {careType} near a place",
    byState: (careType: string) => `${careType} by state`,
    inState: (careType: string, state: string) => `${careType} in ${state}`,
    citiesIn: (state: string, count: number) => `Cities in ${state} (${count})`,
    allIn: (careType: string, state: string) => `All ${careType} in ${state}`,
    /** What each care type is, for the top of its hub. */
    intros: {
      assisted_living_facilities:
        "Assisted living communities offer a private apartment or room with meals, housekeeping and help with daily tasks such as bathing, dressing and medications. Staff are on site around the clock, while residents keep as much independence as they like.",
      alzheimers_care_facilities:
        "Memory care is housing and care for people living with Alzheimer's disease or another dementia. Communities have secured doors, staff trained in dementia care and daily routines designed to reduce confusion.",
      independent_living:
        "Independent living communities are homes for active older adults who need little or no help with daily tasks. They usually include maintenance, social activities and shared amenities, and some offer meals and transportation.",
      nursing_homes:
        "Nursing homes provide 24-hour nursing care and supervision for people with serious health needs, along with short-term rehabilitation after a hospital stay. Medicare and Medicaid certify most of them and publish their inspection results.",
      continuing_care_retirement_communities:
        "Continuing care retirement communities offer independent living, assisted living and nursing care on one campus, so residents can move to more care as their needs change without leaving the community.",
      senior_apartments:
        "55+ communities are homes and apartments for adults aged 55 and older, usually without care services. They offer a neighborhood of peers, low-maintenance living and shared amenities.",
      adult_day_services:
        "Adult day care centers give older adults a safe place to spend the day with activities, meals and supervision, and some offer health services. They let family caregivers work or rest while their loved one lives at home.",
      homecare_agencies:
        "Home care agencies send caregivers to help with daily tasks at home, such as bathing, dressing, meals, light housekeeping and companionship. Care can range from a few hours a week to around the clock.",
      home_healthcare_agencies:
        "Home health agencies provide skilled medical care at home, such as nursing, physical therapy and wound care, ordered by a doctor. Medicare covers home health care for eligible people who are homebound.",
      hospices:
        "Hospice care supports people with a terminal illness and their families, focusing on comfort, pain relief and emotional and spiritual support rather than cure. It is usually given at home, and Medicare covers it for eligible people.",
      geriatric_care_managers:
        "Geriatric care managers are professionals, often nurses or social workers, who assess an older adult's needs and plan and coordinate their care. They help families find services, handle crises and make decisions.",
      low_income_affordable:
        "Low-income senior housing offers apartments at reduced rent for older adults with limited incomes, often through federal or state programs such as HUD Section 202.",
    } satisfies Record<Exclude<CareTypeId, "not_sure">, string>,
  },
  /** The states map (spec lead-capture-and-chrome §2, §4: list mode and map mode). */
  statesMap: {
    modes: "Show the states as",
    list: "List",
    map: "Map",
    loading: "Loading the map…",
    failed: "The map could not be shown, so the states are listed instead.",
    noWebgl: "This browser cannot draw the map, so the states are listed instead.",
    mapHint: "Choose a highlighted state on the map, or a state below, to see its cities.",
    mapTitle: (careType: string) => `Map of the states with ${careType}`,
    /** `count`: already formatted for the page's locale. */
    providers: (count: number, formatted: string) => (count === 1 ? "1 provider" : `${formatted} providers`),
  },
  /** The map block with nearby places (spec lead-capture-and-chrome §2, other blocks). */
  placesMap: {
    /** `{place}`: 'Austin, TX'. */
    heading: "Places near {place}",
    mapTitle: (place: string) => `Map of places near ${place}`,
    legend: "Show on the map",
    show: "Show the map",
    failed: "The map could not be shown; the places are listed below.",
    loading: "Loading the map…",
    none: "None within 25 miles.",
    /** spec: lead-capture-and-chrome §8, a place without coordinates. */
    noCoordinates: "The coordinates must be defined!",
  },
};
