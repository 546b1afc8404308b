/**
 * The site in two languages (docs/languages.md): a Spanish page under /es/ with its own
 * address, lang, canonical link and alternates both ways; the language link's choice kept in a
 * cookie; a suggestion, never a redirect, for a visitor whose language is not the page's; and
 * the page cache keeping each language's copy apart.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { ADMIN, call, setCookies } from "./worker-client.ts";

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
});

function alternates(html: string): Record<string, string> {
  const links: Record<string, string> = {};
  for (const match of html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)) {
    links[match[1] ?? ""] = match[2] ?? "";
  }
  return links;
}

const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"\/>/.exec(html)?.[1];

describe("a page in Spanish", () => {
  it("answers under /es/ in Spanish, with lang, canonical and Spanish links", async () => {
    const response = await call("/es/");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/^<!DOCTYPE html><html lang="es" data-brand="carefind"/);
    expect(html).toContain(
      "<title>Encuentre vivienda y cuidado para personas mayores cerca de usted | Carefind</title>",
    );
    expect(html).toContain("Saltar al contenido principal");
    expect(html).toContain('href="/es/vivienda-para-mayores/vivienda-asistida/">Vivienda asistida</a>');
    expect(html).toContain('action="/es/local/buscar/"');
    expect(html).toContain(">Hogares de ancianos</option>");
    expect(canonical(html)).toBe("http://localhost/es/");
    expect(html).toContain('"inLanguage":"es-US"');
    // The header's link to the English page, in English.
    expect(html).toContain('<a class="language-link" href="/language?to=%2F" hrefLang="en" lang="en">English</a>');
  });

  it("links the two languages both ways, each alternate naming the other, with x-default English", async () => {
    const english = alternates(await (await call("/", { host: "seniorhousing.localhost" })).text());
    const spanish = alternates(await (await call("/es/", { host: "seniorhousing.localhost" })).text());
    const expected = {
      en: "https://seniorhousing.com/",
      es: "https://seniorhousing.com/es/",
      "x-default": "https://seniorhousing.com/",
    };
    // The home page names the request's origin; on localhost that is the test host.
    const local = (links: Record<string, string>) =>
      Object.fromEntries(
        Object.entries(links).map(([lang, href]) => [
          lang,
          href.replace("http://seniorhousing.localhost", "https://seniorhousing.com"),
        ]),
      );
    expect(local(english)).toEqual(expected);
    expect(local(spanish)).toEqual(expected);
  });

  it("sends the short and English-worded forms of a Spanish address to the page's own, keeping the query", async () => {
    const bare = await call("/es");
    expect(bare.status).toBe(301);
    expect(bare.headers.get("Location")).toBe("/es/");
    const english = await call("/es/local/search/?keyword=Austin");
    expect(english.status).toBe(301);
    expect(english.headers.get("Location")).toBe("/es/local/buscar/?keyword=Austin");
  });

  it("answers each page family at its Spanish address, never sending it to itself", async () => {
    for (const path of [
      "/es/local/buscar/?keyword=Austin%2C+TX&careType=assisted-living",
      "/es/vivienda-asistida/texas/austin/fixture-provider-102/",
      "/es/vivienda-para-mayores/vivienda-asistida/texas/austin/",
      "/es/vivienda-para-mayores/vivienda-asistida/",
      "/es/resenas/escribir/",
      "/es/mapa-del-sitio/",
    ]) {
      const response = await call(path);
      expect(response.status, `${path} -> ${response.headers.get("Location")}`).toBe(200);
    }
  });

  it("names the English page as a content page's canonical, its words being English, with no alternates", async () => {
    const page = {
      title: "About us",
      description: "Who we are.",
      blocks: [{ type: "text", title: "Our story", text: "We help families." }],
    };
    expect((await call("/admin/pages/about/us", { method: "PUT", headers: ADMIN, body: page })).status).toBe(200);
    for (const path of ["/about/us/", "/es/about/us/"]) {
      const html = await (await call(path)).text();
      expect(canonical(html), path).toBe("https://carefind.com/about/us/");
      expect(alternates(html), path).toEqual({});
    }
  });

  it("keeps a Spanish page's own redirects in Spanish", async () => {
    const response = await call("/es/comparar");
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/es/comparar/");
  });

  it("has no Spanish APIs: they answer only at their own address", async () => {
    expect((await call("/es/api/care-types")).status).toBe(404);
    expect((await call("/api/care-types")).status).toBe(200);
  });

  it("reads an API's language from lang, refusing one the site does not speak", async () => {
    expect((await call("/api/care-types?lang=es")).status).toBe(200);
    const refused = await call("/api/care-types?lang=fr");
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toBe("Invalid query: lang: must be one of en, es");
  });

  it("answers an unknown Spanish page with the 404 page in Spanish", async () => {
    const response = await call("/es/no-existe/nada/");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<html lang="es"');
    expect(html).toContain("No encontramos esa página");
    expect(html).toContain('href="/es/">Ir a la página de inicio de Carefind</a>');
  });
});

describe("choosing the language", () => {
  it("keeps the choice of a language link in a narrow cookie and opens the page asked for", async () => {
    const response = await call("/language?to=%2Fes%2Fbuscar%2F%3Fkeyword%3DAustin");
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/es/buscar/?keyword=Austin");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const cookie = setCookies(response).get("cf_language");
    expect(cookie?.value).toBe("es");
    expect(cookie?.attributes).toEqual(
      expect.arrayContaining(["Max-Age=31536000", "Path=/", "HttpOnly", "SameSite=Lax"]),
    );
    const back = await call("/language?to=%2F");
    expect(setCookies(back).get("cf_language")?.value).toBe("en");
  });

  it("refuses another site or a missing page, naming the field", async () => {
    for (const query of ["?to=https%3A%2F%2Fevil.example%2F", "?to=%2F%2Fevil.example%2F", ""]) {
      const response = await call(`/language${query}`);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/^Invalid query: to: /);
      expect(setCookies(response).has("cf_language")).toBe(false);
    }
  });

  it("suggests the page in the browser's language, without sending the visitor anywhere", async () => {
    const response = await call("/", { headers: { "Accept-Language": "es-MX,es;q=0.9,en;q=0.5" } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<aside class="language-suggestion" lang="es" aria-label="Idioma">');
    expect(html).toContain('href="/language?to=%2Fes%2F" hreflang="es">Ver en español</a>');
    expect(html).toContain('href="/language?to=%2F">Seguir leyendo en inglés</a>');
    // Right after the header, in the page's flow.
    expect(html.indexOf("language-suggestion")).toBeGreaterThan(html.indexOf("</header>"));
  });

  it("suggests nothing once the visitor chose this page's language, or when their browser reads it", async () => {
    const chosen = await call("/", { headers: { "Accept-Language": "es" }, cookies: { cf_language: "en" } });
    expect(await chosen.text()).not.toContain("language-suggestion");
    const english = await call("/", { headers: { "Accept-Language": "en-US,en" } });
    expect(await english.text()).not.toContain("language-suggestion");
    const spanishChoice = await call("/", { cookies: { cf_language: "es" } });
    expect(await spanishChoice.text()).toContain("Esta página también está en español.");
    const englishOnSpanish = await call("/es/", { headers: { "Accept-Language": "en-US" } });
    const html = await englishOnSpanish.text();
    expect(html).toContain('<aside class="language-suggestion" lang="en" aria-label="Language">');
    expect(html).toContain(">View in English</a>");
  });

  it("keeps each language's copy apart in the page cache, and the suggestion out of both", async () => {
    const read = async (path: string, headers: Record<string, string> = {}) => {
      for (let attempt = 0; attempt < 50; attempt++) {
        const response = await call(path, { headers });
        const html = await response.text();
        if (response.headers.get("Carefind-Cache") === "hit") return html;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`${path} was never served from the page cache`);
    };
    const spanish = await read("/es/", { "Accept-Language": "en" });
    const english = await read("/");
    expect(spanish).toContain('<html lang="es"');
    expect(spanish).toContain("View in English");
    expect(english).toContain('<html lang="en"');
    expect(english).not.toContain("language-suggestion");
    expect(await read("/es/")).not.toContain("language-suggestion");
  });
});
