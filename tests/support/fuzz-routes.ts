/**
 * The fuzz suite's route table: every route the Hono app declares (so a new route is fuzzed
 * without editing the suite), plus requests that match no route, each with its share of the
 * run's requests (a fixed 4,400 in `npm test`, 20,000 in `npm run test:fuzz`) and what its
 * requests are made of: path segments from the seeded directory
 * or junk, the query names the route reads (every name the site reads for a route this table
 * does not know), headers leaning to the route's credentials, cookies, and a body of the
 * route's own shape, mutated, for every route that takes one.
 */
import fc, { type Arbitrary } from "fast-check";
import { CARE_TYPES } from "../../domain/care-types.ts";
import { EVENT_NAMES } from "../../domain/events.ts";
import { FEATURE_FLAGS } from "../../domain/flags/feature-flags.ts";
import { WHO_ARE_YOU_LOOKING_FOR } from "../../domain/inquiry/inquiry-fields.ts";
import { TRACKING_PARAMETERS } from "../../domain/inquiry/inquiry-tracking.ts";
import {
  FILTER_FAMILIES,
  MEDICARE_RATING_PARAMETER,
  RATING_FILTERS,
  SORTS,
} from "../../domain/search/search-filters.ts";
import { COOKIE_NAMES } from "../../domain/visitor/cookie-names.ts";
import {
  type Credentials,
  cookieHeader,
  edgeData,
  featureOverride,
  fieldText,
  headerPairs,
  junkJson,
  junkText,
  MARKERS,
  markedText,
  mutatedBody,
  origin,
  type Payload,
  pathSegment,
  queryString,
  SAME_ORIGIN,
  type WireBody,
  wireBody,
} from "./fuzz-inputs.ts";
import { inquiry, multiStep } from "./leads.ts";

/** Requests the suite sends with one seed, across all its files: the full run (`npm run test:fuzz`). */
export const FUZZ_REQUESTS = 20_000;
/** The fixed few thousand `npm test` sends. */
export const QUICK_FUZZ_REQUESTS = 4_400;

/** The run's request count from FUZZ_RUN: `full` for the full run, anything else the quick one. */
export function fuzzRequestCount(run: string | undefined): number {
  return run?.trim() === "full" ? FUZZ_REQUESTS : QUICK_FUZZ_REQUESTS;
}

/** A route as the app lists it (Hono's `app.routes`). */
export interface AppRoute {
  method: string;
  path: string;
}

/** Pages (HTML), the JSON API and operator routes, and the lead routes: one test file each, run side by side. */
export type FuzzGroup = "pages" | "api" | "leads";

export interface FuzzRoute {
  /** `GET /lp/`, or `any route` for the requests that match none. */
  name: string;
  method: string;
  /** Hono's pattern, `:name` for a parameter; empty for the requests that match no route. */
  path: string;
  group: FuzzGroup;
  /** This route's share of the run's requests. */
  runs: number;
}

/** What the requests draw valid values from: the seeded directory. */
export interface FuzzDictionary {
  providerIds: number[];
  /** The providers' page addresses' parts, by the parameter names of the provider page. */
  providerAddresses: { careType: string; state: string; city: string; slug: string }[];
  stateUrlNames: string[];
  cityUrlNames: string[];
}

/** The pseudo-route of requests that match no route: any method, any path. */
const UNMATCHED = "any route";

/** The lead routes: every one takes the one lead intake, the suite's most hostile bodies and the stored-row checks. */
const LEAD_ROUTES = new Set([
  "POST /api/inquiry",
  "POST /api/multi-step-form",
  "POST /v3/partner/inquiry",
  "POST /v3/partner/lead",
  "POST /v4/partner/inquiry",
]);

