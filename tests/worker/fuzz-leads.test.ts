/**
 * The fuzz suite, lead routes (issue 10): the inquiry form, the multi-step form and the partner
 * API, with valid leads mutated field by field, junk, huge and deeply nested bodies in every
 * content type, and a new visitor address for most posts so the rate limit lets them reach the
 * parsing. No request may be answered with a 5xx, no refusal page may hold an input unescaped,
 * and no stored lead may hold a field the multi-step form does not declare or text longer than
 * the lead schemas accept.
 */
import { beforeAll, describe, it } from "vitest";
import { leadRowProblems } from "../support/fuzz-checks.ts";
import type { FuzzDictionary } from "../support/fuzz-routes.ts";
import { FUZZ_TEST_TIMEOUT_MS, fuzzDictionary, fuzzRoute, newRowsCheck, routesOf } from "./fuzz-harness.ts";

let dictionary: FuzzDictionary;

beforeAll(async () => {
  dictionary = await fuzzDictionary();
});

describe("fuzzed lead routes answer below 500 and store only declared, bounded fields", () => {
  it.each(routesOf("leads"))(
    "$name ($runs requests)",
    async (route) => {
      await fuzzRoute(route, dictionary, await newRowsCheck("inquiries", leadRowProblems));
    },
    FUZZ_TEST_TIMEOUT_MS,
  );
});
