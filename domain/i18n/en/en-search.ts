/** The search page: results, filters, sort, pagination, cards, the results map, in English. */
import { formatCount } from "../../counts.ts";
import { formatDollars } from "../../money.ts";

export const search = {
  /** The page itself: its title, heading and description, and the no-script parts around the islands. */
  page: {
    /** The heading: '{care type} near {place}', or 'Find {care type}' when no place ('') was searched. */
    heading: (careType: string, place: string) => (place ? `${careType} near ${place}` : `Find ${careType}`),
    description: (count: number, careType: string, place: string) =>
      `Compare ${formatCount(count)} ${careType.toLowerCase()} providers near ${place}: prices, reviews, amenities and photos.`,
    descriptionNone: (careType: string) => `Find and compare ${careType.toLowerCase()} providers near you.`,
    filterToggle: "Filter results",
    compareIntro: (limit: number) => `Tick Compare on up to ${limit} communities, then:`,
    compareSubmit: "Compare selected",
  },
  results: {
    landmark: "Results",
    headingNone: "Search results",
    /** spec: search-and-compare §2.2, '1 Result' or 'N Results'. */
    count: (count: number) => (count === 1 ? "1 Result" : `${formatCount(count)} Results`),
    /** spec: search-and-compare §8, no search input. */
    noInputTitle: "No Results",
    noInputText: "Please change your filters to produce results",
    /** spec: search-and-compare §8, empty results. */
    noMatches:
      "There aren't any providers that match your preferences. If you've selected multiple filters, try expanding your search with fewer filters.",
    /** Empty results with no filter set: nothing of this kind near the place, rather than blaming filters. */
    noneNear: (careType: string, place: string) =>
      `We have no ${careType.toLowerCase()} providers listed${place ? ` near ${place}` : ""} yet. Try a wider distance or a nearby city, or call us and we will help you look.`,
    /** spec: reviews-and-provider-page §8, the message for a keyword that names no place. */
    locationNotFound: "Location not found",
    showMore: "Show more",
    showLess: "Show less",
  },
  advisor: {
    line: "Talk it through with a family advisor, free: {phone}",
    hours: (weekdays: string, weekends: string) => `Advisors answer ${weekdays}, and ${weekends}.`,
  },
  /** The block after the first six results. */
  inserted: {
    advisorLabel: "Help from a family advisor",
    advisorHeading: "Not sure where to start?",
    tipsLabel: "Touring tips",
    tipsHeading: "Questions to ask on a tour",
    tipPrice: "What is included in the monthly price, and what costs extra?",
    tipStaff: "How many staff are on duty at night, and what training do they have?",
    tipVisit: "May we join a meal and an activity before deciding?",
  },
  pagination: {
    label: "Results pages",
    previous: "Previous page",
    next: "Next page",
    page: (page: number) => `Page ${page}`,
    skipResults: "Skip to results",
    skipPagination: "Skip to pagination",
  },
  filters: {
    heading: "Filters",
    apply: "Apply filters",
    /** spec: search-and-compare §4. */
    clearAll: "Clear All",
    /** spec: search-and-compare §9, languages show 3 before 'See more'. */
    seeMore: "See more",
    seeLess: "See less",
    rating: "Rating",
    anyRating: "Any rating",
    medicareRating: "Medicare star rating",
    anyMedicareRating: "Any Medicare rating",
    medicareRatingNote: "From CMS Care Compare. Choosing stars leaves out providers Medicare has not rated.",
    distance: "Distance",
    miles: (miles: number) => `${miles} miles`,
    price: "Price range",
    priceLow: "Lowest price",
    priceHigh: "Highest price",
    priceRange: (low: string, high: string) => `${low} to ${high}`,
    priceBandsIntro: "What the price symbols mean, by starting monthly price:",
    priceUnder: (ceiling: number) => `under ${formatDollars(ceiling)} a month`,
    priceFrom: (floor: number) => `${formatDollars(floor)} a month or more`,
    priceBetween: (floor: number, ceiling: number) => `${formatDollars(floor)} to ${formatDollars(ceiling)} a month`,
    promotions: "Promotions",
    ongoingPromotions: "Ongoing promotions only",
    matchAll: "Show providers that match",
    matchAllTrue: "All the filters I choose",
    matchAllFalse: "Any of the filters I choose",
    sortBy: "Sort by",
    sortSubmit: "Sort",
    showResults: "Show results",
    /** 'Show 32 Results' on the button that closes the all-filters modal. */
    showCount: (results: string) => `Show ${results}`,
  },
  /** spec: search-and-compare §9, the sorts; distance is labelled Recommended. */
  sorts: {
    distance: "Recommended",
    "best-rated": "Best rated",
    "best-staff": "Best staff",
    "best-activities": "Best activities",
    "best-meals-dining": "Best meals and dining",
    "most-reviews": "Most reviews",
    "medicare-rating": "Medicare rating",
  },
  /** spec: search-and-compare §9, rating filter values. */
  ratings: {
    "4-plus": "4 stars and up",
    "3-plus": "3 stars and up",
  },
  /** The Medicare star filter's values, by stars. */
  medicareRatings: {
    5: "5 stars",
    4: "4 stars and up",
    3: "3 stars and up",
    2: "2 stars and up",
  },
  /** The filter families (domain/search/search-filters.ts), by URL parameter, and their values. */
  families: {
    verified: { label: "Verified", values: { "verified-partners-only": "Verified partners only" } },
    awards: { label: "Awards", values: { "caring-stars-winners": "Caring Stars winners" } },
    "providers-with": { label: "Providers with", values: { "5-plus-photos": "5+ photos" } },
    "room-type": {
      label: "Room type",
      values: {
        studio: "Studio",
        "1-bedroom": "1 bedroom",
        "2-bedroom": "2 bedrooms",
        "3-bedroom": "3 bedrooms",
        respite: "Respite stay",
      },
    },
    languages: {
      label: "Languages",
      values: {
        english: "English",
        spanish: "Spanish",
        chinese: "Chinese",
        tagalog: "Tagalog",
        vietnamese: "Vietnamese",
        arabic: "Arabic",
        french: "French",
        korean: "Korean",
        russian: "Russian",
        german: "German",
        "haitian-creole": "Haitian Creole",
        hindi: "Hindi",
        portuguese: "Portuguese",
        italian: "Italian",
      },
    },
    lifestyle: { label: "Lifestyle", values: { "pet-friendly": "Pet friendly", active: "Active lifestyle" } },
    "staff-qualifications": {
      label: "Staff qualifications",
      values: {
        "background-check": "Background-checked staff",
        "trained-in-memory-care": "Trained in memory care",
        "trained-in-ethics": "Trained in ethics",
      },
    },
    "room-amenities": {
      label: "Room amenities",
      values: {
        "balcony-patio": "Balcony or patio",
        cable: "Cable TV",
        "kitchen-kitchenette": "Kitchen or kitchenette",
      },
    },
    accessibility: {
      label: "Accessibility",
      values: { "mobility-wheelchair": "Mobility and wheelchair access", "transfer-assistance": "Transfer assistance" },
    },
    "personal-care": {
      label: "Personal care",
      values: {
        bathing: "Bathing",
        dressing: "Dressing",
        "meal-prep": "Meal preparation",
        "personal-care": "Personal care",
        toilet: "Toileting",
      },
    },
    dining: {
      label: "Dining",
      values: {
        "dining-room": "Dining room",
        "guest-meals": "Guest meals",
        "room-services": "Room service",
        "special-diets": "Special diets",
      },
    },
    "health-services": {
      label: "Health services",
      values: {
        medication: "Medication management",
        nurses: "Nurses on staff",
        "physical-therapy": "Physical therapy",
      },
    },
    "other-amenities": {
      label: "Other amenities",
      values: { "swimming-pool": "Swimming pool", entertainment: "Entertainment", "laundry-line": "Laundry" },
    },
  },
  /** spec: search-and-compare §2.2, the mobile chips. */
  chips: {
    group: "Refine the results",
    rating: "Rating",
    allFilters: "All Filters",
    allFiltersCount: (count: number) => `All Filters (${count})`,
    sort: "Sort",
    map: "Map",
  },
  card: {
    /** spec: lead-capture-and-chrome §9. */
    readMore: "READ MORE",
    about: (name: string) => ` about ${name}`,
    /** 'Starting at $5,900/month' from cents. */
    startingPrice: (cents: number) => `Starting at ${formatDollars(cents)}/month`,
    /** The figure is not in the page until the visitor asks: a placeholder, blurred. */
    hiddenPrice: "Starting at $X,XXX/month",
    pricingNotAvailable: "Pricing not available",
    milesAway: (miles: string) => `${miles} miles away`,
    /** '1 review' / '12 reviews'. */
    reviews: (count: number) => `${formatCount(count)} ${count === 1 ? "review" : "reviews"}`,
    amenities: "Amenities",
    /** spec: reviews-and-provider-page §9, the amenity badges cards show. */
    badges: {
      internet: "Wi-Fi",
      pets: "Pet Friendly",
      wheelchair: "Mobility Assistance",
      transportation: "Transportation Services",
    },
    getPricing: "Get Pricing",
    requestInfo: "Request Info",
    learnMore: "Learn More",
  },
  carousel: {
    noPhotos: (name: string) => `No photos of ${name} yet`,
    photos: (name: string) => `Photos of ${name}`,
    photo: (name: string, position: number, count: number) => `${name}, ${position} of ${count}`,
    /** spec: lead-capture-and-chrome §9. */
    viewMore: "View more photos",
    viewMoreOf: (name: string) => ` of ${name}`,
    previous: (name: string) => `Previous photo of ${name}`,
    next: (name: string) => `Next photo of ${name}`,
  },
  awards: {
    label: "Awards",
    fewerYears: "Fewer years",
    moreYears: (more: number) => `+${more} more`,
    years: (award: string) => ` ${award} years`,
  },
  promotion: {
    /** spec: search-and-compare §9, reviews-and-provider-page §9. */
    label: "PROMOTION!",
    /** 'Ends today', '1 day left', '12 days left'. */
    daysLeft: (days: number) => (days <= 0 ? "Ends today" : `${days} ${days === 1 ? "day" : "days"} left`),
  },
  map: {
    show: "Show Map",
    hide: "Hide Map",
    backToList: "Back to List",
    heading: "Results on the map",
    title: "Map of the results",
    listHeading: "Providers on the map",
    failed: "The map could not be shown. The list still reaches every provider.",
    loading: "Loading the map…",
    pins: (count: number) => (count === 1 ? "1 provider on the map" : `${count} providers on the map`),
    noCoordinates: "The coordinates must be defined!",
    directions: "Driving directions",
    directionsTo: (name: string) => ` to ${name} (opens in a new tab)`,
    close: "Close",
    /** The picture of the results for a browser without script. */
    staticTitle: (count: number, careType: string, place: string) =>
      `Map of ${count} ${careType.toLowerCase()} ${count === 1 ? "result" : "results"}${place ? ` near ${place}` : ""}`,
    staticPins: "Each pin has the number of its result:",
    staticCredit: (attribution: string) => `Map data: ${attribution}`,
  },
  /** The search APIs' own messages (/api/enhanced-search, /v1, /v2). */
  api: {
    latLngTogether: "latitude and longitude go together",
    unknownCareType: (careType: string) => `Unknown care type: ${careType}`,
    noSuchPlace: (path: string) => `No such place: ${path}`,
    queryNeeded: "Give a query naming a place, aroundLatLng, or aroundLatLngViaIP=true",
    criteriaJson: "criteria must be a JSON object",
  },
};
