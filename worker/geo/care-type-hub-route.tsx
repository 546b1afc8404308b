/**
 * GET /{roll-up}/{care-type}/ — the care-type hubs, the mega-menu's targets (spec
 * lead-capture-and-chrome §2, fixed mega-menu links): one page per care type but 'Not Sure',
 * under its own roll-up only. Without the trailing slash: 301 to it (query kept).
 * The states map's figures (counts per state, top cities) go through KV for 9.6 hours.
 */
import { type Context, Hono } from "hono";
import { CARE_TYPES, type CareType } from "../../domain/care-types.ts";
import { careTypeHubPath, geoPlacePath, geoStatePath } from "../../domain/geo/geo-paths.ts";
import { stateChoices, statesNamedIn } from "../../domain/geo/us-states.ts";
import { careTypeStatesFamily, type StateProviders } from "../../kv-schemas/care-type-states.ts";
import { CareTypeHubPage } from "../../ui/geo/CareTypeHubPage.tsx";
import { readCached, writeCached } from "../cache/kv-cache.ts";
import type { AppEnv } from "../env.ts";
import { pricesVisible } from "../middleware/price-visibility.ts";
import { brandOrigin, languageOf, renderErrorPage, renderPage, siteChrome } from "../ssr/render.tsx";
import { statesWithProviders } from "./care-type-states-queries.ts";
import { costsSummaryFor } from "./costs-summary-service.ts";

/** Every care type with a hub: all of them but 'Not Sure'. */
export const HUB_CARE_TYPES: readonly CareType[] = CARE_TYPES.filter((careType) => careType.id !== "not_sure");

async function careTypeStates(env: Env, careType: CareType): Promise<StateProviders[]> {
  const hit = await readCached(env.CACHE, careTypeStatesFamily, careType.id);
  if (hit) return hit;
  const states = await statesWithProviders(env.DB, careType.bit);
  await writeCached(env.CACHE, careTypeStatesFamily, states, careType.id);
  return states;
}

type HubCareType = CareType & { id: Exclude<CareType["id"], "not_sure"> };

async function hubPage(c: Context<AppEnv>, careType: HubCareType) {
  const { t, language } = languageOf(c);
  const label = t.careTypes[careType.id].label;
  const [states, summary] = await Promise.all([
    careTypeStates(c.env, careType),
    costsSummaryFor(c.env, {
      careTypeId: careType.id,
      stateCode: null,
      countyId: null,
      cityId: null,
      pricesShown: pricesVisible(c),
      language,
    }),
  ]);
  const counts = new Map(states.map((state) => [state.code, state.providers]));
  const brand = c.get("brand");
  return renderPage(c, {
    title: t.geo.hub.title(label),
    description: t.geo.hub.description(label, brand.siteName),
    canonicalPath: careTypeHubPath(careType),
    canonicalOrigin: brandOrigin(c),
    body: (
      <CareTypeHubPage
        chrome={siteChrome(c)}
        careType={{ slug: careType.slug, label }}
        intro={t.geo.hub.intros[careType.id]}
        summary={summary}
        guidePath={`/resources/${careType.slug}/`}
        searchPath={brand.searchPath}
        states={stateChoices(language)
          .map(({ code, name }) => ({ code, name, providers: counts.get(code) ?? 0 }))
          .sort((a, b) => a.name.localeCompare(b.name))}
        sections={statesNamedIn(states, language).map((state) => ({
          code: state.code,
          name: state.name,
          providers: state.providers,
          statePath: geoStatePath(careType, state.urlName),
          cities: state.cities.map((city) => ({
            name: city.name,
            providers: city.providers,
            path: geoPlacePath(careType, state.urlName, city.urlName),
          })),
        }))}
      />
    ),
  });
}

/** The hub a path's two segments name; undefined for Not Sure, unknown slugs or the wrong roll-up. */
function hubCareType(rollUp: string, slug: string): HubCareType | undefined {
  return HUB_CARE_TYPES.find((careType) => careType.slug === slug && careType.rollUpType === rollUp) as
    | HubCareType
    | undefined;
}

/** The two roll-ups (domain/care-types.ts, RollUpType): no care type's slug is one of them. */
const HUB_PATTERN = "/:rollUp{senior-living|senior-care}/:careType";

export const careTypeHubPages = new Hono<AppEnv>()
  .get(HUB_PATTERN, async (c) => {
    const careType = hubCareType(c.req.param("rollUp"), c.req.param("careType"));
    if (!careType) return renderErrorPage(c, 404);
    return c.redirect(`${careTypeHubPath(careType)}${new URL(c.req.url).search}`, 301);
  })
  .get(`${HUB_PATTERN}/`, (c) => {
    const careType = hubCareType(c.req.param("rollUp"), c.req.param("careType"));
    if (!careType) return renderErrorPage(c, 404);
    return hubPage(c, careType);
  });
