/**
 * The write-a-review forms as the server renders them (spec reviews-and-provider-page §2, §4,
 * §5), on both brands: the provider page's 'Share Your Thoughts' section (the senior-living form
 * with its sub-ratings, the senior-care form of a home care agency), the generic form of
 * /reviews/write/ with every state, care type and relationship, each a plain post to
 * /reviews/write/ for a browser without JavaScript, and what each island is given: the brand's reviews address and the source its
 * reviews are sent under. What the forms do once live is the browser's test
 * (tests/e2e/reviews-write.test.ts).
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { call } from "./worker-client.ts";

const COMMUNITY = "/assisted-living/texas/austin/fixture-provider-100/";
/** Fixture provider 109 is a home care agency. */
const HOME_CARE = "/in-home-care/texas/austin/fixture-provider-109/";

const BRANDS = [
  { id: "carefind", host: "localhost", reviewsEmail: "reviews@carefind.com" },
  { id: "seniorhousing", host: "seniorhousing.localhost", reviewsEmail: "reviews@seniorhousing.com" },
] as const;

/** The write forms post to /reviews/write/ until their island is live, and in a browser without script. */
function postsToWritePage(part: string): void {
  const form = /<form [^>]*class="review-form"[^>]*>/.exec(part)?.[0] ?? "";
  expect(form).toContain('action="/reviews/write/"');
  expect(form).toContain('method="post"');
}

const SUBMIT = '<button type="submit" class="button button-primary review-form-submit">Submit</button>';

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
});

async function html(path: string, host = "localhost"): Promise<string> {
  const response = await call(path, { host });
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The provider page's write-a-review section. */
function writeSection(page: string): string {
  const section = /<section id="newreview"[\s\S]*?<\/section>/.exec(page)?.[0];
  expect(section, "the #newreview section").toBeDefined();
  return section ?? "";
}

/** The texts of the options of the select with this id. */
function options(part: string, id: string): string[] {
  const select = new RegExp(`<select[^>]*id="${id}"[^>]*>([\\s\\S]*?)</select>`).exec(part)?.[1] ?? "";
  return [...select.matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map((match) => match[1] ?? "");
}

/** The props the server hands an island, as the island reads them. */
function islandProps(page: string, island: string): Record<string, unknown> {
  const json = new RegExp(`<script type="application/json" data-island-props="${island}">([^<]*)</script>`).exec(
    page,
  )?.[1];
  expect(json, `${island}'s props`).toBeDefined();
  return JSON.parse(json ?? "{}") as Record<string, unknown>;
}

function labels(part: string): string[] {
  return [...part.matchAll(/<label[^>]*>([^<]*)<\/label>/g)].map((match) => match[1] ?? "");
}

describe("the provider page's write-a-review section", () => {
  it.each(BRANDS)(
    "is a form that posts on $id, with the Write a review button, its island given the brand's address",
    async ({ host, reviewsEmail }) => {
      const page = await html(COMMUNITY, host);
      const section = writeSection(page);
      expect(section).toContain('<h2 id="review-write-heading">Share Your Thoughts</h2>');
      // Live once the page is idle, or at once when the address asks for the form.
      expect(section).toMatch(/data-island="ReviewWriteSection" data-hydrate="idle" data-wake-hash="newreview"/);
      expect(section).toContain(
        '<p class="needs-script"><button type="button" class="button button-primary">Write a review</button></p>',
      );
      expect(labels(section)).toEqual([
        "Relationship to provider",
        "Care type or service",
        "Your review",
        "Your name",
        "Email (never shown with your review)",
      ]);
      expect(section).toContain('<p id="review-section-rating-legend" class="star-input-legend">Overall rating</p>');
      expect(section).toContain("<legend>Rate the details (optional)</legend>");
      expect(options(section, "review-section-relationship")).toEqual([
        "Select one",
        "I visited this community",
        "I am a resident",
        "Friend or relative of a resident",
        "Employee",
        "Other",
      ]);
      // Without script it posts the provider with it, and the way back to this page.
      postsToWritePage(section);
      expect(section).toContain('<input type="hidden" name="locationId" value="100"/>');
      expect(section).toContain(`<input type="hidden" name="returnPath" value="${COMMUNITY}"/>`);
      expect(section).toContain(SUBMIT);
      expect(islandProps(page, "ReviewWriteSection")).toMatchObject({
        formType: "SENIOR_LIVING",
        provider: { id: 100, name: "Fixture Provider 100" },
        reviewsEmail,
        sourceName: "provider_page",
      });
      // The footer leads to the generic form.
      const footer = page.slice(page.indexOf('<footer class="site-footer">'));
      expect(footer).toContain('<a href="/reviews/write/">Write a review</a>');
    },
  );

  it("gives a home care agency the senior-care form: no sub-ratings, the clients' relationships", async () => {
    const page = await html(HOME_CARE);
    const section = writeSection(page);
    expect(section).not.toContain("Rate the details (optional)");
    expect(section.match(/role="radiogroup"/g)).toHaveLength(1);
    expect(options(section, "review-section-relationship")).toEqual([
      "Select one",
      "Current client",
      "Past client",
      "Employee",
      "Other",
    ]);
    expect(islandProps(page, "ReviewWriteSection")).toMatchObject({ formType: "SENIOR_CARE" });
  });
});

describe("the generic form of /reviews/write/", () => {
  it.each(BRANDS)(
    "asks on $id for the facility, city and state, offering every state, care type and relationship",
    async ({ id, host, reviewsEmail }) => {
      const page = await html("/reviews/write/", host);
      const main = page.slice(page.indexOf("<main"), page.indexOf("</main>"));
      expect(main).toContain('<h1 id="write-review-heading">Write a review</h1>');
      expect(labels(main).slice(0, 3)).toEqual(["Facility name", "City", "State"]);
      expect(options(main, "review-page-state")).toHaveLength(1 + 53);
      expect(options(main, "review-page-state")[0]).toBe("Select a state");
      expect(options(main, "review-page-care-type")).toHaveLength(1 + 12);
      expect(options(main, "review-page-relationship")).toEqual([
        "Select one",
        "I visited this community",
        "I am a resident",
        "Friend or relative of a resident",
        "Current client",
        "Past client",
        "Employee",
        "Other",
      ]);
      postsToWritePage(main);
      expect(main).not.toContain('name="locationId"');
      expect(main).toContain(SUBMIT);
      // A review of no listed provider, sent under the brand's own name.
      expect(islandProps(page, "ReviewWritePageForm")).toMatchObject({
        formType: "GENERIC",
        provider: null,
        reviewsEmail,
        sourceName: id,
      });
    },
  );
});
