/**
 * Counts as families read them: '7', '1,234'. Written out rather than asked of
 * `Intl.NumberFormat`: the browser formats counts while it hydrates, and a page's first `Intl`
 * formatter starts the internationalisation library, a long task on a phone
 * (domain/calendar-text.ts). The texts are the ones `Intl` gives for "en-US".
 */

/** Whole-number digits in groups of three from the right: '1234567' reads '1,234,567'. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ",");
}

/** A count with thousands separators, US style; a fraction keeps up to three decimals. */
export function formatCount(count: number): string {
  // Pages format hundreds of counts per render, nearly all small whole numbers.
  if (Number.isInteger(count) && count >= 0 && count < 1000) return String(count);
  if (!Number.isFinite(count)) return String(count);
  const [whole = "0", fraction = ""] = Math.abs(count).toFixed(3).split(".");
  const decimals = fraction.replace(/0+$/, "");
  const text = `${groupThousands(whole)}${decimals ? `.${decimals}` : ""}`;
  return count < 0 && text !== "0" ? `-${text}` : text;
}
