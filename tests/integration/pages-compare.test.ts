import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { cookiesAfterInquiry, visitorsWithoutInquiry } from "./fixtures/visitors.ts";
import { call } from "./worker-client.ts";

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
});

const AUSTIN = "/local/search/?keyword=Austin%2C+TX&careType=assisted-living";

interface Seed {
  compare: { selected: number[]; modalOpen: boolean };
  compareSettings: { limit: number };
  searchQuery: string;
  searchResponse: { results: { id: number; name: string }[] };
}

function pageState(html: string): { seed: Seed } {
  const json = /<script id="carefind-state" type="application\/json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
  return JSON.parse(json ?? "null");
}

/** The markup of the element with this id, up to its closing tag. */
function element(html: string, id: string, tag: string): string {
  const start = html.indexOf(`<${tag} `, html.lastIndexOf("<", html.indexOf(`id="${id}"`)));
  return html.slice(start, html.indexOf(`</${tag}>`, start));
}

async function page(path: string, host?: string): Promise<{ html: string; seed: Seed }> {
  const response = await call(path, host ? { host } : {});
  expect(response.status).toBe(200);
  const html = await response.text();
  return { html, seed: pageState(html).seed };
}

describe("the compare state on the results page, rendered from the URL", () => {
  it("renders the tray and the open modal for selectedCommunities with isModalOpen=true", async () => {
    const { seed: plain } = await page(AUSTIN);
    const [first, second, third] = plain.searchResponse.results;
    if (!first || !second || !third) throw new Error("the fixture has results in Austin");

    const { html, seed } = await page(`${AUSTIN}&selectedCommunities=${first.id},${second.id}&isModalOpen=true`);
    expect(seed.compare).toEqual({ selected: [first.id, second.id], modalOpen: true });
    expect(seed.compareSettings).toEqual({ limit: 4 });
    // The compare state is kept out of the criteria.
    expect(seed.searchQuery).toBe("keyword=Austin%2C+TX&careType=assisted-living");

    // The cards' checkboxes show the selection.
    expect(html).toMatch(new RegExp(`<input id="results-card-${first.id}-compare" type="checkbox" checked=""`));
    expect(html).toMatch(new RegExp(`<input id="results-card-${third.id}-compare" type="checkbox"/>`));

    // The tray: two picked, counted against the limit, Compare enabled.
    expect(html).toContain('<section class="compare-tray" aria-labelledby="compare-tray-title">');
    expect(html).toContain("2 of 4 selected");
    expect(html).not.toMatch(/class="button button-primary compare-tray-button" disabled/);

    // The modal holds the two communities side by side (the browser opens it on hydration).
    const modal = element(html, "compare-modal", "dialog");
    expect(modal).toContain("Compare communities");
    const title = (name: string) => `>${name}<span class="visually-hidden"> (opens in a new tab)`;
    expect(modal).toContain(title(first.name));
    expect(modal).toContain(title(second.name));
    expect(modal).not.toContain(title(third.name));
    expect(modal).toContain(`#provider-costs-${first.id}`);
    // Prices stay hidden until the visitor asks.
    expect(modal).toContain("Starting at $X,XXX/month");
  });

  it("asks for another with one selected, Compare disabled, and a closed modal", async () => {
    const { seed: plain } = await page(AUSTIN);
    const first = plain.searchResponse.results[0];
    const { html, seed } = await page(`${AUSTIN}&selectedCommunities=${first?.id}`);
    expect(seed.compare).toEqual({ selected: [first?.id], modalOpen: false });
    expect(html).toContain("Select one more community to compare");
    expect(html).toMatch(/class="button button-primary compare-tray-button" disabled=""/);
    expect(element(html, "compare-modal", "dialog")).not.toContain("Compare communities");
  });

  it("keeps a community that is not among the results in its place until the page loads it", async () => {
    // San Antonio's fixture providers are 75 miles away: never on Austin's first page.
    const { html, seed } = await page(`${AUSTIN}&selectedCommunities=139,137&isModalOpen=true`);
    expect(seed.compare).toEqual({ selected: [139, 137], modalOpen: true });
    expect(seed.searchResponse.results.some((result) => result.id === 139)).toBe(false);
    expect(element(html, "compare-modal", "dialog")).toContain("Loading…");
  });

  it("takes 3 on the second brand, keeping the first three ids", async () => {
    const { html, seed } = await page(
      "/search/?keyword=Austin%2C+TX&selectedCommunities=100,101,102,103&isModalOpen=true",
      "seniorhousing.localhost",
    );
    expect(seed.compareSettings.limit).toBe(3);
    expect(seed.compare).toEqual({ selected: [100, 101, 102], modalOpen: true });
    expect(html).toContain("3 of 3 selected");
  });

  it("renders no tray and a closed modal for no selection or a malformed one", async () => {
    for (const query of ["", "&selectedCommunities=abc,-1&isModalOpen=true", "&isModalOpen=true"]) {
      const { html, seed } = await page(`${AUSTIN}${query}`);
      expect(seed.compare).toEqual({ selected: [], modalOpen: false });
      expect(html).not.toContain('class="compare-tray"');
      expect(element(html, "compare-modal", "dialog")).not.toContain("Compare communities");
    }
  });

  it("shows prices in the modal only to the visitor whose inquiry set the cookie", async () => {
    const { seed: plain } = await page(AUSTIN);
    const priced = plain.searchResponse.results.slice(0, 2).map((result) => result.id);
    const path = `${AUSTIN}&selectedCommunities=${priced.join(",")}&isModalOpen=true`;
    for (const [visitor, cookies] of await visitorsWithoutInquiry()) {
      const html = await (await call(path, { cookies })).text();
      expect(element(html, "compare-modal", "dialog"), visitor).toContain("$X,XXX");
      expect(html, visitor).not.toMatch(/Starting at \$\d/);
    }
    const html = await (await call(path, { cookies: await cookiesAfterInquiry() })).text();
    expect(element(html, "compare-modal", "dialog")).not.toContain("$X,XXX");
    expect(element(html, "compare-modal", "dialog")).toMatch(/Starting at \$\d/);
  });

  it("offers the guided search on the results page", async () => {
    const { html } = await page(AUSTIN);
    expect(html).toContain("Not sure what care you need?");
    expect(html).toContain("Answer a few questions");
  });
});
