/**
 * The fuzz suite, JSON API and operator routes (issue 10): every route that is neither a page
 * nor a lead route, with generated path segments, query strings, headers, cookies and bodies of
 * every content type. No request may be answered with a 5xx, and no stored event may hold more
 * than the events route declares.
 */
import { beforeAll, describe, it } from "vitest";
import { eventRowProblems } from "../support/fuzz-checks.ts";
import type { FuzzDictionary } from "../support/fuzz-routes.ts";
import { FUZZ_TEST_TIMEOUT_MS, fuzzDictionary, fuzzRoute, newRowsCheck, routesOf } from "./fuzz-harness.ts";

let dictionary: FuzzDictionary;

beforeAll(async () => {
  dictionary = await fuzzDictionary();
});

describe("fuzzed API routes answer below 500 and store no more than they declare", () => {
  it.each(routesOf("api"))(
    "$name ($runs requests)",
    async (route) => {
      await fuzzRoute(route, dictionary, await newRowsCheck("events", eventRowProblems));
    },
    FUZZ_TEST_TIMEOUT_MS,
  );
});
