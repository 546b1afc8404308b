/**
 * The offering listing, the accommodations and the amenities of a provider page, each in its
 * own section (spec reviews-and-provider-page §2, §4, §9). A section with nothing to list is
 * left out, except amenities, which say that none are listed yet. The two lists hydrate at the
 * page's first idle moment after load: their server HTML is already the whole list, and their code stays
 * out of the page's initial JavaScript.
 */
import { careTypeLabelIn } from "../../domain/providers/care-type-words.ts";
import type { LocationRecord } from "../../domain/providers/location-record.ts";
import { Island } from "../app/Island.tsx";
import { useLanguage } from "../i18n/page-language.tsx";
import { accommodationItems, OFFERING_LISTING_ID } from "./offerings.ts";
import { ProviderAmenities } from "./ProviderAmenities.tsx";

export function ProviderOfferingSections({ record, amenitiesNote }: { record: LocationRecord; amenitiesNote: string }) {
  const { t } = useLanguage();
  const words = t.provider.offerings;
  const services = record.services.map((service) => ({
    id: service.id,
    name: service.category.name,
    description: service.category.description,
  }));
  const plans = accommodationItems(record.services).map((plan) => ({
    ...plan,
    careTypeLabel: careTypeLabelIn(t, plan.careTypeLabel),
  }));
  return (
    <>
      {services.length > 0 ? (
        <section
          id={OFFERING_LISTING_ID}
          className="provider-section"
          tabIndex={-1}
          aria-labelledby="provider-offerings-heading"
        >
          <h2 id="provider-offerings-heading">{words.servicesHeading}</h2>
          <Island name="ProviderOfferings" props={{ providerId: record.id, services }} hydrate="idle" />
        </section>
      ) : null}
      {plans.length > 0 ? (
        <section className="provider-section" aria-labelledby="provider-accommodations-heading">
          <h2 id="provider-accommodations-heading">{words.accommodationsHeading}</h2>
          <Island name="ProviderAccommodations" props={{ providerId: record.id, plans }} hydrate="idle" />
        </section>
      ) : null}
      <section className="provider-section" aria-labelledby="provider-amenities-heading">
        <h2 id="provider-amenities-heading">{words.amenitiesHeading}</h2>
        <ProviderAmenities amenities={record.amenities} />
        {record.amenities.length > 0 ? <p className="provider-source-note">{amenitiesNote}</p> : null}
      </section>
    </>
  );
}
