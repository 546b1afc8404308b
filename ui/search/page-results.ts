/**
 * The search page's results as its islands hold them: each result's card fields
 * (`cardProvider`), plus what the map pins (coordinates) and the analytics events name (the
 * legacy id). The page seeds its store with `pageSearchResponse(answer)`, which leaves out the
 * rest of each result (street, ZIP, licences, amenity names, the description past the card's
 * cut): about a third of the page's state. An answer fetched in the browser is a full search
 * answer, which has every field these types ask for.
 */
import type { SearchResponse, SearchResultProvider } from "../../domain/search/search-contract.ts";
import { type CardProvider, cardProvider } from "./cards/card-provider.ts";

export type PageResult = CardProvider & {
  legacyId: SearchResultProvider["legacyId"];
  address: CardProvider["address"] & Pick<SearchResultProvider["address"], "latitude" | "longitude">;
};

export type PageSearchResponse = Omit<SearchResponse, "results"> & { results: PageResult[] };

export function pageResult(result: SearchResultProvider): PageResult {
  const card = cardProvider(result);
  const { latitude, longitude } = result.address;
  return { ...card, legacyId: result.legacyId, address: { ...card.address, latitude, longitude } };
}

export function pageSearchResponse(response: SearchResponse): PageSearchResponse {
  return { ...response, results: response.results.map(pageResult) };
}
