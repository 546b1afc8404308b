/**
 * A provider answers a review through the link an operator issued (docs/reviews.md), in a real
 * browser: the page shows the review and the form, a field left short says the spec's message
 * on blur, the form filled and sent by keyboard says it was submitted and resets; a page
 * without a working link says 'Invalid review' and a submit only shows the toast, for 3 s; a
 * network failure and a server's refusal say so, the refusal staying; the removal link sends
 * its request, and its refusal goes after 3 s. Each behaviour once, the tests taking turns
 * between the brands and between 360 and 1280 px; time is the page's fake clock, moved to just
 * before and just after each notice's end. axe on each page at each width, and on what changed
 * after each step. The pages' server HTML (the review, the guidelines link, 'Invalid review')
 * is the Worker's test (tests/worker/review-response.test.ts).
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { en } from "../../domain/i18n/en.ts";
import { INVALID_REVIEW_TOAST_MS, REVIEW_REPLY_ERROR_MS } from "../../domain/reviews/review-response-form.ts";
import { adminRequest } from "./admin-requests.ts";
import { expectAccessible, launchChromium, pauseClock, type Visit, type VisitOptions, visit } from "./browser.ts";
import { baseUrl, port } from "./lane-server.ts";

const INVALID_REVIEW_TEXT = en.reviews.reply.invalidReview;
const REVIEW_REPLY_MESSAGES = en.reviews.reply.messages;
const REVIEW_REPLY_NOTICES = en.reviews.reply.notices;

const MAIN_HOST = `localhost:${port}`;
const SECOND_HOST = `seniorhousing.localhost:${port}`;
const RESPONSE_ENDPOINT = "/v1/dxp/reviews/response";
const REFUSED = "ErrorThis link has already been used.";

interface Links {
  respondUrl: string;
  removalUrl: string;
  expiresAt: string;
}

/** POST /admin/reviews/:id/links on a brand's host. */
function postLinks(host: string, reviewId: number) {
  return adminRequest(baseUrl, "POST", `/admin/reviews/${reviewId}/links`, { host });
}

let browser: Browser;
/** An approved review of the seeded directory. */
let reviewId = 0;
/** The visit a test opened, closed after it whether it passed or not. */
let opened: Visit | undefined;

