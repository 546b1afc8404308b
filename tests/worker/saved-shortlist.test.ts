/**
 * A shortlist to share: the provider page's Save button and its plain form post (POST /saved),
 * the Saved page's compare form and share link, and the shared list it opens (/saved?ids=),
 * read-only, with 'Save these to my list' (POST /saved/add). Main brand only.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { call, setCookies } from "./worker-client.ts";

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
});

const SECOND_BRAND = "seniorhousing.localhost";
const PAGE = "/assisted-living/texas/austin/fixture-provider-107/";
const FORM = { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin" };
const FULL = Array.from({ length: 20 }, (_, index) => 100 + index);

function savedCookie(ids: readonly number[]): Record<string, string> {
  return { cf_saved: encodeURIComponent(JSON.stringify(ids)) };
}

function post(path: string, fields: Record<string, string>, options: Parameters<typeof call>[1] = {}) {
  return call(path, {
    method: "POST",
    headers: FORM,
    body: new URLSearchParams(fields).toString(),
    protocol: "https",
    ...options,
  });
}

async function page(path: string, options: Parameters<typeof call>[1] = {}): Promise<string> {
  const response = await call(path, options);
  expect(response.status, path).toBe(200);
  return (await response.text()).replaceAll("<!-- -->", "");
}

function cardTitles(html: string): string[] {
  return [...html.matchAll(/class="provider-card-title"><a [^>]*>([^<]+)<\/a>/g)].map((match) => match[1] ?? "");
}

/** The compare form's boxes: each one's value and whether it is ticked. */
function compareBoxes(html: string): { id: string; checked: boolean }[] {
  const form = /<form class="saved-compare"[^>]* action="\/compare\/" method="get">.*?<\/form>/s.exec(html)?.[0] ?? "";
  return [...form.matchAll(/<input type="checkbox" name="ids"( checked="")? value="(\d+)"/g)].map((match) => ({
    id: match[2] ?? "",
    checked: match[1] !== undefined,
  }));
}

describe("the provider page's Save button", () => {
  it("is a form posting to /saved with the provider and its page, unpressed, on the main brand", async () => {
    const html = await page(PAGE);
    const form = /<form action="\/saved" method="post">.*?<\/form>/s.exec(html)?.[0] ?? "";
    expect(form).toContain('<input type="hidden" name="providerId" value="107"/>');
    expect(form).toContain(`<input type="hidden" name="returnTo" value="${PAGE}"/>`);
    expect(form).toMatch(
      /<button type="submit" class="button button-secondary provider-save-button" aria-pressed="false">.*Save<\/button>/s,
    );
    expect(html).toContain('data-island="ProviderSaveButton"');
    expect(html).not.toContain("provider-save-message");
  });

  it("never reads the cookie: a saved provider's page is the same page, for the edge cache to share", async () => {
    const html = await page(PAGE, { cookies: savedCookie([107]) });
    expect(html).toContain('aria-pressed="false"');
  });

  it("shows what a form post came to, with the toast's words and the way to the Saved page", async () => {
    const saved = await page(`${PAGE}?saved=saved`);
    expect(saved).toMatch(/aria-pressed="true">.*Saved<\/button>/s);
    expect(saved).toContain(
      '<div class="provider-save-notice" role="status"><p class="provider-save-message provider-save-saved">Provider Successfully Saved <a href="/saved">View Saved Providers</a></p></div>',
    );
    expect(await page(`${PAGE}?saved=unsaved`)).toContain("Provider Unsaved <a");
    expect(await page(`${PAGE}?saved=limit`)).toContain("Saved Providers Limit Reached <a");
    // Any other value is no outcome, never an error; the page's canonical address is without it.
    const other = await page(`${PAGE}?saved=yes`);
    expect(other).not.toContain("provider-save-message");
    expect(other).toContain(`<link rel="canonical" href="https://carefind.com${PAGE}"/>`);
  });

  it("keeps the plain page free of an outcome another visitor's address carried", async () => {
    await page(`${PAGE}?saved=saved`);
    const plain = await call(PAGE);
    const html = await plain.text();
    expect(html).not.toContain("provider-save-message");
    expect(html).toContain('aria-pressed="false"');
  });

  it("is not on the second brand, which has no Saved page", async () => {
    const html = await page(PAGE, { host: SECOND_BRAND });
    expect(html).toContain('<h1 id="provider-name">Fixture Provider 107</h1>');
    expect(html).not.toContain('action="/saved"');
    expect(html).not.toContain("ProviderSaveButton");
    expect(await page(`${PAGE}?saved=saved`, { host: SECOND_BRAND })).not.toContain("Provider Successfully Saved");
  });
});

