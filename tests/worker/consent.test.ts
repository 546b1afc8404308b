/**
 * The visitor's cookie choices (spec reviews-and-provider-page §2, §3, §4): POST /api/consent
 * from the banner's and the opt-out page's forms (and their islands' JSON), the banner on every
 * page until a choice is made, the cookie opt-out page; and the Caring Stars pages by kind of
 * care (spec lead-capture-and-chrome §2).
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { FROM_OUR_PAGE, inquiry } from "../support/leads.ts";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { freshIp } from "./fixtures/leads.ts";
import { call, setCookies } from "./worker-client.ts";

const HOSTS = ["localhost", "seniorhousing.localhost"] as const;
const FORM = { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin" };
const ALL_ON = { Advertising: true, Analytics: true, Functional: true, DataSharing: true };

function postChoice(fields: Record<string, string>, options: { cookies?: Record<string, string>; host?: string } = {}) {
  return call("/api/consent", {
    method: "POST",
    headers: FORM,
    body: new URLSearchParams(fields).toString(),
    protocol: "https",
    ...options,
  });
}

function consentCookie(response: Response) {
  const cookie = setCookies(response).get("cf_consent");
  return { cookie, value: JSON.parse(cookie?.value ?? "null") };
}

async function html(path: string, cookies?: Record<string, string>, host?: string): Promise<string> {
  // The awards are written straight into D1 here, with no purge: each page is rendered afresh.
  const response = await call(path, {
    ...(cookies ? { cookies } : {}),
    ...(host ? { host } : {}),
    headers: { "Cache-Control": "no-cache" },
  });
  expect(response.status, path).toBe(200);
  // React's text separators aside, the HTML as a browser reads it.
  return (await response.text()).replaceAll("<!-- -->", "");
}

const chosen = (consent: object) => ({ cf_consent: encodeURIComponent(JSON.stringify({ ...consent, Chosen: true })) });

describe("POST /api/consent", () => {
  it("stores 'Reject non-essential' with narrow flags for a year and goes back to the page it came from", async () => {
    const response = await postChoice({ choice: "reject-non-essential", returnTo: "/local/search/?location=Austin" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/local/search/?location=Austin");
    const { cookie, value } = consentCookie(response);
    expect(value).toEqual({
      Advertising: false,
      Analytics: false,
      Functional: false,
      DataSharing: false,
      Chosen: true,
    });
    expect(cookie?.attributes).toEqual(
      expect.arrayContaining(["Path=/", "SameSite=Lax", "Secure", `Max-Age=${365 * 24 * 60 * 60}`]),
    );
    // The page's event sender reads Analytics from it.
    expect(cookie?.attributes).not.toContain("HttpOnly");
  });

  it("sends one consent cookie on a first visit's post, the choice, never the default beside it", async () => {
    const response = await postChoice({ choice: "reject-non-essential", returnTo: "/" });
    const lines = response.headers.getSetCookie().filter((line) => line.startsWith("cf_consent="));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(decodeURIComponent(lines[0]?.split(";")[0]?.slice("cf_consent=".length) ?? ""))).toMatchObject({
      Advertising: false,
      Chosen: true,
    });
    // The visitor's other cookies still go out.
    expect(response.headers.getSetCookie().some((line) => line.startsWith("cf_session="))).toBe(true);
  });

  it("stores 'Accept all' and the categories ticked under 'Choose'", async () => {
    expect(consentCookie(await postChoice({ choice: "accept-all" })).value).toEqual({ ...ALL_ON, Chosen: true });
    const picked = await postChoice({ choice: "choose", Analytics: "on", Functional: "on", returnTo: "/" });
    expect(picked.headers.get("Location")).toBe("/");
    expect(consentCookie(picked).value).toEqual({
      Advertising: false,
      Analytics: true,
      Functional: true,
      DataSharing: false,
      Chosen: true,
    });
  });

  it("answers the islands' JSON with the consent in force", async () => {
    const response = await call("/api/consent", {
      method: "POST",
      body: { choice: "choose", Advertising: true, Analytics: false },
      headers: { "Sec-Fetch-Site": "same-origin" },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      consent: { Advertising: true, Analytics: false, Functional: false, DataSharing: false },
    });
  });

  it("never sends the visitor to another site: only a same-site path, else 400 naming returnTo", async () => {
    for (const returnTo of [
      "https://evil.example/",
      "//evil.example/",
      "/\\evil.example",
      "javascript:alert(1)",
      "x",
      // Paths that only become another site once normalised: the check is on what is returned.
      "/.//evil.example",
      "/a/..//evil.example/x",
      "/%2e//evil.example",
      "/./%2e/..//evil.example",
    ]) {
      const response = await postChoice({ choice: "accept-all", returnTo });
      expect(response.status, returnTo).toBe(400);
      expect(((await response.json()) as { error: string }).error, returnTo).toContain("returnTo");
      expect(response.headers.get("Location"), returnTo).toBeNull();
    }
    const none = await postChoice({ choice: "accept-all" });
    expect(none.headers.get("Location")).toBe("/");
  });

  it("answers 400 naming the field for a missing or unknown choice, and 403 for a post from another site", async () => {
    const bad: Record<string, string>[] = [{}, { choice: "everything" }, { choice: "choose", Analytics: "maybe" }];
    for (const fields of bad) {
      const response = await postChoice(fields);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: string };
      expect(body.error).toMatch(/choice|Analytics/);
      expect(setCookies(response).get("cf_consent")?.value ?? "").not.toContain("Chosen");
    }
    const crossSite = await call("/api/consent", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
      body: "choice=accept-all",
    });
    expect(crossSite.status).toBe(403);
  });
});

describe("the consent banner", () => {
  it("shows on every visitor page until the visitor chooses, on both brands, as plain forms", async () => {
    for (const host of HOSTS) {
      for (const path of ["/", "/bestseniorliving/", "/cookie-opt-out/", "/no-such-page/"]) {
        const response = await call(path, { host });
        const page = (await response.text()).replaceAll("<!-- -->", "");
        expect(page, `${host}${path}`).toContain('<section class="consent-banner" aria-label="Cookie choices">');
        expect(page).toMatch(/data-island="ConsentBanner"[^>]*data-hydrate="idle"/);
        expect(page).toContain('<form class="consent-banner-actions" action="/api/consent" method="post">');
        expect(page).toContain(`<input type="hidden" name="returnTo" value="${path}"/>`);
        expect(page).toContain('value="accept-all"');
        expect(page).toContain(">Accept all</button>");
        expect(page).toContain(">Reject non-essential</button>");
        expect(page).toContain("<summary>Choose</summary>");
        for (const name of ["Advertising", "Analytics", "Functional", "DataSharing"]) {
          expect(page).toMatch(
            new RegExp(`<input type="checkbox" id="[^"]+" aria-describedby="[^"]+" name="${name}" checked=""/>`),
          );
        }
      }
    }
  });

  it("is gone once a choice is made, and stays for a cookie from before the marker", async () => {
    const page = await html("/", chosen({ ...ALL_ON, Advertising: false }));
    expect(page).not.toContain("consent-banner");
    const older = await html("/", { cf_consent: encodeURIComponent(JSON.stringify(ALL_ON)) });
    expect(older).toContain('aria-label="Cookie choices"');
  });
});

describe("Global Privacy Control", () => {
  const GPC = { "Sec-GPC": "1" };
  const ADS_OFF = { Advertising: false, Analytics: true, Functional: true, DataSharing: false };

  it("turns Advertising and DataSharing off for a visitor who has not chosen, and the banner says so", async () => {
    const first = await call("/", { headers: GPC });
    expect(consentCookie(first).value).toEqual(ADS_OFF);
    const page = (await first.text()).replaceAll("<!-- -->", "");
    expect(page).toContain(
      '<p class="consent-banner-gpc">Your browser asks sites not to sell or share your data (Global Privacy Control), so advertising and data sharing are off unless you turn them on.</p>',
    );
    // The Choose form starts from what is in force: the two boxes unticked.
    expect(page).toMatch(
      /<input type="checkbox" id="[^"]+-Advertising" aria-describedby="[^"]+" name="Advertising"\/>/,
    );
    // A default written before, with everything on, is written again with the two off.
    const again = await call("/", {
      headers: GPC,
      cookies: { cf_consent: encodeURIComponent(JSON.stringify(ALL_ON)) },
    });
    expect(consentCookie(again).value).toEqual(ADS_OFF);
  });

  it("leaves a visitor's own choice as made, and says nothing without the signal", async () => {
    const madeChoice = await call("/", { headers: GPC, cookies: chosen(ALL_ON) });
    expect(setCookies(madeChoice).has("cf_consent")).toBe(false);
    expect(await madeChoice.text()).not.toContain("consent-banner-gpc");
    // A choice made with the signal on stands too: the post is the visitor choosing otherwise.
    const accepted = await call("/api/consent", {
      method: "POST",
      headers: { ...FORM, ...GPC },
      body: new URLSearchParams({ choice: "accept-all", returnTo: "/" }).toString(),
      protocol: "https",
    });
    expect(consentCookie(accepted).value).toEqual({ ...ALL_ON, Chosen: true });
    for (const value of ["0", "", "1, 1", "yes"]) {
      const plain = await call("/", { headers: { "Sec-GPC": value, "Cache-Control": "no-cache" } });
      expect(consentCookie(plain).value, `Sec-GPC: ${value}`).toEqual(ALL_ON);
      expect(await plain.text(), `Sec-GPC: ${value}`).not.toContain("consent-banner-gpc");
    }
    // The edge copy of the page without the signal is never what a browser with it gets (the two
    // consents differ; the page cache also keys on the signal itself, for an unchosen consent
    // written under the signal and read without it).
    const deadline = Date.now() + 10_000;
    while ((await call("/")).headers.get("Carefind-Cache") !== "hit") {
      if (Date.now() > deadline) throw new Error("the home page was never answered from the edge cache");
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await (await call("/", { headers: GPC })).text()).toContain("consent-banner-gpc");
  });
});

describe("the cookie opt-out page", () => {
  it("has a heading, an explanation and the 'Reject Cookies' checkbox, unchecked by default", async () => {
    for (const host of HOSTS) {
      const page = await html("/cookie-opt-out/", undefined, host);
      expect(page).toContain("<h1>Cookie Opt-Out</h1>");
      expect(page).toMatch(
        /<input type="checkbox" id="[^"]+" name="rejectCookies"\/><label for="[^"]+">Reject Cookies<\/label>/,
      );
      expect(page).not.toContain("Done. You&#x27;ve Rejected Cookies");
      expect(page).toContain(">Save choice</button>");
      expect(page).toMatch(/data-island="CookieOptOutForm"[^>]*data-hydrate="idle"/);
    }
    expect((await call("/cookie-opt-out")).headers.get("Location")).toBe("/cookie-opt-out/");
  });

  it("stores Advertising and DataSharing off when checked, keeps the others, and then reads 'Done'", async () => {
    const before = { Advertising: true, Analytics: true, Functional: false, DataSharing: true };
    const response = await postChoice(
      { choice: "opt-out", rejectCookies: "on", returnTo: "/cookie-opt-out/" },
      { cookies: chosen(before) },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/cookie-opt-out/");
    const { value } = consentCookie(response);
    expect(value).toEqual({ Advertising: false, Analytics: true, Functional: false, DataSharing: false, Chosen: true });

    const page = await html("/cookie-opt-out/", { cf_consent: setCookies(response).get("cf_consent")?.raw ?? "" });
    expect(page).toMatch(/name="rejectCookies" checked=""\/>/);
    expect(page).toContain("Done. You&#x27;ve Rejected Cookies");

    const undone = await postChoice({ choice: "opt-out", returnTo: "/cookie-opt-out/" }, { cookies: chosen(value) });
    expect(consentCookie(undone).value).toEqual({ ...value, Advertising: true, DataSharing: true });
  });
});

describe("the Caring Stars pages by kind of care", () => {
  beforeAll(async () => {
    await loadDirectoryFixture(env.DB);
    // 109 and 119 are home care agencies (senior care); 100 and 101 assisted living (senior living).
    await env.DB.batch(
      [
        [100, 2025],
        [101, 2025],
        [101, 2024],
        [109, 2025],
        [119, 2023],
      ].map(([id, year]) =>
        env.DB.prepare(
          "INSERT OR IGNORE INTO awards (provider_id, kind, name, year) VALUES (?1, 'caring_stars', 'Caring Stars', ?2)",
        ).bind(id, year),
      ),
    );
  });

  const names = (page: string) => [...page.matchAll(/>(Fixture Provider \d+)<\/a>/g)].map((match) => match[1]);

  it("lists only senior-living winners on the senior-living page, by year with their counts", async () => {
    for (const host of HOSTS) {
      const page = await html("/bestseniorliving/caring-stars-senior-living/", undefined, host);
      expect(page).toContain("<h1>Caring Stars Senior Living Winners</h1>");
      expect(page).toContain("Caring Stars 2025 senior living winners");
      expect(names(page)).toEqual(expect.arrayContaining(["Fixture Provider 100", "Fixture Provider 101"]));
      expect(names(page)).not.toContain("Fixture Provider 109");
      expect(page).toContain('<a href="/bestseniorliving/caring-stars-senior-living/?year=2024">2024 (1)</a>');
      expect(page).not.toContain("?year=2023");
    }
  });

  it("lists only senior-care winners on the senior-care page", async () => {
    const page = await html("/bestseniorliving/caring-stars-senior-care/");
    expect(page).toContain("<h1>Caring Stars Senior Care Winners</h1>");
    expect(names(page)).toEqual(["Fixture Provider 109"]);
    const older = await html("/bestseniorliving/caring-stars-senior-care/?year=2023");
    expect(names(older)).toEqual(["Fixture Provider 119"]);
    expect((await call("/bestseniorliving/caring-stars-senior-care/?year=2024")).status).toBe(400);
  });

  it("is linked from /bestseniorliving/ with each page's number of awards", async () => {
    const page = await html("/bestseniorliving/");
    const living = await env.DB.prepare(
      `SELECT count(*) AS count FROM awards a JOIN providers p ON p.id = a.provider_id
        JOIN care_types ct ON ct.id = p.primary_care_type_id WHERE a.kind = 'caring_stars' AND ct.roll_up_type = 'senior-living'`,
    ).first<{ count: number }>();
    expect(page).toContain(
      `<a href="/bestseniorliving/caring-stars-senior-living/">Senior living (${living?.count})</a>`,
    );
    expect(page).toContain('<a href="/bestseniorliving/caring-stars-senior-care/">Senior care (2)</a>');
  });
});

describe("leads under the visitor's consent", () => {
  beforeAll(async () => {
    await loadDirectoryFixture(env.DB);
  });

  const tracking = { gclid: "g-consent", msclkid: "m-consent", utmSource: "google", utmCampaign: "fall" };

  async function storedTracking(consent: object) {
    const body = inquiry({ tracking });
    const response = await call("/api/inquiry", {
      method: "POST",
      body,
      cookies: chosen(consent),
      headers: { ...FROM_OUR_PAGE, "CF-Connecting-IP": freshIp() },
    });
    expect(response.status).toBe(200);
    return env.DB.prepare("SELECT gclid, msclkid, utm_source, utm_campaign FROM inquiries WHERE form_id = ?1")
      .bind(body.formId)
      .first();
  }

  it("keeps the ad-click ids only with Advertising and DataSharing consent, and the campaign values always", async () => {
    expect(await storedTracking(ALL_ON)).toEqual({
      gclid: "g-consent",
      msclkid: "m-consent",
      utm_source: "google",
      utm_campaign: "fall",
    });
    for (const off of [{ Advertising: false }, { DataSharing: false }]) {
      expect(await storedTracking({ ...ALL_ON, ...off })).toEqual({
        gclid: null,
        msclkid: null,
        utm_source: "google",
        utm_campaign: "fall",
      });
    }
  });
});
