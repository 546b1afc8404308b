/**
 * A bar chart from the editor's JSON (`{"data": [{"label": "Texas", "value": 4500}, ...]}`),
 * drawn as an HTML list with SVG bars and every figure as text, so it reads without the
 * picture. Invalid data is logged and nothing shows (spec lead-capture-and-chrome §8).
 */
import type { BlockOf } from "../../../domain/content/content-blocks.ts";
import { barsFromRows, JSON_MALFORMED, parseJsonData } from "../../../domain/content/content-links.ts";
import { useLanguage } from "../../i18n/page-language.tsx";
import type { BlockContext } from "../block-context.ts";

const FORMAT_OPTIONS: Readonly<Record<BlockOf<"barChart">["valueFormat"], Intl.NumberFormatOptions>> = {
  usd: { style: "currency", currency: "USD", maximumFractionDigits: 0 },
  number: {},
  percent: { maximumFractionDigits: 1 },
};

function formatValue(value: number, format: BlockOf<"barChart">["valueFormat"], locale: string): string {
  const figure = new Intl.NumberFormat(locale, FORMAT_OPTIONS[format]).format(value);
  return format === "percent" ? `${figure}%` : figure;
}

export function BarChartBlock({ block }: { block: BlockOf<"barChart">; context: BlockContext }) {
  const { locale } = useLanguage();
  const parsed = parseJsonData(block.json);
  if ("error" in parsed) {
    console.error(parsed.error);
    return null;
  }
  const bars = barsFromRows(parsed.rows);
  if (!bars) {
    console.error(JSON_MALFORMED);
    return null;
  }
  const largest = Math.max(...bars.map((bar) => Math.abs(bar.value)), 1);
  return (
    <figure className="content-bar-chart">
      {block.title ? <figcaption className="content-heading content-heading-lg">{block.title}</figcaption> : null}
      <ul className="bar-chart-list">
        {bars.map((bar, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: bars of a fixed document; labels may repeat.
          <li key={index} className="bar-chart-row">
            <span className="bar-chart-label">{bar.label}</span>
            <svg className="bar-chart-bar" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true">
              <rect x="0" y="0" height="10" width={Math.max((Math.abs(bar.value) / largest) * 100, 0.5)} />
            </svg>
            <span className="bar-chart-value">{formatValue(bar.value, block.valueFormat, locale)}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
