/**
 * What the Worker answers about a request it cannot take, in the request's language
 * (docs/languages.md): a Spanish API call (`?lang=es`) or a Spanish page's post hears the
 * summary, zod's own messages, "Unknown field", the 415, the 413 and a post from another site
 * in Spanish; a message a schema sets itself stays the schema's; English is as it was.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { call } from "./worker-client.ts";

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
});

interface Refusal {
  error: string;
  problems?: { field: string; message: string }[];
}

async function refusal(response: Response): Promise<Refusal> {
  return (await response.json()) as Refusal;
}

describe("a query that fails its schema", () => {
  it("answers a Spanish call in Spanish, naming the field, with zod's message in Spanish", async () => {
    const response = await call("/v1/costs/summary?lang=es&geoType=national");
    expect(response.status).toBe(400);
    const body = await refusal(response);
    expect(body.error).toBe("Consulta no válida: careType: Entrada inválida: se esperaba texto, recibido indefinido");
    expect(body.problems).toEqual([
      { field: "careType", message: "Entrada inválida: se esperaba texto, recibido indefinido" },
    ]);
  });

  it("answers the same English call as before", async () => {
    const response = await call("/v1/costs/summary?geoType=national");
    expect(response.status).toBe(400);
    expect(await refusal(response)).toEqual({
      error: "Invalid query: careType: Invalid input: expected string, received undefined",
      problems: [{ field: "careType", message: "Invalid input: expected string, received undefined" }],
    });
  });

  it("gives zod's size checks in Spanish, and English ones in English", async () => {
    const query = "careType=assisted-living&geoType=national&moveInThreshold=-1";
    const spanish = await refusal(await call(`/v1/costs/summary?lang=es&${query}`));
    expect(spanish.error).toBe(
      "Consulta no válida: moveInThreshold: Demasiado pequeño: se esperaba que número fuera >=0",
    );
    const english = await refusal(await call(`/v1/costs/summary?${query}`));
    expect(english.error).toBe("Invalid query: moveInThreshold: Too small: expected number to be >=0");
  });

  it("keeps a message the schema sets itself, in a Spanish call too", async () => {
    const refined = await call("/v1/costs/summary?lang=es&careType=no-such-care&geoType=national");
    expect(refined.status).toBe(400);
    expect((await refusal(refined)).error).toBe("Consulta no válida: careType: Must be a care type's slug");
    const added = await call("/v1/costs/summary?lang=es&careType=assisted-living&geoType=city&state=TX");
    expect(added.status).toBe(400);
    expect((await refusal(added)).error).toBe("Consulta no válida: city: Required when geoType is city");
  });

  it("names a bad path value in Spanish", async () => {
    const response = await call("/api/location/not-a-number?lang=es");
    expect(response.status).toBe(400);
    expect((await refusal(response)).error).toMatch(/^Dirección no válida: id: Entrada inválida: se esperaba número/);
    const english = await call("/api/location/not-a-number");
    expect((await refusal(english)).error).toMatch(/^Invalid param: id: Invalid input: expected number/);
  });

  it("keeps the catalogue's Spanish schema messages under a Spanish summary (validateInLanguage)", async () => {
    const response = await call("/v1/enhanced-search?lang=es&latitude=30.2");
    expect(response.status).toBe(400);
    const body = await refusal(response);
    expect(body.error).toMatch(/^Consulta no válida: /);
    expect(body.error).toContain("latitude y longitude van juntas");
  });
});

describe("a JSON body the route cannot take", () => {
  it("names an unknown field in Spanish, and in English as before", async () => {
    const spanish = await call("/v1/location/by-ids?lang=es", { method: "POST", body: { ids: [1], extra: true } });
    expect(spanish.status).toBe(400);
    expect(await refusal(spanish)).toEqual({
      error: "Contenido no válido: extra: Campo desconocido",
      problems: [{ field: "extra", message: "Campo desconocido" }],
    });
    const english = await call("/v1/location/by-ids", { method: "POST", body: { ids: [1], extra: true } });
    expect((await refusal(english)).error).toBe("Invalid body: extra: Unknown field");
  });

  it("answers 415 for a body that is not JSON, in the request's language", async () => {
    const send = (path: string) =>
      call(path, { method: "POST", headers: { "Content-Type": "text/plain" }, body: '{"ids":[1]}' });
    const spanish = await send("/v1/location/by-ids?lang=es");
    expect(spanish.status).toBe(415);
    expect((await refusal(spanish)).error).toBe("Envíe el contenido como JSON, con Content-Type: application/json");
    const english = await send("/v1/location/by-ids");
    expect(english.status).toBe(415);
    expect((await refusal(english)).error).toBe("Send the body as JSON, with Content-Type: application/json");
  });

  it("answers 413 for a body over the shared limit, in the request's language", async () => {
    const body = { ids: [1], padding: "x".repeat(70 * 1024) };
    const spanish = await call("/v1/location/by-ids?lang=es", { method: "POST", body });
    expect(spanish.status).toBe(413);
    expect((await refusal(spanish)).error).toBe("El contenido de la solicitud supera el límite de 64 KB");
    const english = await call("/v1/location/by-ids", { method: "POST", body });
    expect(english.status).toBe(413);
    expect((await refusal(english)).error).toBe("The request body is over the 64 KB limit");
  });
});

describe("a post from another site", () => {
  const crossSite = { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" };

  it("is refused in Spanish on a Spanish call to an API", async () => {
    const spanish = await call("/api/reviews/create-review?lang=es", { method: "POST", headers: crossSite, body: {} });
    expect(spanish.status).toBe(403);
    expect(((await spanish.json()) as { message: string }).message).toBe(
      "Esta solicitud llegó desde otro sitio. Envíela desde el formulario de nuestro propio sitio.",
    );
    const english = await call("/api/reviews/create-review", { method: "POST", headers: crossSite, body: {} });
    expect(english.status).toBe(403);
    expect(((await english.json()) as { message: string }).message).toBe(
      "This request came from another site. Please send it from the form on our own site.",
    );
  });

  it("is refused in Spanish on a Spanish page's form post", async () => {
    const response = await call("/es/guardados", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
      body: new URLSearchParams({ providerId: "107", returnTo: "/es/" }).toString(),
    });
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(html).toMatch(/<html lang="es"/);
    expect(html).toContain("Esta solicitud llegó desde otro sitio.");
    expect(html).not.toContain("This request came from another site.");
  });
});
