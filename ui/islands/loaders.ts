/** Lazy loaders for the browser: each island's code is fetched only on pages that use it. */
import type { ComponentType } from "react";
import type { IslandName } from "./components.ts";

// Props arrive as JSON from the server's markup, so the loader's component takes any props.
// biome-ignore lint/suspicious/noExplicitAny: props are checked where the server renders the island.
type AnyComponent = ComponentType<any>;

export const islandLoaders: Record<IslandName, () => Promise<AnyComponent>> = {
  HomeSearch: () => import("./HomeSearch.tsx").then((module) => module.HomeSearch),
  InquiryForm: () => import("./InquiryForm.tsx").then((module) => module.InquiryForm),
  MultiStepForm: () => import("./MultiStepForm.tsx").then((module) => module.MultiStepForm),
  ProviderPrices: () => import("./ProviderPrices.tsx").then((module) => module.ProviderPrices),
  SearchHeading: () => import("./SearchHeading.tsx").then((module) => module.SearchHeading),
  SearchResults: () => import("./SearchResults.tsx").then((module) => module.SearchResults),
  ThankYouCleanup: () => import("./ThankYouCleanup.tsx").then((module) => module.ThankYouCleanup),
};