function groupOf(method: string, path: string): FuzzGroup {
  if (LEAD_ROUTES.has(`${method} ${path}`)) return "leads";
  if (path === "" || (method === "GET" && !/^\/(api|admin|v\d+)\//.test(path) && !path.endsWith(".json"))) {
    return "pages";
  }
  return "api";
}

/** How many requests a route gets relative to the others: bodies have more to try than queries. */
function weightOf(route: Omit<FuzzRoute, "runs">): number {
  if (route.name === UNMATCHED) return 3;
  if (route.group === "leads") return 3;
  return route.method === "GET" ? 1 : 2;
}

/**
 * The routes to fuzz: each method and pattern once (middleware, mounted with `use`, is not a
 * route), and the requests that match none; `requests` shared by weight, the remainders
 * handed out largest first so the shares add up exactly.
 */
export function fuzzRoutes(appRoutes: readonly AppRoute[], requests: number = FUZZ_REQUESTS): FuzzRoute[] {
  const seen = new Set<string>();
  const routes: Omit<FuzzRoute, "runs">[] = [];
  for (const { method, path } of appRoutes) {
    if (method === "ALL" && path.endsWith("*")) continue;
    const name = `${method} ${path}`;
    if (seen.has(name)) continue;
    seen.add(name);
    routes.push({ name, method, path, group: groupOf(method, path) });
  }
  routes.push({ name: UNMATCHED, method: "", path: "", group: "pages" });
  const total = routes.reduce((sum, route) => sum + weightOf(route), 0);
  const shares = routes.map((route) => (requests * weightOf(route)) / total);
  const runs = shares.map(Math.floor);
  const left = requests - runs.reduce((sum, count) => sum + count, 0);
  const byRemainder = shares.map((share, index) => ({ index, rest: share - Math.floor(share) }));
  byRemainder.sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of byRemainder.slice(0, left)) runs[index] = (runs[index] ?? 0) + 1;
  return routes.map((route, index) => ({ ...route, runs: runs[index] ?? 0 }));
}

const TRACKING_NAMES = [...Object.values(TRACKING_PARAMETERS), "feature-override"];

const SEARCH_PAGE_NAMES = [
  "keyword",
  "careType",
  "latLng",
  "page",
  "sortBy",
  "distance",
  "price",
  "match-all",
  "promotions",
  "reviews",
  MEDICARE_RATING_PARAMETER,
  "selectedCommunities",
  "isModalOpen",
  ...FILTER_FAMILIES.map((family) => family.parameter),
];

const FACETED_CRITERIA_FIELDS = [
  "keyword",
  "careType",
  "city",
  "county",
  "state",
  "latitude",
  "longitude",
  "distanceInMiles",
  "domain",
  "amenityCategory",
  "ongoingPromotion",
  "priceRange",
  "reviews",
  "medicareRating",
  ...FILTER_FAMILIES.map((family) => family.criteriaField),
];

const LOCALE_FEED_NAMES = ["careType", "state", "city", "county", "count"];

const THANK_YOU_NAMES = ["slug", "phone", "full_name", "email", "inquiry_for", "ref"];

/** The query names each route reads, by pattern; a route missing here gets every name. */
const QUERY_NAMES: Record<string, string[]> = {
  "/local/search/": SEARCH_PAGE_NAMES,
  "/search/": SEARCH_PAGE_NAMES,
  "/v1/enhanced-search": [
    "careType",
    "keyword",
    "city",
    "county",
    "state",
    "latitude",
    "longitude",
    "hitsPerPage",
    "page",
    "radiusForSearch",
    "shouldShowOnlyIndexedProviders",
    "source",
    "domain",
    "apiVersion",
    "featureOverride",
    "geoUrl",
  ],
  "/v2/enhanced-search/:careType/:state/:city?": ["hitsPerPage", "page"],
  "/v1/faceted-search": [
    "hitsPerPage",
    "page",
    "matchAllFilters",
    "sortBy",
    "criteria",
    "shouldShowOnlyIndexedProviders",
  ],
  "/v2/faceted-search": [
    "hitsPerPage",
    "page",
    "matchAllFilters",
    "sortBy",
    "criteria",
    "shouldShowOnlyIndexedProviders",
  ],
  "/v1/nearby-search": [
    "latitude",
    "longitude",
    "careType",
    "enhancedListing",
    "hitsPerPage",
    "page",
    "radiusForSearch",
  ],
  "/api/keyword-search": [
    "query",
    "tagFilters",
    "hitsPerPage",
    "page",
    "aroundLatLng",
    "aroundRadius",
    "aroundLatLngViaIP",
    "sort",
  ],
  "/v1/dxp/cities": ["careType", "state", "limit"],
  "/api/places/autocomplete": ["q"],
  "/api/geoip": ["ip"],
  "/admin/leads": ["format", "from", "to", "limit"],
  "/v2/location/:id": ["variant", "careType"],
  "/thank-you/": THANK_YOU_NAMES,
  "/thank-you": THANK_YOU_NAMES,
  "/v1/dxp/reviews/legacy": ["id", "limit", "offset"],
  "/v1/dxp/location-reviews/recent": ["count"],
  "/v1/location/reviews/by-locale/": LOCALE_FEED_NAMES,
  "/v1/location/reviews/by-locale": LOCALE_FEED_NAMES,
  "/v1/dxp/move-in": ["token"],
  "/move-in/": ["token"],
};

