/** Counts as families read them: '7', '1,234', from `Intl.NumberFormat` for the page's locale (US English by default). */

const countFormats = new Map<string, Intl.NumberFormat>();

/** A count with thousands separators for `locale`; a fraction keeps up to three decimals. */
export function formatCount(count: number, locale = "en-US"): string {
  let format = countFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 3, signDisplay: "negative" });
    countFormats.set(locale, format);
  }
  return format.format(count);
}
