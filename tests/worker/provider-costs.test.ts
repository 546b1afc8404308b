/**
 * The provider page's costs block, offering list, accommodations and amenities in the server
 * HTML (spec reviews-and-provider-page §2, §4, §9; lead-capture-and-chrome §4, §5, §9): every
 * care type's prices one after another for readers without script, blurred until the visitor
 * has sent an inquiry, room types above 10,000 cents only, every list item present, badge
 * amenities linking to the offering listing, and no costs block when nothing is priced.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { cookiesAfterInquiry, signedInquiryCookies, visitorsWithoutInquiry } from "./fixtures/visitors.ts";
import { call } from "./worker-client.ts";

const PAGE = "/assisted-living/texas/austin/fixture-provider-100/";
const UNPRICED_PAGE = "/assisted-living/texas/austin/fixture-provider-107/";
const PLANS = ["Garden Studio", "Lakeview One Bedroom", "Courtyard Suite", "Two Bedroom Cottage"];

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
  // Provider 100's assisted-living service (1000) has a studio at $4,000; add a room type at
  // exactly 10,000 cents (not shown), a memory-care room type, four floor plans (one priced, one with a picture) and
  // the two badge amenities the grid does not hand out.
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO room_type_costs (service_id, room_type, starting_price_cents) VALUES (1000, '1-bedroom', 10000), (1001, 'private', 575000)",
    ),
    ...PLANS.map((title, index) =>
      env.DB.prepare(
        "INSERT INTO accommodations (service_id, title, description, starting_price_cents, bed_count, bathroom_count, square_feet, features, image_url) VALUES (1000, ?, 'Sunny and quiet.', ?, ?, 1, ?, ?, ?)",
      ).bind(
        title,
        index === 0 ? 455_500 : null,
        index + 1,
        500 + index * 250,
        JSON.stringify([`Feature ${index + 1}`]),
        index === 1 ? "/images/plan-two.png" : null,
      ),
    ),
    env.DB.prepare("INSERT INTO provider_amenities (provider_id, amenity_id) VALUES (100, 105), (100, 122)"),
  ]);
});

/** The HTML of the costs block: from its section to the next section. */
function costsBlock(html: string): string {
  return /<section id="provider-costs-100".*?<\/section>/s.exec(html)?.[0] ?? "";
}

describe("the provider page's costs block", () => {
  it("lists an overview and each priced care type's prices one after another, for readers without script", async () => {
    const block = costsBlock(await (await call(PAGE, { cookies: await cookiesAfterInquiry() })).text());
    const headings = [...block.matchAll(/<h3>([^<]+)<\/h3>/g)].map((match) => match[1]);
    expect(headings).toEqual(["Overview", "Assisted Living", "Memory Care"]);
    // The tabs pattern is built once the island is live; the server HTML has no dead tab buttons.
    expect(block).not.toContain('role="tab');
    expect(block).toContain("Starting at $2,500/month");
    expect(block).toContain("Starting at $3,500/month");
  });

  it("shows room types above 10,000 cents only, to a visitor whose signed cookie lets them see prices", async () => {
    for (const cookies of [await cookiesAfterInquiry(), await signedInquiryCookies()]) {
      const block = costsBlock(await (await call(PAGE, { cookies })).text());
      expect(block).toMatch(/Studio<\/span><span class="price-list-price">Starting at \$4,000\/month/);
      expect(block).toMatch(/Private Room<\/span><span class="price-list-price">Starting at \$5,750\/month/);
      expect(block).not.toContain("1 Bedroom");
      expect(block).not.toContain("$100/month");
      expect(block).not.toContain('class="price-blurred"');
      expect(block).not.toContain(">Unlock pricing<");
    }
  });

  it("keeps every figure out for visitors without an inquiry, with the tabs blurred and the unlock call to action", async () => {
    for (const [visitor, cookies] of await visitorsWithoutInquiry()) {
      const html = await (await call(PAGE, { cookies })).text();
      const block = costsBlock(html);
      expect(block, visitor).toContain("<h3>Assisted Living</h3>");
      expect(block, visitor).toContain("<h3>Memory Care</h3>");
      expect(block, visitor).toContain('class="price-blurred"');
      expect(block, visitor).toContain("Prices by room type show once you unlock pricing.");
      expect(block, visitor).toContain("Unlock pricing");
      expect(block, visitor).not.toContain("Studio");
      for (const figure of ["$2,500", "$3,500", "$4,000", "$5,750", "$4,555", "455500", "575000", "400000"]) {
        expect(html, `${visitor}: ${figure}`).not.toContain(figure);
      }
    }
  });

  it("has every care type's prices and every floor plan in the page without script, and no control that needs it", async () => {
    // A visitor who has not asked yet: what a browser without script shows of the blurred page.
    const html = (await (await call(PAGE)).text()).replaceAll("<!-- -->", "");
    const block = costsBlock(html);
    expect([...block.matchAll(/<h3>([^<]+)<\/h3>/g)].map((match) => match[1])).toEqual([
      "Overview",
      "Assisted Living",
      "Memory Care",
    ]);
    expect(block).not.toContain('role="tab');
    expect(block).toContain('<a class="button button-primary no-script-only" href="#get-costs">Unlock pricing</a>');
    const plans = /<ul id="provider-accommodations-100" class="accommodation-list">(.*?)<\/ul><\/section>/s.exec(
      html,
    )?.[1];
    expect(
      [...(plans ?? "").matchAll(/<li class="accommodation"><h3>([^<]+)<\/h3>/g)].map((match) => match[1]),
    ).toEqual(PLANS);
    expect(html).not.toMatch(/View (more|fewer) accommodations|View (all|fewer) services/);
    // 'Unlock pricing' leads to the form that posts without script.
    expect(html).toMatch(
      /<div id="get-costs" class="provider-aside" tabindex="-1">.*?<form[^>]*action="\/api\/inquiry" method="post"/s,
    );
  });

  it("leaves the costs block out when no service has a starting price", async () => {
    const html = await (await call(UNPRICED_PAGE)).text();
    expect(html).toContain('<h1 id="provider-name">Fixture Provider 107</h1>');
    expect(html).not.toContain('id="provider-costs-107"');
    expect(html).not.toContain("Unlock pricing");
    expect(html).toContain('id="offering-listing"');
  });
});