const SEARCH_PLACES = ["Austin, TX", "78701", "Round Rock, TX", "Texas", "Travis County, TX", "Austin, MN"];

/**
 * The parameters some routes need before they do any work, so most of their requests reach
 * past the first check: a place to search, a point, a care type, a provider.
 */
const QUERY_BASES: Record<string, Arbitrary<[string, string][]>> = {
  "/local/search/": fc.constantFrom(...SEARCH_PLACES).map((place) => [["keyword", place]]),
  "/search/": fc.constantFrom(...SEARCH_PLACES).map((place) => [["keyword", place]]),
  "/v1/enhanced-search": fc.constantFrom(...SEARCH_PLACES).map((place) => [["keyword", place]]),
  "/v1/nearby-search": fc.constantFrom(
    [
      ["latitude", "30.26715"],
      ["longitude", "-97.74306"],
    ],
    [
      ["latitude", "29.42412"],
      ["longitude", "-98.49363"],
    ],
  ),
  "/api/keyword-search": fc.oneof(
    fc.constantFrom(...SEARCH_PLACES).map((place): [string, string][] => [["query", place]]),
    fc.constant<[string, string][]>([["aroundLatLng", "30.26715,-97.74306"]]),
  ),
  "/v1/dxp/cities": fc
    .tuple(
      fc.constantFrom("assisted-living", "memory-care-facilities", "in-home-care"),
      fc.constantFrom("texas", "TX", ""),
    )
    .map(([careType, state]): [string, string][] =>
      state
        ? [
            ["careType", careType],
            ["state", state],
          ]
        : [["careType", careType]],
    ),
  "/api/places/autocomplete": fc.constantFrom("aus", "Austin, T", "787", "Round", "tex").map((q) => [["q", q]]),
  "/admin/leads": fc.constantFrom("json", "csv").map((format) => [["format", format]]),
  "/v1/location/reviews/by-locale/": fc
    .tuple(fc.constantFrom("assisted-living", "homecare_agencies", "nursing-homes"), fc.constantFrom("TX", "Texas"))
    .map(([careType, state]): [string, string][] => [
      ["careType", careType],
      ["state", state],
    ]),
  "/thank-you/": fc.constantFrom("fixture-provider-100", "fixture-provider-105").map((slug) => [
    ["slug", slug],
    ["phone", "(512) 555-0100"],
  ]),
};

const ALL_QUERY_NAMES = [...new Set([...Object.values(QUERY_NAMES).flat(), ...TRACKING_NAMES])];

/** Values that mean something to some route: places, care types, sorts, filters, ids, dates, flags, lead values. */
function meaningfulValues(dictionary: FuzzDictionary): string[] {
  return [
    ...CARE_TYPES.flatMap((careType) => [careType.slug, careType.id, careType.label]),
    "Austin, TX",
    "Austin",
    "TX",
    "Texas",
    "texas",
    "Travis County",
    "Round Rock, TX",
    "78701",
    "55912",
    "30.26715,-97.74306",
    "30.26715",
    "-97.74306",
    "0",
    "1",
    "2",
    "20",
    "100",
    "101",
    "10001",
    "true",
    "false",
    "on",
    "ongoing",
    "1,4",
    "2,3",
    "json",
    "csv",
    "2026-11-01",
    "2026-02-30",
    "relevance",
    "rating-desc",
    "distance",
    '["Assisted Living"]',
    ...SORTS.map((sort) => sort.value),
    ...RATING_FILTERS.map((rating) => rating.value),
    ...FILTER_FAMILIES.flatMap((family) => family.values.map((value) => value.value)),
    ...EVENT_NAMES,
    ...WHO_ARE_YOU_LOOKING_FOR,
    "(512) 555-0142",
    "Maria Gonzalez",
    "maria@example.com",
    ...dictionary.providerIds.slice(0, 10).map(String),
    ...dictionary.providerAddresses.slice(0, 5).map((address) => address.slug),
    ...dictionary.stateUrlNames,
    ...dictionary.cityUrlNames,
  ];
}

