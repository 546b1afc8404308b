import { describe, expect, it } from "vitest";
import { pageTypeOfPath, rateWebVital } from "../../domain/web-vitals/web-vital-rules.ts";

describe("pageTypeOfPath", () => {
  const cases: [string, string][] = [
    ["/", "home"],
    ["/local/search/", "search"],
    ["/search/", "search"],
    ["/assisted-living/texas/austin/sunny-acres/", "provider"],
    ["/senior-living/assisted-living/", "geo-hub"],
    ["/senior-care/in-home-care/", "geo-hub"],
    ["/senior-living/assisted-living/texas/", "geo-state"],
    ["/senior-living/assisted-living/texas/austin/", "geo-city"],
    ["/senior-living/assisted-living/texas/travis-county/", "geo-county"],
    ["/lp/", "landing"],
    ["/saved", "saved"],
    ["/reviews/write/", "reviews"],
    ["/bestseniorliving/caring-stars-senior-living/", "awards"],
    ["/resources/assisted-living/", "content"],
    ["/about/reviews_faq/", "content"],
    ["/thank-you/", "other"],
    ["/privacy/delete-my-request/", "other"],
    ["/assisted-living/texas/", "other"],
  ];
  for (const [path, pageType] of cases) {
    it(`${path} is ${pageType}`, () => expect(pageTypeOfPath(path)).toBe(pageType));
  }
});

describe("rateWebVital", () => {
  it("rates at the web-vitals thresholds: at the first good, over the second poor", () => {
    expect([2500, 2501, 4000, 4001].map((value) => rateWebVital("LCP", value))).toEqual([
      "good",
      "needs-improvement",
      "needs-improvement",
      "poor",
    ]);
    expect([200, 201, 500, 501].map((value) => rateWebVital("INP", value))).toEqual([
      "good",
      "needs-improvement",
      "needs-improvement",
      "poor",
    ]);
    expect([0.1, 0.11, 0.25, 0.26].map((value) => rateWebVital("CLS", value))).toEqual([
      "good",
      "needs-improvement",
      "needs-improvement",
      "poor",
    ]);
  });
});
