/** The provider page: its sections, Medicare and inspection facts, gallery and listing, in English. */
import { formatCount } from "../../counts.ts";

const count = (value: number, one: string, many: string) => `${formatCount(value)} ${value === 1 ? one : many}`;

export const provider = {
  /** The provider record APIs' errors (worker/providers/locations-api.ts, location-by-url-api.ts). */
  api: {
    notFound: "Provider not found",
    /** spec: reviews-and-provider-page §8, a provider detail fetch without an id. */
    idRequired: "ProviderId is required!",
  },
  /** The page's title and meta description (worker/providers/provider-route.tsx). */
  page: {
    title: (name: string, careType: string, city: string, stateCode: string) =>
      `${name}, ${careType} in ${city}, ${stateCode}`,
    description: (name: string, city: string, stateCode: string) => `${name} in ${city}, ${stateCode}.`,
    kind: "{careType} in {city}, {stateCode}",
    costsHeading: "Costs",
  },
  titleBlock: {
    verified: "Verified Partner",
    reviewCount: (reviews: number) => count(reviews, "review", "reviews"),
    noReviews: "No reviews yet",
    seeMedicare: "See the Medicare ratings and inspection results",
    /** spec: reviews-and-provider-page §5, the banner's price label. */
    startingPrice: "Starting Price",
    unlockPrice: "Unlock price",
    perMonth: "{price}/month",
    blurredPrice: "$X,XXX/month",
    priceHidden: "Price hidden until you unlock pricing",
    phone: "Phone",
    call: (name: string) => `Call ${name}`,
    advisorHelp: "Free help comparing options from {advisor}",
    /** One of the brand's advisors: 'a Carefind advisor'. */
    advisor: (advisorTitle: string, _siteName: string) => `a ${advisorTitle}`,
    /** spec: reviews-and-provider-page §5. */
    claim: "Claim this listing",
    share: "Share",
  },
  /** spec: reviews-and-provider-page §8, both toasts. */
  shareToasts: {
    copied: "Copied the link to this page!",
    copyFailed: "Sorry! This browser does not support copying to the clipboard",
  },
  awards: {
    label: "Awards",
    more: "+{count} more",
    moreYears: " {award} years",
    pulse: "Home Care Pulse: ",
  },
  disclosure: {
    /** spec: reviews-and-provider-page §2. */
    title: "Advertising Disclosure",
    paid: (siteName: string) =>
      `${siteName} is free for families. We are paid by some of the providers listed here: they may pay to advertise, and some pay a fee when a family we referred contacts them or moves in.`,
    fair: "Payment never changes a provider's ratings, its reviews or the Medicare data we show.",
    close: "Close",
  },
  promotion: {
    label: "PROMOTION!",
    endsToday: "Ends today",
    daysLeft: (days: number) => `${days} ${days === 1 ? "day" : "days"} left`,
    readMore: "Read More",
    starts: "Starts",
    ends: "Ends",
    close: "Close the promotion",
    heading: "Promotion at {name}",
  },
  gallery: {
    photosHeading: "Photos",
    heading: (providerName: string) => `Photos of ${providerName}`,
    position: (index: number, total: number) => `Photo ${index} of ${total}`,
    tile: (index: number, total: number) => `Photo ${index} of ${total}`,
    tileCaption: (index: number, total: number, caption: string) => `Photo ${index} of ${total}: ${caption}`,
    photoAlt: (providerName: string, index: number) => `${providerName}, photo ${index}`,
    captionAlt: (providerName: string, caption: string) => `${providerName}: ${caption}`,
    notAvailable: (alt: string) => `${alt} (photo not available)`,
    viewAll: (total: number) => `View all ${total} photos`,
    previous: "Previous",
    next: "Next",
    close: "Close",
    noPhotos: (providerName: string) => `No photos of ${providerName} yet`,
  },
  streetView: {
    open: "Street view",
    heading: (providerName: string) => `Street view of ${providerName}`,
    loading: "Loading street view…",
    close: "Close",
  },
  about: {
    heading: "About {name}",
    /** spec: reviews-and-provider-page §4, the collapsible description's toggle. */
    more: "View more details",
    fewer: "View fewer details",
  },
  offerings: {
    servicesHeading: "Services offered",
    accommodationsHeading: "Accommodations",
    amenitiesHeading: "Amenities",
    /** spec: lead-capture-and-chrome §4. */
    servicesMore: "View all services",
    servicesFewer: "View fewer services",
    /** spec: reviews-and-provider-page §4. */
    accommodationsMore: "View more accommodations",
    accommodationsFewer: "View fewer accommodations",
    beds: "Beds",
    baths: "Baths",
    squareFeet: "Square feet",
    floorPlan: (title: string) => `Floor plan: ${title}`,
    features: (title: string) => `Features of ${title}`,
    noAmenities: "This provider has not listed its amenities yet.",
    highlights: "Highlights",
    /** spec: reviews-and-provider-page §9, the amenity badges by amenity id. */
    badges: {
      105: "Wi-Fi",
      98: "Pet Friendly",
      2: "Mobility Assistance",
      122: "Transportation Services",
    } satisfies Record<number, string>,
    /** The amenity categories by id (domain/amenities.ts). */
    categories: {
      1: "Accessibility",
      2: "Lifestyle",
      3: "Dining",
      4: "Health Services",
      5: "Personal Care",
      6: "Room Amenities",
      7: "Staff Qualifications",
      8: "Languages",
      9: "Other Amenities",
      10: "Technology",
      11: "Transportation",
      12: "Costs",
    } satisfies Record<number, string>,
  },
  /** What the listing's paid status says about its figures (domain/providers/listing-status.ts). */
  listingNotes: {
    paidPrices: (name: string) => `Prices provided by ${name}.`,
    paidAmenities: (name: string) => `Amenities provided by ${name}.`,
    reportedPrices: (siteName: string, name: string) =>
      `Prices as last reported to ${siteName}. Ask ${name} to confirm today's prices.`,
    reportedAmenities: (siteName: string, name: string) =>
      `Amenities as last reported to ${siteName}. Ask ${name} to confirm them.`,
  },
  prices: {
    overview: "Overview",
    /** spec: lead-capture-and-chrome §9, default pricing label. */
    startingAt: (price: string) => `Starting at ${price}/month`,
    blurredLabel: "Starting at",
    blurredFigure: " $X,XXX/month",
    hidden: "Price hidden until you unlock pricing",
    /** spec: lead-capture-and-chrome §8, one service without a price. */
    notAvailable: "Pricing not available",
    roomTypesHidden: "Prices by room type show once you unlock pricing.",
    noRoomTypes: "This provider has not listed prices by room type for {careType}.",
    tabs: "Prices by care type",
    sent: "Your request was sent. {link}",
    showPrices: "Show the prices",
    askForCosts: "See every starting price: ask for costs and we will show them here.",
    unlockPricing: "Unlock pricing",
    roomTypes: {
      studio: "Studio",
      "1-bedroom": "1 Bedroom",
      "2-bedroom": "2 Bedrooms",
      "3-bedroom": "3 Bedrooms",
      respite: "Respite Stay",
      "semi-private": "Semi-Private Room",
      private: "Private Room",
    } satisfies Record<string, string>,
  },
  /** spec: reviews-and-provider-page §2, the section's default title. */
  infoCardsTitle: "Additional Community Information",
  faqHeading: "Frequently asked questions",
  medicare: {
    heading: "Medicare ratings and inspection results",
    fromCms: "From CMS Care Compare, the federal government's comparison of Medicare-certified providers.",
    demo: "Demo figures: invented for this fictional listing, in the form CMS Care Compare uses. Real facilities show the federal figures.",
    dataFrom: (month: string) => ` Data from ${month}.`,
    starRatings: "Star ratings",
    noStarRating: "Care Compare gives this provider no star rating.",
    abuseTerm: "Abuse icon:",
    abuse:
      " Medicare marks this nursing home because inspectors cited it for abuse that harmed a resident in the past year, or for abuse that could have harmed residents in each of the past two years.",
    measuresHeading: "Staffing, fines and ownership",
    allMeasures: (measures: number) => `All ${measures} Medicare ${measures === 1 ? "measure" : "measures"}`,
    seeOnCareCompare: "See {name} on Medicare's Care Compare (medicare.gov)",
    withoutFigures:
      "This directory does not hold Medicare's star ratings or inspection results for {name} yet. CMS Care Compare, the federal government's comparison of Medicare-certified providers, has them.",
    /** The four star ratings, in Care Compare's order. */
    ratings: {
      overall: "Overall rating",
      healthInspections: "Health inspections",
      staffing: "Staffing",
      qualityMeasures: "Quality measures",
      patientCare: "Quality of patient care",
    },
    outOfFive: (rating: number) => `${rating} out of 5`,
    notRated: "Not rated",
    measures: {
      registeredNurseStaffing: "Registered nurse staffing",
      totalNurseStaffing: "Total nurse staffing",
      fines: "Fines",
      penalties: "Penalties (fines and payment denials)",
      ownership: "Ownership",
      certifiedBeds: "Certified beds",
      none: "None",
      fineCount: (fines: number) => count(fines, "fine", "fines"),
      finesTotal: (amount: string) => `, ${amount} in total`,
      penaltyCount: (penalties: number) => count(penalties, "penalty", "penalties"),
      stars: (value: string) => `${value} out of 5 stars`,
      yes: "Yes",
      no: "No",
      hoursPerResidentPerDay: (hours: string) => `${hours} hours per resident per day`,
    },
    /** The overall rating in one line (ui/provider/MedicareStarsLine.tsx, compare). */
    line: {
      stars: (stars: number) => `Medicare overall rating: ${stars} out of 5 stars`,
      none: "No Medicare overall star rating",
      cms: "CMS Care Compare",
      demo: "Demo figures in the Care Compare form",
    },
  },
  comparison: {
    heading: "How it compares",
    current: "Currently Viewing",
    outOfFive: (rating: string) => `${rating} out of 5 · `,
    ofProvider: (name: string) => ` of ${name}`,
    slide: (slide: number, slides: number) => `Slide ${slide} of ${slides}`,
    track: "Providers to compare",
    previous: "Previous",
    next: "Next",
    provider: " provider",
    play: "Play",
    pause: "Pause",
    automatic: " automatic scrolling",
  },
  /** spec: lead-capture-and-chrome §9 default headings. */
  nearby: {
    providers: (city: string) => `More Options Near ${city}`,
    cities: (state: string) => `Explore other cities in ${state}`,
    careTypes: "Other Options",
    otherCareTypes: (city: string) => `Other care types in ${city}:`,
    inPlace: (careType: string, place: string) => `${careType} in ${place}`,
    providerCount: (providers: number) => count(providers, "provider", "providers"),
  },
  listing: {
    heading: (place: string) => `Find other providers near ${place}`,
    failed: "The list of other providers could not be loaded just now. Please try again in a moment.",
    none: (careType: string, place: string) => `No other ${careType.toLowerCase()} providers listed near ${place} yet.`,
    unknownPlace: (keyword: string) => `We could not find the place “${keyword}”. Try a city and state, or a ZIP code.`,
    range: (careType: string, first: number, last: number, total: number) =>
      `Showing ${first}–${last} of ${formatCount(total)} ${careType} ${total === 1 ? "provider" : "providers"}`,
    display: "Show the providers as",
    list: "List",
    map: "Map",
    mapNeedsScript: "The map needs JavaScript. {link}",
    showAsList: "Show these providers as a list",
    pages: "Other providers pages",
    searchLandmark: "Search other providers",
    place: "City, state or ZIP code",
    careType: "Care type",
    search: "Search",
  },
};