/** A faceted search's `criteria`: JSON of the criteria fields with meaningful, junk or wrongly typed values. */
function criteriaJson(values: readonly string[]): Arbitrary<string> {
  const value = fc.oneof(
    fieldText(values),
    fc.array(fieldText(values), { maxLength: 60 }),
    fc.tuple(fc.integer({ min: -5, max: 10 }), fc.integer({ min: -5, max: 10 })),
    fc.boolean(),
    fc.double(),
    junkJson,
  );
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .dictionary(fc.constantFrom(...FACETED_CRITERIA_FIELDS), value)
        .map((criteria) => JSON.stringify(criteria)),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom("{", "[]", "null", '"x"', "1", '{"keyword":"Austin, TX"', '{"__proto__":{}}'),
    },
  );
}

const latLng = fc
  .tuple(fc.double({ min: -200, max: 200, noNaN: true }), fc.double({ min: -200, max: 200, noNaN: true }))
  .map(([latitude, longitude]) => `${latitude},${longitude}`);

/** Values some names take that the general pool would rarely hit. */
function valueHints(values: readonly string[]): Record<string, Arbitrary<string>> {
  const ids = fc.array(fc.oneof(fc.integer({ min: 95, max: 145 }).map(String), junkText(6)), { maxLength: 8 });
  // Text a page prints back (a searched place, a name on the thank-you page), marked more often.
  const printed = fc.oneof(fieldText(values), markedText);
  return {
    keyword: printed,
    query: printed,
    q: printed,
    full_name: printed,
    criteria: criteriaJson(values),
    latLng,
    aroundLatLng: latLng,
    price: fc.tuple(fc.integer({ min: -1, max: 6 }), fc.integer({ min: -1, max: 6 })).map((pair) => pair.join(",")),
    selectedCommunities: ids.map((list) => list.join(",")),
    "feature-override": featureOverride,
    featureOverride,
    tagFilters: fc
      .array(fc.constantFrom(...CARE_TYPES.map((careType) => careType.label), "x"), { maxLength: 3 })
      .map((tags) => JSON.stringify(tags)),
  };
}

/** Path parameter values by parameter name, from the seeded directory. */
function segmentValues(dictionary: FuzzDictionary): Record<string, string[]> {
  return {
    careType: CARE_TYPES.map((careType) => careType.slug),
    // The geo pages' first segment: a roll-up type (or, in a short form, a care type).
    rollUp: ["senior-living", "senior-care", ...CARE_TYPES.map((careType) => careType.slug)],
    state: dictionary.stateUrlNames,
    city: dictionary.cityUrlNames,
    slug: dictionary.providerAddresses.map((address) => address.slug),
    id: dictionary.providerIds.map(String),
  };
}

const PARAMETER = /\/:([A-Za-z0-9_]+)(\{[^}]*\})?(\?)?/g;

/**
 * A pattern's path with its parameters filled: each from the values that parameter takes or
 * junk, an optional one sometimes left out; and, for the patterns of a provider's address,
 * often a real provider's address whole, so the page itself renders and not only its 404.
 */
function filledPath(pattern: string, dictionary: FuzzDictionary): Arbitrary<string> {
  const names = [...pattern.matchAll(PARAMETER)].map((match) => match[1] ?? "");
  const pools = segmentValues(dictionary);
  const allValues = Object.values(pools).flat();
  const segments = fc.tuple(
    ...names.map((name) => fc.option(pathSegment(pools[name] ?? allValues), { nil: undefined, freq: 12 })),
  );
  const addressNames = new Set(["careType", "state", "city", "slug"]);
  const fromAddress =
    names.length > 0 && names.every((name) => addressNames.has(name)) && dictionary.providerAddresses.length > 0
      ? fc
          .constantFrom(...dictionary.providerAddresses)
          .map((address) => names.map((name) => address[name as keyof typeof address]))
      : null;
  const values = fromAddress
    ? fc.oneof({ weight: 2, arbitrary: fromAddress }, { weight: 3, arbitrary: segments })
    : segments;
  return values.map((filled) => {
    let index = 0;
    // A parameter left out: an optional one goes with its slash, a required one leaves an empty segment.
    return pattern.replace(PARAMETER, (_match, _name, _regex, optional: string | undefined) => {
      const value = filled[index++];
      if (value === undefined) return optional ? "" : "/";
      return `/${value}`;
    });
  });
}

