/**
 * The provider page's photos and street view in the server HTML (spec reviews-and-provider-page
 * §2, §4, §5, §7, §9): 4 tiles linking to `?photo-index=N` and 'View all N photos'; the gallery
 * rendered open at a valid `photo-index` with wrapping Previous/Next links and a Close link, and
 * closed (status 200) for any invalid value; the street-view dialog for `street-view=true` when a
 * maps key is configured, and no street view at all without one; on both brands; the first photo (or the placeholder), the page's largest paint, fetched first. And the Content-Security-Policy, which names Google's street-view hosts only
 * when a maps key is configured.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { app } from "../../worker/app.ts";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { call } from "./worker-client.ts";

/** Fixture provider 106 has 6 photos; 100 has none. */
const PROVIDER = 106;
const PHOTO_COUNT = 6;
const NO_PHOTOS_PAGE = "/assisted-living/texas/austin/fixture-provider-100/";
const HOSTS = ["localhost", "seniorhousing.localhost"] as const;
let page: string;

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
  await env.DB.prepare("UPDATE photos SET caption = 'Caption ' || (position + 1) WHERE provider_id = ?")
    .bind(PROVIDER)
    .run();
  const location = (await (await call(`/api/location/${PROVIDER}`)).json()) as { url: string };
  page = location.url;
});

const KEY = "test-maps-key_1";

/** The page as the Worker answers it with a maps key configured. */
function withKey(path: string, host = "localhost"): Promise<Response> {
  return Promise.resolve(app.request(`http://${host}${path}`, {}, { ...env, MAPS_API_KEY: KEY }));
}

function galleryDialog(html: string): string {
  return new RegExp(`<dialog id="provider-gallery-${PROVIDER}".*?</dialog>`, "s").exec(html)?.[0] ?? "";
}

function streetViewDialog(html: string, provider = PROVIDER): string {
  return new RegExp(`<dialog id="provider-street-view-${provider}".*?</dialog>`, "s").exec(html)?.[0] ?? "";
}

/** The island root's attributes before its props: whether it hydrates at load or once the page is idle. */
function islandHydration(html: string, name: string): string | null {
  const root = new RegExp(
    `<div class="island" data-island="${name}"( data-hydrate="([a-z]+)")?( data-words="[a-zA-Z ]*")?>`,
  ).exec(html);
  if (!root) throw new Error(`no ${name} island`);
  return root[2] ?? "load";
}

function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]+)"/g)].map((match) => (match[1] ?? "").replaceAll("&amp;", "&"));
}

describe("the provider page's photo tiles", () => {
  it("links 4 tiles to photo-index 1 to 4 and offers 'View all 6 photos', with the gallery closed, on both brands", async () => {
    for (const host of HOSTS) {
      const response = await call(page, { host });
      expect(response.status, host).toBe(200);
      const html = await response.text();
      const tiles = [...html.matchAll(/<a class="gallery-tile" href="([^"]+)">/g)].map((match) => match[1]);
      expect(tiles, host).toEqual([1, 2, 3, 4].map((index) => `${page}?photo-index=${index}`));
      expect(html, host).toContain(`alt="Photo 1 of ${PHOTO_COUNT}: Caption 1"`);
      expect(html, host).toContain(`href="${page}?photo-index=1">View all ${PHOTO_COUNT} photos</a>`);
      expect(html, host).not.toContain("Street view");
      const dialog = galleryDialog(html);
      expect(dialog, host).not.toBe("");
      expect(dialog, host).not.toMatch(/^<dialog[^>]* open=""/);
      expect(dialog, host).not.toContain("Photo 1 of");
      expect(islandHydration(html, "ProviderGallery"), host).toBe("idle");
      expect(html, host).not.toContain('data-island="ProviderStreetView"');
    }
  });

  it("fetches the first tile's photo, or the placeholder, first: high priority, preloaded from the head", async () => {
    for (const path of [page, NO_PHOTOS_PAGE]) {
      const html = await (await call(path)).text();
      const first =
        /<a class="gallery-tile"[^>]*>(<img[^>]*>)/.exec(html)?.[1] ??
        /<div class="provider-photos">(<img[^>]*>)/.exec(html)?.[1] ??
        "";
      expect(first, path).toMatch(/fetchPriority="high"/i);
      const src = /src="([^"]+)"/.exec(first)?.[1] ?? "";
      expect(src, path).not.toBe("");
      const head = html.slice(0, html.indexOf("</head>"));
      const preload = [...head.matchAll(/<link rel="preload"[^>]*>/g)].map((match) => match[0]);
      const link = preload.find((candidate) => candidate.includes(`href="${src}"`));
      expect(link, path).toMatch(/as="image"/);
      expect(link, path).toMatch(/fetchPriority="high"/i);
      // Only the first: the other tiles wait their turn.
      expect(html.match(/<a class="gallery-tile"[^>]*><img[^>]*fetchPriority/gi)?.length ?? 0, path).toBeLessThan(2);
    }
  });

  it("shows the placeholder and no gallery for a provider without photos, but still offers street view with a key", async () => {
    const html = await (await withKey(`${NO_PHOTOS_PAGE}?photo-index=1`)).text();
    expect(html).toMatch(
      /<img src="\/images\/placeholders\/placeholder-\d\.svg" alt="No photos of Fixture Provider 100 yet"/,
    );
    expect(html).not.toContain('data-island="ProviderGallery"');
    expect(html).not.toContain('class="gallery-tile"');
    expect(html).toContain(`href="${NO_PHOTOS_PAGE}?street-view=true">Street view</a>`);
  });
});

