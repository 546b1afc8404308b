import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { call } from "./worker-client.ts";

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
});

afterEach(() => {
  vi.useRealTimers();
});

/** The page's HTML, without the markers React puts between adjacent pieces of text. */
async function page(path: string): Promise<string> {
  return (await (await call(path)).text()).replaceAll("<!-- -->", "");
}

/** The address the page's island leaves in the address bar. */
function cleanUrl(html: string): string | undefined {
  return /data-island="ThankYouCleanup" data-props="\{&quot;cleanUrl&quot;:&quot;(.*?)&quot;\}"/.exec(html)?.[1];
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

  it("promises a call within 2 minutes inside advisor hours, and lists the hours outside them", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // A Tuesday, 10:00 in Los Angeles.
    vi.setSystemTime(new Date("2026-11-24T18:00:00Z"));
    const inside = await page("/thank-you/");
    expect(inside).toContain("A Caring Expert will call you within 2 minutes");
    // The same Tuesday, 22:30 in Los Angeles.
    vi.setSystemTime(new Date("2026-11-25T06:30:00Z"));
    const outside = await page("/thank-you/");
    expect(outside).not.toContain("within 2 minutes");
    expect(outside).toContain("Monday to Friday, 5:00 a.m. to 9:00 p.m. Pacific time");
    expect(outside).toContain("Saturday and Sunday, 7:00 a.m. to 9:00 p.m. Pacific time");
  });

  it("names the provider asked about, links back to it, and gives the phone from the address", async () => {
    const html = await page("/thank-you/?slug=fixture-provider-100&phone=%28512%29+555-0100");
    expect(html).toContain(
      'We have your request about <a href="/assisted-living/texas/austin/fixture-provider-100/">Fixture Provider 100</a> in Austin, TX.',
    );
    expect(html).toContain("Back to Fixture Provider 100");
    expect(html).toContain('<a href="tel:+15125550100">(512) 555-0100</a>');
    // Nothing personal in it: the address stays as it is.
    expect(cleanUrl(html)).toBe("/thank-you/?slug=fixture-provider-100&amp;phone=%28512%29+555-0100");
  });

  it("ignores an unknown slug and a phone that is not a phone number", async () => {
    const bogus = "<script>alert(1)</script>";
    const html = await page(`/thank-you/?slug=nobody-here&phone=${encodeURIComponent(bogus)}`);
    expect(html).toContain("We have your request.");
    expect(html).toContain('<a href="tel:+18005550142">(800) 555-0142</a>');
    expect(html).not.toContain("alert(1)");
    expect(cleanUrl(html)).toBe("/thank-you/");
  });

  it("greets by first name from the multi-step form's values, escaped, and keeps them out of the address", async () => {
    const name = "</script><script>alert(1)</script> Gonzalez";
    const query = new URLSearchParams({
      full_name: name,
      email: "maria@example.com",
      phone: "(512) 555-0142",
      inquiry_for: "Parent(s)",
    });
    const html = await page(`/thank-you/?${query.toString()}`);
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).toContain("Thank you, &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;.");
    // Here the phone is the family's own; the number to call is the advisor line.
    expect(html).toContain("We will call you at (512) 555-0142.");
    expect(html).toContain('Call <a href="tel:+18005550142">(800) 555-0142</a>');
    expect(html).not.toContain("maria@example.com");
    expect(cleanUrl(html)).toBe("/thank-you/");

    const plain = await page("/thank-you/?full_name=Maria%20Gonzalez&phone=%28512%29+555-0142");
    expect(plain).toContain("Thank you, Maria. We have your request.");
  });

  it("redirects the path without its trailing slash", async () => {
    const response = await call("/thank-you?slug=fixture-provider-100");
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/thank-you/?slug=fixture-provider-100");
  });
});
