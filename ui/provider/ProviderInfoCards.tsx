/**
 * The 'Additional Community Information' cards (spec reviews-and-provider-page §2, §3) under
 * the anchor provider-additional-info-box: each card's title, words, icon and call to action.
 * Only cards whose call to action has a url show; with none left the section is left out. Plain
 * server HTML: every call to action is a link.
 */
import { INFO_CARDS_ANCHOR, type InfoCard, shownInfoCards } from "../../domain/providers/info-cards.ts";
import { useLanguage } from "../i18n/page-language.tsx";
import { InfoCardIconDrawing } from "./info-card-icons.tsx";

export function ProviderInfoCards({ cards }: { cards: readonly InfoCard[] }) {
  const { t, language, path } = useLanguage();
  const shown = shownInfoCards(cards);
  // A card's words are the provider's own, in English.
  const lang = language === "es" ? "en" : undefined;
  if (shown.length === 0) return null;
  return (
    <section
      id={INFO_CARDS_ANCHOR}
      className="provider-section"
      tabIndex={-1}
      aria-labelledby={`${INFO_CARDS_ANCHOR}-heading`}
    >
      <h2 id={`${INFO_CARDS_ANCHOR}-heading`}>{t.provider.infoCardsTitle}</h2>
      <ul className="info-cards">
        {shown.map((card) => (
          <li key={`${card.title}-${card.ctaUrl}`} className="info-card" lang={lang}>
            <InfoCardIconDrawing icon={card.icon} />
            <h3 className="info-card-title">{card.title}</h3>
            {card.body ? <p>{card.body}</p> : null}
            <a className="button button-primary info-card-cta" href={path(card.ctaUrl?.trim() ?? "")}>
              {card.ctaText}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