describe("POST /saved", () => {
  it("saves the provider in the browser's cookie and sends the visitor back with the outcome", async () => {
    const response = await post("/saved", { providerId: "107", returnTo: PAGE }, { cookies: savedCookie([102]) });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`${PAGE}?saved=saved`);
    const cookie = setCookies(response).get("cf_saved");
    expect(cookie?.value).toBe("[102,107]");
    // Encoded as the page's script encodes it (encodeURIComponent), which it reads back.
    expect(cookie?.raw).toBe(encodeURIComponent("[102,107]"));
    expect(cookie?.attributes).toEqual(
      expect.arrayContaining(["Max-Age=31536000", "Path=/", "Secure", "SameSite=Lax"]),
    );
    expect(cookie?.attributes).not.toContain("HttpOnly");
  });

  it("unsaves a saved provider, and starts a list when there is none", async () => {
    const unsaved = await post("/saved", { providerId: "107", returnTo: PAGE }, { cookies: savedCookie([107, 102]) });
    expect(unsaved.headers.get("Location")).toBe(`${PAGE}?saved=unsaved`);
    expect(setCookies(unsaved).get("cf_saved")?.value).toBe("[102]");
    const first = await post("/saved", { providerId: "107", returnTo: PAGE });
    expect(setCookies(first).get("cf_saved")?.value).toBe("[107]");
  });

  it("refuses a save past the limit, leaving the cookie as it was", async () => {
    const response = await post("/saved", { providerId: "125", returnTo: PAGE }, { cookies: savedCookie(FULL) });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`${PAGE}?saved=limit`);
    expect(setCookies(response).has("cf_saved")).toBe(false);
  });

  it("answers 400 naming the field for a bad providerId or returnTo, and changes nothing", async () => {
    const bad: [Record<string, string>, string][] = [
      [{ returnTo: PAGE }, "providerId"],
      [{ providerId: "abc", returnTo: PAGE }, "providerId"],
      [{ providerId: "0", returnTo: PAGE }, "providerId"],
      [{ providerId: "-3", returnTo: PAGE }, "providerId"],
      [{ providerId: "999999", returnTo: PAGE }, "providerId"],
      [{ providerId: "107" }, "returnTo"],
      [{ providerId: "107", returnTo: "https://evil.example/" }, "returnTo"],
      [{ providerId: "107", returnTo: "//evil.example/" }, "returnTo"],
    ];
    for (const [fields, field] of bad) {
      const response = await post("/saved", fields);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(await response.text(), JSON.stringify(fields)).toContain(`${field}: `);
      expect(setCookies(response).has("cf_saved")).toBe(false);
    }
  });

  it("refuses a post from another site, and answers 415 for a body that is no form", async () => {
    const crossSite = await call("/saved", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
      body: new URLSearchParams({ providerId: "107", returnTo: PAGE }).toString(),
    });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.text()).toContain("This request came from another site.");
    expect(setCookies(crossSite).has("cf_saved")).toBe(false);
    const json = await call("/saved", {
      method: "POST",
      headers: { "Sec-Fetch-Site": "same-origin" },
      body: { providerId: 107, returnTo: PAGE },
    });
    expect(json.status).toBe(415);
  });

  it("answers the second brand's 404", async () => {
    const response = await post("/saved", { providerId: "107", returnTo: PAGE }, { host: SECOND_BRAND });
    expect(response.status).toBe(404);
    expect(setCookies(response).has("cf_saved")).toBe(false);
  });
});

describe("the Saved page's compare form and share link", () => {
  it("offers comparing the saved providers, the first ones up to the compare limit ticked", async () => {
    const html = await page("/saved", { cookies: savedCookie([110, 102, 105, 104, 103]) });
    expect(html).toContain("so you can compare them, share the list");
    expect(compareBoxes(html)).toEqual([
      { id: "110", checked: true },
      { id: "102", checked: true },
      { id: "105", checked: true },
      { id: "104", checked: true },
      { id: "103", checked: false },
    ]);
    expect(html).toMatch(
      /<label><input type="checkbox" name="ids" checked="" value="110"\/>Fixture Provider 110<\/label>/,
    );
    expect(html).toContain('<button type="submit" class="button button-primary">Compare selected</button>');
  });

  it("has no compare form for one saved provider, and neither form nor link for none", async () => {
    const one = await page("/saved", { cookies: savedCookie([104]) });
    expect(one).not.toContain('class="saved-compare"');
    expect(one).toContain("Share this list");
    const none = await page("/saved");
    expect(none).not.toContain('class="saved-compare"');
    expect(none).not.toContain("Share this list");
  });

  it("shows the list's share link on the brand's host, in a labelled read-only field and as a link", async () => {
    const html = await page("/saved", { cookies: savedCookie([110, 102, 999999]) });
    const link = "https://carefind.com/saved?ids=110,102";
    expect(html).toContain('<h2 id="saved-share-heading">Share this list</h2>');
    expect(html).toContain('<label for="saved-share-url">Link to this list</label>');
    expect(html).toContain(`<input id="saved-share-url" type="text" readOnly="" value="${link}"/>`);
    expect(html).toContain(`<a href="${link}">${link}</a>`);
    expect(html).toContain('class="button button-secondary needs-script">Copy link</button>');
    expect(html).toContain('<p class="saved-share-status" role="status"></p>');
  });
});

