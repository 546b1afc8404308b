/**
 * The edge page cache (docs/page-cache.md): a stored page holds nothing of its visitor's and is
 * served to the next visitor as stored, under the same policy; visitor state (overrides, an inquiry, the
 * editor preview) never reads or writes it; purges take pages out at once; brands never share.
 */
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { PAGE_CACHE_FRESH_SECONDS, PAGE_CACHE_REWRITE_SECONDS } from "../../domain/cache/page-cache-rules.ts";
import { signValue } from "../../worker/middleware/signed-values.ts";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { signedInquiryCookies } from "./fixtures/visitors.ts";
import { ADMIN, type CallOptions, call } from "./worker-client.ts";

/** A moment far from the advisors' midnight, for tests that move the clock on. */
const MIDDAY_IN_LOS_ANGELES = new Date("2026-11-18T20:00:00Z");

const PROVIDER = "/assisted-living/texas/austin/fixture-provider-100/";
/** A provider on the first page of SEARCH. */
const LISTED = "/assisted-living/texas/austin/fixture-provider-107/";
const SEARCH = "/local/search/?keyword=Austin%2C+TX&careType=assisted-living";

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
});

afterEach(() => {
  vi.restoreAllMocks();
});

let visitorCount = 0;

/** A new visitor: an anon id of its own, nothing else. */
function visitor(): Record<string, string> {
  visitorCount++;
  return { cf_anon_id: `cache-visitor-${String(visitorCount).padStart(4, "0")}-${crypto.randomUUID().slice(0, 8)}` };
}

interface Answer {
  status: number;
  cache: string | null;
  html: string;
  headers: Headers;
}

async function get(path: string, options: CallOptions = {}): Promise<Answer> {
  const response = await call(path, { cookies: visitor(), ...options });
  return {
    status: response.status,
    cache: response.headers.get("Carefind-Cache"),
    html: await response.text(),
    headers: response.headers,
  };
}

