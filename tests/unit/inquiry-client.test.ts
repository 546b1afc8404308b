import { describe, expect, it } from "vitest";
import { BRANDS } from "../../domain/brands/brands.ts";
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import { trackingFields, trackingFromUrl } from "../../domain/inquiry/inquiry-tracking.ts";
import { sendInquiry } from "../../ui/inquiry/inquiry-client.ts";
import { inquiryFormConfig } from "../../ui/inquiry/inquiry-config.ts";
import { inquiryFormProps, inquiryPageContext } from "../../ui/inquiry/inquiry-page.ts";
import { submissionErrorText } from "../../ui/inquiry/inquiry-text.ts";
import { inquiry } from "../support/leads.ts";

const request = inquiry({ formId: "form-0001-test" });

function answering(status: number, body: unknown): typeof fetch {
  return async () => new Response(typeof body === "string" ? body : JSON.stringify(body), { status });
}

function answering409(sentIds: string[]): typeof fetch {
  return async (_input, init) => {
    sentIds.push(JSON.parse(String(init?.body)).formId);
    return new Response(JSON.stringify({ success: false, message: "This form was already sent with other answers." }), {
      status: 409,
    });
  };
}

describe("sendInquiry", () => {
  it("sends a request the server refused with 409 once more, under a new form id, and no more", async () => {
    const sentIds: string[] = [];
    const answers = [409, 200];
    const fetcher: typeof fetch = async (_input, init) => {
      sentIds.push(JSON.parse(String(init?.body)).formId);
      const status = answers.shift() ?? 409;
      const body =
        status === 200
          ? { success: true, message: "ok", provider: null }
          : { success: false, message: "This form was already sent with other answers." };
      return new Response(JSON.stringify(body), { status });
    };
    expect(await sendInquiry(request, fetcher)).toEqual({ ok: true, provider: null });
    expect(sentIds).toHaveLength(2);
    expect(sentIds[0]).toBe("form-0001-test");
    expect(sentIds[1]).not.toBe("form-0001-test");

    sentIds.length = 0;
    expect(await sendInquiry(request, answering409(sentIds))).toEqual({
      ok: false,
      message: "This form was already sent with other answers.",
    });
    expect(sentIds).toHaveLength(2);
  });

  it("posts the request as JSON and reads the provider of a success", async () => {
    let sent: RequestInit | undefined;
    const provider = {
      id: 1,
      name: "A",
      slug: "a",
      url: "/a/",
      city: { name: "X" },
      state: { name: "Y" },
      services: [],
    };
    const fetcher: typeof fetch = async (_input, init) => {
      sent = init;
      return new Response(JSON.stringify({ success: true, message: "ok", provider }), { status: 200 });
    };
    expect(await sendInquiry(request, fetcher)).toEqual({ ok: true, provider });
    expect(sent?.method).toBe("POST");
    expect(new Headers(sent?.headers).get("Content-Type")).toBe("application/json");
    expect(JSON.parse(String(sent?.body))).toEqual(request);
  });

  it("fails with the server's message for a refusal, a rate limit or a server error", async () => {
    expect(
      await sendInquiry(request, answering(400, { success: false, message: "Invalid body: email", problems: [] })),
    ).toEqual({
      ok: false,
      message: "Invalid body: email",
    });
    expect(await sendInquiry(request, answering(429, { success: false, message: "Too many requests" }))).toEqual({
      ok: false,
      message: "Too many requests",
    });
    expect(await sendInquiry(request, answering(500, "<html>oops</html>"))).toEqual({
      ok: false,
      message: "the server answered 500",
    });
    expect(await sendInquiry(request, answering(200, { success: false, message: "no", provider: null }))).toEqual({
      ok: false,
      message: "no",
    });
  });

  it("fails with the network's message when the request cannot be made", async () => {
    const offline: typeof fetch = async () => {
      throw new TypeError("Failed to fetch");
    };
    expect(await sendInquiry(request, offline)).toEqual({ ok: false, message: "Failed to fetch" });
  });

  it("has the spec's error text, with the brand's own word for its advisors", () => {
    expect(submissionErrorText("(800) 555-0142", BRANDS.carefind, messagesFor("en").inquiry)).toBe(
      "Submission error. Please call (800) 555-0142 to speak with a Carefind advisor.",
    );
    expect(submissionErrorText("(800) 555-0142", BRANDS.seniorhousing, messagesFor("en").inquiry)).toBe(
      "Submission error. Please call (800) 555-0142 to speak with a SeniorHousing advisor.",
    );
  });
});

describe("tracking values", () => {
  it("reads ad-click ids and UTM values from the page address, with the address itself", () => {
    const href = "https://carefind.com/?gclid=g-1&utm_source=google&utm_term=assisted%20living&other=x";
    const tracking = trackingFromUrl(href);
    expect(tracking).toEqual({ gclid: "g-1", utmSource: "google", utmTerm: "assisted living", landingPageUrl: href });
    expect(trackingFields(tracking)).toEqual([
      ["gclid", "g-1"],
      ["utm_source", "google"],
      ["utm_term", "assisted living"],
      ["landingPageUrl", href],
    ]);
    expect(trackingFromUrl("not a url")).toEqual({});
  });
});

describe("form configuration", () => {
  it("has the spec's defaults and fills in the site's consent text", () => {
    const config = inquiryFormConfig({ defaultCareLocation: "Austin, TX" }, messagesFor("en").inquiry.form);
    expect(config).toMatchObject({
      title: "Get costs",
      ctaText: "Get Costs",
      ctaAction: "display-cost-data",
      defaultCareType: "assisted-living",
      askWhoFor: true,
    });
    const pageInput = {
      advisorPhone: "(800) 555-0142",
      advisorTitle: "Carefind advisor",
      url: "https://carefind.com/?utm_source=google",
      source: "home_page",
      now: new Date("2026-11-25T06:30:00Z"),
    } as const;
    const page = inquiryPageContext(pageInput);
    // 22:30 on November 24 in Los Angeles: the advisors' tour times start the next day.
    expect(page).toMatchObject({
      returnTo: "/",
      tours: { timeZone: "America/Los_Angeles", firstDay: "2026-11-25", firstDayParts: ["Morning", "Afternoon"] },
      tracking: { utmSource: "google" },
    });
    // On a provider's page, on its clock: 1:30 a.m. on November 25 in New York.
    expect(inquiryPageContext({ ...pageInput, timeZone: "America/New_York" }).tours.firstDay).toBe("2026-11-25");
    // Nothing of the visitor's in a form's props: a cached page is the same for everyone.
    const props = inquiryFormProps({ page, config, displayMode: "vertical", idPrefix: "x" });
    expect(JSON.stringify(props)).not.toMatch(/anonId|formId/);
  });
});
