/** Lazy loaders for the browser: each island's code is fetched only on pages that use it. */
import type { ComponentType } from "react";
import type { IslandName } from "./components.ts";

// Props arrive as JSON from the server's markup, so the loader's component takes any props.
// biome-ignore lint/suspicious/noExplicitAny: props are checked where the server renders the island.
type AnyComponent = ComponentType<any>;

export const islandLoaders: Record<IslandName, () => Promise<AnyComponent>> = {
  CompareTray: () => import("./CompareTray.tsx").then((module) => module.CompareTray),
  GuidedSearch: () => import("./GuidedSearch.tsx").then((module) => module.GuidedSearch),
  HeaderSearch: () => import("./HeaderSearch.tsx").then((module) => module.HeaderSearch),
  HomeSearch: () => import("./HomeSearch.tsx").then((module) => module.HomeSearch),
  InquiryForm: () => import("./InquiryForm.tsx").then((module) => module.InquiryForm),
  MobileChips: () => import("./MobileChips.tsx").then((module) => module.MobileChips),
  MultiStepForm: () => import("./MultiStepForm.tsx").then((module) => module.MultiStepForm),
  ProviderInquiry: () => import("./ProviderInquiry.tsx").then((module) => module.ProviderInquiry),
  ProviderPrices: () => import("./ProviderPrices.tsx").then((module) => module.ProviderPrices),
  // The browser's variant brings MapLibre in with a dynamic import the server bundle never sees.
  ResultsMap: () =>
    import("../components/search/map/ResultsMapInBrowser.tsx").then((module) => module.ResultsMapInBrowser),
  SavedProviders: () => import("./SavedProviders.tsx").then((module) => module.SavedProviders),
  SearchFilters: () => import("./SearchFilters.tsx").then((module) => module.SearchFilters),
  SearchHeading: () => import("./SearchHeading.tsx").then((module) => module.SearchHeading),
  SearchPageHeading: () => import("./SearchPageHeading.tsx").then((module) => module.SearchPageHeading),
  SearchResults: () => import("./SearchResults.tsx").then((module) => module.SearchResults),
  SearchSort: () => import("./SearchSort.tsx").then((module) => module.SearchSort),
  ThankYouCleanup: () => import("./ThankYouCleanup.tsx").then((module) => module.ThankYouCleanup),
  Toasts: () => import("./Toasts.tsx").then((module) => module.Toasts),
};