beforeAll(async () => {
  browser = await launchChromium();
  for (let id = 1; id <= 200 && reviewId === 0; id++) {
    if ((await postLinks(MAIN_HOST, id)).status === 200) reviewId = id;
  }
  expect(reviewId).toBeGreaterThan(0);
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

/** Fresh links for the review, on the brand's host (each link works once). */
async function linksFor(host: string): Promise<Links> {
  const answer = await postLinks(host, reviewId);
  expect(answer.status).toBe(200);
  const links = JSON.parse(answer.body) as Links;
  expect(new URL(links.respondUrl).host).toBe(host);
  expect(new URL(links.removalUrl).host).toBe(host);
  return links;
}

/** Types into the focused field, then moves on with Tab as a keyboard user does. */
async function typeAndTab(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
  await page.keyboard.press("Tab");
}

/** Fills the form with a pointer, as fast as a test may. */
async function fillForm(page: Page, content: string): Promise<void> {
  await page.getByLabel("Name", { exact: true }).fill("Dana Ortiz");
  await page.getByLabel("Title", { exact: true }).fill("Executive Director");
  await page.getByLabel(/^(Response|Reason)$/).fill(content);
  await page.getByLabel("Email", { exact: true }).fill("dana@example.com");
  await page.getByRole("checkbox").check();
}

/**
 * Presses the form's submit button from the keyboard, the pointer out of the way: a toast under
 * the pointer keeps its time running out, and the test must see it run out.
 */
async function submitByKeyboard(page: Page, name: string): Promise<void> {
  await page.getByRole("button", { name }).focus();
  await page.mouse.move(1, 1);
  await page.keyboard.press("Enter");
}

/**
 * Resolves once the page has run the tasks it had queued before: React renders an update made
 * by a timer in a task of its own, so after `page.clock.runFor` this is when a notice taken away
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

describe("the respond link", () => {
  it("responds to a review by keyboard and sees it submitted (main brand, 360 px)", async () => {
    const links = await linksFor(MAIN_HOST);
    const visited = await open(links.respondUrl, { width: 360 });
    const { page } = visited;
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Respond to a review");
    expect(await page.getByRole("heading", { name: "The review" }).isVisible()).toBe(true);
    await expectAccessible(page);

    const name = page.getByLabel("Name", { exact: true });
    await name.focus();
    await typeAndTab(page, "D");
    await expect.poll(() => page.getByText(REVIEW_REPLY_MESSAGES.authorName).isVisible()).toBe(true);
    expect(await name.getAttribute("aria-invalid")).toBe("true");
    await expectAccessible(page, ".reply-form");

    await name.focus();
    await page.keyboard.type("ana Ortiz");
    await page.keyboard.press("Tab");
    await typeAndTab(page, "Executive Director");
    await typeAndTab(page, "Thank you for your review. We have fixed the heating in every room.");
    await typeAndTab(page, "dana@example.com");
    await page.keyboard.press("Space");
    expect(await page.getByRole("checkbox").isChecked()).toBe(true);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");

    await expect
      .poll(() => page.getByText(REVIEW_REPLY_NOTICES.response.success).isVisible(), { timeout: 10_000 })
      .toBe(true);
    expect(await name.inputValue()).toBe("");
    expect(await page.getByRole("checkbox").isChecked()).toBe(false);
    expect(visited.posted(RESPONSE_ENDPOINT)).toEqual([
      {
        authorName: "Dana Ortiz",
        authorTitle: "Executive Director",
        content: "Thank you for your review. We have fixed the heating in every room.",
        authorEmail: "dana@example.com",
      },
    ]);
    expect(visited.errors).toEqual([]);
    await expectAccessible(page, ".reply-form");
  });

  it("says 'Invalid review' without a working link, and a submit shows the toast for 3 s and sends nothing (second brand, 1280 px)", async () => {
    const visited = await open(`http://${SECOND_HOST}/reviews/respond/?token=junk`, {
      width: 1280,
      prepare: (page) => page.clock.install(),
    });
    const { page } = visited;
    expect(await page.getByText("Invalid review", { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText(INVALID_REVIEW_TEXT).isVisible()).toBe(true);
    await expectAccessible(page);

    await pauseClock(page);
    await submitByKeyboard(page, "Submit response");
    const toast = page.locator(".toast-error .toast-message");
    await expect.poll(() => toast.textContent()).toBe(`Invalid review. ${INVALID_REVIEW_TEXT}`);
    // Its timer started as it showed, with the clock stopped: there until the last moment, then gone.
    await page.clock.runFor(INVALID_REVIEW_TOAST_MS - 1);
    await queuedTasksRun(page);
    expect(await toast.isVisible()).toBe(true);
    await page.clock.runFor(1);
    await expect.poll(() => toast.count()).toBe(0);
    expect(visited.posted(RESPONSE_ENDPOINT)).toEqual([]);

    // Once more for axe, which waits on the page's timers: the pointer on the toast keeps it
    // while the clock runs again.
    await submitByKeyboard(page, "Submit response");
    await expect.poll(() => toast.textContent()).toBe(`Invalid review. ${INVALID_REVIEW_TEXT}`);
    await toast.hover();
    await page.clock.resume();
    await expectAccessible(page, ".toast-region");
    expect(visited.posted(RESPONSE_ENDPOINT)).toEqual([]);
    // The only error is the browser's note that the page itself came with a 400.
    expect(visited.errors.filter((error) => !error.includes("status of 400"))).toEqual([]);
  });

  it("says a network failure in the spec's words, and a server's refusal under 'Error', which stays (second brand, 360 px)", async () => {
    const links = await linksFor(SECOND_HOST);
    const visited = await open(links.respondUrl, { width: 360, prepare: (page) => page.clock.install() });
    const { page } = visited;
    await pauseClock(page);
    await page.route(`**${RESPONSE_ENDPOINT}*`, (route) => route.abort());
    await fillForm(page, "Thank you for your review.");
    await page.getByRole("button", { name: "Submit response" }).click();
    await expect.poll(() => page.getByText(REVIEW_REPLY_NOTICES.response.networkFailure).isVisible()).toBe(true);
    await page.unroute(`**${RESPONSE_ENDPOINT}*`);

    await page.getByRole("button", { name: "Submit response" }).click();
    await expect.poll(() => page.getByText(REVIEW_REPLY_NOTICES.response.success).isVisible()).toBe(true);
    // The link is spent: the same form again is refused by the server, and the notice stays.
    await fillForm(page, "A second answer.");
    await submitByKeyboard(page, "Submit response");
    const notice = page.locator(".reply-notice-error");
    await expect.poll(() => notice.textContent()).toBe(REFUSED);
    // Well past the 3 s the removal form's notice and the toasts stay.
    await page.clock.runFor(10_000);
    await queuedTasksRun(page);
    expect(await notice.textContent()).toBe(REFUSED);
    expect(visited.posted(RESPONSE_ENDPOINT)).toHaveLength(3);
    // axe waits on the page's timers: with the clock running again.
    await page.clock.resume();
    await expectAccessible(page, ".reply-notice-region");
  });
});

describe("the removal link", () => {
  it("sends a removal request and says so; a second request is refused, the notice going after 3 s (main brand, 1280 px)", async () => {
    const links = await linksFor(MAIN_HOST);
    const visited = await open(links.removalUrl, { width: 1280, prepare: (page) => page.clock.install() });
    const { page } = visited;
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Request removal");
    await expectAccessible(page);
    await fillForm(page, "The reviewer never lived or visited here.");
    await page.getByRole("button", { name: "Submit request" }).click();
    await expect
      .poll(() => page.getByText(REVIEW_REPLY_NOTICES.contest.success).isVisible(), { timeout: 10_000 })
      .toBe(true);
    await expectAccessible(page, ".reply-notice-region");

    // Spent: a second request is refused under 'Error', and on this form the notice goes after 3 s.
    await fillForm(page, "Sent twice.");
    await pauseClock(page);
    await submitByKeyboard(page, "Submit request");
    const notice = page.locator(".reply-notice-error");
    await expect.poll(() => notice.textContent()).toBe(REFUSED);
    await page.clock.runFor(REVIEW_REPLY_ERROR_MS.contest - 1);
    await queuedTasksRun(page);
    expect(await notice.textContent()).toBe(REFUSED);
    await page.clock.runFor(1);
    await expect.poll(() => notice.count()).toBe(0);
    // The only error is the browser's note of the refusal itself.
    expect(visited.errors.filter((error) => !error.includes("status of 409"))).toEqual([]);
  });
});
