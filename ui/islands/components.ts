/**
 * Every island by name, for the server to render. The browser loads the same components
 * lazily through ./loaders.ts, one chunk per island.
 */
import { HomeSearch } from "./HomeSearch.tsx";
import { InquiryForm } from "./InquiryForm.tsx";
import { MultiStepForm } from "./MultiStepForm.tsx";
import { ProviderPrices } from "./ProviderPrices.tsx";
import { SearchHeading } from "./SearchHeading.tsx";
import { SearchResults } from "./SearchResults.tsx";
import { ThankYouCleanup } from "./ThankYouCleanup.tsx";

export const islandComponents = {
  HomeSearch,
  InquiryForm,
  MultiStepForm,
  ProviderPrices,
  SearchHeading,
  SearchResults,
  ThankYouCleanup,
} as const;

export type IslandName = keyof typeof islandComponents;
