/**
 * The results' page links as the server renders them (spec search-and-compare §2.2, §4, §9):
 * plain links that work without JavaScript, the current page marked, the arrows only where
 * there is a page to go to, page 1's address without the parameter, and on a long list the
 * first page, one ellipsis and the last. What a click on them does in place is the browser
 * test's (tests/e2e/paging.test.ts).
 */
import { env } from "cloudflare:workers";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import { PageLanguageProvider, pageLanguage } from "../../ui/i18n/page-language.tsx";
import { Pagination } from "../../ui/search/Pagination.tsx";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { call } from "./worker-client.ts";

const SEARCH = "/local/search/?keyword=Austin%2C+TX&careType=assisted-living";

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
});

/** The page links' navigation of a results page's HTML. */
function resultsPages(html: string): string {
  return /<nav id="results-pages" class="pagination" aria-label="Results pages">.*?<\/nav>/s.exec(html)?.[0] ?? "";
}

describe("the results' page links", () => {
  it("on page 1: the page marked current, no previous arrow, the next one to page 2", async () => {
    const html = await (await call(SEARCH)).text();
    // The fixture's 32 results around Austin: two pages of 20.
    expect(html).toContain(">32 Results</h2>");
    const nav = resultsPages(html);
    expect(nav).toContain(
      '<a href="/local/search/?keyword=Austin%2C+TX&amp;careType=assisted-living" aria-current="page" aria-label="Page 1">1</a>',
    );
    expect(nav).toContain(
      '<a href="/local/search/?keyword=Austin%2C+TX&amp;careType=assisted-living&amp;page=2" aria-label="Page 2">2</a>',
    );
    expect(nav).not.toContain("Previous page");
    expect(nav).toMatch(
      /<a href="\/local\/search\/\?keyword=Austin%2C\+TX&amp;careType=assisted-living&amp;page=2"><span aria-hidden="true">›<\/span><span class="visually-hidden">Next page<\/span><\/a>/,
    );
  });

  it("on the last page: the previous arrow to page 1, whose address has no page parameter, and no next one", async () => {
    const nav = resultsPages(await (await call(`${SEARCH}&page=2`)).text());
    expect(nav).toMatch(
      /<a href="\/local\/search\/\?keyword=Austin%2C\+TX&amp;careType=assisted-living"><span aria-hidden="true">‹<\/span><span class="visually-hidden">Previous page<\/span><\/a>/,
    );
    expect(nav).toContain('aria-current="page" aria-label="Page 2"');
    expect(nav).not.toContain("Next page");
  });

  it("on page 1 of more than five: the first page, one ellipsis, the last", () => {
    const nav = renderToString(
      <PageLanguageProvider value={pageLanguage("en", messagesFor("en"))}>
        <Pagination page={1} totalPages={8} label="Results pages" href={(page) => `/local/search/?page=${page}`} />
      </PageLanguageProvider>,
    );
    expect(nav.match(/class="pagination-ellipsis"/g)).toHaveLength(1);
    expect(nav).toContain('aria-current="page" aria-label="Page 1"');
    expect(nav).toContain('<a href="/local/search/?page=8" aria-label="Page 8">8</a>');
    expect(nav).not.toContain("Previous page");
    expect(nav).toContain('<a href="/local/search/?page=2"><span aria-hidden="true">›</span>');
  });
});
