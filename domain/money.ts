/** Money as families read it. spec: reviews-and-provider-page §9, stored in cents, shown in US dollars without decimals. */

const wholeDollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Cents as whole dollars: 590000 reads '$5,900'. */
export function formatDollars(cents: number): string {
  return wholeDollars.format(cents / 100);
}
