/**
 * The compare modal's content (spec search-and-compare §2.2): the selected communities side by
 * side, in the order they were picked. A community still loading, or one that could not be
 * loaded, keeps its place with a Remove button.
 */

import { CompareColumn } from "./CompareColumn.tsx";
import type { KnownCommunity } from "./compare-atoms.ts";
import type { CompareItem } from "./compare-item.ts";

interface CompareGridProps {
  entries: readonly { id: number; item: KnownCommunity | null }[];
  /** Prefix for the element ids inside. */
  idPrefix: string;
  onRemove: (id: number) => void;
}

/** What shows in place of a community that is not known yet. */
export function pendingText(item: KnownCommunity | null): string {
  return item === "failed" ? "This community could not be loaded." : "Loading…";
}

/** The community, once it is known; null while it loads or when it could not be loaded. */
export function loadedItem(item: KnownCommunity | null): CompareItem | null {
  return item !== null && typeof item === "object" ? item : null;
}

export function CompareGrid({ entries, idPrefix, onRemove }: CompareGridProps) {
  return (
    <ul className="compare-grid">
      {entries.map(({ id, item }) => {
        const known = loadedItem(item);
        return (
          <li key={id}>
            {known ? (
              <CompareColumn item={known} titleId={`${idPrefix}-${id}-title`} onRemove={onRemove} />
            ) : (
              <div className="compare-column compare-column-pending">
                <p>{pendingText(item)}</p>
                <button type="button" className="button button-secondary" onClick={() => onRemove(id)}>
                  Remove<span className="visually-hidden"> this community from the comparison</span>
                </button>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
