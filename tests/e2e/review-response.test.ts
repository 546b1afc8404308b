/**
 * A provider answers a review through the link an operator issued (README, Reviews), in a real
 * browser at 360 and 1280 px on both brands: the page shows the review and the form, a field
 * left short says the spec's message on blur, the form filled and sent by keyboard says it was
 * submitted and resets; a page without a working link says 'Invalid review' and a submit only
 * shows the toast. axe on every state.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  INVALID_REVIEW_TEXT,
  REVIEW_REPLY_MESSAGES,
  REVIEW_REPLY_NOTICES,
} from "../../domain/reviews/review-response-form.ts";
import { adminRequest } from "./admin-requests.ts";
import { expectAccessible, launchChromium, visit } from "./browser.ts";

const baseUrl = inject("baseUrl");
const port = inject("port");

const BRANDS = [
  { id: "carefind", host: `localhost:${port}` },
  { id: "seniorhousing", host: `seniorhousing.localhost:${port}` },
] as const;

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

beforeAll(async () => {
  browser = await launchChromium();
  for (let id = 1; id <= 200 && reviewId === 0; id++) {
    if ((await postLinks(BRANDS[0].host, id)).status === 200) reviewId = id;
  }
  expect(reviewId).toBeGreaterThan(0);
});

afterAll(async () => {
  await browser?.close();
});

async function linksFor(host: string): Promise<Links> {
  const answer = await postLinks(host, reviewId);
  expect(answer.status).toBe(200);
  return JSON.parse(answer.body) as Links;
}

/** Types into the focused field, then moves on with Tab as a keyboard user does. */
async function typeAndTab(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
  await page.keyboard.press("Tab");
}

describe.each(BRANDS.flatMap((brand) => [360, 1280].map((width) => ({ ...brand, width }))))(
  "the review links on $id at $width px",
  ({ host, width }) => {
    it("responds to a review by keyboard and sees it submitted", async () => {
      const links = await linksFor(host);
      expect(new URL(links.respondUrl).host).toBe(host);
      const visited = await visit(browser, links.respondUrl, { width });
      const { page } = visited;
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Respond to a review");
      expect(await page.getByRole("link", { name: "Review and Response Guidelines" }).getAttribute("href")).toBe(
        "/reviews/guidelines/",
      );
      expect(await page.getByRole("heading", { name: "The review" }).isVisible()).toBe(true);
      await expectAccessible(page);

      const name = page.getByLabel("Name", { exact: true });
      await name.focus();
      await typeAndTab(page, "D");
      await expect.poll(() => page.getByText(REVIEW_REPLY_MESSAGES.authorName).isVisible()).toBe(true);
      expect(await name.getAttribute("aria-invalid")).toBe("true");
      await expectAccessible(page);

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
      expect(visited.posted("/v1/dxp/reviews/response")).toEqual([
        {
          authorName: "Dana Ortiz",
          authorTitle: "Executive Director",
          content: "Thank you for your review. We have fixed the heating in every room.",
          authorEmail: "dana@example.com",
        },
      ]);
      expect(visited.errors).toEqual([]);
      await expectAccessible(page);
      await visited.close();
    });

    it("says 'Invalid review' without a working link, and a submit shows the toast", async () => {
      const visited = await visit(browser, `http://${host}/reviews/respond/?token=junk`, { width });
      const { page } = visited;
      expect(await page.getByText("Invalid review", { exact: true }).isVisible()).toBe(true);
      expect(await page.getByText(INVALID_REVIEW_TEXT).isVisible()).toBe(true);
      await expectAccessible(page);
      await page.getByRole("button", { name: "Submit response" }).click();
      const toast = page.locator(".toast-error .toast-message");
      await expect.poll(() => toast.textContent()).toBe(`Invalid review. ${INVALID_REVIEW_TEXT}`);
      expect(visited.posted("/v1/dxp/reviews/response")).toEqual([]);
      await expectAccessible(page);
      // It goes by itself after 3 s.
      await expect.poll(() => toast.count(), { timeout: 8000 }).toBe(0);
      await visited.close();
    });
  },
);

/** Fills the form with a pointer, as fast as a test may. */
async function fillForm(page: Page, content: string): Promise<void> {
  await page.getByLabel("Name", { exact: true }).fill("Dana Ortiz");
  await page.getByLabel("Title", { exact: true }).fill("Executive Director");
  await page.getByLabel(/^(Response|Reason)$/).fill(content);
  await page.getByLabel("Email", { exact: true }).fill("dana@example.com");
  await page.getByRole("checkbox").check();
}

describe("when sending fails", () => {
  it("says a network failure in the spec's words, and a server's refusal under 'Error', which stays", async () => {
    const links = await linksFor(BRANDS[0].host);
    const visited = await visit(browser, links.respondUrl);
    const { page } = visited;
    await page.route("**/v1/dxp/reviews/response*", (route) => route.abort());
    await fillForm(page, "Thank you for your review.");
    await page.getByRole("button", { name: "Submit response" }).click();
    await expect.poll(() => page.getByText(REVIEW_REPLY_NOTICES.response.networkFailure).isVisible()).toBe(true);
    await page.unroute("**/v1/dxp/reviews/response*");

    await page.getByRole("button", { name: "Submit response" }).click();
    await expect.poll(() => page.getByText(REVIEW_REPLY_NOTICES.response.success).isVisible()).toBe(true);
    // The link is spent: the same form again is refused by the server, and the notice stays.
    await fillForm(page, "A second answer.");
    await page.getByRole("button", { name: "Submit response" }).click();
    const notice = page.locator(".reply-notice-error");
    await expect.poll(() => notice.textContent()).toBe("ErrorThis link has already been used.");
    await page.waitForTimeout(3500);
    expect(await notice.isVisible()).toBe(true);
    await expectAccessible(page);
    await visited.close();
  });
});

describe("the removal link", () => {
  it("sends a removal request and says so", async () => {
    const links = await linksFor(BRANDS[0].host);
    const visited = await visit(browser, links.removalUrl);
    const { page } = visited;
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Request removal");
    await fillForm(page, "The reviewer never lived or visited here.");
    await page.getByRole("button", { name: "Submit request" }).click();
    await expect
      .poll(() => page.getByText(REVIEW_REPLY_NOTICES.contest.success).isVisible(), { timeout: 10_000 })
      .toBe(true);
    await expectAccessible(page);
    // Spent: a second request is refused under 'Error', and on this form the notice goes after 3 s.
    await fillForm(page, "Sent twice.");
    await page.getByRole("button", { name: "Submit request" }).click();
    const notice = page.locator(".reply-notice-error");
    await expect.poll(() => notice.textContent()).toBe("ErrorThis link has already been used.");
    await expect.poll(() => notice.count(), { timeout: 8000 }).toBe(0);
    await visited.close();
  });
});
