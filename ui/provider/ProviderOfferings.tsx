/**
 * A provider's offering list and accommodations (spec reviews-and-provider-page §4, §9;
 * lead-capture-and-chrome §4 "Offering list"): every service with its description, and every
 * floor plan with its beds, baths, square feet and features. The server HTML carries each full
 * list, so a reader without script misses nothing; once hydrated a long list collapses to its
 * first items behind 'View all services' / 'View more accommodations'.
 */
import { useState } from "react";
import { formatCount } from "../../domain/counts.ts";
import { startingPriceText } from "./costs.ts";
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

/** The toggle texts of the offering list. spec: lead-capture-and-chrome §4. */
export const SERVICES_TOGGLE = { more: "View all services", fewer: "View fewer services" } as const;
/** The toggle texts of the accommodations. spec: reviews-and-provider-page §4. */
export const ACCOMMODATIONS_TOGGLE = {
  more: "View more accommodations",
  fewer: "View fewer accommodations",
} as const;

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
  const listId = `provider-offerings-${providerId}`;
  return (
    <>
      <ul id={listId} className="offering-list">
        {list.shown.map((service) => (
          <li key={service.id}>
            <h3>{service.name}</h3>
            {service.description ? <p>{service.description}</p> : null}
          </li>
        ))}
      </ul>
      {list.toggled ? (
        <ListToggle listId={listId} expanded={list.expanded} onToggle={list.toggle} texts={SERVICES_TOGGLE} />
      ) : null}
    </>
  );
}

function PlanFacts({ plan }: { plan: AccommodationItem }) {
  const facts: [string, string][] = [];
  if (plan.bedCount !== null) facts.push(["Beds", String(plan.bedCount)]);
  if (plan.bathroomCount !== null) facts.push(["Baths", String(plan.bathroomCount)]);
  if (plan.squareFeetSize !== null) facts.push(["Square feet", formatCount(plan.squareFeetSize)]);
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
  const listId = `provider-accommodations-${providerId}`;
  return (
    <>
      <ul id={listId} className="accommodation-list">
        {list.shown.map((plan, index) => (
          <li key={`${plan.careTypeLabel}-${plan.title}-${String(index)}`} className="accommodation">
            <h3>{plan.title}</h3>
            <p className="accommodation-kind">{plan.careTypeLabel}</p>
            {plan.imageUrl ? (
              <img
                className="accommodation-image"
                src={plan.imageUrl}
                alt={`Floor plan: ${plan.title}`}
                width={500}
                height={500}
                loading="lazy"
              />
            ) : null}
            {plan.startingPriceCents !== null ? (
              <p className="price-list-price">{startingPriceText(plan.startingPriceCents)}</p>
            ) : null}
            <PlanFacts plan={plan} />
            {plan.description ? <p>{plan.description}</p> : null}
            {plan.features.length > 0 ? (
              <ul className="accommodation-features" aria-label={`Features of ${plan.title}`}>
                {plan.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      {list.toggled ? (
        <ListToggle listId={listId} expanded={list.expanded} onToggle={list.toggle} texts={ACCOMMODATIONS_TOGGLE} />
      ) : null}
    </>
  );
}
