/**
 * Additional Community Information cards for some demo providers (reviews-and-provider-page
 * §2, §3). Each card's call to action leads to a section the provider's page really has, by its
 * anchor there (the costs block only when the provider publishes prices); about one card in
 * four has no url, and the page leaves such cards out.
 */
import type { Random } from "./random.ts";
import type { InfoCardRow } from "./rows.ts";

interface CardFacts {
  providerId: number;
  name: string;
  /** Whether the provider publishes a price, so that its page has a costs block. */
  priced: boolean;
  isCommunity: boolean;
}

type Card = Omit<InfoCardRow, "id" | "providerId" | "position">;

/** The sections of a provider page a card may lead to, by their anchors on that page. */
function candidates(facts: CardFacts): Card[] {
  const place = facts.isCommunity ? "community" : "agency";
  const cards: Card[] = [
    {
      title: "Services and care",
      body: `See every type of care ${facts.name} offers and what each includes.`,
      icon: "home",
      ctaText: "View services",
      ctaUrl: "#offering-listing",
    },
    {
      title: "How it compares",
      body: `Family ratings and care offered at this ${place}, side by side.`,
      icon: "star",
      ctaText: "Compare ratings",
      ctaUrl: `#provider-comparison-${facts.providerId}`,
    },
    {
      title: facts.isCommunity ? "Visit in person" : "Meet the team",
      body: "Pick a day and a time of day, and the team will confirm your visit.",
      icon: "calendar",
      ctaText: "Schedule a tour",
      ctaUrl: "#provider-tour-scheduler",
    },
  ];
  if (facts.priced) {
    cards.push({
      title: "Costs",
      body: "Starting prices for each type of care, and by room type where listed.",
      icon: "dollar",
      ctaText: "See costs",
      ctaUrl: `#provider-costs-${facts.providerId}`,
    });
  }
  return cards;
}

/** Two to four cards in a random order, about a quarter of them without a url. */
export function generateInfoCards(facts: CardFacts, random: Random): Omit<InfoCardRow, "id">[] {
  const pool = candidates(facts);
  const chosen = random.sample(pool, random.int(2, Math.min(4, pool.length)));
  return chosen.map((card, index) => ({
    providerId: facts.providerId,
    position: index + 1,
    ...card,
    ctaUrl: random.chance(0.25) ? null : card.ctaUrl,
  }));
}
