/**
 * The compare tray (spec search-and-compare §2.2, §4): fixed at the bottom of the screen while
 * anything is selected. From 768px up it lists the picks with a remove button each; on small
 * screens it is the mobile tray, the status and Compare only. One pick asks for another, two
 * or more count against the brand's limit; Compare is a disabled button under two and from two
 * on a link to the compare page.
 */
import type { Ref } from "react";
import { useLanguage } from "../i18n/page-language.tsx";
import { type KnownCommunity, loadedItem, pendingText } from "./compare-atoms.ts";
import { COMPARE_MIN } from "./compare-rules.ts";

interface CompareTrayBarProps {
  entries: readonly { id: number; item: KnownCommunity | null }[];
  limit: number;
  /** The tray's heading id; the heading takes focus after a removal. */
  titleId: string;
  titleRef: Ref<HTMLHeadingElement>;
  /** The compare page for the picks. */
  compareHref: string;
  onRemove: (id: number) => void;
}

export function CompareTrayBar({ entries, limit, titleId, titleRef, compareHref, onRemove }: CompareTrayBarProps) {
  const words = useLanguage().t.compare.tray;
  return (
    <section className="compare-tray" aria-labelledby={titleId}>
      <div className="container compare-tray-inner">
        <h2 id={titleId} className="visually-hidden" tabIndex={-1} ref={titleRef}>
          {words.heading}
        </h2>
        <ul className="compare-tray-list">
          {entries.map(({ id, item }) => {
            const known = loadedItem(item);
            return (
              <li key={id}>
                {known ? <img src={known.image} alt="" width={48} height={48} /> : null}
                <span className="compare-tray-name">{known ? known.name : pendingText(item, words)}</span>
                <button type="button" className="compare-tray-remove" onClick={() => onRemove(id)}>
                  <span aria-hidden="true">✕</span>
                  <span className="visually-hidden">{words.remove(known ? known.name : words.thisCommunity)}</span>
                </button>
              </li>
            );
          })}
        </ul>
        <p className="compare-tray-status" role="status">
          {words.status(entries.length, limit)}
        </p>
        {entries.length < COMPARE_MIN ? (
          <button type="button" className="button button-primary compare-tray-button" disabled>
            {words.compare}
          </button>
        ) : (
          <a className="button button-primary compare-tray-button" href={compareHref}>
            {words.compare}
            <span className="visually-hidden">{words.compareCount(entries.length)}</span>
          </a>
        )}
      </div>
    </section>
  );
}
