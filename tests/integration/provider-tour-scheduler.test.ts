import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { ADVISOR_TIME_ZONE } from "../../domain/advisor-hours.ts";
import { calendarDate } from "../../domain/inquiry/tour-times.ts";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { call } from "./worker-client.ts";

const PAGE = "/assisted-living/texas/austin/fixture-provider-100/";

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
});

/** The tour scheduler's section of the page's server HTML. */
function schedulerSection(html: string): string {
  // React separates neighbouring texts with empty comments; a reader sees one sentence.
  return (/<section id="provider-tour-scheduler"[^>]*>.*?<\/section>/s.exec(html)?.[0] ?? "").replaceAll(
    "<!-- -->",
    "",
  );
}

describe("the provider page's tour scheduler", () => {
  it("is in the server HTML: its heading, the number to call without the script, and the strip from today", async () => {
    const response = await call(PAGE);
    expect(response.status).toBe(200);
    const section = schedulerSection(await response.text());
    expect(section).toContain('<h2 id="provider-tour-scheduler-heading">Schedule a Tour</h2>');
    expect(section).toContain(
      'To arrange a tour of Fixture Provider 100, call a Carefind advisor at <a href="tel:+18005550142">(800) 555-0142</a>.',
    );
    // The island for the Schedule a Tour form of this page, live once the page is idle.
    expect(section).toContain('data-island="TourScheduler"');
    expect(section).toContain('data-hydrate="idle"');
    expect(section).toContain('"formIdPrefix":"provider-tour"');
    // The wide strip of seven days from the advisors' today; no previous arrow, since it starts today.
    const today = calendarDate(new Date(), ADVISOR_TIME_ZONE);
    const days = [...section.matchAll(/name="provider-tour-scheduler-day" value="(\d{4}-\d{2}-\d{2})"/g)].map(
      (match) => match[1],
    );
    expect(days).toHaveLength(7);
    expect(days[0]).toBe(today);
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
});
