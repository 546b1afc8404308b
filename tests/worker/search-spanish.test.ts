/**
 * The search page in Spanish on both brands (docs/languages.md): results, paging, the empty
 * states, filters, sort, cards and the map read in Spanish with no English UI text left of the
 * search section, links stay in Spanish, and the search APIs answer their messages in Spanish.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { SearchResponse } from "../../domain/search/search-contract.ts";
import { recomputeAggregates } from "../../worker/providers/provider-job-store.ts";
import { englishLeftovers, readableText } from "../support/english-leftovers.ts";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { call } from "./worker-client.ts";

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
  // The one nursing home of Austin, rated by Medicare with June 2024's figures.
  await env.DB.batch([
    env.DB.prepare(
      `INSERT OR IGNORE INTO providers (id, source, ccn, name, slug, primary_care_type_id, street, city_id, city_name, county_id,
         state_code, zip, formatted_address, latitude, longitude, phone, description, tags, is_indexed)
       VALUES (940, 'cms', '455940', 'Rated Nursing Fixture 940', 'rated-nursing-fixture-940', 'nursing_homes',
         '9 Care Way', 1, 'Austin', 1, 'TX', '78701', '9 Care Way, Austin, TX 78701', 30.27, -97.74, '(512) 555-0109',
         'A nursing home fixture.', '[]', 1)`,
    ),
    env.DB.prepare(
      "INSERT OR IGNORE INTO provider_services (provider_id, care_type_id, starting_price_cents) VALUES (940, 'nursing_homes', NULL)",
    ),
    env.DB.prepare(
      `INSERT OR IGNORE INTO medicare_records (provider_id, federal_provider_number, local_resource_type, state, rating_date,
         overall_rating, metrics)
       VALUES (940, '455940', 'nursing_homes', 'TX', '2024-06-01', 4, '[]')`,
    ),
  ]);
  await recomputeAggregates(env.DB);
});

const NURSING_HOMES = "keyword=Austin%2C+TX&careType=nursing-homes";

const QUERY = "keyword=Austin%2C+TX&careType=assisted-living";
const BRANDS = [
  { host: "localhost", path: "/es/local/buscar/", englishPath: "/local/search/" },
  { host: "seniorhousing.localhost", path: "/es/buscar/", englishPath: "/search/" },
] as const;

async function page(path: string, host: string): Promise<string> {
  const response = await call(path, { host });
  expect(response.status, path).toBe(200);
  return response.text();
}

describe.each(BRANDS)("the search page in Spanish on $host", ({ host, path, englishPath }) => {
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

  it("asks for the map picture in Spanish, and the picture names itself in Spanish", async () => {
    const html = await page(`${path}?${QUERY}`, host);
    const src = /<img class="static-map-image" src="([^"]+)"/.exec(html)?.[1]?.replaceAll("&amp;", "&");
    expect(src).toMatch(/^\/map\/static\.svg\?.*&lang=es$/);
    const svg = await (await call(src ?? "", { host })).text();
    expect(svg).toContain(
      '<title id="static-map-title">Mapa de 20 resultados de vivienda asistida cerca de Austin, TX</title>',
    );
  });

  it("writes the month of a Medicare rating in Spanish on a card, though an English search of it was cached first", async () => {
    const english = await page(`${englishPath}?${NURSING_HOMES}`, host);
    expect(english).toContain("CMS Care Compare, June 2024");
    const html = await page(`${path}?${NURSING_HOMES}`, host);
    expect(html).toContain("Calificación general de Medicare: 4 de 5 estrellas");
    expect(html).toContain("Care Compare de CMS, junio de 2024");
    expect(html).not.toContain("June 2024");
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

  it("name the care type and the month of a Medicare rating in Spanish with ?lang=es, in English without", async () => {
    const search = (lang: string) =>
      call(`/api/enhanced-search${lang}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ keyword: "Austin, TX", careType: "nursing-homes" }),
      }).then((response) => response.json() as Promise<SearchResponse>);
    const english = await search("");
    const spanish = await search("?lang=es");
    for (const [body, careType, month] of [
      [english, "Nursing Homes", "June 2024"],
      [spanish, "Hogares de ancianos", "junio de 2024"],
    ] as const) {
      expect(body.careType.label).toBe(careType);
      const home = body.results.find((result) => result.id === 940);
      expect(home?.medicare?.month).toBe(month);
      expect(home?.services.map((service) => service.category.name)).toEqual([careType]);
    }
  });

  it("list the brand's care types by their Spanish names with ?lang=es", async () => {
    const names = async (lang: string) =>
      ((await (await call(`/api/care-types${lang}`)).json()) as { careTypes: { slug: string; name: string }[] })
        .careTypes;
    expect(await names("?lang=es")).toContainEqual({
      id: "nursing_homes",
      slug: "nursing-homes",
      name: "Hogares de ancianos",
      rollUpType: "senior-living",
    });
    expect(await names("")).toContainEqual(expect.objectContaining({ slug: "nursing-homes", name: "Nursing Homes" }));
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
