/**
 * The operator's Core Web Vitals summary (docs/web-vitals.md): per page type and metric,
 * the 75th percentile of the figures the visitors' pages sent over a window, how many there are
 * and how many rate good, needs improvement and poor. One query: the rows of the window (the
 * events index on name and created_at finds them), each metric ranked within its page type, and
 * the figure at the nearest rank ceil(0.75 n) taken as its p75, the way CrUX reports it.
 */
import {
  PAGE_TYPES,
  type PageType,
  rateWebVital,
  WEB_VITAL_NAMES,
  type WebVitalName,
  type WebVitalRating,
} from "../../domain/web-vitals/web-vital-rules.ts";

export interface WebVitalSummaryRow {
  pageType: PageType;
  metric: WebVitalName;
  count: number;
  p75: number;
  /** How the p75 rates: what decides whether the page type passes for the metric. */
  p75Rating: WebVitalRating;
  good: number;
  needsImprovement: number;
  poor: number;
}

interface SummaryRecord {
  pageType: string;
  metric: string;
  count: number;
  p75: number;
  good: number;
  needsImprovement: number;
  poor: number;
}

const SUMMARY_SQL = `
WITH vitals AS (
  SELECT json_extract(properties, '$.pageType') AS page_type,
         json_extract(properties, '$.metric') AS metric,
         json_extract(properties, '$.value') AS value,
         json_extract(properties, '$.rating') AS rating
  FROM events
  WHERE name = 'core web vitals' AND created_at >= ?1 AND (?2 IS NULL OR brand = ?2)
),
ranked AS (
  SELECT page_type, metric, value, rating,
         row_number() OVER (PARTITION BY page_type, metric ORDER BY value) AS position,
         count(*) OVER (PARTITION BY page_type, metric) AS total
  FROM vitals
)
SELECT page_type AS pageType, metric, max(total) AS count,
       max(CASE WHEN position = (3 * total + 3) / 4 THEN value END) AS p75,
       sum(rating = 'good') AS good,
       sum(rating = 'needs-improvement') AS needsImprovement,
       sum(rating = 'poor') AS poor
FROM ranked
GROUP BY page_type, metric`;

function isPageType(value: string): value is PageType {
  return (PAGE_TYPES as readonly string[]).includes(value);
}

function isMetric(value: string): value is WebVitalName {
  return (WEB_VITAL_NAMES as readonly string[]).includes(value);
}

/**
 * The summary since `since` (an ISO time), for one brand or every brand (null), in the order of
 * PAGE_TYPES and then LCP, INP, CLS; a page type no visitor sent a figure for is left out.
 */
export async function webVitalsSummary(
  db: D1Database,
  since: string,
  brand: string | null,
): Promise<WebVitalSummaryRow[]> {
  const { results } = await db.prepare(SUMMARY_SQL).bind(since, brand).all<SummaryRecord>();
  const rows: WebVitalSummaryRow[] = [];
  for (const record of results) {
    const { pageType, metric } = record;
    if (!isPageType(pageType) || !isMetric(metric)) continue;
    rows.push({
      pageType,
      metric,
      count: record.count,
      p75: record.p75,
      p75Rating: rateWebVital(metric, record.p75),
      good: record.good,
      needsImprovement: record.needsImprovement,
      poor: record.poor,
    });
  }
  return rows.sort(
    (a, b) =>
      PAGE_TYPES.indexOf(a.pageType) - PAGE_TYPES.indexOf(b.pageType) ||
      WEB_VITAL_NAMES.indexOf(a.metric) - WEB_VITAL_NAMES.indexOf(b.metric),
  );
}
