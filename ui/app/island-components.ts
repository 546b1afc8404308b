/**
 * Every island by name, for the server to render. The browser loads the same components
 * lazily through ./island-loaders.ts, one chunk per island.
 */
import { ChatAssistant } from "../chat/ChatAssistant.tsx";
import { CompareTray } from "../compare/CompareTray.tsx";
import { CompareViewed } from "../compare/CompareViewed.tsx";
import { ConsentBanner } from "../consent/ConsentBanner.tsx";
import { CookieOptOutForm } from "../consent/CookieOptOutForm.tsx";
import { ContentCarousel } from "../content/blocks/ContentCarousel.tsx";
import { TocAccordion } from "../content/blocks/TocAccordion.tsx";
import { TocStickyBar } from "../content/blocks/TocStickyBar.tsx";
import { WhoForChoices } from "../content/blocks/WhoForChoices.tsx";
import { GeoProviders } from "../geo/GeoProviders.tsx";
import { PlacesMap } from "../geo/places-map/PlacesMap.tsx";
import { StatesMap } from "../geo/states-map/StatesMap.tsx";
import { GuidedSearch } from "../guided-search/GuidedSearch.tsx";
import { HomeSearch } from "../home/HomeSearch.tsx";
import { InquiryForm } from "../inquiry/InquiryForm.tsx";
import { ThankYouCleanup } from "../inquiry/ThankYouCleanup.tsx";
import { MultiStepForm } from "../multi-step/MultiStepForm.tsx";
import { ComparisonCarousel } from "../provider/ComparisonCarousel.tsx";
import { ProviderGallery } from "../provider/gallery/ProviderGallery.tsx";
import { ProviderStreetView } from "../provider/gallery/ProviderStreetView.tsx";
import { ProviderListingMap } from "../provider/listing/ProviderListingMap.tsx";
import { ProviderListingSearch } from "../provider/listing/ProviderListingSearch.tsx";
import { PromotionBanner } from "../provider/PromotionBanner.tsx";
import { ProviderDescription } from "../provider/ProviderDescription.tsx";
import { ProviderAccommodations, ProviderOfferings } from "../provider/ProviderOfferings.tsx";
import { ProviderPrices } from "../provider/ProviderPrices.tsx";
import { ProviderStartingPrice } from "../provider/ProviderStartingPrice.tsx";
import { ProviderReviewList } from "../provider/reviews/ProviderReviewList.tsx";
import { ShareButton } from "../provider/ShareButton.tsx";
import { TourScheduler } from "../provider/TourScheduler.tsx";
import { ReviewReplyForm } from "../reviews/ReviewReplyForm.tsx";
import { ReviewWritePageForm } from "../reviews/write/ReviewWritePageForm.tsx";
import { ReviewWriteSection } from "../reviews/write/ReviewWriteSection.tsx";
import { ProviderSaveButton } from "../saved/ProviderSaveButton.tsx";
import { SavedProviders, SharedProviders } from "../saved/SavedCards.tsx";
import { ProviderInquiry } from "../search/cards/ProviderInquiry.tsx";
import { FilterSidebar } from "../search/filters/FilterSidebar.tsx";
import { MobileChips } from "../search/filters/MobileChips.tsx";
import { SearchSort } from "../search/filters/SearchSort.tsx";
import { HeaderSearch } from "../search/header/HeaderSearch.tsx";
import { ResultsMap } from "../search/map/ResultsMap.tsx";
import { SearchHeading } from "../search/SearchHeading.tsx";
import { SearchPageHeading } from "../search/SearchPageHeading.tsx";
import { SearchResults } from "../search/SearchResults.tsx";
import { SiteMenu } from "./header/SiteMenu.tsx";
import { Toasts } from "./Toasts.tsx";

export const islandComponents = {
  ChatAssistant,
  CompareTray,
  CompareViewed,
  ComparisonCarousel,
  ConsentBanner,
  ContentCarousel,
  CookieOptOutForm,
  FilterSidebar,
  GeoProviders,
  GuidedSearch,
  HeaderSearch,
  HomeSearch,
  InquiryForm,
  MobileChips,
  MultiStepForm,
  PlacesMap,
  ProviderInquiry,
  ProviderAccommodations,
  ProviderGallery,
  ProviderListingMap,
  ProviderListingSearch,
  ProviderOfferings,
  ProviderPrices,
  ProviderStartingPrice,
  ProviderDescription,
  PromotionBanner,
  ProviderStreetView,
  ResultsMap,
  ReviewReplyForm,
  ReviewWritePageForm,
  ReviewWriteSection,
  ProviderReviewList,
  ProviderSaveButton,
  SavedProviders,
  SearchHeading,
  SearchPageHeading,
  SearchResults,
  SearchSort,
  ShareButton,
  SharedProviders,
  SiteMenu,
  StatesMap,
  ThankYouCleanup,
  TocAccordion,
  TocStickyBar,
  Toasts,
  TourScheduler,
  WhoForChoices,
} as const;

export type IslandName = keyof typeof islandComponents;
