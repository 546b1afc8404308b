/** Money as families read it. spec: reviews-and-provider-page §9, stored in cents, shown in US dollars without decimals. */

let dollarFormat: Intl.NumberFormat | undefined;

/** Cents as whole dollars, half a dollar rounded away from zero: 590000 reads '$5,900'. */
export function formatDollars(cents: number): string {
  dollarFormat ??= new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
    // "-$0" would read as a debt of nothing.
    signDisplay: "negative",
  });
  return dollarFormat.format(cents / 100);
}
