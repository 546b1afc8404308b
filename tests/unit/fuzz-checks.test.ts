/**
 * The fuzz suite's own rules (tests/support/fuzz-*.ts), checked on inputs whose answer is
 * known: each property bites on what it must catch and stays quiet on what is safe, the
 * requests are shared exactly, and the seed is read as documented.
 */
import { describe, expect, it } from "vitest";
import {
  DECLARED_MULTI_STEP_FIELDS,
  eventRowProblems,
  leadRowProblems,
  responseProblems,
  unescapedMarkers,
} from "../support/fuzz-checks.ts";
import { FUZZ_REQUESTS, fuzzRequestCount, fuzzRoutes, QUICK_FUZZ_REQUESTS } from "../support/fuzz-routes.ts";
import { CI_FUZZ_SEED, fuzzSeed, testSeed } from "../support/fuzz-seed.ts";

describe("unescapedMarkers", () => {
  it.each([
    ["a tag", "<h1>Assisted Living near <fz7q></h1>"],
    ["a tag after a closed script", '<script type="application/json">{"q":"</script><fz7q>"}</script>'],
    ["a comment", "<p><!--fz7q</p>"],
    ["a quote that ends an attribute", '<input value=""fz7q\'">'],
    ["a script URL in a link", '<a href="javascript:fz7q">x</a>'],
  ])("finds %s", (_what, html) => {
    expect(unescapedMarkers(html)).toHaveLength(1);
  });

  it.each([
    ["escaped text", "<h1>Assisted Living near &lt;fz7q&gt; &quot;fz7q&#x27;</h1>"],
    [
      "escaped page state",
      '<script type="application/json">{"q":"\\u003c/script\\u003e\\u003cfz7q\\u003e \\"fz7q\'"}</script>',
    ],
    ["an encoded address", '<link rel="canonical" href="http://localhost/?q=%3Cfz7q%3E"/>'],
    ["a script URL as a plain value", '<input type="hidden" name="gclid" value="javascript:fz7q"/>'],
  ])("leaves %s alone", (_what, html) => {
    expect(unescapedMarkers(html)).toEqual([]);
  });
});

describe("responseProblems", () => {
  const html = new Headers({ "Content-Type": "text/html; charset=UTF-8" });

  it("names a 5xx with the start of its body", () => {
    expect(responseProblems("http://localhost/", { status: 500, headers: new Headers(), body: "boom" })).toEqual([
      'answered 500: "boom"',
    ]);
  });

  it("reads HTML bodies only for markers", () => {
    const body = "<p><fz7q></p>";
    expect(responseProblems("http://localhost/", { status: 200, headers: html, body })).toHaveLength(1);
    const json = new Headers({ "Content-Type": "application/json" });
    expect(responseProblems("http://localhost/", { status: 400, headers: json, body })).toEqual([]);
  });

  it.each(["//evil.example/", "https://evil.example/x", "http://localhost:8787/"])(
    "refuses a redirect to another origin (%s)",
    (location) => {
      const headers = new Headers({ Location: location });
      expect(responseProblems("http://localhost/a", { status: 303, headers, body: "" })).toHaveLength(1);
    },
  );

  it("accepts a redirect on the site", () => {
    const headers = new Headers({ Location: "/thank-you/?slug=x" });
    expect(responseProblems("http://localhost/api/inquiry", { status: 303, headers, body: "" })).toEqual([]);
  });
});

/** A stored multi-step lead as D1 returns it, every column valid. */
function leadRow(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 1,
    form_id: "0b1c2d3e-0000-4000-8000-000000000000",
    kind: "multi-step",
    action: "request-info",
    who_are_you_looking_for: "Myself",
    full_name: "Sam Park",
    phone: "(512) 555-0123",
    email: "sam@example.com",
    type_of_care: "assisted-living",
    care_location: "78701",
    anon_id: "visitor-0001-test",
    tracking_notes: "",
    source: "paid-search",
    landing_page_url: "carefind.com/lp/",
    extra: JSON.stringify({ budget: "under-2000" }),
    ...overrides,
  };
}

