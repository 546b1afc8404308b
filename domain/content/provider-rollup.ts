/**
 * The provider rollup block (spec search-and-compare §3, Rollup provider): the best-rated
 * providers of a care type in a state, a city or the whole country, as small cards. What an
 * editor may save (`rollupProblems`) and what the page renders from (`RollupCard`).
 */
import { careTypeBySlug } from "../care-types.ts";
import { stateName } from "../geo/us-states.ts";
import type { BlockOf } from "./content-blocks.ts";

/** A field of the block and what is wrong with it, for the admin save's 400. */
export interface RollupProblem {
  field: "careType" | "state" | "city";
  message: string;
}

/**
 * What stops the block from listing anything: a care type that is not a known care-type slug,
 * a state code the directory does not cover, or a city without its state. An empty list means
 * the block can be saved.
 */
export function rollupProblems(block: Pick<BlockOf<"providerRollup">, "careType" | "state" | "city">): RollupProblem[] {
  const problems: RollupProblem[] = [];
  if (!careTypeBySlug(block.careType))
    problems.push({ field: "careType", message: `Unknown care type '${block.careType}': use a care-type slug` });
  if (block.state !== undefined && !stateName(block.state))
    problems.push({ field: "state", message: `Unknown state '${block.state}'` });
  if (block.city !== undefined && block.state === undefined)
    problems.push({ field: "city", message: "A city needs its state" });
  return problems;
}

/** One provider's card in the rollup. */
export interface RollupCard {
  id: number;
  name: string;
  /** The provider page's path. */
  url: string;
  /** The first photo with its size, or the placeholder (500 by 500). */
  photo: { url: string; width: number; height: number };
  city: string;
  stateCode: string;
  averageRating: number;
  reviewCount: number;
  /** The care type's starting price in cents; null when unknown or not shown to this visitor. */
  minPriceCents: number | null;
  /** The price exists but the visitor has not sent an inquiry yet (spec search-and-compare §6). */
  priceHidden: boolean;
}

/** What the rollup loader reads for one block. */
export interface ProviderRollupData {
  /** The care type's label and the place's name, for the cards' context ('Assisted Living in Austin, TX'). */
  careTypeLabel: string;
  placeName: string | null;
  cards: RollupCard[];
}
