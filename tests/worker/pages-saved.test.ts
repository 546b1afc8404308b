/**
 * The Saved page (spec lead-capture-and-chrome §2, §4, §6, §8) and the save hearts on the
 * search page: cards from the cookie, the empty state, a corrupt cookie read as empty, and
 * the main brand only.
 */
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { cookiesAfterInquiry, visitorsWithoutInquiry } from "./fixtures/visitors.ts";
import { call } from "./worker-client.ts";

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const SECOND_BRAND = "seniorhousing.localhost";

function savedCookie(value: string): Record<string, string> {
  return { cf_saved: encodeURIComponent(value) };
}

function cardTitles(html: string): string[] {
  return [...html.matchAll(/class="provider-card-title"><a [^>]*>([^<]+)<\/a>/g)].map((match) => match[1] ?? "");
}

describe("the Saved page", () => {
  it("lists the saved providers from the cookie as cards, in the order saved, each heart pressed", async () => {
    const response = await call("/saved", { cookies: savedCookie("[110,102,105]") });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<h1>Saved Providers</h1>");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(cardTitles(html)).toEqual(["Fixture Provider 110", "Fixture Provider 102", "Fixture Provider 105"]);
    expect(html).toContain(">3 saved providers</h2>");
    expect(html).toContain('aria-pressed="true" aria-label="Remove Fixture Provider 102 from saved"');
    expect(html).not.toMatch(/aria-pressed="false" aria-label="Save /);
    // No searched place: no distance on these cards.
    expect(html).not.toContain("miles away");
    // The card's parts: the active promotion of 102 and the Caring Stars of 105.
    expect(html).toContain("PROMOTION!");
    expect(html).toContain('<span class="award-name">Caring Stars</span>');
    // The page's islands: the cards, the inquiry form the cards open, the toasts.
    expect(html).toContain('data-island="SavedProviders"');
    expect(html).toContain('data-island="ProviderInquiry"');
    expect(html).toContain('data-island="Toasts"');
  });

  it("blurs the saved cards' prices until the visitor has sent an inquiry, whatever the cookies say", async () => {
    // Provider 104 starts at $3,200 a month.
    for (const [visitor, cookies] of await visitorsWithoutInquiry()) {
      const html = await (await call("/saved", { cookies: { ...cookies, ...savedCookie("[104]") } })).text();
      expect(cardTitles(html), visitor).toEqual(["Fixture Provider 104"]);
      expect(html, visitor).toContain("provider-card-price price-blurred");
      expect(html, visitor).not.toMatch(/\$3,200|320000/);
    }
    const cookies = { ...(await cookiesAfterInquiry()), ...savedCookie("[104]") };
    const html = await (await call("/saved", { cookies })).text();
    expect(html).toContain("$3,200");
    expect(html).not.toContain("price-blurred");
  });

  it("leaves out ids it does not know and keeps each id once", async () => {
    const html = await (await call("/saved", { cookies: savedCookie("[104,999999,104]") })).text();
    expect(cardTitles(html)).toEqual(["Fixture Provider 104"]);
  });

  it("shows the empty state with a way to search when nothing is saved", async () => {
    // No cookie yet, or the empty list a visitor leaves by unsaving the last one.
    for (const cookies of [undefined, savedCookie("[]")]) {
      const html = await (await call("/saved", cookies ? { cookies } : {})).text();
      expect(cardTitles(html)).toEqual([]);
      expect(html).toContain(">No saved providers yet</h2>");
      expect(html).toContain('href="/local/search/"');
    }
  });

  it("treats a corrupt cookie as an empty list, and logs it", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    for (const corrupt of ["not json", '{"ids":[102]}', '[102,"x"]', "[-4]", "[1.5]"]) {
      const response = await call("/saved", { cookies: savedCookie(corrupt) });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(cardTitles(html)).toEqual([]);
      expect(html).toContain(">No saved providers yet</h2>");
    }
    expect(logged).toHaveBeenCalledWith("the saved providers cookie is not a list of provider ids; treated as empty");
  });

  it("answers the second brand's 404: it has no Saved page", async () => {
    const response = await call("/saved", { host: SECOND_BRAND, cookies: savedCookie("[102]") });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("Fixture Provider 102");
  });

  it("sends /saved/ to /saved", async () => {
    const response = await call("/saved/");
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/saved");
  });
});

describe("saving from the search page and the header", () => {
  it("gives every card a save heart and links Saved in the header on the main brand", async () => {
    const html = await (await call("/local/search/?keyword=Austin%2C+TX")).text();
    const cards = html.match(/class="provider-card"/g)?.length ?? 0;
    // The first page of the fixture's Austin results.
    expect(cards).toBe(20);
    expect(html.match(/class="save-heart needs-script"/g)).toHaveLength(cards);
    // Before the page's script reads the cookie, every heart starts unpressed, on the server as in the browser.
    expect(html).toMatch(/aria-pressed="false" aria-label="Save Fixture Provider \d+"/);
    expect(html).toContain('<a class="site-header-saved" href="/saved">');
    expect(html).toContain('data-island="ProviderInquiry"');
    expect(html).toContain('data-island="Toasts"');
  });

  it("has no hearts and no Saved link on the second brand", async () => {
    const html = await (await call("/search/?keyword=Austin%2C+TX", { host: SECOND_BRAND })).text();
    expect(html).toContain('class="provider-card"');
    expect(html).not.toContain("save-heart");
    expect(html).not.toContain("site-header-saved");
  });

  it("keeps 'Request Info' and 'Get Pricing' links to the costs section for visitors without JavaScript", async () => {
    const html = await (await call("/local/search/?keyword=Austin%2C+TX")).text();
    expect(html).toMatch(
      /<a class="button button-primary no-script-only" href="\/[^"]+#provider-costs-\d+">(Get Pricing|Request Info)<\/a>/,
    );
  });
});
