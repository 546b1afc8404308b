/**
 * The fuzz suite inside workerd: the routes from the app itself, the seeded directory the
 * requests draw valid ids and slugs from, one request sent through the Worker and read to its
 * end, the stored rows looked at after each request, and one route's run under its seed, which
 * a failure names together with the request (shrunk) and how to replay it.
 */
import { env, exports } from "cloudflare:workers";
import fc from "fast-check";
import { expect } from "vitest";
import { app } from "../../worker/app.ts";
import { getProviderRecords } from "../../worker/providers/provider-records.ts";
import { responseProblems } from "../support/fuzz-checks.ts";
import type { Credentials } from "../support/fuzz-inputs.ts";
import {
  describeRequest,
  type FuzzDictionary,
  type FuzzGroup,
  type FuzzRequest,
  type FuzzRoute,
  fuzzRequestCount,
  fuzzRequests,
  fuzzRoutes,
} from "../support/fuzz-routes.ts";
import { fuzzSeed, testSeed } from "../support/fuzz-seed.ts";
import { loadDirectoryFixture } from "./fixtures/directory.ts";

/** One reading of FUZZ_SEED per test file, so a random seed is the same for all of the file's routes. */
const RUN_SEED = fuzzSeed(env.FUZZ_SEED);
if (RUN_SEED.random) console.log(`fuzz: FUZZ_SEED=${RUN_SEED.value} (drawn at random for this run)`);

/** A whole route's run, shrinking included: minutes on a busy two-core machine. */
export const FUZZ_TEST_TIMEOUT_MS = 300_000;

const CREDENTIALS: Credentials = {
  adminToken: env.ADMIN_TOKEN ?? "",
  partnerToken: env.PARTNER_TOKEN ?? "",
};

/** The run's requests across the suite's files: a fixed few thousand, or the full run (FUZZ_RUN=full). */
export const RUN_REQUESTS = fuzzRequestCount(env.FUZZ_RUN);

/** Every route of the app (and the requests that match none) with its share of the requests. */
const ALL_ROUTES = fuzzRoutes(app.routes, RUN_REQUESTS);

/** Every route the suite fuzzes, in all its files. */
export function allFuzzRoutes(): readonly FuzzRoute[] {
  return ALL_ROUTES;
}

/** The routes one test file fuzzes. */
export function routesOf(group: FuzzGroup): FuzzRoute[] {
  return ALL_ROUTES.filter((route) => route.group === group);
}

/** Loads the directory fixture and reads back what the requests may name: provider ids and addresses, states, cities. */
export async function fuzzDictionary(): Promise<FuzzDictionary> {
  await loadDirectoryFixture(env.DB);
  const ids = await env.DB.prepare("SELECT id FROM providers ORDER BY id").all<{ id: number }>();
  const providerIds = ids.results.map((row) => row.id);
  const records = await getProviderRecords(env.DB, env.CACHE, providerIds);
  const providerAddresses = records.map((record) => {
    const [careType = "", state = "", city = "", slug = ""] = record.url.split("/").filter(Boolean);
    return { careType, state, city, slug };
  });
  const states = await env.DB.prepare("SELECT url_name FROM states ORDER BY code").all<{ url_name: string }>();
  const cities = await env.DB.prepare("SELECT DISTINCT url_name FROM cities ORDER BY url_name").all<{
    url_name: string;
  }>();
  return {
    providerIds,
    providerAddresses,
    stateUrlNames: states.results.map((row) => row.url_name),
    cityUrlNames: cities.results.map((row) => row.url_name),
  };
}

/** Sends one request through the Worker, reads the answer to its end and answers its problems. */
async function exchange(request: FuzzRequest): Promise<string[]> {
  const sent = new Request(request.url, {
    method: request.method,
    headers: new Headers(request.headers),
    body: request.body,
    redirect: "manual",
    ...(request.cf === null ? {} : { cf: request.cf }),
  });
  let response: Response;
  try {
    response = await exports.default.fetch(sent);
  } catch (error) {
    return [`the Worker threw instead of answering: ${String(error)}`];
  }
  let body: string;
  try {
    body = await response.text();
  } catch (error) {
    return [`answered ${response.status}, then the body broke off: ${String(error)}`];
  }
  return responseProblems(request.url, { status: response.status, headers: response.headers, body });
}

/** What is checked after each request besides its response: the rows it stored. */
type AfterEach = (request: FuzzRequest) => Promise<string[]>;

/**
 * A check of the rows a table gained since the last call (and of none before the first): each
 * new row through `check`. A GET or HEAD stores nothing, and is not checked: a D1 round trip
 * per request would double the suite's time.
 */
export async function newRowsCheck(
  table: "inquiries" | "events",
  check: (row: Record<string, unknown>) => string[],
): Promise<AfterEach> {
  const newest = async () =>
    (await env.DB.prepare(`SELECT max(id) AS id FROM ${table}`).first<{ id: number | null }>())?.id ?? 0;
  let seen = await newest();
  return async (request) => {
    if (request.method === "GET" || request.method === "HEAD") return [];
    const { results } = await env.DB.prepare(`SELECT * FROM ${table} WHERE id > ?1 ORDER BY id`)
      .bind(seen)
      .all<Record<string, unknown>>();
    for (const row of results) seen = Math.max(seen, Number(row.id));
    return results.flatMap(check);
  };
}

/** What a failed property threw: the problems of the request, in words. */
class PropertyBroken extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(problems.join("\n"));
    this.problems = problems;
  }
}

/**
 * Fuzzes one route with its share of requests under the route's seed: after each request, the
 * response's problems and those `afterEach` finds (new stored rows). A failure shrinks to a
 * smaller request that still fails and names the seed to replay it with.
 */
export async function fuzzRoute(
  route: FuzzRoute,
  dictionary: FuzzDictionary,
  afterEach: AfterEach = async () => [],
): Promise<void> {
  const seed = testSeed(RUN_SEED.value, route.name);
  const requests = fuzzRequests(route, dictionary, CREDENTIALS, ALL_ROUTES);
  const property = fc.asyncProperty(requests, async (request) => {
    const problems = [...(await exchange(request)), ...(await afterEach(request))];
    if (problems.length > 0) throw new PropertyBroken(problems);
  });
  const details = await fc.check(property, { seed, numRuns: route.runs });
  if (!details.failed) return;
  const error = details.errorInstance;
  const problems = error instanceof PropertyBroken ? error.problems : [String(error)];
  const testPath = expect.getState().testPath ?? "tests/worker/fuzz-*.test.ts";
  const file = testPath.slice(testPath.indexOf("tests/"));
  const request = details.counterexample?.[0];
  throw new Error(
    [
      `${route.name}: request ${details.numRuns} of ${route.runs} broke a property (FUZZ_SEED=${RUN_SEED.value}, route seed ${seed}, path ${JSON.stringify(details.counterexamplePath)}, shrunk ${details.numShrinks} times)`,
      ...problems.map((problem) => `  - ${problem}`),
      "The request (shrunk):",
      request ? describeRequest(request) : "(none)",
      `Replay: FUZZ_SEED=${RUN_SEED.value} npx vitest run --project worker ${file} -t '${route.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}'`,
    ].join("\n"),
  );
}
