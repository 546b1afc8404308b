/**
 * Every island by name, for the server to render. The browser loads the same components
 * lazily through ./loaders.ts, one chunk per island.
 */
import { HomeSearch } from "./HomeSearch.tsx";
import { SearchHeading } from "./SearchHeading.tsx";

export const islandComponents = { HomeSearch, SearchHeading } as const;

export type IslandName = keyof typeof islandComponents;
