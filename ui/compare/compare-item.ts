/**
 * One community as the compare tray shows it (spec search-and-compare §2.2): its name and
 * picture, shaped from a result card when it was picked on the page, or from a provider record
 * (POST /v1/location/by-ids) when the selection came from a link and the community is not among
 * the results shown. The figures are the compare page's (./compare-table.ts).
 */

import { placeholderImageFor } from "../../domain/placeholder-image.ts";
import type { LocationRecord } from "../../domain/providers/location-record.ts";
import type { CardProvider } from "../search/cards/card-provider.ts";

export interface CompareItem {
  id: number;
  name: string;
  image: string;
}

/** A result card as the tray shows it. */
export function compareItemFromResult(provider: Pick<CardProvider, "id" | "name" | "images">): CompareItem {
  return { id: provider.id, name: provider.name, image: provider.images[0] ?? placeholderImageFor(provider.name) };
}

/** A provider record as the tray shows it. */
export function compareItemFromRecord(record: Pick<LocationRecord, "id" | "name" | "photos">): CompareItem {
  return { id: record.id, name: record.name, image: record.photos[0]?.url ?? placeholderImageFor(record.name) };
}
