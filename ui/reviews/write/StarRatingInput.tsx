/**
 * A 1 to 5 star choice (spec reviews-and-provider-page §5, §9): a labelled radio group of five
 * native radios, so Tab reaches it and the arrow keys move the choice, each drawn as a star big enough
 * to tap. Its message (the overall rating's 'Rate is required') shows when focus leaves the
 * group without a choice.
 */
import type { FocusEvent } from "react";
import { starFilled } from "../../../domain/ratings.ts";
import { useLanguage } from "../../i18n/page-language.tsx";

const STAR_PATH = "M12 2l2.9 6.2 6.8.8-5 4.7 1.3 6.7L12 17l-6 3.4 1.3-6.7-5-4.7 6.8-.8z";
const STARS = [1, 2, 3, 4, 5] as const;

interface StarRatingInputProps {
  id: string;
  name: string;
  legend: string;
  /** 0 while no star is chosen. */
  value: number;
  error: string | null;
  required: boolean;
  onChange: (stars: number) => void;
  /** Focus left the group. */
  onBlur?: () => void;
}

export function StarRatingInput({ id, name, legend, value, error, required, onChange, onBlur }: StarRatingInputProps) {
  const { t } = useLanguage();
  const errorId = `${id}-error`;
  function left(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
  }
  return (
    <div
      id={id}
      className="star-input"
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-required={required}
      onBlur={left}
      {...(error ? { "aria-invalid": true, "aria-describedby": errorId } : {})}
    >
      <p id={`${id}-legend`} className="star-input-legend">
        {legend}
      </p>
      <div className="star-input-stars">
        {STARS.map((stars) => (
          <span key={stars} className="star-input-choice">
            <input
              id={`${id}-${stars}`}
              className="star-input-radio"
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
            />
            <label
              htmlFor={`${id}-${stars}`}
              className={starFilled(stars, value) ? "star-input-star is-on" : "star-input-star"}
            >
              <svg viewBox="0 0 24 24" focusable="false" aria-hidden="true">
                <path d={STAR_PATH} />
              </svg>
              <span className="visually-hidden">{t.reviews.stars(stars)}</span>
            </label>
          </span>
        ))}
      </div>
      <p id={errorId} className="field-error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}
