/**
 * What each award is, in a few honest sentences, for the top of its winners page. The rules
 * named are the ones the directory's awards are given by. Award and badge names are their
 * owners' English names: on a Spanish page `AwardText` marks them `lang="en"`.
 */
import type { ReactNode } from "react";
import {
  CARING_STARS_NAME,
  CARING_STARS_PATH,
  HOME_CARE_PULSE_BADGES,
  HOME_CARE_PULSE_NAME,
  HOME_CARE_PULSE_YEAR,
} from "../../domain/awards/awards.ts";
import { Fill } from "../i18n/Fill.tsx";
import { useLanguage } from "../i18n/page-language.tsx";

/** The names, longest first, so 'Home Care Pulse Certified' is one name, not 'Home Care Pulse' and a word. */
const AWARD_NAMES = [CARING_STARS_NAME, HOME_CARE_PULSE_NAME, ...HOME_CARE_PULSE_BADGES].sort(
  (a, b) => b.length - a.length,
);
const NAMES_PATTERN = new RegExp(
  `(${AWARD_NAMES.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})`,
);

/**
 * A catalogue text of the awards pages, its `{marks}` filled from `parts`. On a Spanish page
 * the award names in it are marked English; an English page gets exactly the text.
 */
export function AwardText({ text, parts = {} }: { text: string; parts?: Readonly<Record<string, ReactNode>> }) {
  const { language } = useLanguage();
  if (language === "en") return <Fill text={text} parts={parts} />;
  // Text parts join the text first, so a name given as a part is marked too.
  const joined = text.replace(/\{([a-zA-Z]+)\}/g, (mark, name: string) => {
    const part = parts[name];
    return typeof part === "string" || typeof part === "number" ? String(part) : mark;
  });
  return (
    <>
      {joined.split(NAMES_PATTERN).map((piece, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never reorder.
          <span key={index} lang="en">
            {piece}
          </span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never reorder.
          <Fill key={index} text={piece} parts={parts} />
        ),
      )}
    </>
  );
}

export function CaringStarsAbout({ siteName }: { siteName: string }) {
  const words = useLanguage().t.awards.caringStars;
  return (
    <>
      <p>
        <AwardText text={words.about} parts={{ award: CARING_STARS_NAME, site: siteName }} />
      </p>
      <p>{words.aboutChoose}</p>
    </>
  );
}

export function HomeCarePulseAbout({ siteName }: { siteName: string }) {
  const { t, path } = useLanguage();
  const words = t.awards.homeCarePulse;
  return (
    <>
      <p>
        <AwardText text={words.about} parts={{ site: siteName, year: HOME_CARE_PULSE_YEAR }} />
      </p>
      <p>
        <AwardText
          text={words.aboutChoose}
          parts={{
            site: siteName,
            link: (
              <a href={path(CARING_STARS_PATH)}>
                <AwardText text={CARING_STARS_NAME} />
              </a>
            ),
          }}
        />
      </p>
    </>
  );
}
