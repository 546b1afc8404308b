/**
 * A provider's award badges (spec reviews-and-provider-page §2, §4, §9): Caring Stars with the
 * years won (the newest 3, and up to 7 more behind '+N more', a <details> that works without
 * script) linking to the Caring Stars page, and each 2025 Home Care Pulse badge linking to the
 * Home Care Pulse page. Nothing when the provider has neither.
 */
import {
  badgeYears,
  CARING_STARS_NAME,
  CARING_STARS_PATH,
  countedHomeCarePulseBadges,
  HOME_CARE_PULSE_PATH,
  HOME_CARE_PULSE_YEAR,
} from "../../domain/awards/awards.ts";
import type { ProviderRecord } from "../../domain/providers/provider-record.ts";
import { Fill } from "../i18n/Fill.tsx";
import { useLanguage } from "../i18n/page-language.tsx";

function CaringStarsBadge({ years }: { years: readonly number[] }) {
  const { shown, more } = badgeYears(years);
  const { t, path } = useLanguage();
  const words = t.provider.awards;
  return (
    <li className="award-badge">
      <a href={path(CARING_STARS_PATH)}>{CARING_STARS_NAME}</a>
      <span className="award-years">{shown.join(", ")}</span>
      {more.length > 0 ? (
        <details className="award-more">
          <summary>
            <Fill text={words.more} parts={{ count: more.length }} />
            <span className="visually-hidden">
              <Fill text={words.moreYears} parts={{ award: CARING_STARS_NAME }} />
            </span>
          </summary>
          <span className="award-years">{more.join(", ")}</span>
        </details>
      ) : null}
    </li>
  );
}

export function ProviderAwardBadges({ record }: { record: Pick<ProviderRecord, "caringStars" | "homeCarePulse"> }) {
  const { t, path } = useLanguage();
  const words = t.provider.awards;
  const pulse = countedHomeCarePulseBadges(record.homeCarePulse);
  if (record.caringStars.length === 0 && pulse.length === 0) return null;
  return (
    <ul className="award-badges" aria-label={words.label}>
      {record.caringStars.length > 0 ? <CaringStarsBadge years={record.caringStars} /> : null}
      {pulse.map((name) => (
        <li key={name} className="award-badge">
          <a href={path(HOME_CARE_PULSE_PATH)}>
            <span className="visually-hidden">{words.pulse}</span>
            {name}
          </a>
          <span className="award-years">{HOME_CARE_PULSE_YEAR}</span>
        </li>
      ))}
    </ul>
  );
}
