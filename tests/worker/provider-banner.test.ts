/**
 * The provider page's info banner and reviews summary in the server HTML (spec
 * reviews-and-provider-page §2, §4, §5, §9), and the pages it links to: the award winners pages
 * and the get-listed page, on both brands.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { recomputeAggregates } from "../../worker/providers/provider-job-store.ts";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { cookiesAfterInquiry, visitorsWithoutInquiry } from "./fixtures/visitors.ts";
import { call } from "./worker-client.ts";

const PAGE = (id: number) => `/assisted-living/texas/austin/fixture-provider-${id}/`;
const HOME_CARE_PAGE = "/in-home-care/texas/austin/fixture-provider-109/";
const HOSTS = ["localhost", "seniorhousing.localhost"] as const;

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
  await env.DB.batch([
    // 100: an unclaimed listing from the old directory, priced, without reviews.
    env.DB.prepare("UPDATE providers SET legacy_id = 'cf-100', tags = '[\"Assisted Living\"]' WHERE id = 100"),
    // 101: an enhanced listing (its flag is set by the fixture) with a contract.
    env.DB.prepare("UPDATE providers SET legacy_id = 'cf-101' WHERE id = 101"),
    env.DB.prepare("UPDATE provider_services SET contract_type = 'premium' WHERE id = 1010"),
    // 102: claimed. 106: enhanced flag without a live contract, so still claimable.
    env.DB.prepare("UPDATE providers SET legacy_id = 'cf-102', claimed = 1 WHERE id = 102"),
    env.DB.prepare("UPDATE providers SET legacy_id = 'cf-106', enhanced_listing = 1 WHERE id = 106"),
    env.DB.prepare(
      "UPDATE provider_services SET contract_type = 'premium', contract_is_suppressed = 1 WHERE id = 1060",
    ),
    // 109: a home care agency with Home Care Pulse badges of 2025 and one of 2024.
    env.DB.prepare("UPDATE providers SET tags = '[\"Home Care\"]' WHERE id = 109"),
    env.DB.prepare(
      "INSERT INTO awards (provider_id, kind, name, year) VALUES (109, 'home_care_pulse', 'Provider of Choice', 2025), (109, 'home_care_pulse', 'Leader in Experience', 2025), (109, 'home_care_pulse', 'Employer of Choice', 2024)",
    ),
    // 105: Caring Stars in 2025 (fixture) and 2018 to 2024.
    env.DB.prepare(
      "INSERT INTO awards (provider_id, kind, name, year) VALUES (105, 'caring_stars', 'Caring Stars', 2018), (105, 'caring_stars', 'Caring Stars', 2019), (105, 'caring_stars', 'Caring Stars', 2020), (105, 'caring_stars', 'Caring Stars', 2021), (105, 'caring_stars', 'Caring Stars', 2022), (105, 'caring_stars', 'Caring Stars', 2023), (105, 'caring_stars', 'Caring Stars', 2024)",
    ),
    // 103 has reviews of 4, 5 and 1 (staff 2 and 1); two more with every category make 3.4.
    env.DB.prepare(
      "INSERT INTO reviews (provider_id, author_name, relationship, content, rating_overall, rating_staff, rating_activities, rating_food, rating_facilities, rating_value, status) VALUES (103, 'Lee R.', 'resident', 'Kind staff.', 4, 5, 4, 3, 5, 2, 'approved'), (103, 'Sam T.', 'resident', 'Fine.', 3, 5, 4, 3, 4, 2, 'approved')",
    ),
  ]);
  await recomputeAggregates(env.DB);
});

/** A page's HTML without the markers React leaves between adjacent texts. */
async function html(path: string, options: Parameters<typeof call>[1] = {}): Promise<string> {
  const response = await call(path, options);
  expect(response.status, path).toBe(200);
  return (await response.text()).replaceAll("<!-- -->", "");
}

/** The banner's HTML: from the title block to its end. */
function banner(page: string): string {
  return /<div class="provider-title-block">.*?<div class="provider-actions">/s.exec(page)?.[0] ?? "";
}

function summary(page: string): string {
  return /<section id="all_reviews_section".*?<\/section>/s.exec(page)?.[0] ?? "";
}

