import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { signValue } from "../../worker/middleware/signed-values.ts";
import { islandProps } from "../support/island-props.ts";
import { FROM_OUR_PAGE, inquiryFormFields, multiStep } from "../support/leads.ts";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { freshIp } from "./fixtures/leads.ts";
import { type CallOptions, call, setCookies } from "./worker-client.ts";

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
});

afterEach(() => {
  vi.useRealTimers();
});

/** The page's HTML, without the markers React puts between adjacent pieces of text. */
async function page(path: string, options: CallOptions = {}): Promise<string> {
  const response = await call(path, options);
  expect(response.status).toBe(200);
  return (await response.text()).replaceAll("<!-- -->", "");
}

/** What the generic thank-you page says, with no family values and the advisor line to call. */
function expectGeneric(html: string): void {
  expect(html).toContain("We have your request.");
  expect(html).not.toContain("Thank you, ");
  expect(html).not.toContain("We will call you at");
  expect(html).toContain('Call <a href="tel:+18005550142">(800) 555-0142</a>');
}

/** A multi-step submission as the landing page sends it: the answer and the visitor's cookies. */
async function sendMultiStep(values: Record<string, unknown> = {}) {
  const body = multiStep({ full_name: "Sam Park", email: "sam@example.com", phone: "(512) 555-0123", ...values });
  const cookies = { cf_anon_id: "visitor-landing-0001" };
  const response = await call("/api/multi-step-form", {
    method: "POST",
    body,
    cookies,
    headers: { "CF-Connecting-IP": freshIp() },
  });
  expect(response.status).toBe(200);
  const answer = (await response.json()) as { success: boolean; message: string; thankYouPage: string };
  return { answer, cookies, response };
}

/** The address the page's island leaves in the address bar. */
function cleanUrl(html: string): string | undefined {
  return islandProps<{ cleanUrl: string }>(html, "ThankYouCleanup")?.cleanUrl;
}

