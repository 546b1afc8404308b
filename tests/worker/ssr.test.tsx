import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { Suspense, use } from "react";
import { describe, expect, it, vi } from "vitest";
import { brandCareTypeChoices } from "../../domain/brands/brand-care-types.ts";
import { BRANDS } from "../../domain/brands/brands.ts";
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import type { AppEnv } from "../../worker/env.ts";
import { brand } from "../../worker/middleware/brand.ts";
import { flags } from "../../worker/middleware/flags.ts";
import { securityHeaders } from "../../worker/middleware/security-headers.ts";
import { session } from "../../worker/middleware/session.ts";
import { renderPage } from "../../worker/ssr/render.tsx";
import { islandProps } from "../support/island-props.ts";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { call } from "./worker-client.ts";

const ATTACK = "</script><script>alert(1)</script>";

function pageState(html: string): unknown {
  const json = /<script id="carefind-state" type="application\/json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
  return JSON.parse(json ?? "null");
}

describe("escaping", () => {
  it("keeps a query value holding a script as text in the HTML and in the serialised state", async () => {
    const html = await (await call(`/local/search/?keyword=${encodeURIComponent(ATTACK)}`)).text();
    // Only the document's two scripts and the islands' JSON props: none from the query.
    const scripts = html.match(/<script[^>]*>/g) ?? [];
    expect(scripts.filter((tag) => !tag.startsWith('<script type="application/json" data-island-props='))).toHaveLength(
      2,
    );
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
    // The state script holds the value escaped, and reads back as exactly what was typed.
    expect(html).toContain("\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e");
    expect(pageState(html)).toMatchObject({ seed: { searchKeyword: ATTACK } });
  });
});

