/**
 * A provider's Medicare overall star rating in one line, with where it comes from and when
 * ('Medicare overall rating: 4 out of 5 stars · CMS Care Compare, June 2024'), or that Medicare
 * gives it none. Result cards, the geo lists, compare and the provider page's first screen show
 * it; the provider page links it to its Medicare section. Server HTML: the words carry it all.
 */
import type { ReactNode } from "react";
import { type MedicareStars, medicareSourceText, medicareStarsText } from "../../domain/providers/care-compare.ts";
import { starFillClass } from "../app/StarRating.tsx";
import { useLanguage } from "../i18n/page-language.tsx";

interface MedicareStarsLineProps {
  rating: MedicareStars;
  /** Added after the source: the provider page's link to its Medicare section. */
  children?: ReactNode;
}

export function MedicareStarsLine({ rating, children }: MedicareStarsLineProps) {
  const words = useLanguage().t.provider.medicare.line;
  return (
    <p className="medicare-stars">
      {rating.stars !== null ? (
        <span
          className={`star-rating-stars medicare-star-fill ${starFillClass(rating.stars, false)}`}
          aria-hidden="true"
        />
      ) : null}
      <span className="medicare-stars-text">{medicareStarsText(rating, words)}</span>
      <span className="medicare-stars-source">{medicareSourceText(rating, words)}</span>
      {children}
    </p>
  );
}
