/**
 * The provider a lead asks about: the one rule for a missing or unknown provider on every lead
 * route, and the provider as the inquiry form, the costs dialog and partners read it (spec
 * lead-capture-and-chrome §3, reviews-and-provider-page §7).
 */
import type { Context } from "hono";
import type { InquiryProvider } from "../../domain/inquiry/inquiry-schema.ts";
import type { ProviderRecord } from "../../domain/providers/provider-record.ts";
import type { AppEnv } from "../env.ts";
import type { FieldProblem } from "../middleware/validate.ts";
import { getProviderRecords } from "../providers/provider-records.ts";

/** Where a route's body names its provider, and whether the route needs one. */
export interface ProviderField {
  field: string;
  required: boolean;
}

/**
 * The provider a lead names, or the problem with it, answered under the route's field: a
 * required provider missing, or an id no provider has. No id and none required: no provider.
 */
export async function leadProvider(
  c: Context<AppEnv>,
  providerId: number | null,
  rule: ProviderField,
): Promise<{ provider: ProviderRecord | null } | { problem: FieldProblem }> {
  if (providerId === null) {
    return rule.required ? { problem: { field: rule.field, message: "Required for a lead" } } : { provider: null };
  }
  const [record] = await getProviderRecords(c.env.DB, c.env.CACHE, [providerId]);
  return record ? { provider: record } : { problem: { field: rule.field, message: "Unknown provider" } };
}

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
