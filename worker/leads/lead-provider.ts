/**
 * The provider a lead asks about, as the inquiry form, the costs dialog and partners read it
 * (spec lead-capture-and-chrome §3, reviews-and-provider-page §7).
 */
import type { InquiryProvider } from "../../domain/inquiry/inquiry-schema.ts";
import type { ProviderRecord } from "../../domain/providers/provider-record.ts";

/** The provider as the inquiry form and the costs dialog read it (spec lead-capture-and-chrome §3). */
export function inquiryProvider(record: ProviderRecord): InquiryProvider {
  return {
    id: record.id,
    name: record.name,
    slug: record.slug,
    url: record.url,
    city: { name: record.city.name },
    state: { name: record.state.name },
    services: record.services.map((service) => ({
      id: service.id,
      legacyResourceId: service.legacyResourceId,
      category: { name: service.category.name },
      costs: { startingPriceCents: service.costs.startingPriceCents },
      medicares: record.medicare
        .filter((medicare) => medicare.localResourceType === service.careType.id)
        .map((medicare) => ({
          federalProviderNumber: medicare.federalProviderNumber,
          overallRating: medicare.overallRating,
        })),
    })),
  };
}
