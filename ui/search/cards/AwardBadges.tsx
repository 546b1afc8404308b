/**
 * A card's award badges (spec search-and-compare §2.2; reviews-and-provider-page §4, §9): Caring
 * Stars with its years, 3 shown and a '+N more' button that shows up to 10, and each Home Care
 * Pulse badge that counts. Nothing when the provider has none.
 */
import { useState } from "react";
import { useLanguage } from "../../i18n/page-language.tsx";
import { CARING_STARS, type CardAward, caringStarsYears, homeCarePulseBadges, shownAwardYears } from "./card-badges.ts";

export function AwardBadges({ awards, idPrefix }: { awards: readonly CardAward[]; idPrefix: string }) {
  const words = useLanguage().t.search.awards;
  const [expanded, setExpanded] = useState(false);
  const years = caringStarsYears(awards);
  const pulse = homeCarePulseBadges(awards);
  if (years.length === 0 && pulse.length === 0) return null;
  const { shown, more } = shownAwardYears(years, expanded);
  const yearsId = `${idPrefix}-award-years`;
  return (
    <ul className="award-badges" aria-label={words.label}>
      {years.length > 0 ? (
        <li className="award-badge award-caring-stars">
          <span className="award-icon" aria-hidden="true">
            ★
          </span>
          <span className="award-text">
            <span className="award-name">{CARING_STARS}</span>{" "}
            <span id={yearsId} className="award-years">
              {shown.join(", ")}
            </span>
            {more > 0 ? (
              <button
                type="button"
                className="award-more"
                aria-expanded={expanded}
                aria-controls={yearsId}
                onClick={() => setExpanded(!expanded)}
              >
                {expanded ? words.fewerYears : words.moreYears(more)}
                <span className="visually-hidden">{words.years(CARING_STARS)}</span>
              </button>
            ) : null}
          </span>
        </li>
      ) : null}
      {pulse.map((name) => (
        <li key={name} className="award-badge award-home-care-pulse">
          <span className="award-icon" aria-hidden="true">
            ✓
          </span>
          <span className="award-text award-name">{name}</span>
        </li>
      ))}
    </ul>
  );
}
