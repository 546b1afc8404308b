/**
 * The site chrome on every kind of page (spec lead-capture-and-chrome §2 'Fixed mega-menu
 * links', 'Header behaviour by page type', §6; reviews-and-provider-page §2 'Advertising
 * Disclosure'): the header links every fixed path on each brand, the drawer's Menu leads to
 * the footer's navigation without JavaScript, Saved shows only on the main brand, the compact
 * header comes only with provider pages, and the footer carries its links and disclosure.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { FIXED_MENU_PATHS, FOOTER_ONLY_PATHS } from "../support/menu-paths.ts";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { call } from "./worker-client.ts";

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
});

const PAGES = {
  home: "/",
  provider: "/assisted-living/texas/austin/fixture-provider-107/",
  "write a review": "/reviews/write/",
  "not found": "/no-such-page/",
} as const;

const BRAND_HOSTS = [
  {
    brand: "carefind",
    host: "localhost",
    careers: "https://careers.carefind.com/",
    saved: true,
    search: "/local/search/",
  },
  {
    brand: "seniorhousing",
    host: "seniorhousing.localhost",
    careers: "https://careers.seniorhousing.com/",
    saved: false,
    search: "/search/",
  },
] as const;

function part(html: string, open: string, close: string): string {
  const start = html.indexOf(open);
  const end = html.indexOf(close, start);
  expect(start, `${open} in the page`).toBeGreaterThanOrEqual(0);
  return html.slice(start, end + close.length);
}

function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? "");
}

describe.each(BRAND_HOSTS)("the chrome on $brand", ({ host, careers, saved, search }) => {
  it.each(Object.entries({ ...PAGES, search: `${search}?keyword=Austin%2C+TX` }))(
    "on the %s page links every fixed path from the header and the footer",
    async (_, path) => {
      const response = await call(path, { host });
      expect([200, 404]).toContain(response.status);
      const html = await response.text();
      const header = part(html, '<header class="site-header">', "</header>");
      const footer = part(html, '<footer class="site-footer">', "</footer>");
      const headerLinks = hrefs(header);
      for (const fixed of [...FIXED_MENU_PATHS, careers]) expect(headerLinks, fixed).toContain(fixed);
      const footerLinks = hrefs(footer);
      for (const fixed of [...FIXED_MENU_PATHS, ...FOOTER_ONLY_PATHS, careers])
        expect(footerLinks, fixed).toContain(fixed);
      // The menus hydrate once the page is idle; without JavaScript Menu leads to the footer's navigation.
      expect(header).toContain('data-island="SiteMenu"');
      expect(header).toMatch(/data-island="SiteMenu"[^>]*data-hydrate="idle"/);
      expect(header).toContain('href="#site-footer-nav" role="button" aria-haspopup="dialog"');
      expect(footer).toContain('<nav class="site-footer-nav" id="site-footer-nav" aria-label="Site"');
      // spec: §2, §6, Saved in the header and the drawer on the main live site only.
      expect(headerLinks.filter((href) => href === "/saved")).toHaveLength(saved ? 2 : 0);
      // The mega menu's disclosure buttons, one per menu, each naming its panel.
      const buttons = [
        ...header.matchAll(
          /<button type="button" class="mega-top mega-button" aria-expanded="false" aria-controls="([^"]+)"/g,
        ),
      ];
      expect(buttons.map((match) => match[1])).toEqual([0, 1, 2, 3, 4].map((index) => `site-menu-panel-${index}`));
      for (const match of buttons) expect(header).toContain(`id="${match[1]}"`);
      // The back button exists only in the browser.
      expect(header).not.toContain("back-button");
    },
  );

  it("closes the footer with the advertising disclosure, the legal links, the advisor line and the year", async () => {
    const html = await (await call("/", { host })).text();
    const footer = part(html, '<footer class="site-footer">', "</footer>");
    expect(footer).toContain("Payment never changes a provider&#x27;s ratings or the order of its reviews.");
    expect(footer).toContain('<a href="/about/advertising-disclosure/">Read our advertising disclosure</a>');
    expect(footer).toContain('<a href="/privacy/">Privacy policy</a>');
    expect(footer).toContain('<a href="/terms/">Terms of use</a>');
    expect(footer).toContain('<a href="/cookie-opt-out/">Cookie choices</a>');
    expect(footer).toContain('<a href="tel:+18005550142">(800) 555-0142</a>');
    expect(footer).toMatch(new RegExp(`© (<!-- -->)?${new Date().getUTCFullYear()}`));
  });
});

describe("the compact header", () => {
  it("comes with the provider page, with the phone and Get Costs leading to the page's cost form", async () => {
    const html = await (await call(PAGES.provider)).text();
    const compact = part(html, '<div class="compact-header" data-page-type="provider">', "</div></div>");
    expect(compact).toContain('href="tel:+18005550142"');
    // The number is written out, not only dialled.
    const phoneLink = /<a [^>]*href="tel:\+18005550142"[^>]*>([\s\S]*?)<\/a>/.exec(compact)?.[1] ?? "";
    expect(phoneLink.replace(/<[^>]+>/g, "")).toContain("(800) 555-0142");
    expect(compact).toContain('<a class="button button-primary compact-header-action" href="#get-costs">Get Costs</a>');
    expect(html).toContain('id="get-costs"');
  });

  it.each(["/", "/local/search/?keyword=Austin%2C+TX", "/reviews/write/"])("stays away from %s", async (path) => {
    const html = await (await call(path)).text();
    expect(html).not.toContain("compact-header");
  });
});
