/**
 * The sites Carefind runs as. One codebase, three variants (spec lead-capture-and-chrome §6):
 * the main live brand, the senior-housing brand and a default for any other host.
 * Every string that differs between brands lives here, once.
 */

import type { RollUpType } from "../care-types.ts";
import type { Language } from "../i18n/languages.ts";

/** The sites Carefind answers as; every value family and flag rollout may key on these. */
const BRAND_IDS = ["carefind", "seniorhousing", "default"] as const;
export type BrandId = (typeof BRAND_IDS)[number];

interface BrandTheme {
  /** Text of the wordmark in the header. */
  logoText: string;
  /** Design tokens, written into the brand's CSS custom properties at build time. */
  colors: {
    primary: string;
    primaryHover: string;
    onPrimary: string;
    accent: string;
    surface: string;
    surfaceAlt: string;
    text: string;
    textMuted: string;
    focus: string;
  };
}

export interface Brand {
  id: BrandId;
  siteName: string;
  /**
   * The brand's own word for the people on its advisor line, read after "a": "a Carefind
   * advisor". Every text that names them (the consent, what follows a request, the number to
   * call) takes it from here (domain/inquiry/lead-consent.ts), so no other word reaches a family.
   */
  advisorTitle: `${string} advisor`;
  /** Where the search form goes. spec: search-and-compare §1. */
  searchPath: "/local/search/" | "/search/";
  /** The main brand requires a location before searching. spec: search-and-compare §5. */
  locationRequired: boolean;
  /** How many communities the listing's compare tray takes. spec: search-and-compare §4, §9. */
  compareLimit: number;
  labels: {
    /**
     * spec: reviews-and-provider-page §6, 'Provider Response' vs 'Business Response': which of
     * the catalogue's labels (`t.reviews.card.responseLabels`) the brand shows.
     */
    providerResponse: "provider" | "business";
  };
  /** The address named in the review-submitted toast. spec: reviews-and-provider-page §8. */
  reviewsEmail: string;
  /** Where providers write to list or claim their listing (/partners/get-listed/). */
  partnersEmail: string;
  /** The Saved button shows only on the main live site. spec: lead-capture-and-chrome §6. */
  showSaved: boolean;
  /** The company's careers site, on the brand's own domain. spec: lead-capture-and-chrome §2, 'an external careers host'. */
  careersUrl: string;
  /**
   * The site's tag filter (spec search-and-compare §5): the roll-up types its search lists.
   * Every brand's menu, care-level choices, hubs and geo pages offer both, so both search both.
   */
  searchRollUps: readonly RollUpType[];
  /**
   * spec: lead-capture-and-chrome §2, the hero's optional secondary call to action under its
   * search box: a call to the family-advisor line (its words are the catalogue's `home.advisorCall`),
   * or a link on the site, its label in each language. Absent: none.
   */
  heroSecondaryAction?:
    | { kind: "advisor-call" }
    | { kind: "link"; label: Readonly<Record<Language, string>>; href: string };
  theme: BrandTheme;
}

const carefind: Brand = {
  id: "carefind",
  siteName: "Carefind",
  advisorTitle: "Carefind advisor",
  searchPath: "/local/search/",
  locationRequired: true,
  compareLimit: 4,
  labels: { providerResponse: "provider" },
  reviewsEmail: "reviews@carefind.com",
  partnersEmail: "partners@carefind.com",
  showSaved: true,
  careersUrl: "https://careers.carefind.com/",
  searchRollUps: ["senior-living", "senior-care"],
  heroSecondaryAction: { kind: "advisor-call" },
  theme: {
    logoText: "Carefind",
    colors: {
      primary: "#0b5c73",
      primaryHover: "#084558",
      onPrimary: "#ffffff",
      accent: "#b83c0b",
      surface: "#ffffff",
      surfaceAlt: "#eef6f8",
      text: "#1a1a1a",
      textMuted: "#4a4a4a",
      focus: "#b83c0b",
    },
  },
};

const seniorhousing: Brand = {
  id: "seniorhousing",
  siteName: "SeniorHousing",
  advisorTitle: "SeniorHousing advisor",
  searchPath: "/search/",
  locationRequired: false,
  compareLimit: 3,
  labels: { providerResponse: "business" },
  reviewsEmail: "reviews@seniorhousing.com",
  partnersEmail: "partners@seniorhousing.com",
  showSaved: false,
  careersUrl: "https://careers.seniorhousing.com/",
  searchRollUps: ["senior-living", "senior-care"],
  theme: {
    logoText: "SeniorHousing",
    colors: {
      primary: "#8a3b12",
      primaryHover: "#6b2d0d",
      onPrimary: "#ffffff",
      accent: "#005a8c",
      surface: "#ffffff",
      surfaceAlt: "#fbf3ee",
      text: "#1a1a1a",
      textMuted: "#4a4a4a",
      focus: "#005a8c",
    },
  },
};

const fallback: Brand = {
  id: "default",
  siteName: "Carefind",
  advisorTitle: "Carefind advisor",
  searchPath: "/local/search/",
  locationRequired: true,
  compareLimit: 4,
  labels: { providerResponse: "provider" },
  reviewsEmail: "reviews@carefind.com",
  partnersEmail: "partners@carefind.com",
  showSaved: false,
  careersUrl: "https://careers.carefind.com/",
  searchRollUps: ["senior-living", "senior-care"],
  theme: {
    logoText: "Carefind",
    colors: {
      primary: "#2f4858",
      primaryHover: "#22343f",
      onPrimary: "#ffffff",
      accent: "#b83c0b",
      surface: "#ffffff",
      surfaceAlt: "#f1f4f6",
      text: "#1a1a1a",
      textMuted: "#4a4a4a",
      focus: "#b83c0b",
    },
  },
};

export const BRANDS: Readonly<Record<BrandId, Brand>> = { carefind, seniorhousing, default: fallback };
