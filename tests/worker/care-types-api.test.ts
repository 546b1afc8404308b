/**
 * GET /api/care-types (spec search-and-compare §7, 'a care-types fetch per domain, returning
 * careTypes with names'): each host's brand answers the care types it offers, and the islands
 * that offer a care type carry exactly that list, so no select offers what the search refuses.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { brandCareTypes } from "../../domain/brands/brand-care-types.ts";
import { islandProps } from "../support/island-props.ts";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { call } from "./worker-client.ts";

interface CareTypesAnswer {
  domain: string;
  careTypes: { id: string; slug: string; name: string; rollUpType: string }[];
}

const PROVIDER = "/assisted-living/texas/austin/fixture-provider-100/";

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
});

const HOSTS = [
  ["localhost", "carefind"],
  ["seniorhousing.localhost", "seniorhousing"],
] as const;

describe("GET /api/care-types", () => {
  it.each(HOSTS)(
    "on %s answers the brand's care types with their names, cacheable, without a session",
    async (host, brand) => {
      const response = await call("/api/care-types", { host });
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("public, max-age=3600");
      expect(response.headers.getSetCookie()).toEqual([]);
      const answer = (await response.json()) as CareTypesAnswer;
      expect(answer.domain).toBe(brand);
      const names = answer.careTypes.map((careType) => careType.name);
      // Both brands' menus offer living and care at home; the second brand's search finds both.
      expect(names).toEqual(
        expect.arrayContaining(["Assisted Living", "Nursing Homes", "Home Care", "Home Health Agencies", "Hospice"]),
      );
      expect(answer.careTypes).toContainEqual({
        id: "homecare_agencies",
        slug: "in-home-care",
        name: "Home Care",
        rollUpType: "senior-care",
      });
      expect(names).not.toContain("Not Sure");
    },
  );

  it.each(HOSTS)(
    "on %s is the list the header, drawer, home, chat and provider-listing islands carry",
    async (host) => {
      const answer = (await (await call("/api/care-types", { host })).json()) as CareTypesAnswer;
      const choices = answer.careTypes.map(({ slug, name }) => ({ slug, name }));
      const home = await (await call("/?feature-override=hubspot-chat:on", { host })).text();
      expect(islandProps<{ careTypes: unknown }>(home, "HeaderSearch")?.careTypes).toEqual(choices);
      expect(islandProps<{ careTypes: unknown }>(home, "HomeSearch")?.careTypes).toEqual(choices);
      expect(islandProps<{ search: { careTypes: unknown } }>(home, "SiteMenu")?.search.careTypes).toEqual(choices);
      const chat = islandProps<{ careTypes: { value: string }[] }>(home, "ChatAssistant")?.careTypes ?? [];
      expect(chat.length).toBeGreaterThan(1);
      for (const choice of chat.slice(0, -1)) expect(choices.map((offered) => offered.slug)).toContain(choice.value);
      const provider = await (await call(PROVIDER, { host })).text();
      expect(islandProps<{ careTypes: unknown }>(provider, "ProviderListingSearch")?.careTypes).toEqual(choices);
    },
  );

  it("leaves out a roll-up the brand does not search", () => {
    const livingOnly = brandCareTypes({ searchRollUps: ["senior-living"] });
    expect(livingOnly.map((careType) => careType.slug)).toContain("assisted-living");
    expect(livingOnly.map((careType) => careType.slug)).not.toContain("in-home-care");
    expect(livingOnly.every((careType) => careType.rollUpType === "senior-living")).toBe(true);
  });
});