/** A path that matches no route, or a route's path with a method it does not take. */
function unmatchedPath(dictionary: FuzzDictionary, patterns: readonly string[]): Arbitrary<string> {
  const known = [...new Set(patterns.filter((pattern) => pattern !== ""))];
  return fc.oneof(
    { weight: 2, arbitrary: fc.oneof(...known.map((pattern) => filledPath(pattern, dictionary))) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            "",
            "/api",
            "/admin",
            "/v1",
            "/v2",
            "/v3/partner",
            "/assets",
            "/images",
            "/lp",
            "/thank-you",
            "/saved",
          ),
          fc.array(pathSegment(["x", "index.html", "..", "favicon.svg"]), { minLength: 1, maxLength: 5 }),
          fc.boolean(),
        )
        .map(([prefix, segments, slash]) => `${prefix}/${segments.join("/")}${slash ? "/" : ""}`),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "/",
        "//",
        "///evil.example/",
        "/\\evil.example",
        "/%2F%2Fevil.example",
        "/.%2e/",
        "/*",
      ),
    },
  );
}

const formId = fc.oneof(
  { weight: 8, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9-]{8,64}$/) },
  { weight: 1, arbitrary: fc.constantFrom("fixed-form-id-0001", "short", "a".repeat(65)) },
);

function providerId(dictionary: FuzzDictionary): Arbitrary<number | undefined> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(undefined) },
    { weight: 4, arbitrary: fc.constantFrom(...dictionary.providerIds) },
    { weight: 1, arbitrary: fc.constantFrom(112, 99_999, 0, -1, 1.5, Number.MAX_SAFE_INTEGER) },
  );
}

const trackingValues = fc.record(
  {
    gclid: junkText(),
    utmSource: fc.constantFrom("google", MARKERS[0]),
    utmCampaign: junkText(),
    landingPageUrl: fc.constantFrom("https://carefind.com/lp/?gclid=1", `https://carefind.com/${MARKERS[1]}`),
  },
  { requiredKeys: [] },
);

/** Where a form post may say it came from or wants to go next: on the site, or not. */
const siteTargets = fc.constantFrom(
  "/",
  "/thank-you/custom/",
  "//evil.example/",
  "https://evil.example/",
  "/\\evil.example",
  "/%2F%2Fevil.example",
  "javascript:alert(1)",
  `/${MARKERS[1]}`,
);

/** A valid inquiry (the inquiry form's JSON, or its form post's fields), with a new form id and the tracking it may carry. */
function inquiryBody(dictionary: FuzzDictionary): Arbitrary<Record<string, unknown>> {
  return fc
    .record(
      {
        formId,
        providerId: providerId(dictionary),
        action: fc.constantFrom("request-info", "display-cost-data", "schedule-tour"),
        fullName: fc.oneof(fc.constant("Maria Gonzalez"), fc.constant(`Maria ${MARKERS[0]}`)),
        tracking: fc.option(trackingValues, { nil: undefined }),
        returnTo: fc.option(siteTargets, { nil: undefined }),
        thankYouPage: fc.option(siteTargets, { nil: undefined, freq: 4 }),
      },
      { requiredKeys: ["formId", "action", "fullName"] },
    )
    .map(({ providerId: id, tracking, returnTo, thankYouPage, ...values }) => {
      const body: Record<string, unknown> = { ...inquiry(values) };
      if (id !== undefined) body.providerId = id;
      if (tracking !== undefined) body.tracking = tracking;
      if (returnTo !== undefined) body.returnTo = returnTo;
      if (thankYouPage !== undefined) body.thankYouPage = thankYouPage;
      return body;
    });
}

