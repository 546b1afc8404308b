/**
 * The navigation model (spec lead-capture-and-chrome §2 'Fixed mega-menu links', 'Navigation
 * item types', §3 'Navigation item', §6): the brands' menus hold every fixed path and pass the
 * schema; the schema refuses what would lead nowhere or off to a script; the header's page
 * types and the back-button rule.
 */
import { describe, expect, it } from "vitest";
import { BRANDS } from "../../domain/brands/brands.ts";
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import { brandMenu, footerLinkGroups, legalLinks } from "../../domain/navigation/brand-menu.ts";
import { showsBackButton, swapsHeaderOnScroll } from "../../domain/navigation/header-rules.ts";
import { type NavigationItem, parseNavigation } from "../../domain/navigation/navigation-item.ts";
import { FIXED_MENU_PATHS } from "../support/menu-paths.ts";

function urls(items: readonly NavigationItem[]): string[] {
  return items.flatMap((item) => [...(item.link ? [item.link.url] : []), ...urls(item.children ?? [])]);
}

describe("the brands' menus", () => {
  it.each(Object.values(BRANDS))("hold every fixed path of §2 once, and the careers site, on $id", (brand) => {
    const menu = brandMenu(brand, messagesFor("en"), "en");
    const paths = urls(menu);
    expect(paths.filter((url) => url.startsWith("/")).sort()).toEqual([...FIXED_MENU_PATHS].sort());
    expect(paths.filter((url) => url.startsWith("https://"))).toEqual([brand.careersUrl]);
    expect(menu.map((item) => item.text)).toEqual([
      "Senior Living",
      "Senior Care",
      "Resources",
      "Awards",
      "About",
      "Medicare",
      "Senior Products",
    ]);
  });

  it.each(Object.values(BRANDS))("pass the navigation schema unchanged on $id", (brand) => {
    const menu = brandMenu(brand, messagesFor("en"), "en");
    const parsed = parseNavigation(menu);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toEqual(menu);
  });

  it("labels care-type links from the care types and the careers link on the brand's own domain", () => {
    const menu = brandMenu(BRANDS.seniorhousing, messagesFor("en"), "en");
    const livingLinks = menu[0]?.children?.[0]?.children ?? [];
    expect(livingLinks.map((item) => item.text)).toEqual([
      "Assisted Living",
      "Memory Care",
      "Independent Living",
      "Nursing Homes",
      "55+ Communities",
      "Adult Day Care",
      "Continuing Care Retirement Communities",
    ]);
    expect(BRANDS.seniorhousing.careersUrl).toBe("https://careers.seniorhousing.com/");
    expect(BRANDS.carefind.careersUrl).toBe("https://careers.carefind.com/");
  });
});

describe("the navigation schema", () => {
  it("takes each of the six item types, with the defaults filled in", () => {
    const types = ["search", "predictive_search", "jump_links", "whoAreYouSearchingFor", "button", "link"];
    const parsed = parseNavigation(types.map((type) => ({ type, text: `A ${type}`, link: { url: "/resources/" } })));
    expect(parsed.success).toBe(true);
    expect(parsed.data?.map((item) => [item.type, item.visibility])).toEqual(types.map((type) => [type, "all"]));
  });

  it("reads a button's inquiry form, an icon, a device visibility and nested children", () => {
    const parsed = parseNavigation([
      {
        type: "button",
        text: "Get Costs",
        icon: "dollar",
        visibility: "mobile",
        inquiryForm: { title: "Get costs", ctaText: "Get Costs", ctaAction: "display-cost-data" },
      },
      {
        type: "link",
        text: "Care",
        children: [{ type: "link", text: "Hospice", link: { url: "/senior-care/hospices/" } }],
      },
    ]);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.[0]?.inquiryForm?.ctaAction).toBe("display-cost-data");
    expect(parsed.data?.[1]?.children?.[0]?.link?.url).toBe("/senior-care/hospices/");
  });

  it.each([
    [[{ type: "menu", text: "x", link: { url: "/" } }], [0, "type"]],
    [[{ type: "link", text: "   " }], [0, "text"]],
    [[{ type: "link", text: "Nowhere" }], [0, "link", "url"]],
    [[{ type: "link", text: "Script", link: { url: "javascript:alert(1)" } }], [0, "link", "url"]],
    [[{ type: "link", text: "Other host", link: { url: "//evil.example/" } }], [0, "link", "url"]],
    [[{ type: "link", text: "Plain http", link: { url: "http://example.com/" } }], [0, "link", "url"]],
    [
      [{ type: "link", text: "Deep", children: [{ type: "link", text: "x", link: { url: "no-slash" } }] }],
      [0, "children", 0, "link", "url"],
    ],
    [[{ type: "button", text: "x", visibility: "tablet" }], [0, "visibility"]],
  ])("refuses %j, naming the field", (input, path) => {
    const parsed = parseNavigation(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path)).toContainEqual(path);
  });
});

describe("the footer's links", () => {
  it("group the care types, resources, awards, about and the ways in for reviewers and providers", () => {
    const groups = footerLinkGroups(BRANDS.carefind, messagesFor("en"), "en", {
      text: "Write a review",
      url: "/reviews/write/",
    });
    expect(groups.map((group) => group.heading)).toEqual([
      "Senior living",
      "Senior care",
      "Resources",
      "Awards",
      "About",
      "Reviews and providers",
    ]);
    const paths = groups.flatMap((group) => group.links.map((link) => link.url));
    for (const path of FIXED_MENU_PATHS) expect(paths).toContain(path);
    expect(paths).toContain("/reviews/write/");
    expect(paths).toContain("/partners/get-listed/");
    expect(legalLinks(messagesFor("en"), "en").map((link) => link.url)).toEqual([
      "/about/advertising-disclosure/",
      "/privacy/",
      "/terms/",
      "/cookie-opt-out/",
    ]);
  });
});

describe("the header by page type", () => {
  it("swaps in the compact header on provider and geo pages only", () => {
    expect(
      ["provider", "geo-city", "geo-state", "geo-county"].every((type) => swapsHeaderOnScroll(type as never)),
    ).toBe(true);
    expect(swapsHeaderOnScroll("multi-step-form")).toBe(false);
    expect(swapsHeaderOnScroll(undefined)).toBe(false);
  });

  it.each([
    ["https://carefind.com/senior-living/", "carefind.com", 2, true],
    ["https://carefind.com/senior-living/", "carefind.com", 1, false],
    ["https://seniorhousing.com/", "carefind.com", 3, false],
    ["https://carefind.com.evil.example/", "carefind.com", 3, false],
    ["", "carefind.com", 3, false],
    ["not a url", "carefind.com", 3, false],
    ["http://localhost:8787/saved", "localhost:8787", 2, true],
  ])("shows the back button for referrer %s on %s with %i entries: %s", (referrer, host, length, shown) => {
    expect(showsBackButton(referrer, host, length)).toBe(shown);
  });
});
