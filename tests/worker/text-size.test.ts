/**
 * The site's own text size (domain/visitor/text-size.ts, worker/visitor/text-size-route.ts): the
 * header's form keeps the choice in a cookie and sends the visitor back; every page the visitor
 * then opens, cached or not, is marked with it; a cached copy never carries one visitor's size
 * to the next.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { call, setCookies } from "./worker-client.ts";

const ORIGIN = "http://localhost";
const PROVIDER = "/assisted-living/texas/austin/fixture-provider-100/";

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
});

function postSize(body: string, headers: Record<string, string> = {}): Promise<Response> {
  return call("/text-size", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, ...headers },
    body,
  });
}

/** The html element's text size, and which step the header's control shows pressed. */
function marks(html: string): { size: string | null; pressed: string[] } {
  const size = /<html[^>]* data-text-size="([^"]+)"/.exec(html)?.[1] ?? null;
  const pressed = [...html.matchAll(/<button[^>]*value="(\d+)"[^>]*aria-pressed="true"[^>]*name="size"/g)].map(
    (match) => match[1] ?? "",
  );
  return { size, pressed };
}

describe("POST /text-size", () => {
  it("keeps the size for a year in a narrow cookie and goes back to the page the form was on", async () => {
    const response = await postSize("size=150", { Referer: `${ORIGIN}/local/search/?keyword=Austin%2C+TX` });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/local/search/?keyword=Austin%2C+TX");
    const cookie = setCookies(response).get("cf_text_size");
    expect(cookie?.value).toBe("150");
    expect(cookie?.attributes).toEqual(
      expect.arrayContaining(["Max-Age=31536000", "Path=/", "HttpOnly", "SameSite=Lax"]),
    );
  });

  it("goes home when the form came from no page or another site's, and answers JSON with the size", async () => {
    expect((await postSize("size=125")).headers.get("Location")).toBe("/");
    expect((await postSize("size=125", { Referer: "https://evil.example/x" })).headers.get("Location")).toBe("/");
    expect((await postSize("size=125", { Referer: `${ORIGIN}/.//evil.example` })).headers.get("Location")).toBe("/");
    const json = await call("/text-size", { method: "POST", headers: { Origin: ORIGIN }, body: { size: "125" } });
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual({ size: "125" });
  });

  it("refuses a size it does not offer naming the field, and a post from another site", async () => {
    const bad = await postSize("size=175");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: "Invalid body: size: must be 100, 125 or 150" });
    expect(setCookies(bad).has("cf_text_size")).toBe(false);
    const crossSite = await postSize("size=150", { Origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    expect(setCookies(crossSite).has("cf_text_size")).toBe(false);
  });
});

describe("pages at the visitor's text size", () => {
  it("mark the html element and the pressed step; a tampered cookie reads as standard", async () => {
    const large = await (await call("/", { cookies: { cf_text_size: "150" } })).text();
    expect(marks(large)).toEqual({ size: "150", pressed: ["150"] });
    const standard = await (await call("/", { cookies: { cf_text_size: "999" } })).text();
    expect(marks(standard)).toEqual({ size: null, pressed: ["100"] });
    const none = await (await call("/")).text();
    expect(marks(none)).toEqual({ size: null, pressed: ["100"] });
  });

  it("from the page cache too, without one visitor's size reaching the next", async () => {
    // The first visitor's copy is stored; the next visitors get it with their own size.
    for (let attempt = 0; attempt < 50; attempt++) {
      const response = await call(PROVIDER, { cookies: { cf_text_size: "125" } });
      const html = await response.text();
      expect(marks(html)).toEqual({ size: "125", pressed: ["125"] });
      if (response.headers.get("Carefind-Cache") === "hit") break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const next = await call(PROVIDER);
    expect(next.headers.get("Carefind-Cache")).toBe("hit");
    expect(marks(await next.text())).toEqual({ size: null, pressed: ["100"] });
    const another = await call(PROVIDER, { cookies: { cf_text_size: "150" } });
    expect(another.headers.get("Carefind-Cache")).toBe("hit");
    expect(marks(await another.text())).toEqual({ size: "150", pressed: ["150"] });
  });
});