describe("the provider page's gallery opened by photo-index", () => {
  it("renders the dialog open at photo 2 with its caption and wrapping links, live at load, on both brands", async () => {
    for (const host of HOSTS) {
      const response = await call(`${page}?photo-index=2`, { host });
      expect(response.status, host).toBe(200);
      const html = await response.text();
      const dialog = galleryDialog(html);
      expect(dialog, host).toMatch(
        new RegExp(
          `^<dialog id="provider-gallery-${PROVIDER}" class="gallery-dialog" aria-labelledby="provider-gallery-${PROVIDER}-heading" open="">`,
        ),
      );
      expect(dialog, host).toContain(
        `<h2 id="provider-gallery-${PROVIDER}-heading" class="gallery-heading">Photos of Fixture Provider ${PROVIDER}</h2>`,
      );
      expect(dialog, host).toContain(
        `<span class="gallery-position">Photo 2 of ${PHOTO_COUNT}</span><span>Caption 2</span>`,
      );
      expect(dialog, host).toContain('src="/images/placeholders/placeholder-2.svg"');
      expect(hrefs(dialog), host).toEqual([
        `${page}#provider-photos`,
        `${page}?photo-index=1`,
        `${page}?photo-index=3`,
      ]);
      expect(islandHydration(html, "ProviderGallery"), host).toBe("load");
    }
  });

  it("wraps Previous from the first photo to the last, and Next from the last to the first", async () => {
    const first = galleryDialog(await (await call(`${page}?photo-index=1`)).text());
    expect(first).toContain(`Photo 1 of ${PHOTO_COUNT}`);
    expect(hrefs(first).slice(1)).toEqual([`${page}?photo-index=${PHOTO_COUNT}`, `${page}?photo-index=2`]);
    const last = galleryDialog(await (await call(`${page}?photo-index=${PHOTO_COUNT}`)).text());
    expect(last).toContain(`Photo ${PHOTO_COUNT} of ${PHOTO_COUNT}`);
    expect(hrefs(last).slice(1)).toEqual([`${page}?photo-index=${PHOTO_COUNT - 1}`, `${page}?photo-index=1`]);
  });

  it("ignores an invalid or out-of-range photo-index: 200 and a closed gallery", async () => {
    for (const value of ["0", "999", String(PHOTO_COUNT + 1), "abc", "-1", "1.5", "2abc", "", "+2", "1e0", "%00"]) {
      const response = await call(`${page}?photo-index=${value}`);
      expect(response.status, value).toBe(200);
      const html = await response.text();
      const dialog = galleryDialog(html);
      expect(dialog, value).not.toBe("");
      expect(dialog, value).not.toMatch(/^<dialog[^>]* open=""/);
      expect(dialog, value).not.toContain("Photo ");
      expect(islandHydration(html, "ProviderGallery"), value).toBe("idle");
    }
  });
});

