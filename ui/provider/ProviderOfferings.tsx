/**
 * A provider's offering list and accommodations (spec reviews-and-provider-page §4, §9;
 * lead-capture-and-chrome §4 "Offering list"): every service with its description, and every
 * floor plan with its beds, baths, square feet and features. The server HTML carries each full
 * list, so a reader without script misses nothing; once hydrated a long list collapses to its
 * first items behind 'View all services' / 'View more accommodations'.
 */
import { useState } from "react";
import { formatDollars } from "../../domain/money.ts";
import { useLanguage } from "../i18n/page-language.tsx";
import { ACCOMMODATIONS_SHOWN, type AccommodationItem, needsToggle, SERVICES_SHOWN, shownItems } from "./offerings.ts";
import { useHydrated } from "./use-hydrated.ts";

/** A list's toggle: absent until the island is live, and when the list is short. */
function ListToggle({
  listId,
  expanded,
  onToggle,
  texts,
}: {
  listId: string;
  expanded: boolean;
  onToggle: () => void;
  texts: { more: string; fewer: string };
}) {
  return (
    <button
      type="button"
      className="button button-secondary list-toggle"
      aria-expanded={expanded}
      aria-controls={listId}
      onClick={onToggle}
    >
      {expanded ? texts.fewer : texts.more}
    </button>
  );
}

interface OfferingItem {
  id: number;
  name: string;
  description: string;
}

/** Collapsed (once live) to the first `count` items; the whole list before that. */
function useCollapsible<Item>(items: readonly Item[], count: number) {
  const hydrated = useHydrated();
  const [expanded, setExpanded] = useState(false);
  const toggled = hydrated && needsToggle(items, count);
  return {
    shown: toggled ? shownItems(items, expanded, count) : items,
    toggled,
    expanded,
    toggle: () => setExpanded((value) => !value),
  };
}

export function ProviderOfferings({ providerId, services }: { providerId: number; services: OfferingItem[] }) {
  const list = useCollapsible(services, SERVICES_SHOWN);
  const { t, language } = useLanguage();
  const words = t.provider.offerings;
  // The services' names and descriptions are the directory's English data.
  const lang = language === "es" ? "en" : undefined;
  const listId = `provider-offerings-${providerId}`;
  return (
    <>
      <ul id={listId} className="offering-list">
        {list.shown.map((service) => (
          <li key={service.id}>
            <h3 lang={lang}>{service.name}</h3>
            {service.description ? <p lang={lang}>{service.description}</p> : null}
          </li>
        ))}
      </ul>
      {list.toggled ? (
        <ListToggle
          listId={listId}
          expanded={list.expanded}
          onToggle={list.toggle}
          texts={{ more: words.servicesMore, fewer: words.servicesFewer }}
        />
      ) : null}
    </>
  );
}

function PlanFacts({ plan }: { plan: AccommodationItem }) {
  const { t, locale } = useLanguage();
  const words = t.provider.offerings;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
  const facts: [string, string][] = [];
  if (plan.bedCount !== null) facts.push([words.beds, number.format(plan.bedCount)]);
  if (plan.bathroomCount !== null) facts.push([words.baths, number.format(plan.bathroomCount)]);
  if (plan.squareFeetSize !== null) facts.push([words.squareFeet, number.format(plan.squareFeetSize)]);
  if (facts.length === 0) return null;
  return (
    <dl className="accommodation-facts">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ProviderAccommodations({ providerId, plans }: { providerId: number; plans: AccommodationItem[] }) {
  const list = useCollapsible(plans, ACCOMMODATIONS_SHOWN);
  const { t, language, locale } = useLanguage();
  const words = t.provider.offerings;
  // A plan's title, description and features are the provider's English data.
  const lang = language === "es" ? "en" : undefined;
  const listId = `provider-accommodations-${providerId}`;
  return (
    <>
      <ul id={listId} className="accommodation-list">
        {list.shown.map((plan, index) => (
          <li key={`${plan.careTypeLabel}-${plan.title}-${String(index)}`} className="accommodation">
            <h3 lang={lang}>{plan.title}</h3>
            <p className="accommodation-kind">{plan.careTypeLabel}</p>
            {plan.imageUrl ? (
              <img
                className="accommodation-image"
                src={plan.imageUrl}
                alt={words.floorPlan(plan.title)}
                width={500}
                height={500}
                loading="lazy"
              />
            ) : null}
            {plan.startingPriceCents !== null ? (
              <p className="price-list-price">
                {t.provider.prices.startingAt(formatDollars(plan.startingPriceCents, locale))}
              </p>
            ) : null}
            <PlanFacts plan={plan} />
            {plan.description ? <p lang={lang}>{plan.description}</p> : null}
            {plan.features.length > 0 ? (
              <ul className="accommodation-features" aria-label={words.features(plan.title)}>
                {plan.features.map((feature) => (
                  <li key={feature} lang={lang}>
                    {feature}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      {list.toggled ? (
        <ListToggle
          listId={listId}
          expanded={list.expanded}
          onToggle={list.toggle}
          texts={{ more: words.accommodationsMore, fewer: words.accommodationsFewer }}
        />
      ) : null}
    </>
  );
}
