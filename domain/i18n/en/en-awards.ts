/** The award winners' pages, in English. Award and badge names stay as their owners write them. */
export const awards = {
  titlePage: (title: string, page: number) => `${title}, page ${page}`,
  caringStars: {
    title: (award: string) => `${award} Winners`,
    description: (award: string, siteName: string) =>
      `The senior living communities and care providers that won ${award}, ${siteName}'s award for the best-reviewed providers, by year.`,
    yearsLabel: (award: string) => `${award} years`,
    heading: (award: string, year: number) => `${award} ${year} winners`,
    related: (award: string) => `${award} by kind of care`,
    allWinners: "All winners",
    /** `{award}`, `{site}`: the award's and the site's names. */
    about:
      "{award} is {site}'s yearly award for senior living communities and care providers that families rate highly. A provider wins for a year when it has at least ten approved reviews written before that year began, averaging 4.5 stars or more.",
    aboutChoose:
      "Winners show the award, with the years they won, on their page. Choose a year to see its winners; each name leads to the provider's page and its reviews.",
  },
  /** spec: lead-capture-and-chrome §2, the Caring Stars pages by kind of care. */
  rollUps: {
    "senior-living": {
      label: "Senior living",
      title: (award: string) => `${award} Senior Living Winners`,
      description: (award: string, siteName: string) =>
        `The senior living communities that won ${award}, ${siteName}'s award for the best-reviewed providers, by year.`,
      yearsLabel: (award: string) => `${award} senior living years`,
      heading: (award: string, year: number) => `${award} ${year} senior living winners`,
    },
    "senior-care": {
      label: "Senior care",
      title: (award: string) => `${award} Senior Care Winners`,
      description: (award: string, siteName: string) =>
        `The senior care providers that won ${award}, ${siteName}'s award for the best-reviewed providers, by year.`,
      yearsLabel: (award: string) => `${award} senior care years`,
      heading: (award: string, year: number) => `${award} ${year} senior care winners`,
    },
  },
  homeCarePulse: {
    title: (year: number) => `Home Care Pulse ${year} Awards`,
    description: (year: number) => `The home care agencies that hold a ${year} Home Care Pulse badge, by badge.`,
    groupsLabel: "Home Care Pulse badges",
    /** `{site}`, `{year}`: the site's name, the badges' year. */
    about:
      "Home Care Pulse is an independent company that surveys the clients and caregivers of home care agencies. Agencies that take part can earn its badges: Provider of Choice, Employer of Choice, Leader in Experience and Home Care Pulse Certified. {site} shows the {year} badges only.",
    /** `{link}`: the Caring Stars page. */
    aboutChoose:
      "Choose a badge to see the agencies listed on {site} that hold it; each name leads to the agency's page. The best-reviewed providers of all kinds are on the {link} page.",
  },
  page: {
    noWinners: "No winners are listed yet.",
    /** `{count}`, `{providers}`: the count and its word; `{pages}`: `pageOf`, or nothing. */
    listing: "{count} {providers}, by state and name{pages}.",
    providers: (count: number): string => (count === 1 ? "provider" : "providers"),
    pageOf: (page: number, pages: number) => `; page ${page} of ${pages}`,
    pagesLabel: "Pages of winners",
    previous: "Previous page",
    next: "Next page",
  },
  problems: {
    year: "year",
    badge: "badge",
    notListed: (field: string, value: string) =>
      `The ${field} in the address (${value}) is not one of those listed here.`,
    pastLast: (page: number, pages: number) => `The page in the address (${page}) is past the last page (${pages}).`,
    invalidPage: "The page in the address is not valid: it must be a whole number from 1.",
    invalid: (field: string) => `The ${field} in the address is not valid: it must be a whole number such as 2025.`,
  },
};
