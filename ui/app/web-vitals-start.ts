/**
 * Starts measuring the page's Core Web Vitals in the field (docs/web-vitals.md) once the
 * page has loaded, its first islands are live (the entry calls it then) and the browser is idle: the reporter loads then as a chunk of its own, and
 * the web-vitals library after it only with the visitor's Analytics consent. Nothing of either
 * is part of the page's initial JavaScript or runs before the largest paint; the library's
 * buffered observers still see the paints and shifts that came before. This module stays a few
 * bytes: it reads no consent itself, so the consent rules stay out of the initial chunks.
 */

export function startWebVitals(): void {
  const start = () => {
    // spec: reviews-and-provider-page §8, a core web vitals failure is logged only.
    import("./web-vitals-report.ts")
      .then((reporter) => reporter.reportWebVitals())
      .catch((error: unknown) => console.warn("web vitals not measured", error));
  };
  // Kept this short on purpose: every byte here is on every page before its largest paint.
  const whenIdle = () => ("requestIdleCallback" in window ? requestIdleCallback(start) : setTimeout(start));
  if (document.readyState === "complete") whenIdle();
  else addEventListener("load", whenIdle);
}
