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
import type { Language } from "../i18n/languages.ts";
import type { Messages } from "../i18n/messages.ts";
import { localizedPath } from "../i18n/paths.ts";
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

/** The menus' words and paths in one language: the catalogue's texts, each path in that language. */
class MenuWords {
  constructor(
    readonly t: Messages,
    readonly language: Language,
  ) {}

  link(text: string, url: string): NavigationItem {
    return { type: "link", text, link: { url: localizedPath(url, this.language) }, visibility: "all" };
  }

  group(text: string, children: NavigationItem[], url?: string): NavigationItem {
    return {
      type: "link",
      text,
      ...(url ? { link: { url: localizedPath(url, this.language) } } : {}),
      visibility: "all",
      children,
    };
  }

  hubLinks(slugs: readonly string[]): NavigationItem[] {
    return slugs.map((slug) => {
      const careType = careTypeOf(slug);
      return this.link(this.t.careTypes[careType.id].label, careTypeHubPath(careType));
    });
  }

  guideLinks(): NavigationItem[] {
    return GUIDE_SLUGS.map((slug) => {
      const careType = careTypeOf(slug);
      return this.link(this.t.chrome.menuText.guide(this.t.careTypes[careType.id].label), careTypeGuidePath(careType));
    });
  }

  aboutLinks(brand: Brand): NavigationItem[] {
    const words = this.t.chrome.menuText;
    return [
      this.link(words.aboutSite(brand.siteName), ABOUT_PATH),
      this.link(words.reviewsFaq, REVIEWS_FAQ_PATH),
      // spec: lead-capture-and-chrome §2, 'About-the-company links go to an external careers host'.
      this.link(words.careers, brand.careersUrl),
    ];
  }

  awardLinks(): NavigationItem[] {
    const words = this.t.chrome.menuText;
    return [
      this.link(words.bestSeniorLiving, CARING_STARS_PATH),
      this.link(words.caringStarsLiving, CARING_STARS_SENIOR_LIVING_PATH),
      this.link(words.caringStarsCare, CARING_STARS_SENIOR_CARE_PATH),
    ];
  }
}

/**
 * The header's menu for a brand: five menus of grouped links and two plain links, every
 * fixed path of spec lead-capture-and-chrome §2, in the page's language. Each top-level item
 * with children opens a panel (desktop) or a page of the drawer (phones); its children with
 * children are groups.
 */
export function brandMenu(brand: Brand, t: Messages, language: Language): NavigationItem[] {
  const menu = new MenuWords(t, language);
  const words = t.chrome.menuText;
  return [
    menu.group(words.seniorLiving, [menu.group(words.placesToLive, menu.hubLinks(SENIOR_LIVING_SLUGS))]),
    menu.group(words.seniorCare, [menu.group(words.careAtHome, menu.hubLinks(SENIOR_CARE_SLUGS))]),
    menu.group(words.resources, [
      menu.link(words.allResources, RESOURCES_PATH),
      menu.group(words.careGuides, menu.guideLinks()),
    ]),
    menu.group(words.awards, menu.awardLinks()),
    menu.group(words.about, menu.aboutLinks(brand)),
    menu.link(words.medicare, MEDICARE_PATH),
    menu.link(words.seniorProducts, SENIOR_PRODUCTS_PATH),
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
 * about, and the ways in for reviewers and providers, in the page's language. `writeReview` is
 * the review form's own link (its path and label live with the form).
 */
export function footerLinkGroups(
  brand: Brand,
  t: Messages,
  language: Language,
  writeReview: { text: string; url: string },
): FooterLinkGroup[] {
  const menu = new MenuWords(t, language);
  const words = t.chrome.menuText;
  const footer = t.chrome.footer;
  return [
    { heading: footer.seniorLiving, links: asLinks(menu.hubLinks(SENIOR_LIVING_SLUGS)) },
    { heading: footer.seniorCare, links: asLinks(menu.hubLinks(SENIOR_CARE_SLUGS)) },
    {
      heading: words.resources,
      links: asLinks([
        menu.link(words.allResources, RESOURCES_PATH),
        ...menu.guideLinks(),
        menu.link(words.medicare, MEDICARE_PATH),
        menu.link(words.seniorProducts, SENIOR_PRODUCTS_PATH),
        menu.link(footer.siteMap, SITE_MAP_PATH),
      ]),
    },
    { heading: words.awards, links: asLinks(menu.awardLinks()) },
    { heading: words.about, links: asLinks(menu.aboutLinks(brand)) },
    {
      heading: footer.reviewsAndProviders,
      links: [
        { text: writeReview.text, url: localizedPath(writeReview.url, language) },
        { text: footer.getListed, url: localizedPath(GET_LISTED_PATH, language) },
      ],
    },
  ];
}

/** The HTML site map: care types, their states and places (worker/site-map/site-map-route.tsx). */
export const SITE_MAP_PATH = "/site-map/";

/** The footer's legal links, in the page's language. */
export function legalLinks(t: Messages, language: Language): { text: string; url: string }[] {
  const legal = t.chrome.footer.legal;
  return [
    { text: legal.disclosure, url: ADVERTISING_DISCLOSURE_PATH },
    { text: legal.privacy, url: PRIVACY_PATH },
    { text: legal.terms, url: TERMS_PATH },
    { text: legal.cookies, url: COOKIE_CHOICES_PATH },
  ].map((link) => ({ text: link.text, url: localizedPath(link.url, language) }));
}
