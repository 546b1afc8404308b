/**
 * Writing a review in a real browser (spec reviews-and-provider-page §2, §4, §5, §8): the
 * provider page's write form loads its code only once the page has loaded; its modal opens from
 * the 'Write a review' button and for `#newreview` (on load and when the hash changes to it),
 * full screen on a phone, wide with the guidelines beside it on a large screen, and Cancel
 * resets it; the messages on blur and on submit; the review-submitted toast that stays; the
 * server's messages as toasts one after another; the generic form of /reviews/write/; a review
 * sent without JavaScript, the server's messages and the thank-you page. Each behaviour once, the tests taking turns between the brands and between
 * 360 and 1280 px; axe on each page at each width, and on the dialog and toasts after each
 * change. The forms' server HTML on both brands (fields, choices, the brand's reviews address,
 * the source a review is sent under) is the Worker's test (tests/worker/reviews-write-pages.test.ts).
 */
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { REVIEW_CREATE_ENDPOINT } from "../../ui/reviews/write/review-client.ts";
import {
  expectAccessible,
  launchChromium,
  pauseClock,
  type Visit,
  type VisitOptions,
  visit,
  waitForHydration,
} from "./browser.ts";
import { baseUrl, secondBrandOrigin } from "./lane-server.ts";
import { expectAccessibleWithoutScripts } from "./no-script-axe.ts";
import { seededSearchResults } from "./seeded-search.ts";

/**
 * True: the page's posts to the review endpoint are answered here with a 201, as its contract
 * says; false: they reach the Worker's own endpoint. The error cases are always answered here.
 */
const ANSWER_REVIEWS_IN_TEST = false;

const MAIN = { id: "carefind", origin: baseUrl, reviewsEmail: "reviews@carefind.com" } as const;
const SECOND = { id: "seniorhousing", origin: secondBrandOrigin, reviewsEmail: "reviews@seniorhousing.com" } as const;

const SUBMITTED = "Review submitted";
const PROCESSING = "Your review is being processed. If approved it will appear in 3 business days.";
const UNEXPECTED = "An unexpected error has occurred, please try again later";
const EMAIL_LABEL = "Email (never shown with your review)";
const MODAL = "#review-write-modal";
/** The page's own toast region, outside any dialog. */
const PAGE_TOASTS = ".toast-region:not(.toast-region-in-dialog)";

interface Found {
  id: number;
  url: string;
  name: string;
}

let browser: Browser;
let community: Found;
/** The visit a test opened, closed after it whether it passed or not. */
let opened: Visit | undefined;

beforeAll(async () => {
  browser = await launchChromium();
  const [first] = await seededSearchResults<Found>(baseUrl, { keyword: "Austin, TX", careType: "assisted-living" });
  if (!first) throw new Error("no assisted-living provider near Austin, TX");
  community = first;
});

afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

afterAll(async () => {
  await browser?.close();
});

async function open(url: string, options: VisitOptions): Promise<Visit> {
  opened = await visit(browser, url, options);
  return opened;
}

/** Answers the page's review posts with a 201, unless the Worker's own endpoint is to answer. */
async function acceptReviews(page: Page): Promise<void> {
  if (!ANSWER_REVIEWS_IN_TEST) return;
  await page.route(`**${REVIEW_CREATE_ENDPOINT}`, (route) =>
    route.fulfill({
      status: 201,
      contentType: "application/json",
      body: JSON.stringify({ message: "Review received" }),
    }),
  );
}

/**
 * Resolves once the page has run the tasks it had queued before: React renders an update made
 * by a timer in a task of its own, so after `page.clock.runFor` this is when a toast taken away
 * by a timer that fired would be gone from the page.
 */
