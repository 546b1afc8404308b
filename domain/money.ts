/** Money as families read it. spec: reviews-and-provider-page §9, stored in cents, shown in US dollars without decimals. */
import { groupThousands } from "./counts.ts";

/** Cents as whole dollars, half a dollar rounded away from zero: 590000 reads '$5,900'. */
export function formatDollars(cents: number): string {
  const dollars = Math.round(Math.abs(cents) / 100);
  return `${cents < 0 && dollars > 0 ? "-" : ""}$${groupThousands(String(dollars))}`;
}
