/**
 * The page links of a result list (spec search-and-compare §2.2, §9): every page when there
 * are 5 or fewer; otherwise the first, the current and the last page with no siblings, an
 * ellipsis for each gap of more than one page (a gap of exactly one shows that page).
 */

type PageItem = { kind: "page"; page: number; current: boolean } | { kind: "ellipsis"; key: string };

/** spec: search-and-compare §2.2, the full list shows when total pages are 5 or fewer. */
const FULL_LIST_MAX_PAGES = 5;

export function pageItems(current: number, total: number): PageItem[] {
  if (total <= 0) return [];
  const page = (number: number): PageItem => ({ kind: "page", page: number, current: number === current });
  if (total <= FULL_LIST_MAX_PAGES) return Array.from({ length: total }, (_, index) => page(index + 1));
  const anchors = [...new Set([1, Math.min(Math.max(current, 1), total), total])].sort((a, b) => a - b);
  const items: PageItem[] = [];
  anchors.forEach((anchor, index) => {
    const previous = anchors[index - 1];
    if (previous !== undefined && anchor - previous === 2) items.push(page(previous + 1));
    else if (previous !== undefined && anchor - previous > 2)
      items.push({ kind: "ellipsis", key: `after-${previous}` });
    items.push(page(anchor));
  });
  return items;
}
