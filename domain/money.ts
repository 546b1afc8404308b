/** Money as families read it. spec: reviews-and-provider-page §9, stored in cents, shown in US dollars without decimals. */

const dollarFormats = new Map<string, Intl.NumberFormat>();

/**
 * Cents as whole dollars in the page's locale (US English unless given), half a dollar rounded
 * away from zero: 590000 reads '$5,900' in both en-US and es-US.
 */
export function formatDollars(cents: number, locale = "en-US"): string {
  let format = dollarFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: "currency",
      currency: "USD",
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
      // "-$0" would read as a debt of nothing.
      signDisplay: "negative",
    });
    dollarFormats.set(locale, format);
  }
  return format.format(cents / 100);
}