/** A partner's body: an inquiry with the partner contract's provider_id and landing page. */
function partnerBody(dictionary: FuzzDictionary): Arbitrary<Record<string, unknown>> {
  return fc
    .tuple(
      inquiryBody(dictionary),
      providerId(dictionary),
      fc.option(fc.constantFrom("https://partner.example/lp", `https://partner.example/${MARKERS[0]}`), {
        nil: undefined,
      }),
    )
    .map(([body, id, landingPageUrl]) => {
      const { providerId: _ignored, returnTo: _returnTo, thankYouPage: _thankYouPage, ...rest } = body;
      return {
        ...rest,
        ...(id === undefined ? {} : { provider_id: id }),
        ...(landingPageUrl === undefined ? {} : { landing_page_url: landingPageUrl }),
      };
    });
}

/** The multi-step form's declared answers besides the lead's own fields, and names it does not declare. */
const MULTI_STEP_EXTRAS = [
  "budget",
  "timeline",
  "care_type",
  "location",
  "source",
  "paying_with_medicaid",
  "utm_source",
];

/** A valid multi-step submission with the landing page's other answers, some of them. */
function multiStepBody(): Arbitrary<Record<string, unknown>> {
  return fc
    .record(
      {
        formId,
        budget: fc.constantFrom("under-2000", "2000-4000", "not-sure", ""),
        care_type: fc.constantFrom(...CARE_TYPES.map((careType) => careType.slug)),
        location: fc.constantFrom("78701", "Austin, TX", MARKERS[0]),
        source: fc.constantFrom("paid-search", MARKERS[1]),
        timeline: fc.constantFrom("Urgent", "30 Days"),
        gclid: fc.constant("abc123"),
      },
      { requiredKeys: ["formId"] },
    )
    .map((values) => multiStep(values));
}

/** The search page's own parameters, as the results islands post them. */
function searchPageBody(values: readonly string[]): Arbitrary<Record<string, unknown>> {
  return fc.dictionary(
    fc.constantFrom(...SEARCH_PAGE_NAMES.filter((name) => !/^(selected|isModal)/.test(name))),
    fieldText(values),
    {
      maxKeys: 6,
    },
  );
}

/** A review as the write form sends it, for a listed provider or (generic form) one typed in, marked text included. */
function reviewBody(dictionary: FuzzDictionary): Arbitrary<Record<string, unknown>> {
  const stars = fc.integer({ min: 1, max: 5 });
  const sub = fc.option(stars, { nil: null });
  return fc
    .record({
      formType: fc.constantFrom("SENIOR_LIVING", "SENIOR_CARE", "GENERIC"),
      locationId: fc.oneof(fc.constantFrom(...dictionary.providerIds), fc.constant(null), fc.constant(99_999)),
      legacyResourceId: fc.constantFrom(...CARE_TYPES.map((careType) => careType.id)),
      title: fc.constantFrom("visited", "resident", "friend-or-relative", "current-client", "past-client", "other"),
      ratingOverall: stars,
      ratingStaff: sub,
      ratingActivities: sub,
      ratingFood: sub,
      ratingFacilities: sub,
      ratingValue: sub,
      authorName: fc.constantFrom("Maria Gonzalez", `Maria ${MARKERS[0]}`),
      authorEmail: fc.constantFrom("maria@example.com", "MARIA@example.com "),
      body: fc.constantFrom("Kind staff and bright rooms.", `Kind staff ${MARKERS[1]}`, "See www.example.com"),
      facilityName: fc.constantFrom("Sunny Acres", MARKERS[0]),
      city: fc.constantFrom("Austin", ""),
      state: fc.constantFrom("TX", "tx"),
    })
    .map((review) => ({ ...review }));
}

