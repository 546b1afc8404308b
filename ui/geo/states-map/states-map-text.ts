/** The states map's words (spec lead-capture-and-chrome §2, §4: list mode and map mode). */
import { formatCount } from "../../../domain/counts.ts";
export const STATES_MAP_TEXT = {
  modes: "Show the states as",
  list: "List",
  map: "Map",
  loading: "Loading the map…",
  failed: "The map could not be shown, so the states are listed instead.",
  noWebgl: "This browser cannot draw the map, so the states are listed instead.",
  mapHint: "Choose a highlighted state on the map, or a state below, to see its cities.",
  mapTitle: (careTypeLabel: string) => `Map of the states with ${careTypeLabel}`,
  providers: (count: number) => (count === 1 ? "1 provider" : `${formatCount(count)} providers`),
} as const;
