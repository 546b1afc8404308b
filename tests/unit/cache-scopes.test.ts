import { describe, expect, it } from "vitest";
import { cacheScopes, normalisedScopePath, pathScopes } from "../../domain/cache/cache-scopes.ts";

describe("edge cache scopes", () => {
  it("puts a page under '/' and each of its ancestors", () => {
    expect(pathScopes("/senior-living/assisted-living/texas/")).toEqual([
      "path:/",
      "path:/senior-living/",
      "path:/senior-living/assisted-living/",
      "path:/senior-living/assisted-living/texas/",
    ]);
    expect(pathScopes("/saved")).toEqual(["path:/", "path:/saved/"]);
    expect(pathScopes("/")).toEqual(["path:/"]);
  });

  it("adds the listings scope only to pages that list providers", () => {
    expect(cacheScopes("/local/search/", true)).toEqual([
      "all",
      "listings",
      "path:/",
      "path:/local/",
      "path:/local/search/",
    ]);
    expect(cacheScopes("/lp/", false)).toEqual(["all", "path:/", "path:/lp/"]);
  });

  it("writes a purge prefix so it ends at a segment boundary", () => {
    expect(normalisedScopePath("/senior-living/assisted")).toBe("/senior-living/assisted/");
    expect(normalisedScopePath("resources/")).toBe("/resources/");
    expect(pathScopes("/senior-living/assisted-living/")).not.toContain(normalisedScopePath("/senior-living/assisted"));
  });

  it("keeps very long paths to the ancestors that fit a KV key", () => {
    const scopes = pathScopes(`/${"a".repeat(300)}/${"b".repeat(300)}/`);
    expect(scopes).toEqual(["path:/", `path:/${"a".repeat(300)}/`]);
  });
});
