/**
 * The why-choose-us accordion (spec reviews-and-provider-page §4): each item a <details> whose
 * summary toggles Read More / Read Less, without JavaScript. Expanded on a visitor's first visit
 * or when they come from another site, otherwise collapsed: the worker decides per request
 * (worker/content/why-choose-us-loader.ts) and puts `{ expanded }` in `context.data[context.key]`;
 * without that data the items start expanded, as on a first visit.
 */
import type { BlockOf } from "../../../domain/content/content-blocks.ts";
import { useLanguage } from "../../i18n/page-language.tsx";
import type { BlockContext } from "../block-context.ts";
import { pageWordsLanguage } from "../page-words-language.ts";

function expandedFrom(value: unknown): boolean {
  return typeof value === "object" && value !== null && "expanded" in value ? value.expanded === true : true;
}

export function WhyChooseUsBlock({ block, context }: { block: BlockOf<"whyChooseUs">; context: BlockContext }) {
  const { t, language } = useLanguage();
  const expanded = expandedFrom(context.data[context.key]);
  return (
    <section className="why-choose-us">
      <h2 className="why-choose-us-title">{block.title}</h2>
      <div className="why-choose-us-items">
        {block.items.map((item, index) => (
          // The editor's order is the items' identity; two items may share a title.
          // biome-ignore lint/suspicious/noArrayIndexKey: items never move while the page is shown.
          <details key={index} className="why-choose-us-item" open={expanded}>
            <summary className="why-choose-us-summary">
              <span className="why-choose-us-item-title">{item.title}</span>
              <span className="why-choose-us-toggle" aria-hidden="true" {...pageWordsLanguage(language)}>
                <span className="read-more-closed">{t.content.readMore.moreTitle}</span>
                <span className="read-more-open">{t.content.readMore.lessTitle}</span>
              </span>
            </summary>
            <p className="why-choose-us-text">{item.text}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
