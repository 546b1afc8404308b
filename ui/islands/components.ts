/**
 * Every island by name, for the server to render. The browser loads the same components
 * lazily through ./loaders.ts, one chunk per island.
 */
import { CompareTray } from "./CompareTray.tsx";
import { GuidedSearch } from "./GuidedSearch.tsx";
import { HeaderSearch } from "./HeaderSearch.tsx";
import { HomeSearch } from "./HomeSearch.tsx";
import { InquiryForm } from "./InquiryForm.tsx";
import { MobileChips } from "./MobileChips.tsx";
import { MultiStepForm } from "./MultiStepForm.tsx";
import { ProviderInquiry } from "./ProviderInquiry.tsx";
import { ProviderPrices } from "./ProviderPrices.tsx";
import { ResultsMap } from "./ResultsMap.tsx";
import { SavedProviders } from "./SavedProviders.tsx";
import { SearchFilters } from "./SearchFilters.tsx";
import { SearchHeading } from "./SearchHeading.tsx";
import { SearchPageHeading } from "./SearchPageHeading.tsx";
import { SearchResults } from "./SearchResults.tsx";
import { SearchSort } from "./SearchSort.tsx";
import { ThankYouCleanup } from "./ThankYouCleanup.tsx";
import { Toasts } from "./Toasts.tsx";

export const islandComponents = {
  CompareTray,
  GuidedSearch,
  HeaderSearch,
  HomeSearch,
  InquiryForm,
  MobileChips,
  MultiStepForm,
  ProviderInquiry,
  ProviderPrices,
  ResultsMap,
  SavedProviders,
  SearchFilters,
  SearchHeading,
  SearchPageHeading,
  SearchResults,
  SearchSort,
  ThankYouCleanup,
  Toasts,
} as const;

export type IslandName = keyof typeof islandComponents;
