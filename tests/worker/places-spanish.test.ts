/**
 * The compare, saved, geo, hub, site map and award pages in Spanish, on both brands
 * (docs/languages.md): each answers at its Spanish address with Spanish words, shows none of
 * its catalogue sections' English texts outside what is marked `lang="en"`, and says what is
 * wrong with an address or a form in Spanish.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { recomputeAggregates } from "../../worker/providers/provider-job-store.ts";
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
  await env.DB.batch([
    // Three priced communities in New York, whose name Spanish writes otherwise.
    env.DB.prepare(
      `INSERT OR IGNORE INTO cities (id, name, state_code, url_name, name_key, population, latitude, longitude)
       VALUES (950, 'Albany', 'NY', 'albany', 'albany', 99224, 42.6526, -73.7562)`,
    ),
    ...[950, 952, 953].flatMap((id, index) => [
      env.DB.prepare(
        `INSERT OR IGNORE INTO providers (id, source, name, slug, primary_care_type_id, city_id, city_name, state_code, zip,
           formatted_address, latitude, longitude, phone, description, tags, is_indexed)
         VALUES (?1, 'demo', ?2, ?3, 'assisted_living_facilities', 950, 'Albany', 'NY',
           '12207', '1 State St, Albany, NY 12207', ?4, -73.7562, '(518) 555-0100', 'A fixture.', '[]', 1)`,
      ).bind(id, `Albany Fixture Home ${id}`, `albany-fixture-home-${id}`, 42.65 + index * 0.01),
      env.DB.prepare(
        "INSERT OR IGNORE INTO provider_services (provider_id, care_type_id, starting_price_cents) VALUES (?1, 'assisted_living_facilities', ?2)",
      ).bind(id, 400_000 + index * 10_000),
    ]),
    // A nursing home of Austin, rated by Medicare with June 2024's figures.
    env.DB.prepare(
      `INSERT OR IGNORE INTO providers (id, source, ccn, name, slug, primary_care_type_id, street, city_id, city_name, county_id,
         state_code, zip, formatted_address, latitude, longitude, phone, description, tags, is_indexed)
       VALUES (951, 'cms', '455951', 'Rated Nursing Fixture 951', 'rated-nursing-fixture-951', 'nursing_homes',
         '9 Care Way', 1, 'Austin', 1, 'TX', '78701', '9 Care Way, Austin, TX 78701', 30.27, -97.74, '(512) 555-0109',
         'A nursing home fixture.', '[]', 1)`,
    ),
    env.DB.prepare(
      "INSERT OR IGNORE INTO provider_services (provider_id, care_type_id, starting_price_cents) VALUES (951, 'nursing_homes', NULL)",
    ),
    env.DB.prepare(
      `INSERT OR IGNORE INTO medicare_records (provider_id, federal_provider_number, local_resource_type, state, rating_date,
         overall_rating, metrics)
       VALUES (951, '455951', 'nursing_homes', 'TX', '2024-06-01', 4, '[]')`,
    ),
  ]);
  await recomputeAggregates(env.DB);
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

  it("compares a Medicare rating's month and the review counts in Spanish", async () => {
    const html = (await spanish("/es/comparar/?ids=951,104", host)).replaceAll("<!-- -->", "");
    expect(html).toContain("Calificación general de Medicare: 4 de 5 estrellas");
    expect(html).toContain("Care Compare de CMS, junio de 2024");
    expect(html).toContain("0 reseñas");
    expect(html).toMatch(/<br\/>[1-9]\d* reseñas/);
    expect(html).not.toContain("June 2024");
    expect(html).not.toMatch(/\d reviews?</);
  });

  it("names a state in Spanish on its geo pages, its addresses kept", async () => {
    const state = await spanish("/es/vivienda-para-mayores/vivienda-asistida/new-york/", host);
    expect(state).toContain("<h1>Vivienda asistida en Nueva York</h1>");
    expect(state).toContain('href="/es/vivienda-para-mayores/vivienda-asistida/new-york/albany/"');
    expect(state).not.toContain("New York");
    const city = await spanish("/es/vivienda-para-mayores/vivienda-asistida/new-york/albany/", host);
    expect(city).toContain("<h1>Vivienda asistida en Albany, NY</h1>");
    expect(city).toMatch(/<a href="\/es\/vivienda-para-mayores\/vivienda-asistida\/new-york\/">Nueva York<\/a>/);
    expect(city).not.toContain("New York");
    const english = await call("/senior-living/assisted-living/new-york/", { host });
    expect(await english.text()).toContain("<h1>Assisted Living in New York</h1>");
  });

  it("lists the states by their Spanish names on a care type's hub and the site map", async () => {
    const hub = await spanish("/es/vivienda-para-mayores/vivienda-asistida/", host);
    expect(hub).toContain('<span class="states-map-name">Nueva York</span>');
    expect(hub).toContain('<li class="states-map-empty">Carolina del Norte</li>');
    expect(hub).toContain("Vivienda asistida en Nueva York");
    expect(hub).not.toContain("New York");
    expect(hub).not.toContain("North Carolina");
    // In Spanish order: Nueva York comes after Nebraska, Carolina del Norte before Colorado.
    const order = ["Carolina del Norte", "Colorado", "Nebraska", "Nueva York", "Texas"].map((name) =>
      hub.indexOf(`>${name}<`),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
    const index = await spanish("/es/mapa-del-sitio/", host);
    expect(index).toContain('<a href="/es/mapa-del-sitio/assisted-living/new-york/">Nueva York</a>');
    const statePage = await spanish("/es/mapa-del-sitio/assisted-living/new-york/", host);
    expect(statePage).toContain("Ciudades de Nueva York");
    expect(statePage).not.toContain("New York");
  });

  it("reads a Spanish state's name in the search box and names the state in Spanish", async () => {
    const search = host === "localhost" ? "/es/local/buscar/" : "/es/buscar/";
    const html = await spanish(`${search}?keyword=Nueva+York&careType=assisted-living`, host);
    expect(html).toContain(">Vivienda asistida cerca de Nueva York</h1>");
    expect(html).toContain("Albany Fixture Home 950");
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

  it("names a state in Spanish with ?lang=es, in English without", async () => {
    const sentence = async (lang: string) =>
      (
        (await (await call(`/v1/costs/summary?careType=assisted-living&state=NY${lang}`)).json()) as {
          sentence: string;
        }
      ).sentence;
    expect(await sentence("&lang=es")).toContain("vivienda asistida en Nueva York");
    expect(await sentence("")).toContain("Assisted Living in New York");
  });
});

describe("the geo APIs in Spanish", () => {
  it("name the care types and the state in Spanish in a geo page's answer with ?lang=es", async () => {
    const answer = async (lang: string) =>
      (await (await call(`/v1/geo-pages/senior-living/assisted-living/new-york/albany${lang}`)).json()) as {
        careType: { label: string };
        state: { name: string; urlName: string };
        careTypes: { slug: string; label: string }[];
        heading: string;
      };
    const spanish = await answer("?lang=es");
    expect(spanish.careType.label).toBe("Vivienda asistida");
    expect(spanish.state).toMatchObject({ name: "Nueva York", urlName: "new-york" });
    expect(spanish.careTypes).toContainEqual(
      expect.objectContaining({ slug: "assisted-living", label: "Vivienda asistida" }),
    );
    const english = await answer("");
    expect(english.careType.label).toBe("Assisted Living");
    expect(english.state.name).toBe("New York");
    expect(english.careTypes).toContainEqual(
      expect.objectContaining({ slug: "assisted-living", label: "Assisted Living" }),
    );
  });

  it("write the catalogue's link texts and states in Spanish with ?lang=es", async () => {
    const items = async (lang: string) =>
      (
        (await (await call(`/v1/catalogue?state=new-york&careType=assisted-living${lang}`)).json()) as {
          items: { urlPath: string; state: string; linkText: string }[];
        }
      ).items;
    expect(await items("&lang=es")).toEqual([
      expect.objectContaining({
        urlPath: "/senior-living/assisted-living/new-york",
        state: "Nueva York",
        linkText: "Vivienda asistida en Nueva York",
      }),
      expect.objectContaining({
        urlPath: "/senior-living/assisted-living/new-york/albany",
        state: "Nueva York",
        linkText: "Vivienda asistida en Albany, NY",
      }),
    ]);
    expect((await items(""))[0]).toMatchObject({ state: "New York", linkText: "Assisted Living in New York" });
  });

  it("name a site map's care type and state in Spanish with ?lang=es", async () => {
    const response = await call("/v1/site-map/assisted-living--new-york--albany?lang=es");
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      careType: { slug: string; label: string };
      place: { state: { name: string; urlName: string } };
    };
    expect(body.careType).toEqual({ slug: "assisted-living", label: "Vivienda asistida" });
    expect(body.place.state).toMatchObject({ name: "Nueva York", urlName: "new-york" });
  });
});