describe("the provider page's offerings, accommodations and amenities", () => {
  it("lists every service and every floor plan with beds, baths, square feet and features, without toggles before script", async () => {
    const html = await (await call(PAGE, { cookies: await signedInquiryCookies() })).text();
    const offerings = /<section id="offering-listing".*?<\/section>/s.exec(html)?.[0] ?? "";
    expect(offerings).toContain("<h3>Assisted Living</h3>");
    expect(offerings).toContain("<h3>Memory Care</h3>");
    for (const [index, title] of PLANS.entries()) {
      expect(html).toContain(`<h3>${title}</h3>`);
      expect(html).toContain(`<dt>Beds</dt><dd>${index + 1}</dd>`);
      expect(html).toContain(`<li>Feature ${index + 1}</li>`);
    }
    expect(html).toContain("<dt>Baths</dt><dd>1</dd>");
    // Only the plan with a picture shows one, described by its title.
    expect(html.match(/<img class="accommodation-image"[^>]*>/g)).toEqual([
      `<img class="accommodation-image" src="/images/plan-two.png" alt="Floor plan: ${PLANS[1]}" width="500" height="500" loading="lazy"/>`,
    ]);
    expect(html).toContain("<dt>Square feet</dt><dd>1,250</dd>");
    expect(html).toContain("Starting at $4,555/month");
    expect(html).not.toContain("View more accommodations");
    expect(html).not.toContain("View all services");
  });

  it("groups the amenities and links the badge amenities to the offering listing", async () => {
    const html = await (await call(PAGE)).text();
    const amenities = /<section[^>]*aria-labelledby="provider-amenities-heading".*?<\/section>/s.exec(html)?.[0] ?? "";
    const badges = [...amenities.matchAll(/<a class="amenity-badge" href="#offering-listing">([^<]+)<\/a>/g)].map(
      (match) => match[1],
    );
    expect(badges).toEqual(["Wi-Fi", "Pet Friendly", "Mobility Assistance", "Transportation Services"]);
    expect(amenities).toContain("<li>Pets allowed</li>");
    expect(amenities).toContain("<li>Wheelchair accessible</li>");
    expect(amenities).toContain("<li>Wi-Fi and internet</li>");
    expect(amenities.match(/<h3>/g)?.length).toBeGreaterThan(1);
  });
});
