/**
 * The title a provider page shows (spec reviews-and-provider-page §9): the name, and for care
 * that comes to the home ('Home Care', 'Home Health Agencies' tags) the city and state code too,
 * since such agencies often share a name across towns.
 */
import type { ProviderRecord } from "./provider-record.ts";

/** spec: reviews-and-provider-page §9, tags that add the city and state code to the title. */
const PLACE_IN_TITLE_TAGS: readonly string[] = ["Home Care", "Home Health Agencies"];

export function providerTitle(record: Pick<ProviderRecord, "name" | "tags" | "city" | "state">): string {
  const withPlace = record.tags.some((tag) => PLACE_IN_TITLE_TAGS.includes(tag));
  return withPlace ? `${record.name}, ${record.city.name}, ${record.state.code}` : record.name;
}
