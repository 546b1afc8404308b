/**
 * The provider page in Spanish on both brands (docs/languages.md): a community, a nursing home
 * with Medicare figures and inspections, and a home care agency, each under its Spanish address
 * with the page's own words from the catalogue, the provider's English data marked `lang="en"`,
 * and no English left of the provider section.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { localizedPath } from "../../domain/i18n/paths.ts";
import { englishLeftovers, readableText } from "../support/english-leftovers.ts";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { call } from "./worker-client.ts";

const HOSTS = ["localhost", "seniorhousing.localhost"] as const;
const HOURS = "hours per resident per day";

const PAGES = {
  community: "/assisted-living/texas/austin/fixture-provider-100/",
  promoted: "/assisted-living/texas/austin/fixture-provider-102/",
  agency: "/in-home-care/texas/austin/fixture-provider-109/",
  nursingHome: "/nursing-homes/texas/austin/spanish-nursing-fixture-920/",
  newYork: "/assisted-living/new-york/albany/albany-spanish-fixture-921/",
} as const;

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
  await env.DB.batch([
    env.DB.prepare(
      `INSERT OR IGNORE INTO providers (id, source, ccn, name, slug, primary_care_type_id, street, city_id, city_name, county_id,
         state_code, zip, formatted_address, latitude, longitude, phone, description, tags, is_indexed)
       VALUES (920, 'cms', '455920', 'Spanish Nursing Fixture 920', 'spanish-nursing-fixture-920', 'nursing_homes',
         '9 Care Way', 1, 'Austin', 1, 'TX', '78701', '9 Care Way, Austin, TX 78701', 30.27, -97.74, '(512) 555-0109',
         'A nursing home fixture.', '[]', 1)`,
    ),
    env.DB.prepare(
      "INSERT OR IGNORE INTO provider_services (provider_id, care_type_id, starting_price_cents) VALUES (920, 'nursing_homes', NULL)",
    ),
    // A community in a state whose name Spanish writes otherwise.
    env.DB.prepare(
      `INSERT OR IGNORE INTO cities (id, name, state_code, url_name, name_key, population, latitude, longitude)
       VALUES (921, 'Albany', 'NY', 'albany', 'albany', 99224, 42.6526, -73.7562)`,
    ),
    env.DB.prepare(
      `INSERT OR IGNORE INTO providers (id, source, name, slug, primary_care_type_id, street, city_id, city_name,
         state_code, zip, formatted_address, latitude, longitude, phone, description, tags, is_indexed)
       VALUES (921, 'demo', 'Albany Spanish Fixture 921', 'albany-spanish-fixture-921', 'assisted_living_facilities',
         '1 State St', 921, 'Albany', 'NY', '12207', '1 State St, Albany, NY 12207', 42.6526, -73.7562, '(518) 555-0100',
         'A fixture.', '[]', 1)`,
    ),
    env.DB.prepare(
      "INSERT OR IGNORE INTO provider_services (provider_id, care_type_id, starting_price_cents) VALUES (921, 'assisted_living_facilities', 400000)",
    ),
    env.DB.prepare(
      `INSERT OR IGNORE INTO medicare_records (provider_id, federal_provider_number, local_resource_type, state, ownership_type,
         provider_type, certified_beds, rating_date, overall_rating, health_inspection_rating, qm_rating, staffing_rating, metrics)
       VALUES (920, '455920', 'nursing_homes', 'TX', 'For profit - Corporation', NULL, 120, '2024-06-01', 4, 2, NULL, 5, ?)`,
    ).bind(
      JSON.stringify([
        { label: "Registered nurse staffing", value: 0.8213, unit: HOURS },
        { label: "Total nurse staffing", value: 3.9, unit: HOURS },
        { label: "Number of fines", value: 2, unit: "count" },
        { label: "Total amount of fines", value: 12_345.6, unit: "USD" },
        { label: "Total number of penalties", value: 3, unit: "count" },
        { label: "Abuse icon", value: 1, unit: "yes/no" },
        { label: "Substantiated complaints", value: 4, unit: "count" },
      ]),
    ),
  ]);
});

async function spanishPage(englishPath: string, host: string): Promise<string> {
  const response = await call(localizedPath(englishPath, "es"), { host });
  expect(response.status, `${englishPath} on ${host}`).toBe(200);
  return (await response.text()).replaceAll("<!-- -->", "");
}

describe("the provider page in Spanish", () => {
  for (const host of HOSTS) {
    it(`reads a community's page in Spanish on ${host}`, async () => {
      const html = await spanishPage(PAGES.community, host);
      expect(html).toMatch(/<html lang="es"/);
      expect(html).toContain("<title>Fixture Provider 100, Centro de vivienda asistida en Austin, TX");
      expect(html).toContain("Vivienda asistida en Austin, TX");
      expect(html).toContain("Aviso sobre publicidad");
      expect(html).toContain("Cómo se compara");
      expect(html).toContain("Encuentre otros proveedores cerca de Austin");
      expect(html).toContain(">Comodidades</h2>");
      // The trail's links are the Spanish addresses.
      expect(html).toContain('href="/es/vivienda-para-mayores/vivienda-asistida/"');
      // The provider's own description is English, and says so.
      expect(html).toContain('<p lang="en">A fixture.</p>');
      expect(englishLeftovers(html, ["provider"])).toEqual([]);
    });

    it(`reads a promotion and the listing in Spanish on ${host}`, async () => {
      const html = await spanishPage(PAGES.promoted, host);
      expect(html).toContain("¡PROMOCIÓN!");
      expect(html).toContain('lang="en">First month free</span>');
      expect(englishLeftovers(html, ["provider"])).toEqual([]);
    });

    it(`reads a home care agency's page in Spanish on ${host}`, async () => {
      const html = await spanishPage(PAGES.agency, host);
      expect(html).toContain("Cuidado en el hogar en Austin, TX");
      expect(englishLeftovers(html, ["provider"])).toEqual([]);
    });

    it(`reads a nursing home's Medicare figures with Care Compare's Spanish names on ${host}`, async () => {
      const html = await spanishPage(PAGES.nursingHome, host);
      expect(html).toContain("Calificaciones de Medicare y resultados de las inspecciones");
      for (const label of ["Calificación general", "Inspecciones de salud", "Personal", "Medidas de calidad"]) {
        expect(html).toContain(`<span class="medicare-bar-label">${label}</span>`);
      }
      expect(html).toContain('<span class="medicare-bar-value">4 de 5</span>');
      expect(html).toContain("Sin calificación");
      expect(html).toContain("Calificación general de Medicare: 4 de 5 estrellas");
      expect(html).toContain("Care Compare de CMS, junio de 2024");
      expect(html).toContain("0.82 horas por residente al día");
      expect(html).toContain("2 multas, $12,346 en total");
      expect(html).toContain("3 sanciones");
      expect(html).toContain('<dd lang="en">For profit - Corporation</dd>');
      expect(html).toContain('<dt lang="en">Substantiated complaints</dt>');
      expect(englishLeftovers(html, ["provider"])).toEqual([]);
    });
  }

  it("names the provider's state in Spanish in its trail, the trail's addresses kept", async () => {
    const html = await spanishPage(PAGES.newYork, "localhost");
    expect(html).toContain('<a href="/es/vivienda-para-mayores/vivienda-asistida/new-york/">Nueva York</a>');
    expect(html).toContain('"name":"Nueva York"');
    const english = await (await call(PAGES.newYork)).text();
    expect(english).toContain('<a href="/senior-living/assisted-living/new-york/">New York</a>');
  });

  it("answers the provider record API's errors in Spanish with ?lang=es, in English without", async () => {
    const missing = await call("/api/location/999999?lang=es");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "No encontramos ese proveedor" });
    const withoutId = await call("/api/location/?lang=es");
    expect(withoutId.status).toBe(400);
    expect(await withoutId.json()).toEqual({ error: "Falta el número del proveedor (ProviderId)." });
    expect(await (await call("/api/location/")).json()).toEqual({ error: "ProviderId is required!" });
  });

  it("shows what English is left on the Spanish pages outside every catalogue", async () => {
    for (const path of Object.values(PAGES)) {
      const html = await spanishPage(path, "localhost");
      expect(readableText(html).length, path).toBeGreaterThan(0);
    }
  });
});