/** Valid bodies of the routes that take one, by method and pattern. */
function validBody(
  route: FuzzRoute,
  dictionary: FuzzDictionary,
  values: readonly string[],
): Arbitrary<Record<string, unknown>> {
  const ids = fc.constantFrom(...dictionary.providerIds);
  switch (route.name) {
    case "POST /api/inquiry":
      return inquiryBody(dictionary);
    case "POST /api/multi-step-form":
      return multiStepBody();
    case "POST /v3/partner/inquiry":
    case "POST /v3/partner/lead":
    case "POST /v4/partner/inquiry":
      return partnerBody(dictionary);
    case "POST /api/enhanced-search":
      return searchPageBody(values);
    case "POST /v1/location/by-ids":
      return fc.record({ ids: fc.array(fc.oneof(ids, fc.integer()), { minLength: 1, maxLength: 60 }) });
    case "POST /api/events":
      return fc.record({
        name: fc.constantFrom(...EVENT_NAMES),
        properties: fc.dictionary(junkText(12), fc.oneof(fieldText(values), fc.integer(), fc.boolean()), {
          maxKeys: 8,
        }),
      });
    case "POST /api/reviews/create-review":
      return reviewBody(dictionary);
    case "POST /admin/reviews/:id{[0-9]+}/reject":
    case "POST /admin/reviews/unmatched/:id{[0-9]+}/reject":
      return fc.record({ reason: fc.oneof(fc.constantFrom("Names a person in full", MARKERS[0]), junkText()) });
    case "POST /admin/reviews/unmatched/:id{[0-9]+}/match":
      return fc.record({ providerId: fc.oneof(ids, fc.integer(), junkText()) });
    case "POST /v1/dxp/reviews/review/duplicate/approve/":
    case "POST /v1/dxp/reviews/review/duplicate/approve":
    case "POST /v1/dxp/reviews/review/duplicate/deny/":
    case "POST /v1/dxp/reviews/review/duplicate/deny":
      return fc.record({ confirmationToken: fc.oneof(junkText(), fc.constant("1.2.abc")) });
    case "POST /move-in/":
      return fc.record({
        movedIn: fc.constantFrom("yes", "no", "", MARKERS[0]),
        moveInDate: fc.oneof(fc.constantFrom("", "2026-02-30", "2020-01-01"), junkText()),
        providerId: fc.oneof(fc.constantFrom("", "101"), ids.map(String), junkText()),
        notes: fc.oneof(fc.constant(MARKERS[1]), junkText()),
      });
    case "POST /reviews/duplicate/":
      return fc.record({
        confirmationToken: fc.oneof(junkText(), fc.constant(MARKERS[0])),
        decision: fc.constantFrom("keep", "withdraw", MARKERS[1]),
      });
    case "POST /admin/cache/purge":
      return fc.oneof(
        fc.record({
          keys: fc.array(fc.oneof(fc.constantFrom("flags:rollout", "provider:100", "geoip:1.2.3.4"), junkText()), {
            minLength: 1,
            maxLength: 5,
          }),
        }),
        fc.record({
          prefix: fc.oneof(
            fc.constantFrom("provider:", "provider-slug:", "places:", "geo-place:", "content:", "geoip:", ""),
            junkText(),
          ),
        }),
        fc.record({ providerId: fc.oneof(ids.map(String), junkText()) }),
        fc.record({
          pagePrefix: fc.oneof(
            fc.constantFrom("/senior-living/", "/assisted-living/texas/", "/resources/", "/", "senior-living", ""),
            junkText(),
          ),
        }),
        fc.record({ everything: fc.constantFrom(true, false, "yes", MARKERS[0]) }),
        // Two options at once: a 400 naming the second, nothing purged.
        fc.record({ pagePrefix: fc.constant("/resources/"), everything: fc.constant(true) }),
      );
    case "PUT /admin/flags":
      return fc.dictionary(
        fc.constantFrom(...FEATURE_FLAGS),
        fc.dictionary(fc.constantFrom("carefind", "seniorhousing", "default"), fc.integer({ min: 0, max: 100 }), {
          maxKeys: 3,
        }),
        { maxKeys: 5 },
      );
    default:
      return fc.dictionary(junkText(12), junkJson, { maxKeys: 6 });
  }
}

/** The names a route's valid body does not carry but a hostile one adds. */
function extraNames(route: FuzzRoute): string[] {
  if (route.name === "POST /api/multi-step-form") return MULTI_STEP_EXTRAS;
  if (route.name === "POST /api/inquiry")
    return ["payingWithMedicaid", "medicaidShown", "tourTime", "landingPageUrl", "source"];
  return ["extra", "__proto__"];
}

/** The inquiry route, the duplicate-review page and the move-in page also read a browser's form post; every other route reads JSON only. */
function encodingsOf(route: FuzzRoute): ("json" | "urlencoded" | "multipart")[] {
  return route.name === "POST /api/inquiry" ||
    route.name === "POST /reviews/duplicate/" ||
    route.name === "POST /move-in/"
    ? ["json", "urlencoded", "multipart"]
    : ["json"];
}

