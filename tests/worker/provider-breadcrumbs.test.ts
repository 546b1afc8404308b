/**
 * The provider page's breadcrumb trail and robots rule in the server HTML, on both brands
 * (spec lead-capture-and-chrome §2; reviews-and-provider-page §4): the Breadcrumb navigation
 * whose list reads care type, state, city and provider, the first three linking to their pages
 * and the provider marked as the current page; and `noindex` on a thin page (no reviews, no
 * enhanced listing, a short description, few amenities, no FAQs) or a listing an operator has
 * hidden, never on a page with detail. How the trail reads and wraps in a browser is
 * tests/e2e/provider-breadcrumbs.test.ts.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ProviderRecord } from "../../domain/providers/provider-record.ts";
import { providerPageNoindex } from "../../domain/providers/provider-structured-data.ts";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { call } from "./worker-client.ts";

const HOSTS = ["localhost", "seniorhousing.localhost"] as const;
const PAGE = (id: number) => `/assisted-living/texas/austin/fixture-provider-${id}/`;
const NOINDEX = '<meta name="robots" content="noindex"/>';

/** 200 words: detail enough on its own. */
const LONG_DESCRIPTION = Array.from({ length: 200 }, (_, index) => `word${index}`).join(" ");

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
  await env.DB.batch([
    // 118: no reviews, no enhanced listing, but a description of 200 words.
    env.DB.prepare("UPDATE providers SET description = ? WHERE id = 118").bind(LONG_DESCRIPTION),
    // 124: no reviews, no enhanced listing, but FAQs.
    env.DB.prepare(
      "INSERT INTO provider_faqs (provider_id, position, question, answer) VALUES (124, 1, 'Are pets allowed?', 'Yes.')",
    ),
    // 103: three reviews, but hidden by an operator.
    env.DB.prepare("UPDATE providers SET is_indexed = 0 WHERE id = 103"),
  ]);
});

async function page(path: string, host: string): Promise<string> {
  const response = await call(path, { host });
  expect(response.status, `${host}${path}`).toBe(200);
  return response.text();
}

describe("the provider page's breadcrumb trail", () => {
  it("reads care type, state, city, provider, linking the first three and marking the provider current, on both brands", async () => {
    for (const host of HOSTS) {
      const html = await page(PAGE(100), host);
      const trails = [...html.matchAll(/<nav aria-label="Breadcrumb" class="breadcrumbs">(.*?)<\/nav>/gs)];
      expect(trails, host).toHaveLength(1);
      expect(trails[0]?.[1], host).toBe(
        '<ol><li><a href="/senior-living/assisted-living/">Assisted Living</a></li>' +
          '<li><a href="/senior-living/assisted-living/texas/">Texas</a></li>' +
          '<li><a href="/senior-living/assisted-living/texas/austin/">Austin</a></li>' +
          '<li><span aria-current="page">Fixture Provider 100</span></li></ol>',
      );
    }
  });

  it("links only to pages that answer 200, on both brands", async () => {
    for (const host of HOSTS) {
      for (const path of [
        "/senior-living/assisted-living/",
        "/senior-living/assisted-living/texas/",
        "/senior-living/assisted-living/texas/austin/",
      ]) {
        expect((await call(path, { host })).status, `${host}${path}`).toBe(200);
      }
    }
  });
});

describe("the provider page's robots rule", () => {
  /** Each page and whether search engines are told to leave it out. */
  const CASES = [
    [100, true, "thin: no reviews, a short description, no FAQs"],
    [101, false, "reviewed, and an enhanced listing"],
    [102, false, "reviewed"],
    [118, false, "a description of 200 words"],
    [124, false, "FAQs"],
    [103, true, "reviewed, but hidden by an operator"],
  ] as const;

  it.each(HOSTS)("puts noindex on a thin or hidden page only, on %s", async (host) => {
    for (const [id, noindex, why] of CASES) {
      let response = await call(PAGE(id), { host });
      // The fixture's care types vary: a page answers at its own address.
      if (response.status === 301) response = await call(response.headers.get("Location") ?? "", { host });
      expect(response.status, `${id}: ${why}`).toBe(200);
      const html = await response.text();
      const robots = [...html.matchAll(/<meta name="robots"[^>]*>/g)].map((match) => match[0]);
      expect(robots, `${id}: ${why}`).toEqual(noindex ? [NOINDEX] : []);
    }
  });

  it("agrees with the rule on the API's record of each page", async () => {
    for (const [id, noindex] of CASES) {
      const record = (await (await call(`/v2/location/${id}`)).json()) as ProviderRecord;
      expect(providerPageNoindex(record), String(id)).toBe(noindex);
    }
  });
});
