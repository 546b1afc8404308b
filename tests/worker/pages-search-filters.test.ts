import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { SearchResponse } from "../../domain/search/search-contract.ts";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { call } from "./worker-client.ts";

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
});

async function page(path: string, host?: string): Promise<string> {
  const response = await call(path, host ? { host } : {});
  expect(response.status).toBe(200);
  return response.text();
}

function seededResponse(html: string): SearchResponse {
  const json = /<script id="carefind-state" type="application\/json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
  return JSON.parse(json ?? "null").seed.searchResponse;
}

/** The opening tag of the element with this id. */
function tagWithId(html: string, id: string): string {
  const tag = new RegExp(`<[a-z]+ [^>]*id="${id}"[^>]*>`).exec(html)?.[0];
  if (!tag) throw new Error(`no element #${id}`);
  return tag;
}

const isChecked = (html: string, id: string) => tagWithId(html, id).includes('checked=""');

function resultCount(html: string): number {
  return Number(/(\d+) Results?<\/h2>/.exec(html)?.[1] ?? Number.NaN);
}

describe("the results page's filter form", () => {
  it("is a GET form to the search path, carrying the search in hidden fields, with the current values set", async () => {
    const html = await page(
      "/local/search/?keyword=Austin%2C+TX&careType=memory-care-facilities&sortBy=best-rated&languages=spanish&lifestyle=pet-friendly&reviews=3-plus&distance=20&price=1,3&promotions=ongoing&match-all=false",
    );
    expect(html).toContain(
      '<form class="filter-panel" aria-labelledby="filters-heading" action="/local/search/" method="get">',
    );
    expect(html).toContain('<aside class="search-sidebar" aria-labelledby="filters-heading">');
    for (const [name, value] of [
      ["keyword", "Austin, TX"],
      ["careType", "memory-care-facilities"],
      ["sortBy", "best-rated"],
    ]) {
      expect(html).toContain(`<input type="hidden" name="${name}" value="${value}"/>`);
    }
    expect(isChecked(html, "filters-languages-spanish")).toBe(true);
    expect(isChecked(html, "filters-lifestyle-pet-friendly")).toBe(true);
    expect(isChecked(html, "filters-rating-3-plus")).toBe(true);
    expect(isChecked(html, "filters-rating-any")).toBe(false);
    expect(isChecked(html, "filters-promotions")).toBe(true);
    expect(isChecked(html, "filters-match-all-false")).toBe(true);
    expect(tagWithId(html, "filters-distance")).toContain('value="20"');
    expect(html).toMatch(/<option value="1,3" selected="">\$ to \$\$\$<\/option>/);
    // Without JavaScript 'Apply filters' sends the form; Clear All is a link that keeps keyword and careType.
    expect(html).toContain("Apply filters</button>");
    expect(html).toContain(
      '<a class="filter-clear" href="/local/search/?keyword=Austin%2C+TX&amp;careType=memory-care-facilities">Clear All</a>',
    );
    // The sort at the top of the results, its own GET form keeping the filters.
    expect(tagWithId(html, "results-sort-sort")).toContain('name="sortBy"');
    expect(html).toContain('<option value="best-rated" selected="">Best rated</option>');
  });

  it("counts each amenity in the searched place and nearby, and hides families with nothing to count", async () => {
    const html = await page("/local/search/?keyword=Austin%2C+TX");
    const { facets } = seededResponse(html);
    const count = (name: string) => (facets.inRegion.amenities[name] ?? 0) + (facets.nearby.amenities[name] ?? 0);
    // The fixture gives pets to every other provider: 17 of the 32 assisted-living ones within 30 miles.
    expect(count("Pets allowed")).toBe(17);
    expect(html).toContain(`Pet friendly<span class="filter-count"> (${count("Pets allowed")})</span>`);
    expect(html).toContain(`Spanish<span class="filter-count"> (${count("Spanish")})</span>`);
    expect(html).toContain(`Swimming pool<span class="filter-count"> (${count("Swimming pool or hot tub")})</span>`);
    // The fixture gives no provider a dining amenity or a Korean speaker: the category and the value are hidden.
    expect(html).not.toContain('<legend class="filter-group-legend">Dining</legend>');
    expect(html).not.toContain("filters-languages-korean");
    // Families that are not amenities always show.
    expect(html).toContain('<legend class="filter-group-legend">Room type</legend>');
  });

  it("says what each price band means under the price filter", async () => {
    const html = (await page("/local/search/?keyword=Austin%2C+TX")).replaceAll("<!-- -->", "");
    const bands = html.slice(
      html.indexOf('<ul class="price-bands">'),
      html.indexOf("</ul>", html.indexOf("price-bands")),
    );
    expect([...bands.matchAll(/<li>(.*?)<\/li>/g)].map((match) => match[1]?.replace(/<[^>]+>/g, ""))).toEqual([
      "$ under $3,000 a month",
      "$$ $3,000 to $4,999 a month",
      "$$$ $5,000 to $6,999 a month",
      "$$$$ $7,000 a month or more",
    ]);
  });

  it("keeps a chosen value that counts zero, so it can be unticked", async () => {
    const html = await page("/local/search/?keyword=Austin%2C+TX&languages=korean");
    expect(isChecked(html, "filters-languages-korean")).toBe(true);
    expect(html).toContain('Korean<span class="filter-count"> (0)</span>');
  });

  it("renders filtered results for the fields a GET submit of the form sends", async () => {
    const plain = await page("/local/search/?keyword=Austin%2C+TX&careType=assisted-living");
    // What the browser sends: repeated checkboxes, the radios, the slider, the price select, no page.
    const submitted = await page(
      "/local/search/?keyword=Austin%2C+TX&careType=assisted-living&reviews=&distance=30&price=1%2C4&lifestyle=pet-friendly&languages=spanish&languages=english&match-all=false",
    );
    const joined = await page(
      "/local/search/?keyword=Austin%2C+TX&careType=assisted-living&lifestyle=pet-friendly&languages=spanish,english&match-all=false",
    );
    const matchAll = await page(
      "/local/search/?keyword=Austin%2C+TX&careType=assisted-living&lifestyle=pet-friendly&languages=spanish",
    );
    expect(resultCount(submitted)).toBe(resultCount(joined));
    expect(resultCount(matchAll)).toBeLessThan(resultCount(plain));
    expect(resultCount(matchAll)).toBeLessThanOrEqual(resultCount(submitted));
    expect(isChecked(submitted, "filters-languages-spanish")).toBe(true);
    expect(isChecked(submitted, "filters-match-all-false")).toBe(true);
  });
});

describe("the header search bar", () => {
  it("is on every page: a GET form to the brand's search path, the location required on the main brand", async () => {
    for (const path of ["/", "/local/search/?keyword=Austin%2C+TX", "/thank-you/"]) {
      const html = await (await call(path)).text();
      expect(html).toContain('<form class="header-search-form" action="/local/search/" method="get">');
      expect(html).toContain('placeholder="Enter City, State or Zip" required=""');
      expect(html).toMatch(/<option value=""( selected="")?>Select Care level<\/option>/);
    }
    const results = await page("/local/search/?keyword=Austin%2C+TX");
    expect(tagWithId(results, "header-search-keyword")).toContain('value="Austin, TX"');
    // The header bar is the results page's search box now.
    expect(results).not.toContain('data-island="HomeSearch"');
  });

  it("goes to the second brand's own path there, without requiring a location", async () => {
    const html = await page("/search/?keyword=Austin%2C+TX", "seniorhousing.localhost");
    expect(html).toContain('<form class="header-search-form" action="/search/" method="get">');
    expect(tagWithId(html, "header-search-keyword")).not.toContain("required");
    expect(html).toContain(
      '<form class="filter-panel" aria-labelledby="filters-heading" action="/search/" method="get">',
    );
  });
});
