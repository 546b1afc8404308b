/**
 * Counts as families read them: '7', '1,234'. One formatter for the whole Worker; a fresh
 * `toLocaleString` per number built a formatter each time, a visible cost on pages that show
 * hundreds of counts (every filter option, every card's reviews).
 */

const grouped = new Intl.NumberFormat("en-US");

/** A count with thousands separators, US style. */
export function formatCount(count: number): string {
  return Number.isInteger(count) && count >= 0 && count < 1000 ? String(count) : grouped.format(count);
}
