/**
 * The compare, saved, geo, hub, site map and award pages in Spanish, on both brands
 * (docs/languages.md): each answers at its Spanish address with Spanish words, shows none of
 * its catalogue sections' English texts outside what is marked `lang="en"`, and says what is
 * wrong with an address or a form in Spanish.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { englishLeftovers } from "../support/english-leftovers.ts";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { call } from "./worker-client.ts";

const SECTIONS = ["compare", "saved", "geo", "siteMap", "awards"] as const;
const HOSTS = ["localhost", "seniorhousing.localhost"] as const;

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
  // A Caring Stars winner, so the winners' page lists one.
  await env.DB.prepare(
    "INSERT OR IGNORE INTO awards (provider_id, kind, name, year) VALUES (100, 'caring_stars', 'Caring Stars', 2024)",
  ).run();
});

async function spanish(path: string, host: string, status = 200): Promise<string> {
  const response = await call(path, { host });
  expect(response.status, `${host}${path}`).toBe(status);
  const html = await response.text();
  expect(html, `${host}${path}`).toMatch(/<html lang="es"/);
  expect(englishLeftovers(html, SECTIONS), `${host}${path}`).toEqual([]);
  return html;
}

describe.each(HOSTS)("the places pages in Spanish on %s", (host) => {
  it("compares communities in Spanish, with Spanish links", async () => {
    const html = await spanish("/es/comparar/?ids=104,100&near=Austin%2C+TX", host);
    expect(html).toContain("<h1>Comparar comunidades</h1>");
    expect(html).toContain("2 comunidades lado a lado");
    expect(html).toContain(">Precio inicial</th>");
    expect(html).toContain("Distancia desde Austin, TX");
    expect(html).toContain('href="/es/comparar/?ids=100&amp;near=Austin,+TX"');
    expect(html).toContain(">Buscar más comunidades</a>");
  });

  it("says in Spanish what is wrong with a compare link", async () => {
    const html = await spanish("/es/comparar/?ids=abc", host, 400);
    expect(html).toContain("No se puede comparar con este enlace: ids: indique de 1 a");
  });

  it("shows a care type in a state and in a city, with Spanish headings and links", async () => {
    const state = await spanish("/es/vivienda-para-mayores/vivienda-asistida/texas/", host);
    expect(state).toContain("<h1>Vivienda asistida en Texas</h1>");
    expect(state).toContain("Explore ciudades de Texas");
    expect(state).toContain('href="/es/vivienda-para-mayores/vivienda-asistida/texas/austin/"');
    const city = await spanish("/es/vivienda-para-mayores/vivienda-asistida/texas/austin/", host);
    expect(city).toContain("<h1>Vivienda asistida en Austin, TX</h1>");
    expect(city).toContain("Compare ");
    expect(city).toContain("proveedores de vivienda asistida en Austin, TX.");
    expect(city).toContain("Ordenar y filtrar proveedores");
    expect(city).toContain("Costo de vivienda asistida en Austin, TX");
    expect(city).toMatch(/Lugares cerca de (<!-- -->)?Austin, TX/);
  });

  it("sends the short forms to the Spanish canonical page", async () => {
    const response = await call("/es/vivienda-asistida/texas/austin/", { host });
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/es/vivienda-para-mayores/vivienda-asistida/texas/austin/");
  });

  it("shows the care type's hub in Spanish", async () => {
    const html = await spanish("/es/vivienda-para-mayores/vivienda-asistida/", host);
    expect(html).toContain("<h1>Vivienda asistida</h1>");
    expect(html).toContain("Las comunidades de vivienda asistida ofrecen");
    expect(html).toContain("Vivienda asistida por estado");
    expect(html).toContain("Ver los estados como");
  });

  it("lists the site map in Spanish, down to a state and a place", async () => {
    const index = await spanish("/es/mapa-del-sitio/", host);
    expect(index).toMatch(/<h1>Mapa del sitio de [^<]+<\/h1>/);
    const state = /href="(\/es\/mapa-del-sitio\/[a-z-]+\/texas\/)"/.exec(index)?.[1];
    expect(state).toBeDefined();
    const statePage = await spanish(state ?? "", host);
    expect(statePage).toContain('<h2 id="site-map-cities">Ciudades</h2>');
    const place = /href="(\/es\/mapa-del-sitio\/[a-z-]+\/texas\/[a-z-]+\/)"/.exec(statePage)?.[1];
    expect(place).toBeDefined();
    const placePage = await spanish(place ?? "", host);
    expect(placePage).toContain(", por nombre. Compár");
  });

  it("lists the award's winners in Spanish, the award's name marked English", async () => {
    const html = await spanish("/es/bestseniorliving/caring-stars-senior-living/", host);
    expect(html).toContain('<h1>Ganadores de <span lang="en">Caring Stars</span>: vivienda para mayores</h1>');
    expect(html).toContain("por estado y nombre");
    expect(html).toContain('<span lang="en">Caring Stars</span> es el premio anual de');
  });
});

describe("the saved list in Spanish", () => {
  it("shows the visitor's list and a shared list in Spanish on the main brand", async () => {
    const own = await spanish("/es/guardados", "localhost");
    expect(own).toContain("<h1>Proveedores guardados</h1>");
    expect(own).toContain("Aún no tiene proveedores guardados");
    const shared = await spanish("/es/guardados?ids=104,100", "localhost");
    expect(shared).toContain("<h1>Una lista compartida</h1>");
    expect(shared).toContain('action="/es/guardados/agregar"');
    expect(shared).toContain(">Guardar en mi lista</button>");
    expect(shared).toContain('action="/es/comparar/"');
  });

  it("has no Saved page on the second brand, in Spanish too", async () => {
    const response = await call("/es/guardados", { host: "seniorhousing.localhost" });
    expect(response.status).toBe(404);
  });

  it("says in Spanish what is wrong with a shared list or a save form", async () => {
    const link = await spanish("/es/guardados?ids=x", "localhost", 400);
    expect(link).toContain("Este enlace no indica una lista de proveedores");
    expect(link).toContain("ids: deben ser números de proveedor separados por comas");
    const response = await call("/es/guardados/agregar", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin" },
      body: "ids=x",
      protocol: "https",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Su lista de guardados no cambió");
    expect(englishLeftovers(html, SECTIONS)).toEqual([]);
  });
});

describe("the costs summary API in Spanish", () => {
  it("writes its sentence in Spanish with ?lang=es", async () => {
    const response = await call("/v1/costs/summary?careType=assisted-living&state=TX&lang=es");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { sentence: string; careTypeLabel: string };
    expect(body.sentence).toMatch(/^El costo medio de vivienda asistida en Texas es de \$[\d,]+ al mes/);
  });
});
