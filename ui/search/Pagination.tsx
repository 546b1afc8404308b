/**
 * The page links under a list of providers (spec search-and-compare §2.2, §9): previous, the
 * pages `pageItems` picks with their ellipses, next. Every link is a plain link that works
 * without JavaScript; a list that pages in place (the search page) also passes `onNavigate`,
 * which receives the click and the page it asks for.
 */
import type { MouseEvent } from "react";
import type { Messages } from "../../domain/i18n/messages.ts";
import { useLanguage } from "../i18n/page-language.tsx";
import { pageItems } from "./page-items.ts";

/** The ids of the search results' and the geo pages' page links, the targets of their "Skip to pagination" links. */
export const RESULTS_PAGES_ID = "results-pages";
export const GEO_PAGES_ID = "geo-pages";

/** A skip link to a part of the page: the target's id (without '#') and the link's text. */
export interface SkipLink {
  target: string;
  label: string;
}

/**
 * The header's skip links of a page listing providers: to the list when it has any, and to the
 * page links when there is more than one page (the only time they are shown).
 */
export function listSkipLinks(
  resultsId: string,
  pagesId: string,
  items: number,
  totalPages: number,
  t: Messages,
): SkipLink[] {
  if (items === 0) return [];
  const links = [{ target: resultsId, label: t.search.pagination.skipResults }];
  if (totalPages > 1) links.push({ target: pagesId, label: t.search.pagination.skipPagination });
  return links;
}

interface PaginationProps {
  page: number;
  totalPages: number;
  /** The navigation landmark's name ('Results pages'). */
  label: string;
  /** The link to a page, 1-based. */
  href: (page: number) => string;
  /** The nav's id, for a skip link to it. */
  id?: string;
  /** Pages in place: called on a click instead of leaving it to the browser, when given. */
  onNavigate?: (event: MouseEvent<HTMLAnchorElement>, page: number) => void;
}

/** Nothing for a single page; otherwise the page links, the current one marked. */
export function Pagination({ id, page, totalPages, label, href, onNavigate }: PaginationProps) {
  const { t } = useLanguage();
  if (totalPages <= 1) return null;
  const words = t.search.pagination;
  const click = (target: number) =>
    onNavigate ? (event: MouseEvent<HTMLAnchorElement>) => onNavigate(event, target) : undefined;
  return (
    <nav id={id} className="pagination" aria-label={label}>
      <ul>
        <li>
          {page > 1 ? (
            <a href={href(page - 1)} onClick={click(page - 1)}>
              <span aria-hidden="true">‹</span>
              <span className="visually-hidden">{words.previous}</span>
            </a>
          ) : null}
        </li>
        {pageItems(page, totalPages).map((item) =>
          item.kind === "ellipsis" ? (
            <li key={item.key} className="pagination-ellipsis" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <a
                href={href(item.page)}
                aria-current={item.current ? "page" : undefined}
                aria-label={words.page(item.page)}
                onClick={click(item.page)}
              >
                {item.page}
              </a>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <a href={href(page + 1)} onClick={click(page + 1)}>
              <span aria-hidden="true">›</span>
              <span className="visually-hidden">{words.next}</span>
            </a>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