describe("the thank-you page", () => {
  it("thanks the family, is not indexed, and offers the advisor line", async () => {
    const response = await call("/thank-you/");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Thank You for your request! | Carefind</title>");
    expect(html).toContain('<h1 id="thank-you-heading">Thank You for your request!</h1>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('<a href="tel:+18005550142">(800) 555-0142</a>');
    expect(html).toContain("What happens next");
    expect(cleanUrl(html)).toBe("/thank-you/");
  });

  it("names the brand's advisor: a call within 2 minutes inside advisor hours, the hours outside them", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // A Tuesday, 10:00 in Los Angeles.
    vi.setSystemTime(new Date("2026-11-24T18:00:00Z"));
    const inside = await page("/thank-you/");
    const insidePromise = "A Carefind advisor will call you within 2 minutes to talk through your options.";
    expect(inside).toContain(`<p class="lead-promise">${insidePromise}</p>`);
    expect(inside).toContain(`<meta name="description" content="Your request was sent. ${insidePromise}"/>`);
    // The second brand, in its own word.
    expect(await page("/thank-you/", { host: "seniorhousing.localhost" })).toContain(
      '<p class="lead-promise">A SeniorHousing advisor will call you within 2 minutes to talk through your options.</p>',
    );
    // The same Tuesday, 22:30 in Los Angeles.
    vi.setSystemTime(new Date("2026-11-25T06:30:00Z"));
    const outside = await page("/thank-you/");
    expect(outside).not.toContain("within 2 minutes");
    expect(outside).toContain(
      '<p class="lead-promise">A Carefind advisor will call you to talk through your options, during our advisor hours: Monday to Friday, 5:00 a.m. to 9:00 p.m. Pacific time; Saturday and Sunday, 7:00 a.m. to 9:00 p.m. Pacific time.</p>',
    );
  });

  it("names the provider asked about as who will contact the family, at any hour, and no call time", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const promise = "Fixture Provider 100 will contact you about your request.";
    // Inside the advisor hours (a Tuesday, 10:00 in Los Angeles), then outside them (22:30).
    for (const now of ["2026-11-24T18:00:00Z", "2026-11-25T06:30:00Z"]) {
      vi.setSystemTime(new Date(now));
      const html = await page("/thank-you/?slug=fixture-provider-100");
      expect(html, now).toContain(`<p class="lead-promise">${promise}</p>`);
      expect(html, now).toContain(`<meta name="description" content="Your request was sent. ${promise}"/>`);
      expect(html, now).not.toContain("advisor will call");
    }
  });

  it("names the one recipient the stored consent named, for a form post about a provider and for one without", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-24T18:00:00Z"));
    const cases = [
      { providerId: "100", named: "Fixture Provider 100", promise: "Fixture Provider 100 will contact you" },
      { providerId: null, named: "a Carefind advisor", promise: "A Carefind advisor will call you within 2 minutes" },
    ];
    for (const { providerId, named, promise } of cases) {
      const formId = crypto.randomUUID();
      const sent = await call("/api/inquiry", {
        method: "POST",
        body: inquiryFormFields({ formId, ...(providerId ? { providerId } : {}) }).toString(),
        headers: {
          ...FROM_OUR_PAGE,
          "Content-Type": "application/x-www-form-urlencoded",
          "CF-Connecting-IP": freshIp(),
        },
      });
      expect(sent.status, named).toBe(303);
      const stored = await env.DB.prepare("SELECT consent_text FROM inquiries WHERE form_id = ?1")
        .bind(formId)
        .first<{ consent_text: string }>();
      expect(stored?.consent_text, named).toContain(`We send your request only to ${named}, who may call`);
      expect(await page(sent.headers.get("Location") ?? ""), named).toContain(`<p class="lead-promise">${promise}`);
    }
  });

  it("names the provider asked about, links back to it, and gives the provider's own phone", async () => {
    const html = await page("/thank-you/?slug=fixture-provider-100&phone=%28512%29+555-0100");
    expect(html).toContain(
      'We have your request about <a href="/assisted-living/texas/austin/fixture-provider-100/">Fixture Provider 100</a> in Austin, TX.',
    );
    expect(html).toContain("Back to Fixture Provider 100");
    expect(html).toMatch(
      /<a [^>]*href="\/assisted-living\/texas\/austin\/fixture-provider-100\/"[^>]*>Back to Fixture Provider 100<\/a>/,
    );
    expect(html).toContain('Call <a href="tel:+15125550100">(512) 555-0100</a>');
    // Nothing personal in it: the address stays as it is.
    expect(cleanUrl(html)).toBe("/thank-you/?slug=fixture-provider-100&phone=%28512%29+555-0100");
  });

  it("never calls a number from the address: the provider's from the directory, else the advisor line", async () => {
    const forged = encodeURIComponent("(900) 555-0199");
    const beside = await page(`/thank-you/?phone=${forged}&slug=fixture-provider-100`);
    expect(beside).toContain("Fixture Provider 100</a> in Austin, TX.");
    expect(beside).not.toContain("555-0199");
    expect(beside).toContain('Call <a href="tel:+15125550100">(512) 555-0100</a>');
    // The forged number leaves the address too.
    expect(cleanUrl(beside)).toBe("/thank-you/?slug=fixture-provider-100");

    const alone = await page(`/thank-you/?phone=${forged}`);
    expect(alone).not.toContain("555-0199");
    expectGeneric(alone);
    expect(cleanUrl(alone)).toBe("/thank-you/");
  });

  it("ignores an unknown slug and a phone that is not a phone number", async () => {
    const bogus = "<script>alert(1)</script>";
    const html = await page(`/thank-you/?slug=nobody-here&phone=${encodeURIComponent(bogus)}`);
    expectGeneric(html);
    expect(html).not.toContain("alert(1)");
    expect(cleanUrl(html)).toBe("/thank-you/");
  });

  it("reads nothing a family typed from the address: names, emails and phones there are ignored", async () => {
    const query = new URLSearchParams({
      full_name: "</script><script>alert(1)</script> Gonzalez",
      email: "maria@example.com",
      phone: "(512) 555-0177",
      inquiry_for: "Parent(s)",
    });
    const html = await page(`/thank-you/?${query.toString()}`);
    expectGeneric(html);
    expect(html).not.toContain("Gonzalez");
    expect(html).not.toContain("maria@example.com");
    expect(html).not.toContain("555-0177");
    expect(cleanUrl(html)).toBe("/thank-you/");
  });

  it("sends the multi-step form to a short reference, not its values, and greets from the stored lead", async () => {
    const { answer, cookies, response } = await sendMultiStep({ budget: "4000-6000", location: "78701" });
    expect(answer.success).toBe(true);
    // The answer's words name the recipient too: the brand's advisors.
    expect(answer.message).toMatch(/^Thank you! A Carefind advisor will call you (within 2 minutes )?to talk through/);
    const target = new URL(answer.thankYouPage, "http://localhost");
    expect(target.pathname).toBe("/thank-you/");
    expect([...target.searchParams.keys()]).toEqual(["ref"]);
    // The lead's number, an expiry ten minutes ahead and the signature, and nothing else: no room
    // for what the family typed. (Digits alone say nothing: the expiry's own may hold "555".)
    const reference = /^(\d{1,15})\.(\d{1,12})\.[A-Za-z0-9_-]+$/.exec(target.searchParams.get("ref") ?? "");
    expect(reference, answer.thankYouPage).not.toBeNull();
    const expiresAt = Number(reference?.[2]) * 1000;
    expect(expiresAt).toBeGreaterThan(Date.now() + 9 * 60 * 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 10 * 60 * 1000);
    const stored = await env.DB.prepare("SELECT id FROM inquiries WHERE email = ? ORDER BY id DESC LIMIT 1")
      .bind("sam@example.com")
      .first<{ id: number }>();
    expect(Number(reference?.[1])).toBe(stored?.id);

    // The browser goes there with its own cookies: the same anon id.
    const html = await page(answer.thankYouPage, { cookies });
    expect(html).toContain("Thank you, Sam. We have your request.");
    // The multi-step form's request goes to the brand's advisors, whatever a slug beside it says.
    expect(html).toContain('<p class="lead-promise">A Carefind advisor will call you');
    expect(html).toContain("We will call you at (512) 555-0123.");
    const withSlug = await page(`${answer.thankYouPage}&slug=fixture-provider-100`, { cookies });
    expect(withSlug).toContain('<p class="lead-promise">A Carefind advisor will call you');
    expect(withSlug).not.toContain("Fixture Provider 100");
    expect(html).toContain('Call <a href="tel:+18005550142">(800) 555-0142</a>');
    expect(html).not.toContain("sam@example.com");
    // The reference leaves the address once the page has loaded.
    expect(cleanUrl(html)).toBe("/thank-you/");
    expect(setCookies(response).has("cf_inquiry_submitted")).toBe(true);
  });

  it("shows the generic page for a reference that is forged, altered or another browser's", async () => {
    const { answer, cookies } = await sendMultiStep();
    const reference = new URL(answer.thankYouPage, "http://localhost").searchParams.get("ref") ?? "";
    // A signed value is `value.signature` (worker/middleware/signed-values.ts).
    const value = reference.slice(0, reference.lastIndexOf("."));
    // Its first character changed, the signature kept.
    const altered = `${reference.startsWith("1") ? "2" : "1"}${reference.slice(1)}`;
    const cases: [string, string, CallOptions][] = [
      ["a forged signature", `${value}.${"A".repeat(43)}`, { cookies }],
      ["an altered value under the real signature", altered, { cookies }],
      [
        "a value signed for another purpose",
        await signValue(env.SIGNING_SECRET, "inquiry-submitted", value),
        { cookies },
      ],
      ["not a reference at all", "<script>alert(1)</script>", { cookies }],
      ["a browser that did not send the lead", reference, { cookies: { cf_anon_id: "visitor-other-0001" } }],
      ["a browser with no cookies", reference, {}],
    ];
    for (const [label, ref, options] of cases) {
      const html = await page(`/thank-you/?ref=${encodeURIComponent(ref)}`, options);
      expect(html, label).not.toContain("Sam");
      expect(html, label).not.toContain("555-0123");
      expect(html, label).toContain("We have your request.");
      expect(html, label).toContain('Call <a href="tel:+18005550142">(800) 555-0142</a>');
    }
    // The real one, from the browser that sent it, still greets.
    expect(await page(answer.thankYouPage, { cookies })).toContain("Thank you, Sam.");
  });

  it("keeps the reference good for ten minutes", async () => {
    const { answer, cookies } = await sendMultiStep();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 9 * 60 * 1000);
    expect(await page(answer.thankYouPage, { cookies })).toContain("Thank you, Sam.");
    vi.setSystemTime(Date.now() + 2 * 60 * 1000);
    expectGeneric(await page(answer.thankYouPage, { cookies }));
  });

  it("redirects the path without its trailing slash", async () => {
    const response = await call("/thank-you?slug=fixture-provider-100");
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/thank-you/?slug=fixture-provider-100");
  });
});
