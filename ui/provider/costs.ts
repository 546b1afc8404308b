/**
 * The words and anchors of prices (spec lead-capture-and-chrome §4, §8, §9): a service's
 * starting price per month, what shows when a provider gives none, and where the costs
 * dialog sends the visitor when it closes.
 */
import { formatDollars } from "../../domain/money.ts";

/** spec: lead-capture-and-chrome §9, default pricing label. */
export const PRICING_LABEL = "Starting at";
/** spec: lead-capture-and-chrome §8, costs dialog without priced services. */
export const PRICING_UNAVAILABLE = "Pricing unavailable from this provider";
/** spec: lead-capture-and-chrome §8, one service (or card) without a price. */
export const PRICING_NOT_AVAILABLE = "Pricing not available";

/** 'Starting at $5,900/month' for a starting price in cents. spec: §9, price is startingPriceCents/100 per month. */
export function startingPriceText(cents: number): string {
  return `${PRICING_LABEL} ${formatDollars(cents)}/month`;
}

/** The id of a provider page's costs section. spec: reviews-and-provider-page §2. */
export function costsAnchor(providerId: number): string {
  return `provider-costs-${providerId}`;
}

/** The id of a provider page's comparison section. spec: reviews-and-provider-page §2. */
export function comparisonAnchor(providerId: number): string {
  return `provider-comparison-${providerId}`;
}

/**
 * Where closing the costs dialog goes: the provider page at its costs section when any
 * service is priced, else at its comparison section. spec: lead-capture-and-chrome §2.
 */
export function costsDialogTarget(provider: {
  id: number;
  url: string;
  services: readonly { costs: { startingPriceCents: number | null } }[];
}): { path: string; anchor: string } {
  const priced = provider.services.some((service) => service.costs.startingPriceCents !== null);
  return { path: provider.url, anchor: priced ? costsAnchor(provider.id) : comparisonAnchor(provider.id) };
}

/** Services in the order the costs dialog lists them: by category name. spec: lead-capture-and-chrome §4. */
export function byCategoryName<Service extends { category: { name: string } }>(
  services: readonly Service[],
): Service[] {
  return [...services].sort((a, b) => a.category.name.localeCompare(b.category.name, "en"));
}