describe("the provider page's banner", () => {
  it("adds the city and state code to the title of home care only", async () => {
    expect(await html(HOME_CARE_PAGE)).toContain('<h1 id="provider-name">Fixture Provider 109, Austin, TX</h1>');
    expect(await html(PAGE(100))).toContain('<h1 id="provider-name">Fixture Provider 100</h1>');
  });

  it("shows the starting price in dollars a month to a visitor who asked, and nothing without a price", async () => {
    const asked = banner(await html(PAGE(100), { cookies: await cookiesAfterInquiry() }));
    expect(asked).toContain("Starting Price");
    expect(asked).toContain('<span class="provider-starting-price-value">$2,500/month</span>');
    expect(asked).not.toContain("Unlock price");
    const unpriced = banner(await html(PAGE(107), { cookies: await cookiesAfterInquiry() }));
    expect(unpriced).toContain("Fixture Provider 107");
    expect(unpriced).not.toContain("Starting Price");
    expect(banner(await html(PAGE(107)))).not.toContain("Starting Price");
  });

  it("blurs the starting price, with no figure in the page, and offers to unlock it", async () => {
    for (const [visitor, cookies] of await visitorsWithoutInquiry()) {
      const page = await html(PAGE(100), { cookies });
      const top = banner(page);
      expect(top, visitor).toContain("Starting Price");
      expect(top, visitor).toContain('<span class="price-blurred" aria-hidden="true">$X,XXX/month</span>');
      expect(top, visitor).toMatch(/<button type="button" class="[^"]*inquiry-trigger"[^>]*>Unlock price<\/button>/);
      expect(top, visitor).toContain(
        '<a class="button button-primary no-script-only" href="#get-costs">Unlock price</a>',
      );
      expect(page, visitor).not.toContain("$2,500");
      expect(page, visitor).not.toContain("250000");
    }
  });

  it("links the phone number with +1", async () => {
    expect(banner(await html(PAGE(100)))).toContain('Phone: <a href="tel:+15125550100">(512) 555-0100</a>');
  });

  it("makes a paid listing's own phone the call to make, and offers the advisor line beside an unpaid one's", async () => {
    const paid = await html(PAGE(101));
    expect(banner(paid)).toMatch(/Call Fixture Provider 101: <a href="tel:\+1/);
    expect(banner(paid)).not.toContain("Free help comparing options");
    expect(paid).toContain("Prices provided by Fixture Provider 101.");
    expect(paid).toContain("Amenities provided by Fixture Provider 101.");
    const unpaid = await html(PAGE(100));
    expect(banner(unpaid)).toMatch(/Phone: <a href="tel:\+1/);
    expect(banner(unpaid)).toMatch(/Free help comparing options from a Carefind advisor: <a href="tel:\+1/);
    expect(unpaid).toContain(
      "Prices as last reported to Carefind. Ask Fixture Provider 100 to confirm today&#x27;s prices.",
    );
  });

  it("offers 'Claim this listing' for an unclaimed legacy listing, and the verified badge instead once claimed or enhanced", async () => {
    const unclaimed = banner(await html(PAGE(100)));
    expect(unclaimed).toContain(
      '<a class="provider-claim" href="/partners/get-listed/?provider=100">Claim this listing</a>',
    );
    expect(unclaimed).not.toContain("Verified Partner");
    // The enhanced flag with only a suppressed contract is not enhanced.
    expect(banner(await html(PAGE(106)))).toContain("Claim this listing");
    for (const id of [101, 102]) {
      const verified = banner(await html(PAGE(id)));
      expect(verified, String(id)).toContain("Verified Partner");
      expect(verified, String(id)).not.toContain("Claim this listing");
    }
    // No legacy id: nothing to claim, and not verified.
    const plain = banner(await html(PAGE(104)));
    expect(plain).not.toContain("Claim this listing");
    expect(plain).not.toContain("Verified Partner");
  });

  it("shows the rating with the half-star rule and links the review count to the summary", async () => {
    const top = banner(await html(PAGE(103)));
    expect(top).toContain("Rated 3.4 out of 5");
    // Three stars and a half filled: one element, its class naming the filled part.
    expect(top).toContain('<span class="star-rating-stars stars-3-5" aria-hidden="true"></span>');
    expect(top).toContain('<a href="#all_reviews_section">5 reviews</a>');
    // No reviews: no stars, and the link still leads to the summary that says so.
    const none = banner(await html(PAGE(100)));
    expect(none).toContain('<a href="#all_reviews_section">No reviews yet</a>');
    expect(none).not.toContain("Rated");
  });

  it("shows the Caring Stars badge with its newest 3 years and the others behind '+5 more'", async () => {
    const top = banner(await html(PAGE(105)));
    expect(top).toContain(
      '<a href="/bestseniorliving/">Caring Stars</a><span class="award-years">2025, 2024, 2023</span>',
    );
    expect(top).toMatch(
      /<details class="award-more"><summary>\+5 more<span class="visually-hidden"> Caring Stars years<\/span><\/summary><span class="award-years">2022, 2021, 2020, 2019, 2018<\/span><\/details>/,
    );
    expect(banner(await html(PAGE(100)))).not.toContain("award-badge");
  });

  it("shows the 2025 Home Care Pulse badges only, linking to their page", async () => {
    const top = banner(await html(HOME_CARE_PAGE));
    const badges = [
      ...top.matchAll(/<a href="\/bestseniorliving\/home-care-pulse-awards\/">.*?<\/span>([^<]+)<\/a>/g),
    ].map((match) => match[1]);
    expect(badges).toEqual(["Provider of Choice", "Leader in Experience"]);
    expect(top).not.toContain("Employer of Choice");
  });

  it("has the Share button only as a script-needing island, hydrated once the page is idle", async () => {
    const top = banner(await html(PAGE(100)));
    expect(top).toMatch(
      /<div class="island" data-island="ShareButton" data-hydrate="idle" data-words="provider"><button type="button" class="[^"]*needs-script[^"]*"/,
    );
    expect(await html(PAGE(100))).toMatch(/data-island="Toasts"[^>]*data-hydrate="idle"/);
  });
});

describe("the provider page's reviews summary", () => {
  it("gives the average, the count and each rated category in order, with its figure", async () => {
    const section = summary(await html(PAGE(103)));
    expect(section).toContain('<h2 id="provider-reviews-heading">Reviews</h2>');
    expect(section).toContain("Rated 3.4 out of 5");
    expect(section).toContain('<span class="reviews-summary-count">5 reviews</span>');
    const rated = /<dl class="reviews-categories">(.*?)<\/dl>/s.exec(section)?.[1] ?? "";
    const categories = [...rated.matchAll(/<dt>([^<]+)<\/dt>.*?class="reviews-category-value">([^<]+)</gs)].map(
      (match) => `${match[1]} ${match[2]}`,
    );
    // Staff: 2, 1, 5, 5; facilities 5, 4; food 3, 3; activities 4, 4; value 2, 2.
    expect(categories).toEqual(["Facility 4.5", "Staff 3.2", "Food 3.0", "Activities 4.0", "Value 2.0"]);
  });

  it("leaves out the categories nobody rated, and says when there are no reviews", async () => {
    const rated = summary(await html(PAGE(105)));
    const categories = /<dl class="reviews-categories">(.*?)<\/dl>/s.exec(rated)?.[1] ?? "";
    expect([...categories.matchAll(/<dt>([^<]+)<\/dt>/g)].map((match) => match[1])).toEqual(["Staff"]);
    expect(rated).toContain("5 reviews");
    const empty = summary(await html(PAGE(100)));
    expect(empty).toContain("No reviews yet");
    expect(empty).not.toContain("<dt>");
  });
});

describe("the award winners pages", () => {
  it("lists the Caring Stars winners of the newest year, with the other years as links, on both brands", async () => {
    for (const host of HOSTS) {
      const page = await html("/bestseniorliving/", { host });
      expect(page, host).toContain("<h1>Caring Stars Winners</h1>");
      expect(page, host).toContain('<h2 id="award-winners-heading">Caring Stars 2025 winners</h2>');
      expect(page, host).toContain(`<a href="${PAGE(105)}">Fixture Provider 105</a>, Austin, TX`);
      expect(page, host).toContain('<a href="/bestseniorliving/" aria-current="page">2025 (1)</a>');
      expect(page, host).toContain('<a href="/bestseniorliving/?year=2018">2018 (1)</a>');
      expect(page, host).not.toContain('name="robots"');
    }
    const older = await html("/bestseniorliving/?year=2019");
    expect(older).toContain("Caring Stars 2019 winners");
    expect(older).toContain(`<a href="${PAGE(105)}">Fixture Provider 105</a>`);
    expect(older).toContain('<link rel="canonical" href="https://carefind.com/bestseniorliving/?year=2019"/>');
  });

  it("lists the 2025 Home Care Pulse badge holders by badge, on both brands", async () => {
    for (const host of HOSTS) {
      const page = await html("/bestseniorliving/home-care-pulse-awards/", { host });
      expect(page, host).toContain("<h1>Home Care Pulse 2025 Awards</h1>");
      expect(page, host).toContain("Provider of Choice 2025</h2>");
      expect(page, host).toContain(`<a href="${HOME_CARE_PAGE}">Fixture Provider 109</a>, Austin, TX`);
      // The 2024 badge does not count: it is no group of this page.
      expect(page, host).not.toContain("Employer of Choice (");
    }
    const leader = await html("/bestseniorliving/home-care-pulse-awards/?badge=leader-in-experience");
    expect(leader).toContain("Leader in Experience 2025</h2>");
    expect(leader).toContain(`<a href="${HOME_CARE_PAGE}">Fixture Provider 109</a>`);
  });

  it("answers 400 naming the query value that is not one of the page's", async () => {
    for (const [path, words] of [
      ["/bestseniorliving/?year=twenty", "The year in the address is not valid"],
      ["/bestseniorliving/?year=2030", "The year in the address (2030) is not one of those listed here."],
      ["/bestseniorliving/?page=0", "The page in the address is not valid"],
      ["/bestseniorliving/?page=2", "The page in the address (2) is past the last page (1)."],
      [
        "/bestseniorliving/home-care-pulse-awards/?badge=employer-of-choice",
        "The badge in the address (employer-of-choice)",
      ],
    ] as const) {
      const response = await call(path);
      expect(response.status, path).toBe(400);
      const page = (await response.text()).replaceAll("<!-- -->", "");
      expect(page, path).toContain(words);
      expect(page, path).toContain('<meta name="robots" content="noindex"/>');
      expect(page, path).not.toContain('id="award-winners-heading"');
    }
  });
});

describe("the get-listed page", () => {
  it("explains listing and claiming on both brands, with the brand's partner address and the advisor line", async () => {
    for (const [host, email] of [
      ["localhost", "partners@carefind.com"],
      ["seniorhousing.localhost", "partners@seniorhousing.com"],
    ] as const) {
      const page = await html("/partners/get-listed/", { host });
      expect(page, host).toContain("<h1>List or Claim Your Community or Agency</h1>");
      expect(page, host).toContain(`>${email}</a>`);
      expect(page, host).toContain('<a href="tel:+18005550142">(800) 555-0142</a>');
      expect(page, host).not.toContain("You are claiming");
      expect(page, host).not.toContain('name="robots"');
      expect(page, host).toMatch(/<link rel="canonical" href="https:\/\/[a-z.]+\/partners\/get-listed\/"\/>/);
    }
  });

  it("names the listing being claimed when the provider id is one, and leaves any other value out", async () => {
    const claiming = await html("/partners/get-listed/?provider=100");
    expect(claiming).toContain(
      `You are claiming the listing of <a href="${PAGE(100)}">Fixture Provider 100, Austin, TX</a>`,
    );
    expect(claiming).toContain(
      "mailto:partners@carefind.com?subject=Claim%20listing%20100%3A%20Fixture%20Provider%20100",
    );
    for (const value of ["abc", "-3", "1.5", "99999", "<script>"]) {
      const page = await html(`/partners/get-listed/?provider=${encodeURIComponent(value)}`);
      expect(page, value).not.toContain("You are claiming");
      expect(page, value).toContain("<h1>List or Claim Your Community or Agency</h1>");
    }
  });
});