/** Asks until the answer comes from the cache (a copy is stored behind its answer), for up to 10 s: a busy machine renders slowly. */
async function untilHit(path: string, options: CallOptions = {}): Promise<Answer> {
  const deadline = performance.now() + 10_000;
  for (;;) {
    const answer = await get(path, options);
    if (answer.cache === "hit") return answer;
    if (performance.now() > deadline) throw new Error(`${path} was never answered from the cache`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function hiddenValue(html: string, name: string): string[] {
  return [...html.matchAll(new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`, "g"))].map(
    (match) => match[1] ?? "",
  );
}

async function purge(body: unknown): Promise<Response> {
  return call("/admin/cache/purge", { method: "POST", headers: ADMIN, body });
}

/** A unique address for each test, so one test's copies never answer another's. */
function fresh(path: string): string {
  return `${path}${path.includes("?") ? "&" : "?"}utm_content=${crypto.randomUUID().slice(0, 8)}`;
}

describe("the edge page cache", () => {
  // The provider page and the search page are sent head first: their bodies render after the middleware's turn.
  it.each([PROVIDER, SEARCH])(
    "serves a stored page (%s) to a second visitor as it was stored: it holds no visitor's anon id or form id",
    async (page) => {
      const path = fresh(page);
      const first = visitor();
      // Read where it is stored: a body belongs to the request that made it.
      const puts: { headers: Headers; body: string }[] = [];
      const put = caches.default.put.bind(caches.default);
      vi.spyOn(caches.default, "put").mockImplementation(async (key, response) => {
        const copy = response.clone();
        puts.push({ headers: new Headers(copy.headers), body: await copy.text() });
        return put(key, response);
      });

      if (page === SEARCH) {
        // A search page is stored at its second ask (the next test): its first renders only.
        expect((await get(path)).cache).toBe("first");
        expect(puts).toHaveLength(0);
      }
      const miss = await get(path, { cookies: first });
      expect(miss.status).toBe(200);
      expect(miss.cache).toBe("miss");
      // The forms read the anon id from its cookie and make their form ids when sent.
      expect(miss.html).not.toContain(first.cf_anon_id);
      expect(miss.html).not.toMatch(/"anonId"|"formId"|&quot;(anonId|formId)&quot;|name="(anonId|formId)"/);
      if (page === PROVIDER) {
        // The provider page's inquiry form is in the server HTML, its hidden fields without either.
        expect(hiddenValue(miss.html, "providerId").length).toBeGreaterThan(0);
      }

      const second = visitor();
      const hit = await untilHit(path, { cookies: second });
      expect(hit.status).toBe(200);
      // The same policy as the render's, which allows the one inline loader by its hash.
      expect(hit.headers.get("Content-Security-Policy")).toBe(miss.headers.get("Content-Security-Policy"));
      expect(hit.html).toBe(miss.html);
      expect(hit.html).not.toContain(second.cf_anon_id);
      // The visitor's cookies still come with a cached page, and the browser may not keep it.
      expect(hit.headers.get("Set-Cookie")).toContain("cf_session=");
      expect(hit.headers.get("Cache-Control")).toBe("private, no-store");

      // The stored copy: the page as rendered, no cookie.
      expect(puts.length).toBeGreaterThan(0);
      for (const stored of puts) {
        expect(stored.headers.get("Set-Cookie")).toBeNull();
        expect(stored.headers.get("Cache-Control")).toMatch(/s-maxage=\d+/);
        const body = stored.body;
        expect(body).toBe(miss.html);
        expect(body).not.toContain("nonce=");
      }
    },
  );

  it("stores no render that shows its visitor's anon id anywhere (here a cookie set to a word of the page)", async () => {
    const path = fresh(SEARCH);
    // Asked once before, so the next render is one the cache would store.
    expect((await get(path)).cache).toBe("first");
    const put = vi.spyOn(caches.default, "put");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    // A valid anon id by the cookie's rules, and the care type in every link of the page.
    const hostile = await get(path, { cookies: { cf_anon_id: "assisted-living" } });
    expect(hostile.cache).toBe("miss");
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        "page cache: a visitor's own value is in the render; not stored",
        "/local/search/",
      ),
    );
    expect(put).not.toHaveBeenCalled();

    // The next visitor's render is the one stored, and the page's words stay its own.
    const next = await get(path);
    expect(next.cache).toBe("miss");
    const hit = await untilHit(path);
    expect(hit.html).toContain("careType=assisted-living");
    expect(put).toHaveBeenCalledTimes(1);
  });

  it("stores a search page at its second ask, and a provider page at its first", async () => {
    const put = vi.spyOn(caches.default, "put");
    const search = fresh(SEARCH);
    const once = await get(search);
    expect(once.status).toBe(200);
    expect(once.cache).toBe("first");
    expect(once.html).toContain("Fixture Provider 107");
    expect(put).not.toHaveBeenCalled();
    // The same search however its query is ordered is the same address.
    const reordered = `/local/search/?${new URLSearchParams([...new URL(search, "https://x").searchParams].reverse())}`;
    const stored = await get(reordered);
    expect(stored.cache).toBe("miss");
    expect((await untilHit(search)).html).toBe(stored.html);
    expect(put).toHaveBeenCalledTimes(1);
    // A purge moves the key on but not the asks: the next render is stored at once.
    expect((await purge({ everything: true })).status).toBe(200);
    expect((await get(search)).cache).toBe("miss");

    const provider = fresh(PROVIDER);
    expect((await get(provider)).cache).toBe("miss");
  });

  it("stores no render of an address with an empty parameter, which its key leaves out", async () => {
    const path = fresh("/");
    const bent = `${path}&Call-555-0100-now=`;
    const first = await get(bent);
    expect(first.status).toBe(200);
    // The visitor's own page shows the address as sent…
    expect(first.html).toContain("Call-555-0100-now");
    // …but no copy of it is kept for the key without the empty parameter.
    const next = await untilHit(path);
    expect(next.html).not.toContain("Call-555-0100-now");
    expect(next.html).toContain(path.slice(path.indexOf("utm_content")));
  });

  it("answers HEAD from the same copy", async () => {
    const path = fresh(PROVIDER);
    expect((await get(path)).cache).toBe("miss");
    await untilHit(path);
    const head = await call(path, { method: "HEAD", cookies: visitor() });
    expect(head.status).toBe(200);
    expect(head.headers.get("Carefind-Cache")).toBe("hit");
    expect(await head.text()).toBe("");
  });

  it("renders again on Cache-Control: no-cache, and stores that render unless it is the copy stored minutes ago", async () => {
    const path = fresh(PROVIDER);
    await get(path);
    await untilHit(path);
    // When each stored copy says it was rendered.
    const renderedAt: number[] = [];
    const put = caches.default.put.bind(caches.default);
    vi.spyOn(caches.default, "put").mockImplementation(async (key, response) => {
      renderedAt.push(Number(response.headers.get("Carefind-Rendered-At")));
      return put(key, response);
    });
    const refreshed = await get(path, { headers: { "Cache-Control": "no-cache" } });
    expect(refreshed.cache).toBe("refresh");
    expect(refreshed.status).toBe(200);
    await untilHit(path);
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      // Older than the rewrite age but still fresh: the same render is stored again.
      const later = Date.now() + (PAGE_CACHE_REWRITE_SECONDS + 1) * 1000;
      vi.setSystemTime(later);
      expect((await get(path, { headers: { "Cache-Control": "no-cache" } })).cache).toBe("refresh");
      // Stores of one page run in order: the first store is this refresh's, none was the first's.
      await vi.waitFor(() => expect(renderedAt.length).toBeGreaterThan(0));
      expect(renderedAt[0]).toBeGreaterThanOrEqual(later);
      expect((await untilHit(path)).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it("serves a copy past its freshness as stale and renders it again behind the answer", async () => {
    // Midday in Los Angeles: moving past the freshness never crosses the advisors' midnight,
    // which starts a new day's copy (the key names the day).
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(MIDDAY_IN_LOS_ANGELES);
      const path = fresh(PROVIDER);
      await get(path);
      await untilHit(path);
      vi.setSystemTime(Date.now() + (PAGE_CACHE_FRESH_SECONDS + 60) * 1000);
      const stale = await get(path);
      expect(stale.status).toBe(200);
      expect(stale.cache).toBe("stale");
      // The background render stored a new copy: fresh again at this (later) time.
      await untilHit(path);
    } finally {
      vi.useRealTimers();
    }
  });

  it("never reads or writes the cache under a feature override, by query or by cookie", async () => {
    const path = fresh(PROVIDER);
    const overridden = await get(`${path}&feature-override=hubspot-chat:on`);
    expect(overridden.cache).toBe("bypass");
    expect(overridden.html).toContain('data-island="ChatAssistant"');
    const byCookie = await get(path, { cookies: { ...visitor(), cf_feature_override: "hubspot-chat:on" } });
    expect(byCookie.cache).toBe("bypass");
    expect(byCookie.html).toContain('data-island="ChatAssistant"');
    // Nothing was stored by either: the plain page is a miss, and never shows the overridden variant.
    const plain = await get(path);
    expect(plain.cache).toBe("miss");
    expect(plain.html).not.toContain('data-island="ChatAssistant"');
    const cached = await untilHit(path);
    expect(cached.html).not.toContain('data-island="ChatAssistant"');
    expect((await get(path, { cookies: { ...visitor(), cf_feature_override: "hubspot-chat:on" } })).cache).toBe(
      "bypass",
    );
  });

  it("never reads or writes the cache for a visitor who has sent an inquiry", async () => {
    const path = fresh(SEARCH);
    const asked = await get(path, { cookies: await signedInquiryCookies("cache-asked-0001") });
    expect(asked.cache).toBe("bypass");
    // A bypass is not an ask: the first anonymous visitor's render is the first.
    expect((await get(path)).cache).toBe("first");
    expect((await get(path)).cache).toBe("miss");
    await untilHit(path);
    expect((await get(path, { cookies: await signedInquiryCookies("cache-asked-0002") })).cache).toBe("bypass");
  });

  it("never reads or writes the cache for the editor preview", async () => {
    const path = fresh("/");
    const expires = String(Date.now() + 60 * 60 * 1000);
    const preview = await signValue(env.SIGNING_SECRET, "content-preview", expires);
    const cookies = { ...visitor(), cf_content_preview: preview };
    expect((await get(path, { cookies })).cache).toBe("bypass");
    expect((await get(path)).cache).toBe("miss");
    await untilHit(path);
    expect((await get(path, { cookies })).cache).toBe("bypass");
  });

  it("bypasses what is never cacheable: the operator API, posts, the visitor's address, a bearer token", async () => {
    expect((await get("/api/geoip")).cache).toBe("bypass");
    expect((await get(fresh(PROVIDER), { headers: { Authorization: "Bearer anything" } })).cache).toBe("bypass");
    const saved = await get("/saved", { cookies: { ...visitor(), cf_saved: "100" } });
    expect(saved.cache).toBe("bypass");
  });

  it("caches the public JSON answers the same for everyone", async () => {
    const path = fresh("/v1/enhanced-search?keyword=Austin%2C+TX");
    const first = await get(path);
    expect(first.status).toBe(200);
    expect(first.cache).toBe("miss");
    const hit = await untilHit(path);
    expect(JSON.parse(hit.html)).toEqual(JSON.parse(first.html));
  });

  it("keeps the brands apart: the same address on another host is its own entry", async () => {
    const path = fresh("/");
    const main = await get(path);
    expect(main.cache).toBe("miss");
    await untilHit(path);
    const other = await get(path, { host: "seniorhousing.localhost" });
    expect(other.cache).toBe("miss");
    expect(other.html).toContain('data-brand="seniorhousing"');
    const otherHit = await untilHit(path, { host: "seniorhousing.localhost" });
    expect(otherHit.html).toContain('data-brand="seniorhousing"');
    expect((await untilHit(path)).html).toContain('data-brand="carefind"');
  });

  it("takes a provider's page, its neighbours' pages and the search pages listing it out at once when it is purged", async () => {
    const page = fresh(LISTED);
    const search = fresh(SEARCH);
    // A neighbour's page shows the provider in its comparison carousel or nearby links.
    const neighbour = fresh(PROVIDER);
    await get(page);
    await get(search);
    await get(neighbour);
    await untilHit(page);
    expect((await untilHit(search)).html.includes("Fixture Provider 107")).toBe(true);
    expect((await untilHit(neighbour)).html.includes("Fixture Provider 107")).toBe(true);

    await env.DB.prepare("UPDATE providers SET name = 'Renamed Provider 107' WHERE id = 107").run();
    try {
      const answer = await purge({ providerId: "107" });
      expect(answer.status).toBe(200);
      const body = (await answer.json()) as { deleted: number; generations: Record<string, number> };
      expect(Object.keys(body.generations).sort()).toEqual(["listings", `path:${LISTED}`]);

      const pageAfter = await get(page);
      expect(pageAfter.cache).toBe("miss");
      expect(pageAfter.html.includes("Renamed Provider 107")).toBe(true);
      const searchAfter = await get(search);
      expect(searchAfter.cache).toBe("miss");
      expect(searchAfter.html.includes("Renamed Provider 107")).toBe(true);
      const neighbourAfter = await get(neighbour);
      expect(neighbourAfter.cache).toBe("miss");
      expect(neighbourAfter.html.includes("Renamed Provider 107")).toBe(true);
      expect(neighbourAfter.html.includes("Fixture Provider 107")).toBe(false);
    } finally {
      await env.DB.prepare("UPDATE providers SET name = 'Fixture Provider 107' WHERE id = 107").run();
      await purge({ providerId: "107" });
    }
  });

  it("takes a content page whose blocks show providers' reviews out at once when a review is approved", async () => {
    const saved = await call("/admin/pages/guides/featured-cache", {
      method: "PUT",
      headers: ADMIN,
      body: {
        title: "Families' words",
        description: "The newest good review.",
        blocks: [{ type: "featuredReview", title: "A recent review", careType: "assisted-living" }],
      },
    });
    expect(saved.status).toBe(200);
    await env.DB.prepare(
      `INSERT INTO reviews (id, provider_id, care_type_id, author_name, relationship, content, rating_overall, status, created_at)
       VALUES (9301, 107, 'assisted_living_facilities', 'Nia O.', 'family', 'The night staff always answered.', 5, 'pending', '2027-05-01T10:00:00.000Z')`,
    ).run();
    const page = fresh("/guides/featured-cache/");
    await get(page);
    expect((await untilHit(page)).html.includes("The night staff always answered.")).toBe(false);

    const approved = await call("/admin/reviews/9301/approve", { method: "POST", headers: ADMIN });
    expect(approved.status).toBe(200);
    const after = await get(page);
    expect(after.cache).toBe("miss");
    expect(after.html.includes("The night staff always answered.")).toBe(true);
  });

  it("purges everything, and by page prefix only the pages under it", async () => {
    const geo = fresh("/senior-living/assisted-living/texas/austin/");
    const home = fresh("/");
    await get(geo);
    await get(home);
    await untilHit(geo);
    await untilHit(home);

    const byPrefix = await purge({ pagePrefix: "/senior-living" });
    expect(byPrefix.status).toBe(200);
    expect(Object.keys(((await byPrefix.json()) as { generations: object }).generations)).toEqual([
      "path:/senior-living/",
    ]);
    expect((await get(geo)).cache).toBe("miss");
    expect((await get(home)).cache).toBe("hit");
    await untilHit(geo);

    const everything = await purge({ everything: true });
    expect(everything.status).toBe(200);
    expect(Object.keys(((await everything.json()) as { generations: object }).generations)).toEqual(["all"]);
    expect((await get(geo)).cache).toBe("miss");
    expect((await get(home)).cache).toBe("miss");
  });

  it("refuses a purge body that is not exactly one option, naming the field", async () => {
    const two = await purge({ everything: true, pagePrefix: "/senior-living/" });
    expect(two.status).toBe(400);
    expect(JSON.stringify(await two.json())).toContain("pagePrefix");
    const notAPath = await purge({ pagePrefix: "senior living" });
    expect(notAPath.status).toBe(400);
    expect(JSON.stringify(await notAPath.json())).toContain("pagePrefix");
    const notTrue = await purge({ everything: false });
    expect(notTrue.status).toBe(400);
    expect(JSON.stringify(await notTrue.json())).toContain("everything");
  });
});
