import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { providerSlugFamily } from "../../kv-schemas/provider-slug.ts";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { cookiesAfterInquiry, visitorsWithoutInquiry } from "./fixtures/visitors.ts";
import { ADMIN, call } from "./worker-client.ts";

const PAGE = "/assisted-living/texas/austin/fixture-provider-100/";

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
});

const ENTITIES: Record<string, string> = { "&quot;": '"', "&#x27;": "'", "&lt;": "<", "&gt;": ">", "&amp;": "&" };

function decode(text: string): string {
  return text.replace(/&(quot|#x27|lt|gt|amp);/g, (entity) => ENTITIES[entity] ?? entity);
}

/** The hidden fields of the first form that posts to /api/inquiry without JavaScript. */
function nativeForm(html: string): Map<string, string> {
  const form = /<form[^>]*action="\/api\/inquiry" method="post"[^>]*>(.*?)<\/form>/s.exec(html)?.[1] ?? "";
  const fields = new Map<string, string>();
  for (const match of form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\s*\/>/g)) {
    fields.set(match[1] ?? "", decode(match[2] ?? ""));
  }
  return fields;
}

describe("the provider page", () => {
  it("shows the provider found by its slug: name, address, phone, photo, rating, services, amenities", async () => {
    const response = await call(PAGE);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Fixture Provider 100, Assisted Living Facility in Austin, TX | Carefind</title>");
    expect(html).toContain('<h1 id="provider-name">Fixture Provider 100</h1>');
    expect(html).toContain("100 Test Lane, Austin, TX 78701");
    expect(html).toContain('<a href="tel:+15125550100">(512) 555-0100</a>');
    // No photos: the placeholder, with words for it.
    expect(html).toMatch(
      /<img src="\/images\/placeholders\/placeholder-\d\.svg" alt="No photos of Fixture Provider 100 yet"/,
    );
    expect(html).toContain("A fixture.");
    expect(html).toContain("<h3>Assisted Living</h3>");
    expect(html).toContain("<h3>Memory Care</h3>");
    expect(html).toContain("<li>Pets allowed</li>");
    expect(html).toContain('id="provider-costs-100"');
    expect(html).toContain('id="provider-comparison-100"');
    // On the brand's own host; and this provider, with no review or other detail, is a thin page
    // (tests/worker/provider-structured-data.test.ts checks both).
    expect(html).toContain(`<link rel="canonical" href="https://carefind.com${PAGE}"/>`);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it("keeps prices out of the HTML and its state until the visitor has sent an inquiry, whatever the cookies say", async () => {
    for (const [visitor, cookies] of await visitorsWithoutInquiry()) {
      const html = await (await call(PAGE, { cookies })).text();
      expect(html, visitor).not.toContain("$2,500");
      expect(html, visitor).not.toContain("$3,500");
      expect(html, visitor).not.toContain("$4,000");
      expect(html, visitor).not.toMatch(/250000|350000|400000/);
      expect(html, visitor).toContain('class="price-blurred"');
      expect(html, visitor).toContain("Unlock pricing");
      expect(html, visitor).toContain('"inquirySubmitted":false');
    }
  });

  it("shows the prices to the visitor whose inquiry set the cookie", async () => {
    const html = await (await call(PAGE, { cookies: await cookiesAfterInquiry() })).text();
    expect(html).toContain("Starting at $2,500/month");
    expect(html).toContain("Starting at $3,500/month");
    expect(html).not.toContain('class="price-blurred"');
    expect(html).not.toContain(">Unlock pricing<");
    expect(html).toContain('"inquirySubmitted":true');
  });

  it("offers the Medicaid checkbox for senior living only", async () => {
    const living = await (await call(PAGE)).text();
    expect(living).toContain('name="payingWithMedicaid"');
    const care = await (await call("/in-home-care/texas/austin/fixture-provider-109/")).text();
    expect(care).toContain('<h1 id="provider-name">Fixture Provider 109</h1>');
    expect(care).not.toContain('name="payingWithMedicaid"');
    expect(nativeForm(care).get("medicaidShown")).toBeUndefined();
    expect(nativeForm(care).get("typeOfCare")).toBe("in-home-care");
  });

  it("has no costs block when the provider gives no prices", async () => {
    const html = await (await call("/assisted-living/texas/austin/fixture-provider-107/")).text();
    expect(html).not.toContain('id="provider-costs-107"');
    expect(html).not.toContain('class="price-blurred"');
  });

  it("has a form that works without JavaScript: its hidden values post as an inquiry about this provider", async () => {
    const html = await (await call(PAGE)).text();
    const hidden = nativeForm(html);
    expect(hidden.get("providerId")).toBe("100");
    expect(hidden.get("action")).toBe("display-cost-data");
    expect(hidden.get("typeOfCare")).toBe("assisted-living");
    expect(hidden.get("careLocation")).toBe("Austin, TX");
    expect(hidden.get("source")).toBe("provider_page");
    expect(hidden.get("returnTo")).toBe(PAGE);
    expect(hidden.get("medicaidShown")).toBe("1");
    // Nothing of the visitor's: the server takes the anon id from its cookie and makes the form id.
    expect(hidden.has("anonId")).toBe(false);
    expect(hidden.has("formId")).toBe(false);

    const form = new URLSearchParams([...hidden]);
    form.set("whoAreYouLookingFor", "Parent(s)");
    form.set("fullName", "Maria Gonzalez");
    form.set("phoneNumber", "512 555 0142");
    form.set("email", "maria-no-script@example.com");
    const anonId = crypto.randomUUID();
    const send = () =>
      call("/api/inquiry", {
        method: "POST",
        body: form.toString(),
        cookies: { cf_anon_id: anonId },
        // A browser's post from the page itself says so (the lead routes refuse other sites' posts).
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "CF-Connecting-IP": "10.200.0.1",
          Origin: "http://localhost",
        },
      });
    const sent = await send();
    expect(sent.status).toBe(303);
    // The provider's own number, never a value the family typed.
    expect(sent.headers.get("Location")).toBe("/thank-you/?slug=fixture-provider-100&phone=%28512%29+555-0100");
    // Submit pressed twice: one inquiry, under the visitor's anon id.
    expect((await send()).status).toBe(303);
    const rows = await env.DB.prepare("SELECT anon_id, form_id FROM inquiries WHERE email = ?")
      .bind("maria-no-script@example.com")
      .all<{ anon_id: string; form_id: string }>();
    expect(rows.results).toEqual([{ anon_id: anonId, form_id: expect.stringMatching(/^post-[0-9a-f]{40}$/) }]);
  });

  it("carries the page's ad-click and UTM values in the form's hidden fields", async () => {
    const html = await (await call(`${PAGE}?gclid=g-1&utm_source=google&utm_campaign=fall`)).text();
    const hidden = nativeForm(html);
    expect(hidden.get("gclid")).toBe("g-1");
    expect(hidden.get("utm_source")).toBe("google");
    expect(hidden.get("utm_campaign")).toBe("fall");
    expect(hidden.get("landingPageUrl")).toBe(`http://localhost${PAGE}?gclid=g-1&utm_source=google&utm_campaign=fall`);
  });

  it("redirects to the provider's address when the other parts of the path differ", async () => {
    for (const path of [
      "/memory-care-facilities/texas/austin/fixture-provider-100/",
      "/assisted-living/minnesota/austin/fixture-provider-100/",
      "/assisted-living/texas/round-rock/fixture-provider-100/",
      "/assisted-living/texas/austin/fixture-provider-100",
    ]) {
      const response = await call(`${path}?utm_source=x`);
      expect(response.status, path).toBe(301);
      expect(response.headers.get("Location"), path).toBe(`${PAGE}?utm_source=x`);
    }
  });

  it("keeps the id a slug names in KV; an unknown slug is not kept, and a purge by provider id deletes it", async () => {
    const key = providerSlugFamily.key("fixture-provider-101");
    await env.CACHE.delete(key);
    const path = "/assisted-living/texas/austin/fixture-provider-101/";
    expect((await call(path, { headers: { "Cache-Control": "no-cache" } })).status).toBe(200);
    expect(await env.CACHE.get(key, "json")).toEqual({ id: 101 });
    expect(providerSlugFamily.ttlSeconds).toBe(1_800);

    expect((await call("/assisted-living/texas/austin/no-such-provider/")).status).toBe(404);
    expect(await env.CACHE.get(providerSlugFamily.key("no-such-provider"))).toBeNull();

    const purge = await call("/admin/cache/purge", { method: "POST", headers: ADMIN, body: { providerId: "101" } });
    expect(purge.status).toBe(200);
    expect(await env.CACHE.get(key)).toBeNull();
  });

  it("answers a slug KV still names for a provider whose slug changed with a 301 to its address now", async () => {
    // An older slug of provider 100, still in KV from before its rename.
    await env.CACHE.put(providerSlugFamily.key("fixture-provider-one-hundred"), JSON.stringify({ id: 100 }));
    const response = await call("/assisted-living/texas/austin/fixture-provider-one-hundred/");
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe(PAGE);
  });

  it("answers the branded 404 for an unknown slug or a path that is not a provider page", async () => {
    for (const path of [
      "/assisted-living/texas/austin/no-such-provider/",
      "/assisted-living/texas/austin/Fixture-Provider-100/",
      "/not-a-care-type/texas/austin/fixture-provider-100/",
    ]) {
      const response = await call(path);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html).toContain("We couldn&#x27;t find that page");
      expect(html).toContain('data-brand="carefind"');
    }
  });
});
