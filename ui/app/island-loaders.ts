/** Lazy loaders for the browser: each island's code is fetched only on pages that use it. */
import type { ComponentType } from "react";
import type { IslandName } from "./island-components.ts";

// Props arrive as JSON from the server's markup, so the loader's component takes any props.
// biome-ignore lint/suspicious/noExplicitAny: props are checked where the server renders the island.
type AnyComponent = ComponentType<any>;

export const islandLoaders: Record<IslandName, () => Promise<AnyComponent>> = {
  ChatAssistant: () => import("../chat/ChatAssistant.tsx").then((module) => module.ChatAssistant),
  CompareTray: () => import("../compare/CompareTray.tsx").then((module) => module.CompareTray),
  CompareViewed: () => import("../compare/CompareViewed.tsx").then((module) => module.CompareViewed),
  ComparisonCarousel: () => import("../provider/ComparisonCarousel.tsx").then((module) => module.ComparisonCarousel),
  ContentCarousel: () => import("../content/blocks/ContentCarousel.tsx").then((module) => module.ContentCarousel),
  ConsentBanner: () => import("../consent/ConsentBanner.tsx").then((module) => module.ConsentBanner),
  CookieOptOutForm: () => import("../consent/CookieOptOutForm.tsx").then((module) => module.CookieOptOutForm),
  FilterSidebar: () => import("../search/filters/FilterSidebar.tsx").then((module) => module.FilterSidebar),
  GuidedSearch: () => import("../guided-search/GuidedSearch.tsx").then((module) => module.GuidedSearch),
  HeaderSearch: () => import("../search/header/HeaderSearch.tsx").then((module) => module.HeaderSearch),
  HomeSearch: () => import("../home/HomeSearch.tsx").then((module) => module.HomeSearch),
  InquiryForm: () => import("../inquiry/InquiryForm.tsx").then((module) => module.InquiryForm),
  MobileChips: () => import("../search/filters/MobileChips.tsx").then((module) => module.MobileChips),
  MultiStepForm: () => import("../multi-step/MultiStepForm.tsx").then((module) => module.MultiStepForm),
  PlacesMap: () => import("../geo/places-map/PlacesMapInBrowser.tsx").then((module) => module.PlacesMapInBrowser),
  ProviderInquiry: () => import("../search/cards/ProviderInquiry.tsx").then((module) => module.ProviderInquiry),
  ProviderAccommodations: () =>
    import("../provider/ProviderOfferings.tsx").then((module) => module.ProviderAccommodations),
  ProviderGallery: () => import("../provider/gallery/ProviderGallery.tsx").then((module) => module.ProviderGallery),
  // Like ResultsMap: the browser's variant brings MapLibre in with a dynamic import.
  ProviderListingMap: () =>
    import("../provider/listing/ProviderListingMapInBrowser.tsx").then((module) => module.ProviderListingMapInBrowser),
  ProviderListingSearch: () =>
    import("../provider/listing/ProviderListingSearch.tsx").then((module) => module.ProviderListingSearch),
  ProviderOfferings: () => import("../provider/ProviderOfferings.tsx").then((module) => module.ProviderOfferings),
  ProviderPrices: () => import("../provider/ProviderPrices.tsx").then((module) => module.ProviderPrices),
  ProviderStartingPrice: () =>
    import("../provider/ProviderStartingPrice.tsx").then((module) => module.ProviderStartingPrice),
  ProviderDescription: () => import("../provider/ProviderDescription.tsx").then((module) => module.ProviderDescription),
  PromotionBanner: () => import("../provider/PromotionBanner.tsx").then((module) => module.PromotionBanner),
  ProviderStreetView: () =>
    import("../provider/gallery/ProviderStreetView.tsx").then((module) => module.ProviderStreetView),
  // The browser's variant brings MapLibre in with a dynamic import the server bundle never sees.
  ResultsMap: () => import("../search/map/ResultsMapInBrowser.tsx").then((module) => module.ResultsMapInBrowser),
  ReviewReplyForm: () => import("../reviews/ReviewReplyForm.tsx").then((module) => module.ReviewReplyForm),
  ReviewWritePageForm: () =>
    import("../reviews/write/ReviewWritePageForm.tsx").then((module) => module.ReviewWritePageForm),
  ReviewWriteSection: () =>
    import("../reviews/write/ReviewWriteSection.tsx").then((module) => module.ReviewWriteSection),
  ProviderReviewList: () =>
    import("../provider/reviews/ProviderReviewList.tsx").then((module) => module.ProviderReviewList),
  GeoProviders: () => import("../geo/GeoProviders.tsx").then((module) => module.GeoProviders),
  ProviderSaveButton: () => import("../saved/ProviderSaveButton.tsx").then((module) => module.ProviderSaveButton),
  SavedProviders: () => import("../saved/SavedCards.tsx").then((module) => module.SavedProviders),
  SearchHeading: () => import("../search/SearchHeading.tsx").then((module) => module.SearchHeading),
  SearchPageHeading: () => import("../search/SearchPageHeading.tsx").then((module) => module.SearchPageHeading),
  SearchResults: () => import("../search/SearchResults.tsx").then((module) => module.SearchResults),
  SearchSort: () => import("../search/filters/SearchSort.tsx").then((module) => module.SearchSort),
  ShareButton: () => import("../provider/ShareButton.tsx").then((module) => module.ShareButton),
  SharedProviders: () => import("../saved/SavedCards.tsx").then((module) => module.SharedProviders),
  SiteMenu: () => import("./header/SiteMenu.tsx").then((module) => module.SiteMenu),
  StatesMap: () => import("../geo/states-map/StatesMapInBrowser.tsx").then((module) => module.StatesMapInBrowser),
  ThankYouCleanup: () => import("../inquiry/ThankYouCleanup.tsx").then((module) => module.ThankYouCleanup),
  TocAccordion: () => import("../content/blocks/TocAccordion.tsx").then((module) => module.TocAccordion),
  TocStickyBar: () => import("../content/blocks/TocStickyBar.tsx").then((module) => module.TocStickyBar),
  Toasts: () => import("./Toasts.tsx").then((module) => module.Toasts),
  TourScheduler: () => import("../provider/TourScheduler.tsx").then((module) => module.TourScheduler),
  WhoForChoices: () => import("../content/blocks/WhoForChoices.tsx").then((module) => module.WhoForChoices),
};