describe("leadRowProblems", () => {
  it("accepts a lead with the landing page's declared answers", () => {
    expect(DECLARED_MULTI_STEP_FIELDS).toContain("budget");
    expect(leadRowProblems(leadRow())).toEqual([]);
  });

  it("names extra fields the multi-step form does not declare", () => {
    const extra = JSON.stringify(Object.fromEntries(Array.from({ length: 60 }, (_, index) => [`field_${index}`, "v"])));
    expect(leadRowProblems(leadRow({ extra }))).toEqual([
      expect.stringContaining('extra holds 60 fields the multi-step form does not declare ("field_0"'),
    ]);
  });

  it("holds a lead of any kind to the same declared fields", () => {
    const extra = JSON.stringify({ comment: "v" });
    expect(leadRowProblems(leadRow({ kind: "partner", extra }))).toEqual([
      expect.stringContaining('extra holds 1 fields the multi-step form does not declare ("comment")'),
    ]);
  });

  it("bounds the declared fields' values as the multi-step form does", () => {
    const extra = JSON.stringify({ budget: "x".repeat(51), timeline: true });
    expect(leadRowProblems(leadRow({ extra }))).toEqual([expect.stringContaining("extra.budget is")]);
  });

  it("counts text as the schemas do, in code points", () => {
    expect(leadRowProblems(leadRow({ full_name: "😀".repeat(100) }))).toEqual([]);
    expect(leadRowProblems(leadRow({ full_name: "x".repeat(101) }))).toEqual([
      expect.stringContaining("full_name holds 101 characters, over the 100 allowed"),
    ]);
  });

  it("names values outside their choices and ids outside their pattern", () => {
    const problems = leadRowProblems(leadRow({ who_are_you_looking_for: "Boss", phone: "555", anon_id: "x" }));
    expect(problems).toHaveLength(3);
  });

  it("bounds an event's properties as the events route declares them", () => {
    expect(eventRowProblems({ id: 1, properties: "{}" })).toEqual([]);
    expect(eventRowProblems({ id: 2, properties: `{"a":"${"x".repeat(10_000)}"}` })).toHaveLength(1);
  });
});

describe("fuzzRoutes", () => {
  const routes = fuzzRoutes([
    { method: "ALL", path: "/*" },
    { method: "GET", path: "/" },
    { method: "GET", path: "/" },
    { method: "GET", path: "/api/geoip" },
    { method: "POST", path: "/api/inquiry" },
    { method: "POST", path: "/api/events" },
    { method: "PUT", path: "/admin/flags" },
  ]);

  it("fuzzes each route once, middleware left out, and the requests that match none", () => {
    expect(routes.map((route) => [route.name, route.group])).toEqual([
      ["GET /", "pages"],
      ["GET /api/geoip", "api"],
      ["POST /api/inquiry", "leads"],
      ["POST /api/events", "api"],
      ["PUT /admin/flags", "api"],
      ["any route", "pages"],
    ]);
  });

  it("shares exactly 20,000 requests by weight", () => {
    expect(routes.reduce((sum, route) => sum + route.runs, 0)).toBe(FUZZ_REQUESTS);
    expect(routes.map((route) => route.runs)).toEqual([1_667, 1_667, 5_000, 3_333, 3_333, 5_000]);
  });

  it("shares the quick run's 4,400 the same way, and FUZZ_RUN=full asks for the full 20,000", () => {
    const quick = fuzzRoutes(
      [
        { method: "GET", path: "/" },
        { method: "POST", path: "/api/inquiry" },
      ],
      QUICK_FUZZ_REQUESTS,
    );
    expect(quick.map((route) => route.runs)).toEqual([628, 1_886, 1_886]);
    expect(fuzzRequestCount("")).toBe(4_400);
    expect(fuzzRequestCount(undefined)).toBe(4_400);
    expect(fuzzRequestCount("full")).toBe(20_000);
  });
});

describe("fuzzSeed", () => {
  it("runs the CI seed unless told otherwise", () => {
    expect(fuzzSeed(undefined)).toEqual({ value: CI_FUZZ_SEED, random: false });
    expect(fuzzSeed(" ")).toEqual({ value: CI_FUZZ_SEED, random: false });
  });

  it("replays a given seed and draws one for `random`", () => {
    expect(fuzzSeed("42")).toEqual({ value: 42, random: false });
    expect(fuzzSeed("random").random).toBe(true);
    expect(() => fuzzSeed("forty-two")).toThrow("FUZZ_SEED must be");
  });

  it("gives each route a seed of its own, the same on every run", () => {
    expect(testSeed(1, "GET /")).toBe(testSeed(1, "GET /"));
    expect(testSeed(1, "GET /")).not.toBe(testSeed(1, "GET /lp/"));
    expect(testSeed(1, "GET /")).not.toBe(testSeed(2, "GET /"));
  });
});