describe("document and security headers", () => {
  it("allows the page's one inline script by its hash in the CSP, with no nonce and no unsafe-inline", async () => {
    const first = await call("/");
    const csp = first.headers.get("Content-Security-Policy") ?? "";
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).not.toContain("nonce");
    expect(csp).toContain("frame-ancestors 'self'");
    const html = await first.text();
    expect(html).not.toContain("nonce=");
    const scripts = [...html.matchAll(/<script>(.*?)<\/script>/g)].map((match) => match[1] ?? "");
    expect(scripts).toHaveLength(1);
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(scripts[0]));
    const hash = btoa(String.fromCharCode(...new Uint8Array(digest)));
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(first.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(first.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  });

  it("has a language, viewport, title, description, canonical URL and the hashed assets", async () => {
    const html = await (await call("/", { protocol: "https", host: "carefind.com" })).text();
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en"/);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
    expect(html).toContain('<meta name="description" content="Carefind helps families');
    expect(html).toContain('<link rel="canonical" href="https://carefind.com/"/>');
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/site-[0-9a-f]{10}\.css"\/>/);
    // The scripts are asked for once the page has painted: the first paint needs none of them,
    // so the HTML names no script to fetch, only the inline loader that adds them.
    expect(html).not.toMatch(/<script[^>]* src=/);
    expect(html).not.toMatch(/<link[^>]* rel="modulepreload"/);
    const loader = /<script>(\(function\(\)\{.*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(loader).toMatch(/"entry":"\/assets\/entry-client-[A-Z0-9]+\.js"/);
    expect(loader).toMatch(/"preload":\["\/assets\/chunk-[A-Z0-9]+\.js"/);
    expect(loader).toContain('.observe({type:"paint",buffered:true})');
  });

  it("serves the built assets through the ASSETS binding", async () => {
    const html = await (await call("/")).text();
    const script = /"entry":"(\/assets\/entry-client-[A-Z0-9]+\.js)"/.exec(html)?.[1] ?? "";
    const asset = await env.ASSETS.fetch(`http://localhost${script}`);
    expect(asset.status).toBe(200);
    expect(await asset.text()).toContain("hydrateRoot");
  });

  it("marks each island's root with its name, the catalogue's sections it reads, and its props", async () => {
    const html = await (await call("/")).text();
    expect(html).toContain('<div class="island" data-island="HomeSearch" data-words="chrome home">');
    expect(islandProps(html, "HomeSearch")).toEqual({
      searchPath: "/local/search/",
      locationRequired: true,
      // The header bar's wait before asking for place suggestions.
      debounceMs: 150,
      idPrefix: "home-search",
      careTypes: brandCareTypeChoices(BRANDS.carefind, messagesFor("en")),
    });
    expect(html).toContain('placeholder="Enter City, State or Zip"');
    expect(html).toContain('<option value="" selected="">Select Care level</option>');
    expect(html).toMatch(/<button type="submit"[^>]*>Search<\/button>/);
  });
});

/** A page app using the real middleware and renderer, with bodies the real pages do not have. */
function testApp() {
  function SlowPart({ arrival }: { arrival: Promise<string> }) {
    return <p>{use(arrival)}</p>;
  }
  function Broken(): never {
    throw new Error("secret stack detail");
  }
  return new Hono<AppEnv>()
    .use(securityHeaders, brand, session, flags)
    .get("/slow", (c) =>
      renderPage(c, {
        title: "Slow",
        description: "A page with a late part",
        canonicalPath: "/slow",
        body: (
          <Suspense fallback={<p>Loading part</p>}>
            {/* Data the render never gets: the page must not wait for it. */}
            <SlowPart arrival={new Promise<string>(() => {})} />
          </Suspense>
        ),
      }),
    )
    .get("/broken", (c) =>
      renderPage(c, { title: "Broken", description: "Fails", canonicalPath: "/broken", body: <Broken /> }),
    );
}

describe("the render", () => {
  it("renders a page whole from data read before it, and logs a part that waited on data instead", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      // A page's body renders from what its route read first (a loader, for head first): a part
      // that suspends shows its fallback to everyone, bots too, and the operator is told.
      const html = await (await testApp().request("/slow", {}, env)).text();
      expect(html).toContain("Loading part");
      // And the page is whole: it did not wait for the part.
      expect(html).toContain("</html>");
      expect(errors.mock.calls.flat().join(" ")).toContain("/slow");
      errors.mockClear();
      const home = await call("/");
      expect(home.status).toBe(200);
      expect(await home.text()).toContain("</html>");
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  it("answers the branded 500 page, without the error's text, when the shell fails", async () => {
    const response = await testApp().request("/broken", {}, env);
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain("Something went wrong on our side");
    expect(html).toContain('data-brand="carefind"');
    expect(html).not.toContain("secret stack detail");
  });
});

describe("head first", () => {
  function headFirstApp(arrival: Promise<string>) {
    return new Hono<AppEnv>().use(securityHeaders, brand, session, flags).get("/late", (c) =>
      renderPage(c, async () => {
        const text = await arrival;
        if (text === "fail") throw new Error("secret loader detail");
        return {
          title: `Late ${text}`,
          description: "A page whose data comes late",
          canonicalPath: "/late",
          body: <p>{text}</p>,
        };
      }),
    );
  }

  it("sends the head's start before the page's data is read, and the complete page after it", async () => {
    let release: (text: string) => void = () => undefined;
    const arrival = new Promise<string>((resolve) => {
      release = resolve;
    });
    const response = await headFirstApp(arrival).request("/late", {}, env);
    expect(response.status).toBe(200);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    // The data has not arrived, yet the browser already has the stylesheet to fetch.
    const first = decoder.decode((await reader.read()).value);
    expect(first).toMatch(/^<!DOCTYPE html><html lang="en" data-brand="carefind"[^>]*><head><meta charSet="utf-8"\/>/);
    expect(first).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css"\/>/);
    expect(first).not.toContain("<title>");
    release("data arrived");
    let html = first;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) html += decoder.decode(chunk.value);
    expect(html).toContain("<title>Late data arrived | Carefind</title>");
    expect(html).toContain("<p>data arrived</p>");
    // One document: every part of the head once, in one head.
    for (const part of [
      "<!DOCTYPE",
      "<html",
      "<head>",
      "</head>",
      "<meta charSet",
      'rel="stylesheet"',
      "<title>",
      "</html>",
    ]) {
      expect(html.split(part)).toHaveLength(2);
    }
  });

  it("answers the 500 page's content, without the error's text, when the data fails after the head went out", async () => {
    const response = await headFirstApp(Promise.resolve("fail")).request("/late", {}, env);
    const html = await response.text();
    expect(html).toContain("Something went wrong on our side");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain("secret loader detail");
    expect(html.split("<head>")).toHaveLength(2);
  });

  it("sends the search page and a provider page head first, as one document", async () => {
    await loadDirectoryFixture(env.DB);
    const search = await (await call("/local/search/?keyword=Austin%2C+TX")).text();
    const provider = await (await call("/assisted-living/texas/austin/fixture-provider-100/")).text();
    expect(search).toContain("Assisted Living near Austin, TX");
    expect(provider).toContain("Fixture Provider 100");
    for (const html of [search, provider]) {
      expect(html).toMatch(/^<!DOCTYPE html><html lang="en" data-brand="carefind"[^>]*><head><meta charSet="utf-8"\/>/);
      for (const part of ["<head>", "</head>", "<meta charSet", 'rel="stylesheet"', "<title>"]) {
        expect(html.split(part)).toHaveLength(2);
      }
    }
  });
});
