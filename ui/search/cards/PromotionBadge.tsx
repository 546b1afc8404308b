/**
 * The promotion badge on a card (spec search-and-compare §4, §9): 'PROMOTION!' with the days
 * left, rounded up; a disclosure button that opens a small card with the promotion's text.
 * Escape, or a press anywhere else, closes it.
 */
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { type PromotionLike, promotionDaysLeft } from "../../../domain/promotions.ts";
import { useLanguage } from "../../i18n/page-language.tsx";

interface PromotionBadgeProps {
  promotion: PromotionLike;
  /** Prefix of the popup card's id. */
  idPrefix: string;
}

export function PromotionBadge({ promotion, idPrefix }: PromotionBadgeProps) {
  const { t, language } = useLanguage();
  const words = t.search.promotion;
  const english = language === "es" ? "en" : undefined;
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const days = promotionDaysLeft(promotion, new Date());
  const cardId = `${idPrefix}-promotion`;

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, [open]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== "Escape" || !open) return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the card whichever of its parts has focus.
    <div className="promotion" ref={root} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="promotion-badge"
        aria-expanded={open}
        aria-controls={cardId}
        onClick={() => setOpen(!open)}
      >
        <span className="promotion-label">{words.label}</span>
        {days !== null ? (
          // The server and the browser count a moment apart; should the count tick over in between, the server's stays.
          <span className="promotion-days" suppressHydrationWarning>
            {words.daysLeft(days)}
          </span>
        ) : null}
      </button>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls within the photo when its text is long or large, and a scrolling region needs a tab stop for keys to scroll it. */}
      <section id={cardId} className="promotion-card" hidden={!open} tabIndex={0} aria-label={words.label}>
        {/* The provider's own words: English, marked so on a Spanish page. */}
        <p lang={english}>{promotion.externalPromotionText}</p>
      </section>
    </div>
  );
}
