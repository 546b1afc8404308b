/** Content pages and their blocks, in English: the page's own words, never what an editor wrote. */
export const content = {
  /** On the Spanish address of a page whose text exists only in English. `{link}` is the link to the English page. */
  englishOnly: {
    notice: "This page is only in English. {link}",
    link: "Read it on the English page",
  },
  layout: {
    jumpList: "On this page",
    sideRail: "Get help",
    sidebar: "Related",
    /** The side rail's inquiry form. */
    inquiryTitle: "Talk to a family advisor",
    inquiryButton: "Request Info",
  },
  /** spec: reviews-and-provider-page §4, the toggle of a cut text. */
  readMore: {
    more: "READ MORE",
    less: "READ LESS",
    /** The why-choose-us items' toggle. */
    moreTitle: "Read More",
    lessTitle: "Read Less",
  },
  toc: {
    /** spec: reviews-and-provider-page §2, the accordion's list is titled 'Table of Contents'. */
    accordionTitle: "Table of Contents",
    /** spec: reviews-and-provider-page §2, the sticky bar's and jump list's heading: 'Jump to'. */
    jumpLabel: "Jump to",
    /** The block's heading when the editor left it blank (§2). */
    defaultTitle: (pageTitle: string) => `${pageTitle} Contents`,
  },
  carousel: {
    /** The carousel's name when the editor gave it no title. */
    defaultLabel: "Highlights",
    slidesLabel: (label: string) => `${label}: slides`,
    /** A dot's accessible name. */
    dot: (slide: number, slides: number) => `Slide ${slide} of ${slides}`,
    /** A slide's accessible name. */
    slide: (slide: number, slides: number) => `${slide} of ${slides}`,
  },
  cta: {
    /** Without JavaScript an inquiry button calls the advisor's line instead. `{phone}` is the number. */
    callInstead: (buttonText: string) => `${buttonText}: call {phone}`,
  },
  video: {
    /** A video that cannot be embedded, as a link. `{title}` is the video's title. */
    watch: "Watch the video: {title}",
  },
  rollup: {
    title: (careType: string) => `Top ${careType}`,
    titleIn: (careType: string, place: string) => `Top ${careType} in ${place}`,
    /** What a hidden price shows, blurred, like the search cards' (the figure is not in the page). */
    hiddenPrice: "Starting at $X,XXX/month",
    /** spec: reviews-and-provider-page §9, as the search cards say it; `price` is in dollars. */
    startingAt: (price: string) => `Starting at ${price}/month`,
    /** spec: search-and-compare §8. */
    noPrice: "Pricing not available",
    reviews: (count: number) => (count === 1 ? "1 review" : `${count} reviews`),
  },
  /** spec: reviews-and-provider-page §2, who-are-you-searching-for: each answer as the family reads it. */
  whoFor: {
    Myself: "Self",
    Spouse: "Partner",
    "Parent(s)": "Parent(s)",
    Other: "Other",
  },
  /** A table's name when the editor gave it no title or caption. */
  table: "Table",
  featuredReview: {
    readAll: "Read all reviews",
  },
};
