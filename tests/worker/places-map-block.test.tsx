/**
 * The map block with nearby places and layer toggles (spec lead-capture-and-chrome §2, §3, §4,
 * §5, §7, §9) as a geo page's server renders it: one layer per feature with its places read
 * through the /api/places-near-by cache, every toggle on unless the feature says otherwise,
 * the places as a plain list of links, and 'The coordinates must be defined!' at 0,0.
 */
import { env } from "cloudflare:workers";
import { renderToReadableStream } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { BRANDS } from "../../domain/brands/brands.ts";
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import { placesNearbyFamily } from "../../kv-schemas/places-nearby.ts";
import { PlacesMapBlock } from "../../ui/geo/PlacesMapBlock.tsx";
import { PageLanguageProvider, pageLanguage } from "../../ui/i18n/page-language.tsx";
import { placesMapLayers } from "../../worker/geo/places-map-layers.ts";
import { AUSTIN, loadDirectoryFixture } from "./fixtures/directory.ts";
import { call } from "./worker-client.ts";

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
});

async function html(element: React.ReactElement, language: "en" | "es" = "en"): Promise<string> {
  const stream = await renderToReadableStream(
    <PageLanguageProvider value={pageLanguage(language, messagesFor(language))}>{element}</PageLanguageProvider>,
  );
  await stream.allReady;
  return new Response(stream).text();
}

const FEATURES = [
  { altText: "Memory Care", keywords: "memory care" },
  { altText: "Home Care", keywords: "home care", pinColor: "#1d4ed8", active: false },
];

describe("the places map block", () => {
  it("lists each layer's places as the API gives them, toggles on unless told", async () => {
    const layers = await placesMapLayers(env, BRANDS.carefind, AUSTIN, FEATURES);
    const api = (await (
      await call(`/api/places-near-by?lat=${AUSTIN.latitude}&lng=${AUSTIN.longitude}&keywords=memory%20care`)
    ).json()) as { name: string; url: string }[];
    expect(layers[0]?.places.map((place) => place.url)).toEqual(api.map((place) => place.url));
    expect(api.length).toBeGreaterThan(1);

    const page = await html(
      <PlacesMapBlock
        idPrefix="austin-map"
        placeName="Austin, TX"
        latitude={AUSTIN.latitude}
        longitude={AUSTIN.longitude}
        layers={layers}
      />,
    );
    expect(page).toContain("Places near <!-- -->Austin, TX");
    expect(page).toContain('data-island="PlacesMap"');
    expect(page).toContain('data-hydrate="interaction"');
    // Memory Care on (orange, the default pin colour), Home Care off as its feature says.
    expect(page).toMatch(
      /<input type="checkbox" checked=""\/><svg[^>]*><circle[^>]*fill="#c2410c"[^>]*><\/circle><\/svg>Memory Care/,
    );
    expect(page).toMatch(
      /<input type="checkbox"\/><svg[^>]*><circle[^>]*fill="#1d4ed8"[^>]*><\/circle><\/svg>Home Care/,
    );
    for (const place of api) expect(page).toContain(`<a href="${place.url}">${place.name}</a>`);
    // The off layer's list is not shown.
    expect(page).not.toContain('aria-label="Home Care"');
    expect(await env.CACHE.get(placesNearbyFamily.key("carefind", 30.267, -97.743, "memory care"))).not.toBeNull();
  });

  it("says the coordinates must be defined at 0,0, and draws no map", async () => {
    const layers = await placesMapLayers(env, BRANDS.carefind, { latitude: 0, longitude: 0 }, FEATURES);
    const page = await html(
      <PlacesMapBlock idPrefix="nowhere" placeName="Nowhere" latitude={0} longitude={0} layers={layers} />,
    );
    expect(page).toContain("The coordinates must be defined!");
    expect(page).not.toContain("data-island");
  });

  it("says so in Spanish on a Spanish page", async () => {
    const layers = await placesMapLayers(env, BRANDS.carefind, { latitude: 0, longitude: 0 }, FEATURES);
    const page = await html(
      <PlacesMapBlock idPrefix="nowhere" placeName="Nowhere" latitude={0} longitude={0} layers={layers} />,
      "es",
    );
    expect(page).toContain('<p class="places-map-problem">Faltan las coordenadas de este lugar.</p>');
    expect(page).not.toContain("The coordinates must be defined!");
  });
});
