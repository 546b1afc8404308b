/**
 * The seeded providers a browser test opens, found as the search page finds them: the search
 * API's answer for a place and a care type (by default assisted living around Austin, TX, where
 * the seed puts many communities).
 */
import { expect } from "vitest";
import { INQUIRY_ENDPOINT } from "../../domain/inquiry/inquiry-fields.ts";
import { inquiry } from "../support/leads.ts";

/** What the search is asked: a place, and a care type unless every care type is wanted. */
export interface SeededSearch {
  keyword: string;
  careType?: string;
}

const AUSTIN_ASSISTED_LIVING: SeededSearch = { keyword: "Austin, TX", careType: "assisted-living" };

/**
 * The results of one search on the server at `baseUrl`, each with the fields the caller reads;
 * as the visitor whose cookies are given, if any.
 */
export async function seededSearchResults<Result>(
  baseUrl: string,
  search: SeededSearch = AUSTIN_ASSISTED_LIVING,
  cookies?: string,
): Promise<Result[]> {
  const response = await fetch(`${baseUrl}/api/enhanced-search`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(cookies ? { Cookie: cookies } : {}) },
    body: JSON.stringify(search),
  });
  expect(response.status, "the seeded search answers").toBe(200);
  const { results } = (await response.json()) as { results: Result[] };
  return results;
}

/**
 * The results of a search as a visitor who has sent an inquiry (from `visitorAddress`, so that
 * each test file's rate limit is its own): the cookies its answer set unblur the prices.
 */
export async function pricedSearchResults<Result>(
  baseUrl: string,
  search: SeededSearch,
  visitorAddress: string,
): Promise<Result[]> {
  const asked = await fetch(`${baseUrl}${INQUIRY_ENDPOINT}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": visitorAddress },
    body: JSON.stringify(inquiry()),
  });
  expect(asked.status, "the inquiry that unblurs the prices is taken").toBe(200);
  const cookies = asked.headers.getSetCookie().map((line) => line.split(";")[0]);
  return seededSearchResults<Result>(baseUrl, search, cookies.join("; "));
}