/** One request: method, address, headers and body, shown as a replayable listing when a property fails. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: [string, string][];
  body: string | Uint8Array | null;
  /** What the edge says about the visitor (`request.cf`), or null. */
  cf: Record<string, unknown> | null;
}

function preview(text: string, length: number): string {
  return text.length <= length
    ? JSON.stringify(text)
    : `${JSON.stringify(text.slice(0, length))}… (${text.length} characters)`;
}

/** The request as a listing: request line, headers and the start of the body (escaped, so invisible characters show). */
export function describeRequest(request: FuzzRequest): string {
  const url =
    request.url.length <= 1_000 ? request.url : `${request.url.slice(0, 1_000)}… (${request.url.length} characters)`;
  const lines = [`${request.method} ${url}`];
  for (const [name, value] of request.headers) lines.push(`${name}: ${preview(value, 300)}`);
  if (request.cf !== null) lines.push(`(request.cf ${preview(JSON.stringify(request.cf) ?? "", 300)})`);
  if (request.body !== null) {
    const text = typeof request.body === "string" ? request.body : new TextDecoder().decode(request.body);
    lines.push("", `body ${preview(text, 800)}`);
  }
  return lines.join("\n");
}

function withListing(request: FuzzRequest): FuzzRequest {
  return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });
}

const COOKIE_NAME_LIST = Object.values(COOKIE_NAMES);
const ANY_METHOD = ["GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD"];

/**
 * Every request a route is fuzzed with: the address (brand hosts, http and https), the path
 * with its parameters filled, a query string, headers, cookies and, where the method takes
 * one, a body of the route's shape in an encoding and content type of any kind.
 */
export function fuzzRequests(
  route: FuzzRoute,
  dictionary: FuzzDictionary,
  credentials: Credentials,
  allRoutes: readonly FuzzRoute[],
): Arbitrary<FuzzRequest> {
  const values = meaningfulValues(dictionary);
  const unmatched = route.name === UNMATCHED;
  const method = unmatched ? fc.constantFrom(...ANY_METHOD) : fc.constant(route.method);
  const path = unmatched
    ? unmatchedPath(
        dictionary,
        allRoutes.map((other) => other.path),
      )
    : filledPath(route.path, dictionary);
  const names = [...(QUERY_NAMES[route.path] ?? ALL_QUERY_NAMES), ...TRACKING_NAMES];
  // A route that takes no body gets none: a GET or HEAD request cannot carry one.
  const takesNoBody = route.method === "GET" || route.method === "HEAD";
  const payload: Arbitrary<Payload> = mutatedBody(validBody(route, dictionary, values), extraNames(route));
  const body = takesNoBody ? fc.constant(null) : wireBody(payload, encodingsOf(route));
  const leaning = {
    admin: route.path.startsWith("/admin/"),
    partner: route.path.includes("/partner/"),
    // The v4 contract answers only under its flag.
    override: route.path.startsWith("/v4/") ? "inquiry-v4:on" : null,
  };
  return fc
    .record({
      method,
      origin,
      path,
      query: queryString(names, values, valueHints(values), QUERY_BASES[route.path]),
      cookie: cookieHeader(COOKIE_NAME_LIST),
      headers: headerPairs(credentials, leaning),
      cf: edgeData,
      body,
    })
    .map((parts): FuzzRequest => {
      const takesBody = parts.method !== "GET" && parts.method !== "HEAD";
      const wire: WireBody | null = takesBody ? parts.body : null;
      const all = parts.headers.map(([name, value]): [string, string] => [
        name,
        value.replace(SAME_ORIGIN, parts.origin),
      ]);
      if (wire?.contentType !== null && wire?.contentType !== undefined) all.push(["Content-Type", wire.contentType]);
      if (parts.cookie !== null) all.push(["Cookie", parts.cookie]);
      return withListing({
        method: parts.method,
        url: `${parts.origin}${parts.path.startsWith("/") ? "" : "/"}${parts.path}${parts.query}`,
        headers: all,
        body: wire?.bytes ?? null,
        cf: parts.cf,
      });
    });
}
