/** The site map pages, in English. */
export const siteMap = {
  indexTitle: (siteName: string) => `${siteName} Site Map`,
  indexDescription: (siteName: string) =>
    `Every senior living and senior care listing on ${siteName}, by care type, state, city and county.`,
  indexLead: "Every care type we list, by state: choose a state to see its cities and counties.",
  byState: (careType: string) => `${careType} by state`,
  /** spec: search-and-compare §2, the heading '{care type} in {city or county} - {site} Site Map'. */
  heading: (careType: string, place: string, siteName: string) => `${careType} in ${place} - ${siteName} Site Map`,
  stateDescription: (careType: string, state: string, siteName: string) =>
    `${careType} in ${state}: every city and county with listings on ${siteName}.`,
  placeDescription: (careType: string, place: string, count: number, siteName: string) =>
    `${careType} in ${place}: all ${count} listings on ${siteName}, by name.`,
  cities: "Cities",
  counties: "Counties",
  citiesIn: (state: string) => `Cities in ${state}`,
  countiesIn: (state: string) => `Counties in ${state}`,
  /** `{careType}`, `{place}`: the geo page's link text. */
  careTypeIn: "{careType} in {place}",
  geoLabel: (careType: string, place: string) => `${careType} in ${place}`,
  /** `{count}`: `providerCount`'s words; `{link}`: the place's geo page. */
  placeLead: (_count: number) => "{count}, by name. Compare them on {link}.",
  /** `formatted`: the count in the page's locale. */
  providerCount: (count: number, formatted: string) => (count === 1 ? "1 provider" : `${formatted} providers`),
  providers: "Providers",
};
