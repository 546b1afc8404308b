/**
 * The fuzz suite, pages (issue 10): every HTML page of the app, and requests that match no
 * route, with generated path segments, query strings, headers and cookies. No request may be
 * answered with a 5xx, and no page may hold an input as markup. The suite's three files share
 * the run's requests (4,400 in `npm test`, 20,000 in `npm run test:fuzz`) among every route
 * the app declares.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { app } from "../../worker/app.ts";
import { FUZZ_REQUESTS, type FuzzDictionary } from "../support/fuzz-routes.ts";
import {
  allFuzzRoutes,
  FUZZ_TEST_TIMEOUT_MS,
  fuzzDictionary,
  fuzzRoute,
  RUN_REQUESTS,
  routesOf,
} from "./fuzz-harness.ts";

let dictionary: FuzzDictionary;

beforeAll(async () => {
  dictionary = await fuzzDictionary();
});

it("shares the run's requests among every route of the app and requests that match none", () => {
  const routes = allFuzzRoutes();
  expect(routes.reduce((sum, route) => sum + route.runs, 0)).toBe(RUN_REQUESTS);
  // Shares are by weight: every route gets 100 or more of the full run, and as large a part of
  // the quick one (22 of 4,400).
  const fewest = Math.floor((100 * RUN_REQUESTS) / FUZZ_REQUESTS);
  expect(routes.filter((route) => route.runs < fewest)).toEqual([]);
  const fuzzed = new Set(routes.map((route) => route.name));
  const declared = app.routes.filter((route) => !(route.method === "ALL" && route.path.endsWith("*")));
  expect(declared.filter((route) => !fuzzed.has(`${route.method} ${route.path}`))).toEqual([]);
  expect(fuzzed).toContain("POST /api/inquiry");
  expect(fuzzed).toContain("GET /:careType/:state/:city/:slug/");
});

describe("fuzzed pages answer below 500 and never hold an input unescaped", () => {
  it.each(routesOf("pages"))(
    "$name ($runs requests)",
    async (route) => {
      await fuzzRoute(route, dictionary);
    },
    FUZZ_TEST_TIMEOUT_MS,
  );
});
