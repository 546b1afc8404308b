/** Counts as families read them: '7', '1,234', from `Intl.NumberFormat` for US English. */

let countFormat: Intl.NumberFormat | undefined;

/** A count with thousands separators, US style; a fraction keeps up to three decimals. */
export function formatCount(count: number): string {
  countFormat ??= new Intl.NumberFormat("en-US", { maximumFractionDigits: 3, signDisplay: "negative" });
  return countFormat.format(count);
}