async function queuedTasksRun(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

function modal(page: Page): Locator {
  return page.getByRole("dialog");
}

/** The toast the page shows outside any dialog. */
function pageToast(page: Page): Locator {
  return page.locator(`${PAGE_TOASTS} .toast`);
}

/** Fills every field a family fills (the generic form's place too), with 4 stars overall and 5 for Staff. */
async function fillReview(form: Locator, email: string, relationship: string, generic = false): Promise<void> {
  if (generic) {
    await form.getByLabel("Facility name", { exact: true }).fill("Oak Grove Care");
    await form.getByLabel("City", { exact: true }).fill("Austin");
    await form.getByLabel("State", { exact: true }).selectOption("TX");
  }
  await form.getByRole("radiogroup", { name: "Overall rating" }).getByRole("radio", { name: "4 stars" }).check();
  await form.getByRole("radiogroup", { name: "Staff" }).getByRole("radio", { name: "5 stars" }).check();
  await form.getByLabel("Relationship to provider", { exact: true }).selectOption({ label: relationship });
  const careType = form.getByLabel("Care type or service", { exact: true });
  if ((await careType.inputValue()) === "") await careType.selectOption({ index: 1 });
  await form.getByLabel("Your review", { exact: true }).fill("Kind staff who knew my mother by name.");
  await form.getByLabel("Your name", { exact: true }).fill("Maria Lopez");
  await form.getByLabel(EMAIL_LABEL, { exact: true }).fill(email);
}

/** The relationship a family picks on a provider's (senior living) form. */
const RELATIVE = "Friend or relative of a resident";

async function openModal(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Write a review" }).click();
  const dialog = modal(page);
  await dialog.waitFor();
  return dialog;
}

describe("the provider page's write form", () => {
  it("loads its code only after the page has loaded; the button opens it full screen on a phone, without the guidelines, and Cancel resets and closes it (main brand, 360 px)", async () => {
    const visited = await open(`${MAIN.origin}${community.url}`, { width: 360, hydration: "load" });
    const { page } = visited;
    // None of it is among the page's initial scripts.
    expect(await page.locator('link[rel="modulepreload"][href*="ReviewWriteSection"]').count()).toBe(0);
    await waitForHydration(page);
    // When the page's load ended and when the form's code was asked for, by the page's own clock:
    // an idle island's code may come any time after load, before or after the visitor's first move.
    const timing = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
      const chunk = performance
        .getEntriesByType("resource")
        .find((entry) => entry.name.includes("/assets/ReviewWriteSection-"));
      return { loaded: navigation?.loadEventStart ?? 0, asked: chunk?.startTime ?? null };
    });
    expect(timing.loaded).toBeGreaterThan(0);
    expect(timing.asked).not.toBeNull();
    expect(timing.asked).toBeGreaterThanOrEqual(timing.loaded);
    await expectAccessible(page);

    const section = page.locator("#newreview");
    const dialog = await openModal(page);
    await expect(dialog.getByRole("heading", { level: 2 }).textContent()).resolves.toBe(
      `Share Your Thoughts ${community.name}`,
    );
    expect(await dialog.boundingBox()).toMatchObject({ x: 0, y: 0, width: 360, height: 900 });
    expect(await dialog.getByRole("complementary", { name: "Review guidelines" }).isVisible()).toBe(false);
    await expectAccessible(page, MODAL);

    await dialog.getByLabel("Your name", { exact: true }).fill("Maria Lopez");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await modal(page).waitFor({ state: "hidden" });
    expect(await section.getByLabel("Your name", { exact: true }).inputValue()).toBe("");
    expect(visited.errors).toEqual([]);
  });

  it("opens for #newreview on load, wide with the guidelines beside it, and again when the hash changes to it (second brand, 1280 px)", async () => {
    const visited = await open(`${SECOND.origin}${community.url}#newreview`, { width: 1280, hydration: "none" });
    const { page } = visited;
    const dialog = modal(page);
    await dialog.waitFor();
    await expect(dialog.getByRole("heading", { level: 2 }).textContent()).resolves.toBe(
      `Share Your Thoughts ${community.name}`,
    );
    const box = await dialog.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(900);
    expect(box?.width ?? 0).toBeLessThan(1280);
    const guidelines = dialog.getByRole("complementary", { name: "Review guidelines" });
    expect(await guidelines.isVisible()).toBe(true);
    expect(await guidelines.getByRole("link", { name: "Read all review guidelines" }).getAttribute("href")).toBe(
      "/reviews/guidelines/",
    );
    expect(await guidelines.getByRole("link", { name: "Contact Us" }).getAttribute("href")).toBe(
      `mailto:${SECOND.reviewsEmail}`,
    );
    await expect(guidelines.textContent()).resolves.toContain("Do not reveal another person's full name.");
    await expectAccessible(page);

    await page.keyboard.press("Escape");
    await modal(page).waitFor({ state: "hidden" });
    // The dialog's close event, which takes the hash away, comes in a task after it hides.
    await expect.poll(() => new URL(page.url()).hash).toBe("");
    await page.evaluate(() => {
      window.location.hash = "newreview";
    });
    await modal(page).waitFor();
    await expectAccessible(page, MODAL);
    expect(visited.errors).toEqual([]);
  });

  it("says each problem when a field is left, all of them on submit, then sends and thanks with a toast that stays (second brand, 360 px)", async () => {
    const email = `writer-${SECOND.id}-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const visited = await open(`${SECOND.origin}${community.url}`, {
      width: 360,
      prepare: async (page) => {
        await page.clock.install();
        await acceptReviews(page);
      },
    });
    const { page } = visited;
    const dialog = await openModal(page);

    const name = dialog.getByLabel("Your name", { exact: true });
    await name.fill("Ann");
    await name.press("Tab");
    await expect.poll(() => dialog.getByText("Please enter at least 5 characters").isVisible()).toBe(true);
    expect(await name.getAttribute("aria-invalid")).toBe("true");
    const overall = dialog.getByRole("radiogroup", { name: "Overall rating" });
    await overall.getByRole("radio", { name: "5 stars" }).focus();
    await page.keyboard.press("Tab");
    await expect.poll(() => overall.getByText("Rate is required").isVisible()).toBe(true);
    await expectAccessible(page, MODAL);

    await dialog.getByRole("button", { name: "Submit" }).click();
    for (const message of [
      "Relationship to provider is required",
      "Review text is required to submit a review. Please add 1-3 sentences of feedback.",
      "Invalid email address",
    ]) {
      expect(await dialog.getByText(message, { exact: true }).isVisible(), message).toBe(true);
    }
    // Focus goes to the first field with a problem: the overall rating's first star.
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name))
      .toBe("ratingOverall");
    expect(visited.posted(REVIEW_CREATE_ENDPOINT)).toEqual([]);

    await fillReview(dialog, email, RELATIVE);
    // The keyboard moves the overall choice from 4 to 5 stars.
    await overall.getByRole("radio", { name: "4 stars" }).press("ArrowRight");
    await dialog.getByRole("button", { name: "Submit" }).click();
    await pageToast(page).waitFor();
    await expect(modal(page).isVisible()).resolves.toBe(false);
    const toast = pageToast(page);
    await expect(toast.locator(".toast-message").textContent()).resolves.toBe(SUBMITTED);
    await expect(toast.textContent()).resolves.toContain(PROCESSING);
    await expect(toast.textContent()).resolves.toContain("Have a question? Contact");
    expect(await toast.getByRole("link", { name: SECOND.reviewsEmail }).getAttribute("href")).toBe(
      `mailto:${SECOND.reviewsEmail}`,
    );
    await expectAccessible(page, PAGE_TOASTS);
    // Well past the 3 s the other toasts stay, and past anything React had left to render.
    await page.mouse.move(1, 1);
    await page.clock.runFor(10_000);
    await queuedTasksRun(page);
    expect(await toast.isVisible()).toBe(true);

    const [posted] = visited.posted(REVIEW_CREATE_ENDPOINT);
    expect(posted).toMatchObject({
      formType: "SENIOR_LIVING",
      locationId: community.id,
      ratingOverall: 5,
      ratingStaff: 5,
      ratingFood: null,
      ratingActivities: null,
      ratingFacilities: null,
      ratingValue: null,
      title: "friend-or-relative",
      authorName: "Maria Lopez",
      authorEmail: email,
      body: "Kind staff who knew my mother by name.",
      sourceName: "provider_page",
    });
    await expect
      .poll(() => visited.posted("/api/events").filter((event) => event.name === "review form submitted"))
      .toEqual([
        {
          name: "review form submitted",
          properties: { providerId: community.id, formType: "SENIOR_LIVING", rating: 5 },
        },
      ]);
    // The form starts afresh.
    expect(await page.locator("#newreview").getByLabel("Your name", { exact: true }).inputValue()).toBe("");

    await toast.getByRole("button", { name: "Dismiss notification" }).click();
    await toast.waitFor({ state: "detached" });
    expect(visited.errors).toEqual([]);
  });

  it("shows each of the server's messages as a toast for 3 s, one after another, and the unexpected error otherwise (main brand, 1280 px)", async () => {
    let release: () => void = () => {};
    // The first answer waits for the test to let it go, so the pending button can be seen.
    let hold: Promise<void> | null = new Promise<void>((resolve) => {
      release = resolve;
    });
    let answer = { status: 500, contentType: "text/html", body: "<h1>Server error</h1>" };
    const visited = await open(`${MAIN.origin}${community.url}`, {
      width: 1280,
      prepare: async (page) => {
        await page.clock.install();
        await page.route(`**${REVIEW_CREATE_ENDPOINT}`, async (route) => {
          if (hold) await hold;
          await route.fulfill(answer);
        });
      },
    });
    const { page } = visited;
    const dialog = await openModal(page);
    await fillReview(dialog, "writer@example.com", RELATIVE);
    const submit = dialog.locator(".review-form-submit");
    await submit.click();
    // While the review is on its way the button says so and takes no second click.
    await expect.poll(() => submit.textContent()).toBe("Submitting…");
    expect(await submit.isDisabled()).toBe(true);
    release();

    // An answer without a message list (here not even JSON): the one unexpected-error message,
    // inside the dialog, not behind it. The pointer on it keeps it while axe looks.
    const toast = dialog.locator(".toast");
    await expect.poll(() => toast.locator(".toast-message").textContent()).toBe(UNEXPECTED);
    await toast.hover();
    expect(await pageToast(page).count()).toBe(0);
    expect(await submit.isDisabled()).toBe(false);
    // The form keeps what the family wrote, to send again.
    expect(await dialog.getByLabel("Your name", { exact: true }).inputValue()).toBe("Maria Lopez");
    await expectAccessible(page, MODAL);
    await toast.getByRole("button", { name: "Dismiss notification" }).click();
    await toast.waitFor({ state: "detached" });

    // A message list: each message for 3 s of the page's clock, then the next.
    hold = null;
    answer = {
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({
        message: "The review was not accepted",
        messages: ["This review repeats one already sent", "Please write to us about this provider"],
      }),
    };
    await submit.focus();
    await page.mouse.move(1, 1);
    await pauseClock(page);
    await page.keyboard.press("Enter");
    await expect.poll(() => toast.locator(".toast-message").textContent()).toBe("This review repeats one already sent");
    await page.clock.runFor(2_500);
    await queuedTasksRun(page);
    expect(await toast.locator(".toast-message").textContent()).toBe("This review repeats one already sent");
    // In half-second steps of the page's clock (the toast's timer starts just after it shows):
    // each step is a round trip to the page, slow on a loaded machine, so the real-time limit
    // is generous beside the 3 s of page time each toast needs.
    const afterSteps = async () => {
      await page.clock.runFor(500);
      // One look at the page: React may take the toast away between two separate reads, and
      // a locator's read would then wait for a toast that never comes back.
      return toast.evaluateAll((toasts) => toasts[0]?.querySelector(".toast-message")?.textContent ?? null);
    };
    await expect.poll(afterSteps, { timeout: 20_000 }).toBe("Please write to us about this provider");
    await expect.poll(afterSteps, { timeout: 20_000 }).toBeNull();
    await page.clock.resume();
    expect(visited.posted(REVIEW_CREATE_ENDPOINT)).toHaveLength(2);
  });

  it("sends a review without JavaScript: #newreview reaches the form, the server's messages come back under the fields, then the thank-you page leads back (main brand, 1280 px)", async () => {
    const visited = await open(`${MAIN.origin}${community.url}#newreview`, { javaScript: false });
    const { page } = visited;
    const section = page.locator("#newreview");
    expect(await page.getByRole("button", { name: "Write a review" }).isVisible()).toBe(false);
    await expect.poll(() => section.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(900);
    await expectAccessibleWithoutScripts(page);

    // Only a name too short: the form comes back with its message under the field, the rest kept.
    const email = `no-script-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await fillReview(section, email, RELATIVE);
    await section.getByLabel("Your name", { exact: true }).fill("Mia");
    await section.getByRole("button", { name: "Submit" }).click();
    await page.waitForURL((url) => url.pathname === "/reviews/write/");
    const form = page.locator("form.review-form");
    expect(await form.getByText("Please enter at least 5 characters", { exact: true }).isVisible()).toBe(true);
    expect(await form.getByLabel(EMAIL_LABEL, { exact: true }).inputValue()).toBe(email);
    expect(
      await form
        .getByRole("radiogroup", { name: "Overall rating" })
        .getByRole("radio", { name: "4 stars" })
        .isChecked(),
    ).toBe(true);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain(community.name);
    await expectAccessibleWithoutScripts(page);

    await form.getByLabel("Your name", { exact: true }).fill("Maria Lopez");
    await form.getByRole("button", { name: "Submit" }).click();
    await page.waitForURL((url) => url.pathname === "/reviews/write/thanks/");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(SUBMITTED);
    expect(await page.getByText(PROCESSING).isVisible()).toBe(true);
    await expectAccessibleWithoutScripts(page);
    await page.getByRole("link", { name: "Back to the listing you reviewed" }).click();
    await page.waitForURL((url) => url.pathname === community.url);
    // The only console line is Chromium's note on the 400 answer that carried the messages.
    expect(visited.errors).toEqual([
      "Failed to load resource: the server responded with a status of 400 (Bad Request)",
    ]);
  });
});

describe("the generic form of /reviews/write/", () => {
  it("asks for the facility, city and state on submit, and sends the review with no provider under the brand's name (second brand, 1280 px)", async () => {
    const visited = await open(`${SECOND.origin}/reviews/write/`, {
      width: 1280,
      prepare: (page) => acceptReviews(page),
    });
    const { page } = visited;
    const form = page.locator("form.review-form");
    await form.getByRole("button", { name: "Submit" }).click();
    for (const message of ["Provider is required", "City is required", "State is required"]) {
      expect(await form.getByText(message, { exact: true }).isVisible(), message).toBe(true);
    }
    await expectAccessible(page);

    await fillReview(form, `generic-${crypto.randomUUID().slice(0, 8)}@example.com`, "Past client", true);
    await form.getByRole("button", { name: "Submit" }).click();
    await pageToast(page).waitFor();
    await expect(pageToast(page).locator(".toast-message").textContent()).resolves.toBe(SUBMITTED);
    expect(visited.posted(REVIEW_CREATE_ENDPOINT)[0]).toMatchObject({
      formType: "GENERIC",
      locationId: null,
      facilityName: "Oak Grove Care",
      city: "Austin",
      state: "TX",
      title: "past-client",
      sourceName: SECOND.id,
    });
    await expectAccessible(page, PAGE_TOASTS);
    expect(visited.errors).toEqual([]);
  });
});
