/** The paths the site chrome must link, for the unit, worker and browser tests. */

/** spec: lead-capture-and-chrome §2, every fixed mega-menu path. */
export const FIXED_MENU_PATHS = [
  "/senior-living/assisted-living/",
  "/senior-living/memory-care-facilities/",
  "/senior-living/independent-living/",
  "/senior-living/nursing-homes/",
  "/senior-living/55-plus-communities/",
  "/senior-living/adult-day-care/",
  "/senior-living/continuing-care-retirement-communities/",
  "/senior-care/in-home-care/",
  "/senior-care/home-health-agencies/",
  "/senior-care/geriatric-care-managers/",
  "/senior-care/hospices/",
  "/about/",
  "/about/reviews_faq/",
  "/bestseniorliving/",
  "/bestseniorliving/caring-stars-senior-living/",
  "/bestseniorliving/caring-stars-senior-care/",
  "/resources/",
  "/resources/assisted-living/",
  "/resources/memory-care-facilities/",
  "/resources/independent-living/",
  "/resources/nursing-homes/",
  "/resources/in-home-care/",
  "/resources/home-health-agencies/",
  "/resources/hospices/",
  "/medicare/",
  "/senior-products/",
];

/** The footer's links beyond the menu's: reviews, partners and the legal pages. */
export const FOOTER_ONLY_PATHS = [
  "/reviews/write/",
  "/partners/get-listed/",
  "/about/advertising-disclosure/",
  "/privacy/",
  "/terms/",
  "/cookie-opt-out/",
];