describe("the provider page's street view", () => {
  it("offers a closed 'Street view' control with a key, hydrating once the page is idle, on both brands", async () => {
    for (const host of HOSTS) {
      const html = await (await withKey(page, host)).text();
      expect(html, host).toContain(`href="${page}?street-view=true">Street view</a>`);
      expect(streetViewDialog(html), host).not.toMatch(/^<dialog[^>]* open=""/);
      expect(islandHydration(html, "ProviderStreetView"), host).toBe("idle");
    }
  });

  it("shows no street view without a key, and answers street-view=true like any unknown parameter", async () => {
    for (const host of HOSTS) {
      const response = await call(`${page}?street-view=true`, { host });
      expect(response.status, host).toBe(200);
      const html = await response.text();
      expect(html, host).not.toContain("Street view");
      expect(streetViewDialog(html), host).toBe("");
      expect(html, host).not.toContain('data-island="ProviderStreetView"');
      expect(islandHydration(html, "ProviderGallery"), host).toBe("idle");
    }
  });

  it("renders the street-view dialog open for street-view=true, with the address and a close link, on both brands", async () => {
    for (const host of HOSTS) {
      const html = await (await withKey(`${page}?street-view=true`, host)).text();
      const dialog = streetViewDialog(html);
      expect(dialog, host).toMatch(/^<dialog[^>]* open="">/);
      expect(dialog, host).toContain(`Street view of Fixture Provider ${PROVIDER}</h2>`);
      expect(dialog, host).toMatch(
        /<address class="street-view-address">106 Test Lane, [A-Za-z ]+, TX \d{5}<\/address>/,
      );
      expect(hrefs(dialog), host).toEqual([`${page}#provider-photos`]);
      // No iframe or map in the server HTML: they need script.
      expect(dialog, host).not.toContain("<iframe");
      expect(islandHydration(html, "ProviderStreetView"), host).toBe("load");
      expect(galleryDialog(html), host).not.toMatch(/^<dialog[^>]* open=""/);
    }
  });

  it("keeps street view closed for any other value, and the gallery wins when both are asked", async () => {
    for (const value of ["false", "1", "TRUE", ""]) {
      const html = await (await withKey(`${page}?street-view=${value}`)).text();
      expect(streetViewDialog(html), value).not.toBe("");
      expect(streetViewDialog(html), value).not.toMatch(/^<dialog[^>]* open=""/);
    }
    const both = await (await withKey(`${page}?photo-index=3&street-view=true`)).text();
    expect(galleryDialog(both)).toMatch(/^<dialog[^>]* open=""/);
    expect(streetViewDialog(both)).not.toMatch(/^<dialog[^>]* open=""/);
  });

  it("gives the island the maps key only when one is configured", async () => {
    const without = await (await call(page)).text();
    expect(without).not.toContain('"mapsKey"');
    const keyed = await (await withKey(page)).text();
    expect(keyed).toContain(`"mapsKey":"${KEY}"`);
  });
});

describe("the Content-Security-Policy and the maps key", () => {
  function directives(response: Response): Map<string, string> {
    const policy = response.headers.get("Content-Security-Policy") ?? "";
    return new Map(
      policy.split("; ").map((directive) => {
        const [name = "", ...values] = directive.split(" ");
        return [name, values.join(" ")];
      }),
    );
  }

  it("allows only our own origin to be called, and our own and the content videos' hosts framed, without a key", async () => {
    for (const response of [await call(page), await app.request(page, {}, { ...env, MAPS_API_KEY: "" })]) {
      const policy = directives(response);
      expect(policy.get("connect-src")).toBe("'self'");
      expect(policy.get("frame-src")).toBe("'self' https://www.youtube-nocookie.com https://player.vimeo.com");
    }
  });

  it("adds exactly the metadata host to connect-src and the embed host to frame-src with a key", async () => {
    const response = await app.request(page, {}, { ...env, MAPS_API_KEY: "test-maps-key_1" });
    const policy = directives(response);
    expect(policy.get("connect-src")).toBe("'self' https://maps.googleapis.com");
    expect(policy.get("frame-src")).toBe(
      "'self' https://www.youtube-nocookie.com https://player.vimeo.com https://www.google.com",
    );
    expect(policy.get("img-src")).toBe(
      "'self' data: blob: https://images.carefind.com https://images.seniorhousing.com",
    );
    expect(policy.get("default-src")).toBe("'self'");
  });

  it("treats a key that cannot be one as none, and says so: our own origin only, and no street view", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const response = await app.request(page, {}, { ...env, MAPS_API_KEY: 'bad key"><script>' });
      expect(response.status).toBe(200);
      const policy = directives(response);
      expect(policy.get("connect-src")).toBe("'self'");
      expect(policy.get("frame-src")).toBe("'self' https://www.youtube-nocookie.com https://player.vimeo.com");
      expect(await response.text()).not.toContain("Street view");
      expect(logged).toHaveBeenCalledWith(
        "MAPS_API_KEY is not a maps key (letters, digits, '-' and '_'); street view is not shown",
      );
    } finally {
      logged.mockRestore();
    }
  });
});
