/**
 * The search page in Spanish on both brands (docs/languages.md): results, paging, the empty
 * states, filters, sort, cards and the map read in Spanish with no English UI text left of the
 * search section, links stay in Spanish, and the search APIs answer their messages in Spanish.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { englishLeftovers, readableText } from "../support/english-leftovers.ts";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { call } from "./worker-client.ts";

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
});

const QUERY = "keyword=Austin%2C+TX&careType=assisted-living";
const BRANDS = [
  { host: "localhost", path: "/es/local/buscar/" },
  { host: "seniorhousing.localhost", path: "/es/buscar/" },
] as const;

async function page(path: string, host: string): Promise<string> {
  const response = await call(path, { host });
  expect(response.status, path).toBe(200);
  return response.text();
}

describe.each(BRANDS)("the search page in Spanish on $host", ({ host, path }) => {
  it("shows the results in Spanish, with Spanish links and no English of its own", async () => {
    const html = await page(`${path}?${QUERY}`, host);
    expect(html).toMatch(/^<!DOCTYPE html><html lang="es"/);
    expect(html).toContain("<title>Vivienda asistida cerca de Austin, TX");
    expect(html).toContain(">Vivienda asistida cerca de Austin, TX</h1>");
    expect(html).toMatch(/>\d+ resultados<\/h2>/);
    expect(html).toContain(">Filtros</h2>");
    expect(html).toContain(">Borrar todo</a>");
    expect(html).toContain(">Ordenar por</label>");
    expect(html).toContain(">Recomendados</option>");
    expect(html).toContain(">Distancia</label>");
    expect(html).toContain(">30 millas</output>");
    expect(html).toContain(">Más información");
    expect(html).toContain("Ir a los resultados");
    // Forms and page links stay on the Spanish page.
    expect(html).toContain(`action="${path}"`);
    expect(html).toContain(`href="${path}?${QUERY.replace("&", "&amp;")}&amp;page=2"`);
    expect(html).toContain('aria-label="Páginas de resultados"');
    expect(englishLeftovers(html, ["search"])).toEqual([]);
  });

  it("shows a later page and the map picture in Spanish", async () => {
    const html = await page(`${path}?${QUERY}&page=2`, host);
    expect(html).toContain('aria-current="page" aria-label="Página 2"');
    expect(html).toContain("Página anterior");
    expect(html).toContain(">Ver mapa</span>");
    expect(html).toMatch(/alt="Mapa de \d+ resultados de vivienda asistida cerca de Austin, TX"/);
    expect(englishLeftovers(html, ["search"])).toEqual([]);
  });

  it("says in Spanish when nothing was searched", async () => {
    const html = await page(path, host);
    expect(html).toContain("<h2>Sin resultados</h2>");
    expect(html).toContain("Cambie sus filtros para ver resultados");
    expect(englishLeftovers(html, ["search"])).toEqual([]);
  });

  it("says in Spanish when the place is unknown", async () => {
    const html = await page(`${path}?keyword=Nowhere%2C+ZZ&careType=assisted-living`, host);
    expect(html).toContain("No encontramos ese lugar");
    expect(html).toContain("No hay proveedores que coincidan con sus preferencias.");
    expect(englishLeftovers(html, ["search"])).toEqual([]);
  });
});

describe("the search APIs in Spanish", () => {
  it("answer an unknown place's message in Spanish", async () => {
    const response = await call("/api/enhanced-search?lang=es", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ keyword: "Nowhere, ZZ", careType: "assisted-living" }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { locationError: string | null };
    expect(body.locationError).toBe("No encontramos ese lugar");
  });

  it("answer a validation message in Spanish", async () => {
    const response = await call("/v1/enhanced-search?lang=es&latitude=30.2");
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string };
    expect(body.error).toContain("latitude y longitude van juntas");
  });

  it("answer a faceted search's unreadable criteria in Spanish", async () => {
    const response = await call("/v1/faceted-search?lang=es&criteria=%7Bnot-json");
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain("criteria debe ser un objeto JSON");
  });

  it("answer an unknown care type in Spanish", async () => {
    const response = await call("/v2/enhanced-search/no-such-care/texas/austin?lang=es");
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: string }).error).toBe("Tipo de cuidado desconocido: no-such-care");
  });
});

describe("what English is left on the Spanish search page", () => {
  it("is only what the search section does not own", async () => {
    const html = await page(`/es/local/buscar/?${QUERY}`, "localhost");
    const text = readableText(html);
    for (const english of ["Show more", "Filter results", "Learn More", "Request Info", "Sort by", "Show Map"]) {
      expect(text).not.toContain(english);
    }
  });
});
