/**
 * Reports the page's LCP, INP and CLS (spec reviews-and-provider-page §7, core web vitals) with
 * the web-vitals library: each figure is queued as the library settles it, and the queue goes to
 * POST /api/events as one 'core web vitals' event whenever the page is hidden (switching tabs,
 * navigating away, closing), with a beacon, which the browser sends even as the page goes away.
 * Only with Analytics consent at the moment of sending: a visitor who turns it off meanwhile
 * sends nothing.
 */
import type { Metric } from "web-vitals";
import { analyticsAllowed } from "../../domain/visitor/consent-choices.ts";
import { COOKIE_NAMES } from "../../domain/visitor/cookie-names.ts";
import {
  NAVIGATION_TYPES,
  type NavigationType,
  WEB_VITAL_MAX,
  WEB_VITAL_NAMES,
  WEB_VITAL_PATH_MAX,
  type WebVitalName,
} from "../../domain/web-vitals/web-vital-rules.ts";
import { readCookie } from "./browser-cookies.ts";
import { recordEvent } from "./record-event.ts";

const EVENTS_PATH = "/api/events";

type ReportedMetric = Metric & { name: WebVitalName };

/** The latest figure of each metric since the last report. */
const queue = new Map<WebVitalName, ReportedMetric>();

function isReported(metric: Metric): metric is ReportedMetric {
  return (WEB_VITAL_NAMES as readonly string[]).includes(metric.name);
}

function navigationTypeOf(metric: Metric): NavigationType {
  return (NAVIGATION_TYPES as readonly string[]).includes(metric.navigationType)
    ? (metric.navigationType as NavigationType)
    : "navigate";
}

function send(properties: Record<string, unknown>): void {
  const body = JSON.stringify({ name: "core web vitals", properties });
  try {
    if (navigator.sendBeacon?.(EVENTS_PATH, new Blob([body], { type: "application/json" }))) return;
  } catch (error) {
    console.warn("core web vitals beacon refused; sending them as a request", error);
  }
  recordEvent("core web vitals", properties);
}

function flush(): void {
  if (queue.size === 0) return;
  const metrics = [...queue.values()];
  queue.clear();
  if (!analyticsAllowed(readCookie(COOKIE_NAMES.consent))) return;
  // A figure past its bound (a page left loading for minutes) is no measure of the page: left out.
  const kept = metrics.filter((metric) => metric.value >= 0 && metric.value <= WEB_VITAL_MAX[metric.name]);
  const byNavigation = new Map<NavigationType, ReportedMetric[]>();
  for (const metric of kept) {
    const type = navigationTypeOf(metric);
    byNavigation.set(type, [...(byNavigation.get(type) ?? []), metric]);
  }
  for (const [navigationType, group] of byNavigation) {
    send({
      path: location.pathname.slice(0, WEB_VITAL_PATH_MAX),
      navigationType,
      metrics: group.map((metric) => ({ name: metric.name, value: metric.value })),
    });
  }
}

/**
 * With Analytics consent, loads the web-vitals library, starts its three observers and the
 * report on hide; the page marks itself for tools that wait on it. Without consent nothing more
 * loads and nothing is measured.
 */
export async function reportWebVitals(): Promise<void> {
  if (!analyticsAllowed(readCookie(COOKIE_NAMES.consent))) return;
  const { onCLS, onINP, onLCP } = await import("web-vitals");
  const add = (metric: Metric) => {
    if (isReported(metric)) queue.set(metric.name, metric);
  };
  onLCP(add);
  onINP(add);
  onCLS(add);
  // Registered after the library's own listeners, so its final figures are queued before this reads them.
  window.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush();
  });
  window.addEventListener("pagehide", flush);
  document.documentElement.dataset.webVitals = "observing";
}
