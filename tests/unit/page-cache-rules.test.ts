import { describe, expect, it } from "vitest";
import {
  copyFreshness,
  normalisedCacheQuery,
  PAGE_CACHE_FRESH_SECONDS,
  PAGE_CACHE_STALE_SECONDS,
  pageCacheRoute,
} from "../../domain/cache/page-cache-rules.ts";

const none = new URLSearchParams();

describe("the page cache's allow-list", () => {
  it("lists the anonymous pages, which of them list providers, and which are stored on a second ask", () => {
    expect(pageCacheRoute("/", none)).toEqual({ kind: "page", listsProviders: true, storedOnSecondAsk: false });
    // A search is a family's free text: most addresses are asked once.
    for (const path of ["/local/search/", "/search/"]) {
      expect(pageCacheRoute(path, none)).toEqual({ kind: "page", listsProviders: true, storedOnSecondAsk: true });
    }
    expect(pageCacheRoute("/senior-living/assisted-living/texas/austin/", none)?.listsProviders).toBe(true);
    expect(pageCacheRoute("/senior-care/in-home-care/", none)?.listsProviders).toBe(true);
    expect(pageCacheRoute("/assisted-living/texas/austin/fixture-provider-100/", none)).toEqual({
      kind: "page",
      listsProviders: true,
      storedOnSecondAsk: false,
    });
    // A content page's rollup and featured review list providers and their reviews.
    expect(pageCacheRoute("/about/reviews_faq/", none)?.listsProviders).toBe(true);
    expect(pageCacheRoute("/v1/enhanced-search", none)).toEqual({
      kind: "json",
      listsProviders: true,
      storedOnSecondAsk: false,
    });
  });

  it("counts a shared saved list as a listing, so a provider's change reaches it; the empty Saved page is not", () => {
    expect(pageCacheRoute("/saved", none)?.listsProviders).toBe(false);
    expect(pageCacheRoute("/saved", new URLSearchParams("ids=102,105"))?.listsProviders).toBe(true);
  });

  it("leaves out the operator routes, the visitor's address and answers made for one visitor", () => {
    expect(pageCacheRoute("/admin/reviews", none)).toBeNull();
    expect(pageCacheRoute("/api/geoip", none)).toBeNull();
    expect(pageCacheRoute("/api/inquiry", none)).toBeNull();
    expect(pageCacheRoute("/thank-you/", none)).toBeNull();
    expect(pageCacheRoute("/guided-search/", new URLSearchParams("budget=Not+sure+yet"))).toBeNull();
    expect(pageCacheRoute("/reviews/duplicate/", none)).toBeNull();
    expect(pageCacheRoute("/api/keyword-search", new URLSearchParams("aroundLatLngViaIP=true"))).toBeNull();
    expect(pageCacheRoute("/v1/enhanced-searchx", none)).toBeNull();
  });
});

describe("the page cache's key and freshness", () => {
  it("sorts the query and drops empty parameters, keeping tracking values", () => {
    expect(normalisedCacheQuery(new URLSearchParams("b=2&a=1&empty=&utm_source=x"))).toBe("a=1&b=2&utm_source=x");
    expect(normalisedCacheQuery(new URLSearchParams("a=2&a=1"))).toBe("a=1&a=2");
  });

  it("is fresh, then stale, then expired", () => {
    const at = 1_000_000;
    expect(copyFreshness(at, at + PAGE_CACHE_FRESH_SECONDS * 1000)).toBe("fresh");
    expect(copyFreshness(at, at + (PAGE_CACHE_FRESH_SECONDS + 1) * 1000)).toBe("stale");
    expect(copyFreshness(at, at + (PAGE_CACHE_FRESH_SECONDS + PAGE_CACHE_STALE_SECONDS + 1) * 1000)).toBe("expired");
    expect(copyFreshness(Number.NaN, at)).toBe("expired");
    expect(copyFreshness(at + 1000, at)).toBe("expired");
  });
});