describe("a shared list, /saved?ids=", () => {
  it("shows the link's providers read-only, in its order, unknown ids left out, for anyone", async () => {
    const response = await call("/saved?ids=105,999999,102,110", { cookies: savedCookie([101, 103]) });
    expect(response.status).toBe(200);
    const html = (await response.text()).replaceAll("<!-- -->", "");
    expect(html).toContain("<h1>A shared list</h1>");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('<link rel="canonical" href="http://localhost/saved"/>');
    expect(cardTitles(html)).toEqual(["Fixture Provider 105", "Fixture Provider 102", "Fixture Provider 110"]);
    // Nothing of the visitor's own list: no hearts, none of their providers, no share link of theirs.
    expect(html).not.toContain("save-heart");
    expect(html).not.toContain("Fixture Provider 101");
    expect(html).not.toContain("Fixture Provider 103");
    expect(html).not.toContain("Share this list");
    expect(html).toContain('data-island="SharedProviders"');
    expect(html).not.toContain('data-island="SavedProviders"');
    expect(compareBoxes(html).map(({ id }) => id)).toEqual(["105", "102", "110"]);
    expect(html).toContain(
      '<form class="saved-keep" action="/saved/add" method="post"><input type="hidden" name="ids" value="105,102,110"/><button type="submit" class="button button-secondary">Save these to my list</button></form>',
    );
  });

  it("shows the same list whatever the visitor's cookie holds", async () => {
    const without = await page("/saved?ids=105,102");
    const withList = await page("/saved?ids=105,102", { cookies: savedCookie([101, 103, 105]) });
    expect(cardTitles(without)).toEqual(["Fixture Provider 105", "Fixture Provider 102"]);
    expect(cardTitles(withList)).toEqual(cardTitles(without));
    expect(withList).not.toContain("Fixture Provider 101");
    expect(withList).toContain("2 providers in this list");
  });

  it("answers 400 naming ids for a link that is not 1 to 20 provider ids, each once", async () => {
    const tooMany = Array.from({ length: 21 }, (_, index) => 100 + index).join(",");
    for (const query of [
      "ids=",
      "ids=abc",
      "ids=1,,2",
      "ids=0",
      "ids=102,102",
      "ids=1.5",
      `ids=${tooMany}`,
      "ids=1&ids=2",
    ]) {
      const response = await call(`/saved?${query}`);
      expect(response.status, query).toBe(400);
      const html = await response.text();
      expect(html, query).toContain("ids: ");
      expect(html, query).toContain("This link does not name a list of providers");
    }
  });

  it("says so when none of the link's providers is listed any more", async () => {
    const html = await page("/saved?ids=999998,999999");
    expect(cardTitles(html)).toEqual([]);
    expect(html).toContain("None of these providers is listed any more");
    expect(html).not.toContain("Save these to my list");
  });

  it("answers the second brand's 404", async () => {
    expect((await call("/saved?ids=102", { host: SECOND_BRAND })).status).toBe(404);
  });
});

describe("POST /saved/add", () => {
  it("adds the shared providers to the visitor's own list, each once, then shows the Saved page", async () => {
    const response = await post("/saved/add", { ids: "105,102,999999" }, { cookies: savedCookie([102, 101]) });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/saved");
    expect(setCookies(response).get("cf_saved")?.value).toBe("[102,101,105]");
  });

  it("adds what fits when the list fills, and says the limit was reached", async () => {
    const nineteen = FULL.slice(0, 19);
    const response = await post("/saved/add", { ids: "130,131" }, { cookies: savedCookie(nineteen) });
    expect(response.headers.get("Location")).toBe("/saved?saved=limit");
    expect(setCookies(response).get("cf_saved")?.value).toBe(JSON.stringify([...nineteen, 130]));
    const html = await page("/saved?saved=limit", { cookies: savedCookie([...nineteen, 130]) });
    expect(html).toContain("Saved Providers Limit Reached: the shared providers that did not fit were left out.");
  });

  it("answers 400 naming ids for a bad list, and 403 for a post from another site", async () => {
    const bad = await post("/saved/add", { ids: "x" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("ids: ");
    const crossSite = await call("/saved/add", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "cross-site" },
      body: "ids=102",
    });
    expect(crossSite.status).toBe(403);
    expect(setCookies(crossSite).has("cf_saved")).toBe(false);
  });
});
