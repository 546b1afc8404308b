/**
 * A text cut behind a READ MORE / READ LESS toggle that works without JavaScript: the rest sits
 * in a <details> whose summary reads READ MORE closed and READ LESS open (the words swap in CSS,
 * ui/styles/content-interactive.css). The whole text is in the HTML either way.
 */
import { readMoreParts } from "../../../domain/content/read-more.ts";
import { useLanguage } from "../../i18n/page-language.tsx";
import { pageWordsLanguage } from "../page-words-language.ts";

export function ReadMoreText({ text, limit }: { text: string; limit?: number }) {
  const { t, language } = useLanguage();
  const parts = readMoreParts(text, limit);
  if (!parts.rest) return <p className="read-more-text">{text}</p>;
  return (
    <div className="read-more">
      <p className="read-more-text">
        {parts.shown}
        <span className="read-more-ellipsis" aria-hidden="true">
          …
        </span>
      </p>
      <details className="read-more-toggle">
        <summary {...pageWordsLanguage(language)}>
          <span className="read-more-closed">{t.content.readMore.more}</span>
          <span className="read-more-open">{t.content.readMore.less}</span>
        </summary>
        <p className="read-more-text read-more-rest">{parts.rest}</p>
      </details>
    </div>
  );
}
