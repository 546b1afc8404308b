/**
 * The care-type hubs (spec lead-capture-and-chrome §2, fixed mega-menu links; interactive states
 * map): every menu path answers 200 on both brands, the slashless form 301s, and the page shows
 * the care type, its national costs, its guide, a search form, and the states with their real
 * counts linking to state sections that list the top cities.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { CARE_TYPES } from "../../domain/care-types.ts";
import { careTypeHubPath } from "../../domain/geo/geo-paths.ts";
import { FIXED_MENU_PATHS } from "../support/menu-paths.ts";
import { fixtureProviders, loadDirectoryFixture } from "./fixtures/directory.ts";
import { call } from "./worker-client.ts";

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
});

/** The fixed menu's care-type hubs (spec lead-capture-and-chrome §2). */
const MENU_HUBS = FIXED_MENU_PATHS.filter((path) => /^\/senior-(living|care)\/[a-z0-9-]+\/$/.test(path));

describe("care-type hubs", () => {
  it.each(MENU_HUBS)("%s answers 200 on both brands", async (path) => {
    for (const host of ["localhost", "seniorhousing.localhost"]) {
      const response = await call(path, { host });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<link rel="canonical" href="`);
      expect(html).toMatch(/<h1>[^<]+<\/h1>/);
    }
  });

  it("has a hub for every care type but Not Sure", async () => {
    for (const careType of CARE_TYPES) {
      const response = await call(careTypeHubPath(careType));
      expect(response.status).toBe(careType.id === "not_sure" ? 404 : 200);
    }
  });

  it("has no hub under the other roll-up or for an unknown slug", async () => {
    expect((await call("/senior-care/assisted-living/")).status).toBe(404);
    expect((await call("/senior-living/in-home-care")).status).toBe(404);
    expect((await call("/senior-living/%3Cb%3E/")).status).toBe(404);
  });

  it("sends the slashless path to the hub with a 301, query kept", async () => {
    const response = await call("/senior-care/in-home-care?utm_source=menu");
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/senior-care/in-home-care/?utm_source=menu");
  });

  it("shows the care type, its costs, guide, search form and states with real counts", async () => {
    const html = await (await call("/senior-living/assisted-living/")).text();
    expect(html).toContain("<h1>Assisted Living</h1>");
    expect(html).toContain("Assisted living communities offer a private apartment");
    expect(html).toContain("Cost of Assisted Living in the United States");
    expect(html).toMatch(/The median cost of Assisted Living in the United States is \$[\d,]+ per month\./);
    expect(html).toContain('href="/resources/assisted-living/"');
    expect(html).toMatch(/<form[^>]*action="\/local\/search\/"[^>]*method="get"/);
    expect(html).toContain('name="careType" value="assisted-living"');

    const shown = fixtureProviders().filter((provider) => !provider.excluded);
    const assisted = shown.filter((provider) => provider.careTypes.includes("assisted_living_facilities"));
    expect(html).toContain(`href="#TX"`);
    expect(html).toContain(`(${assisted.length} providers)`);
    // Minnesota and New York have no providers: named, not linked.
    expect(html).toContain('<li class="states-map-empty">Minnesota</li>');
    expect(html).not.toContain('href="#MN"');
    expect(html).not.toContain('id="MN"');

    const texas = html.slice(html.indexOf('id="TX"'), html.indexOf("</section>", html.indexOf('id="TX"')));
    const count = (cityId: number) => assisted.filter((provider) => provider.cityId === cityId).length;
    expect(texas).toContain(`href="/senior-living/assisted-living/texas/austin/">Austin (${count(1)})</a>`);
    expect(texas).toContain(`href="/senior-living/assisted-living/texas/round-rock/">Round Rock`);
    expect(texas).toContain(`href="/senior-living/assisted-living/texas/san-antonio/">San Antonio`);
    // Most providers first.
    expect(texas.indexOf("Austin")).toBeLessThan(texas.indexOf("Round Rock"));
    expect(texas).toContain('href="/senior-living/assisted-living/texas/">All Assisted Living in Texas</a>');
    // Each link is one text: no seam comments between its parts (about 20 KB of a full hub).
    expect(texas).not.toContain("<!-- -->");
  });

  it("links each state in the list to its section of cities, with the List / Map toggle hidden until the map's script runs", async () => {
    for (const host of ["localhost", "seniorhousing.localhost"]) {
      const html = await (await call("/senior-living/assisted-living/", { host })).text();
      const map = html.slice(
        html.indexOf('<div class="states-map"'),
        html.indexOf("</ul>", html.indexOf("states-map-list")),
      );
      // Without script the list is all there is: the toggle is in the page, hidden.
      expect(map, host).toMatch(/<fieldset class="states-map-modes" hidden="">/);
      const codes = [...map.matchAll(/<li><a href="#([A-Z]{2})">/g)].map((match) => match[1] ?? "");
      expect(codes.length, host).toBeGreaterThan(0);
      expect(codes).toContain("TX");
      for (const code of codes) {
        // Each link's anchor is a section of the page (focusable, so a jump moves focus there) with its cities.
        const start = html.indexOf(`<section id="${code}" class="state-cities" tabindex="-1">`);
        expect(start, `${host} #${code}`).toBeGreaterThan(-1);
        const section = html.slice(start, html.indexOf("</section>", start));
        // Folded under a summary naming the state, so the page is a short list of states.
        expect(section, code).toMatch(/<details class="state-cities-more"><summary>Cities in [^<]+ \(\d+\)<\/summary>/);
        expect(
          section.match(/<a href="\/senior-living\/assisted-living\/[a-z-]+\/[a-z0-9-]+\/">/g)?.length ?? 0,
          code,
        ).toBeGreaterThan(0);
        expect(section).toMatch(
          /<a href="\/senior-living\/assisted-living\/[a-z-]+\/">All Assisted Living in [^<]+<\/a>/,
        );
      }
      // Every state section is linked from the list.
      expect(html.match(/<section id="[A-Z]{2}" class="state-cities"/g)).toHaveLength(codes.length);
    }
  });

  it("leaves the costs out of a hub whose providers show no prices", async () => {
    const html = await (await call("/senior-care/in-home-care/")).text();
    const homeCare = fixtureProviders().filter(
      (provider) => !provider.excluded && provider.careTypes.includes("homecare_agencies"),
    );
    expect(html).not.toContain("Cost of Home Care");
    expect(html).toContain(`(${homeCare.length} providers)`);
  });
});
