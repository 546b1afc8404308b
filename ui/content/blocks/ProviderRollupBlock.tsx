/**
 * The provider rollup block (spec search-and-compare §3, Rollup provider): the best-rated
 * providers of a care type in a place as small cards: photo (with its size), name linking to the
 * provider page, city and state, stars, review count, and the starting price when the visitor
 * may see prices (blurred like the search cards' otherwise, spec §6), or 'Pricing not available'
 * when the provider has none (spec §8). Its data is
 * `loadProviderRollup` 's answer in `context.data[context.key]`; none, or no providers, renders
 * nothing (an editor previewing sees a note).
 */
import type { BlockOf } from "../../../domain/content/content-blocks.ts";
import type { ProviderRollupData, RollupCard } from "../../../domain/content/provider-rollup.ts";
import { formatDollars } from "../../../domain/money.ts";
import { StarRating } from "../../app/StarRating.tsx";
import { useLanguage } from "../../i18n/page-language.tsx";
import type { BlockContext } from "../block-context.ts";

function rollupFrom(value: unknown): ProviderRollupData | null {
  return typeof value === "object" && value !== null && "cards" in value ? (value as ProviderRollupData) : null;
}

function RollupCardItem({ card }: { card: RollupCard }) {
  const { t, locale } = useLanguage();
  const words = t.content.rollup;
  return (
    <li className="rollup-card">
      <img
        className="rollup-card-photo"
        src={card.photo.url}
        alt=""
        width={card.photo.width}
        height={card.photo.height}
        loading="lazy"
        decoding="async"
      />
      <h3 className="rollup-card-name">
        <a href={card.url}>{card.name}</a>
      </h3>
      <p className="rollup-card-place">{`${card.city}, ${card.stateCode}`}</p>
      <p className="rollup-card-rating">
        <StarRating rating={card.averageRating} />
        <span className="rollup-card-reviews">{words.reviews(card.reviewCount)}</span>
      </p>
      {card.minPriceCents !== null ? (
        <p className="rollup-card-price">{words.startingAt(formatDollars(card.minPriceCents, locale))}</p>
      ) : card.priceHidden ? (
        <p className="rollup-card-price price-blurred">{words.hiddenPrice}</p>
      ) : (
        <p className="rollup-card-price rollup-card-no-price">{words.noPrice}</p>
      )}
    </li>
  );
}

export function ProviderRollupBlock({ block, context }: { block: BlockOf<"providerRollup">; context: BlockContext }) {
  const { t } = useLanguage();
  const rollup = rollupFrom(context.data[context.key]);
  if (!rollup || rollup.cards.length === 0) {
    return context.editor ? (
      <p className="content-editor-note">{`No ${block.careType} providers to list for this place`}</p>
    ) : null;
  }
  const title =
    block.title ||
    (rollup.placeName
      ? t.content.rollup.titleIn(rollup.careTypeLabel, rollup.placeName)
      : t.content.rollup.title(rollup.careTypeLabel));
  return (
    <section className="provider-rollup">
      <h2 className="provider-rollup-title">{title}</h2>
      <ul className="provider-rollup-cards">
        {rollup.cards.map((card) => (
          <RollupCardItem key={card.id} card={card} />
        ))}
      </ul>
    </section>
  );
}
