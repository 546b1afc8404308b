/**
 * A provider record as one visitor may read it (spec search-and-compare §6, lead-capture-and-
 * chrome §4): every price figure while the visitor may see prices, none while they are
 * blurred. A hidden price is left out (null, or an empty list where the record holds no
 * nulls), and `priceHidden` says that there was one, as on the search result cards, so a page
 * can show a blurred placeholder where a figure exists and 'Pricing not available' where none
 * does. What the location APIs answer, and what the provider page renders from.
 */
import { z } from "zod";
import { type ProviderRecord, providerRecordSchema, serviceSchema } from "./provider-record.ts";

export const locationServiceSchema = serviceSchema.extend({
  /** True when this service has a price the visitor sees only after asking. */
  priceHidden: z.boolean(),
});

export const locationRecordSchema = providerRecordSchema.extend({
  services: z.array(locationServiceSchema),
  /** True when the record had any price figure the visitor sees only after asking. */
  priceHidden: z.boolean(),
});
export type LocationRecord = z.infer<typeof locationRecordSchema>;

/** A dollar figure in running text ('$3,400', '$ 95'), as a provider's answers may quote one. */
const QUOTED_PRICE = /\$\s?\d/;

/**
 * The record as a visitor reads it. With prices hidden, each service keeps whether it is
 * priced but no figure: starting and highest prices, room-type and floor-plan prices, the
 * record's lowest and highest cost, and any answer that quotes a price are left out.
 */
export function locationRecord(record: ProviderRecord, pricesVisible: boolean): LocationRecord {
  if (pricesVisible) {
    return {
      ...record,
      services: record.services.map((service) => ({ ...service, priceHidden: false })),
      priceHidden: false,
    };
  }
  const services = record.services.map((service) => ({
    ...service,
    costs: { startingPriceCents: null, maxPriceCents: null },
    roomTypeCosts: [],
    accommodations: service.accommodations.map((plan) => ({ ...plan, startingPriceCents: null })),
    priceHidden: service.costs.startingPriceCents !== null,
  }));
  const faqs = record.faqs.filter((faq) => !QUOTED_PRICE.test(faq.answer));
  const anyFigure =
    record.minimumCost !== null ||
    record.maximumCost !== null ||
    faqs.length < record.faqs.length ||
    record.services.some(
      (service) =>
        service.costs.startingPriceCents !== null ||
        service.costs.maxPriceCents !== null ||
        service.roomTypeCosts.length > 0 ||
        service.accommodations.some((plan) => plan.startingPriceCents !== null),
    );
  return { ...record, minimumCost: null, maximumCost: null, faqs, services, priceHidden: anyFigure };
}
