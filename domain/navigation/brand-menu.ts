/**
 * The brand's header menu and footer links, built from the navigation model (spec
 * lead-capture-and-chrome §2 'Fixed mega-menu links', §6). Care-type links take their labels
 * from domain/care-types.ts and their paths from domain/geo/geo-paths.ts, so the menu, the
 * hubs and the site maps name a care type one way.
 */
import { CARING_STARS_PATH } from "../awards/awards.ts";
import type { Brand } from "../brands/brands.ts";
import { type CareType, careTypeBySlug } from "../care-types.ts";
import { careTypeHubPath } from "../geo/geo-paths.ts";
import { GET_LISTED_PATH } from "../partners/get-listed.ts";
import type { NavigationItem } from "./navigation-item.ts";

/** spec: lead-capture-and-chrome §2, the seven senior-living hubs, in the spec's order. */
const SENIOR_LIVING_SLUGS = [
  "assisted-living",
  "memory-care-facilities",
  "independent-living",
  "nursing-homes",
  "55-plus-communities",
  "adult-day-care",
  "continuing-care-retirement-communities",
] as const;

/** spec: lead-capture-and-chrome §2, the four senior-care hubs. */
const SENIOR_CARE_SLUGS = ["in-home-care", "home-health-agencies", "geriatric-care-managers", "hospices"] as const;

/** The care types with a guide under /resources/{slug}/. */
const GUIDE_SLUGS = [
  "assisted-living",
  "memory-care-facilities",
  "independent-living",
  "nursing-homes",
  "in-home-care",
  "home-health-agencies",
  "hospices",
] as const;

export const RESOURCES_PATH = "/resources/";
export const MEDICARE_PATH = "/medicare/";
export const SENIOR_PRODUCTS_PATH = "/senior-products/";
export const ABOUT_PATH = "/about/";
export const REVIEWS_FAQ_PATH = "/about/reviews_faq/";
export const CARING_STARS_SENIOR_LIVING_PATH = `${CARING_STARS_PATH}caring-stars-senior-living/`;
export const CARING_STARS_SENIOR_CARE_PATH = `${CARING_STARS_PATH}caring-stars-senior-care/`;
export const ADVERTISING_DISCLOSURE_PATH = "/about/advertising-disclosure/";
export const PRIVACY_PATH = "/privacy/";
export const TERMS_PATH = "/terms/";
export const COOKIE_CHOICES_PATH = "/cookie-opt-out/";

/** The guide to a care type: `/resources/assisted-living/`. */
export function careTypeGuidePath(careType: Pick<CareType, "slug">): string {
  return `${RESOURCES_PATH}${careType.slug}/`;
}

function careTypeOf(slug: string): CareType {
  const careType = careTypeBySlug(slug);
  if (!careType) throw new Error(`unknown care type ${slug}`);
  return careType;
}

function link(text: string, url: string): NavigationItem {
  return { type: "link", text, link: { url }, visibility: "all" };
}

function group(text: string, children: NavigationItem[], url?: string): NavigationItem {
  return { type: "link", text, ...(url ? { link: { url } } : {}), visibility: "all", children };
}

function hubLinks(slugs: readonly string[]): NavigationItem[] {
  return slugs.map((slug) => {
    const careType = careTypeOf(slug);
    return link(careType.label, careTypeHubPath(careType));
  });
}

function guideLinks(): NavigationItem[] {
  return GUIDE_SLUGS.map((slug) => {
    const careType = careTypeOf(slug);
    return link(`${careType.label} guide`, careTypeGuidePath(careType));
  });
}

function aboutLinks(brand: Brand): NavigationItem[] {
  return [
    link(`About ${brand.siteName}`, ABOUT_PATH),
    link("Reviews FAQ", REVIEWS_FAQ_PATH),
    // spec: lead-capture-and-chrome §2, 'About-the-company links go to an external careers host'.
    link("Careers", brand.careersUrl),
  ];
}

function awardLinks(): NavigationItem[] {
  return [
    link("Best Senior Living awards", CARING_STARS_PATH),
    link("Caring Stars: senior living", CARING_STARS_SENIOR_LIVING_PATH),
    link("Caring Stars: senior care", CARING_STARS_SENIOR_CARE_PATH),
  ];
}

/**
 * The header's menu for a brand: five menus of grouped links and two plain links, every
 * fixed path of spec lead-capture-and-chrome §2. Each top-level item with children opens a
 * panel (desktop) or a page of the drawer (phones); its children with children are groups.
 */
export function brandMenu(brand: Brand): NavigationItem[] {
  return [
    group("Senior Living", [group("Places to live", hubLinks(SENIOR_LIVING_SLUGS))]),
    group("Senior Care", [group("Care at home", hubLinks(SENIOR_CARE_SLUGS))]),
    group("Resources", [link("All resources", RESOURCES_PATH), group("Care guides", guideLinks())]),
    group("Awards", awardLinks()),
    group("About", aboutLinks(brand)),
    link("Medicare", MEDICARE_PATH),
    link("Senior Products", SENIOR_PRODUCTS_PATH),
  ];
}

/** A titled list of links in the footer. */
export interface FooterLinkGroup {
  heading: string;
  links: { text: string; url: string }[];
}

function asLinks(items: readonly NavigationItem[]): { text: string; url: string }[] {
  return items.flatMap((item) =>
    item.link ? [{ text: item.text, url: item.link.url }] : asLinks(item.children ?? []),
  );
}

/**
 * The footer's link groups (spec lead-capture-and-chrome §6): care types, resources, awards,
 * about, and the ways in for reviewers and providers. `writeReview` is the review form's own
 * link (its path and label live with the form).
 */
export function footerLinkGroups(brand: Brand, writeReview: { text: string; url: string }): FooterLinkGroup[] {
  return [
    { heading: "Senior living", links: asLinks(hubLinks(SENIOR_LIVING_SLUGS)) },
    { heading: "Senior care", links: asLinks(hubLinks(SENIOR_CARE_SLUGS)) },
    {
      heading: "Resources",
      links: asLinks([
        link("All resources", RESOURCES_PATH),
        ...guideLinks(),
        link("Medicare", MEDICARE_PATH),
        link("Senior Products", SENIOR_PRODUCTS_PATH),
        link("Site map", SITE_MAP_PATH),
      ]),
    },
    { heading: "Awards", links: asLinks(awardLinks()) },
    { heading: "About", links: asLinks(aboutLinks(brand)) },
    {
      heading: "Reviews and providers",
      links: [writeReview, { text: "List your community or agency", url: GET_LISTED_PATH }],
    },
  ];
}

/** The HTML site map: care types, their states and places (worker/site-map/site-map-route.tsx). */
export const SITE_MAP_PATH = "/site-map/";

/** The footer's legal links. */
export const LEGAL_LINKS: readonly { text: string; url: string }[] = [
  { text: "Advertising disclosure", url: ADVERTISING_DISCLOSURE_PATH },
  { text: "Privacy policy", url: PRIVACY_PATH },
  { text: "Terms of use", url: TERMS_PATH },
  { text: "Cookie choices", url: COOKIE_CHOICES_PATH },
];
