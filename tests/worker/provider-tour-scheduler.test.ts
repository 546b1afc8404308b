/**
 * The provider page's tour scheduler and Schedule a Tour form in the server HTML, at pinned
 * instants: the strip of days from the provider's today, the number to call without the
 * script, and never a tour time already past on the provider's clock (Austin, Central time).
 */
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { islandProps } from "../support/island-props.ts";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { call } from "./worker-client.ts";

const PAGE = "/assisted-living/texas/austin/fixture-provider-100/";

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
});

afterEach(() => {
  vi.useRealTimers();
});

/** The provider page's HTML rendered at `now`, never a stored copy. */
async function pageAt(now: string): Promise<string> {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(now));
  const response = await call(PAGE, { headers: { "Cache-Control": "no-cache" } });
  expect(response.status).toBe(200);
  return response.text();
}

/** The tour scheduler's section of the page's server HTML. */
function schedulerSection(html: string): string {
  // React separates neighbouring texts with empty comments; a reader sees one sentence.
  return (/<section id="provider-tour-scheduler"[^>]*>.*?<\/section>/s.exec(html)?.[0] ?? "").replaceAll(
    "<!-- -->",
    "",
  );
}

/** The days of the scheduler's strip, as sent (YYYY-MM-DD). */
function stripDays(section: string): (string | undefined)[] {
  return [...section.matchAll(/name="provider-tour-scheduler-day" value="(\d{4}-\d{2}-\d{2})"/g)].map(
    (match) => match[1],
  );
}

/**
 * The tour times every inquiry form of the page is handed (the Schedule a Tour form draws its
 * choices from them once it opens, in the browser), one entry per form.
 */
function formTours(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/json" data-island-props="InquiryForm">(.*?)<\/script>/gs)].map(
    (match) => (JSON.parse(match[1] ?? "null") as { page: { tours: unknown } }).page.tours,
  );
}

describe("the provider page's tour scheduler", () => {
  it("is in the server HTML: its heading, the number to call without the script, and the strip from today", async () => {
    // Tuesday, December 1, 2026, 9:00 a.m. in Austin.
    const section = schedulerSection(await pageAt("2026-12-01T15:00:00Z"));
    expect(section).toContain('<h2 id="provider-tour-scheduler-heading">Schedule a Tour</h2>');
    expect(section).toContain(
      'To arrange a tour of Fixture Provider 100, call a Carefind advisor at <a href="tel:+18005550142">(800) 555-0142</a>.',
    );
    // The island for the Schedule a Tour form of this page, live once the page is idle.
    expect(section).toContain('data-island="TourScheduler"');
    expect(section).toContain('data-hydrate="idle"');
    expect(section).toContain('"formIdPrefix":"provider-tour"');
    // The wide strip of seven days from the provider's today; no previous arrow, since it starts today.
    expect(stripDays(section)).toEqual([
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
      "2026-12-06",
      "2026-12-07",
    ]);
    expect(section).not.toContain("Earlier days");
    expect(section).toContain("Later days");
    expect(section).toMatch(/value="Morning"/);
    expect(section).toMatch(/value="Afternoon"/);
    // Nothing picked yet: the request button is disabled and says why.
    expect(section).toMatch(/<button type="button" class="button button-primary tour-request" disabled=""/);
    expect(section).toContain("Pick a day and a time of day to request a tour.");
    // It posts nothing itself: the only way to send is the Schedule a Tour form.
    expect(section).not.toContain("<form");
  });

  it("never offers a tour time already past in the provider's time zone", async () => {
    const central = (firstDay: string, firstDayParts: string[]) => ({
      timeZone: "America/Chicago",
      firstDay,
      firstDayParts,
    });
    // 9:00 a.m. in Austin: today's Morning and Afternoon are both open.
    const morning = await pageAt("2026-12-01T15:00:00Z");
    expect(islandProps(morning, "TourScheduler")).toEqual({
      tours: central("2026-12-01", ["Morning", "Afternoon"]),
      formIdPrefix: "provider-tour",
    });

    // 12:57 p.m. in Austin, still 10:57 a.m. in Los Angeles where the advisors are: today's
    // Morning has ended where the provider is, so neither the scheduler nor any form offers it.
    const afternoon = await pageAt("2026-12-01T18:57:00Z");
    expect(islandProps(afternoon, "TourScheduler")).toEqual({
      tours: central("2026-12-01", ["Afternoon"]),
      formIdPrefix: "provider-tour",
    });
    expect(stripDays(schedulerSection(afternoon))[0]).toBe("2026-12-01");
    const forms = formTours(afternoon);
    expect(forms).toHaveLength(5);
    for (const tours of forms) expect(tours).toEqual(central("2026-12-01", ["Afternoon"]));

    // 5:30 p.m. in Austin: today is over there, so the strip starts tomorrow.
    const evening = await pageAt("2026-12-01T23:30:00Z");
    expect(stripDays(schedulerSection(evening))).toEqual([
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
      "2026-12-06",
      "2026-12-07",
      "2026-12-08",
    ]);
    expect(islandProps(evening, "TourScheduler")).toMatchObject({
      tours: central("2026-12-02", ["Morning", "Afternoon"]),
    });
  });
});
