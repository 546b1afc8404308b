/**
 * The guided search in a real browser: the banner opens the questions, Next with nothing
 * answered says the spec's message, Reset goes back to step 1, answers lead to a
 * recommendation with a search link, events are sent, and answers come back after a reload
 * (on the main brand at 1280 px); nothing is kept for a visitor who refused Functional cookies;
 * the second brand, at 360 px, recommends home care too. Without JavaScript the banner links to
 * the questions as a page whose plain form gives the recommendation and its search link. Axe on
 * the page with the questions open at each width, on the questions after each change, and on
 * each page without JavaScript.
 */
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { COOKIE_NAMES } from "../../domain/visitor/cookie-names.ts";
import { expectAccessible, launchChromium, type Visit, type VisitOptions, visit, waitForHydration } from "./browser.ts";
import { baseUrl, secondBrandOrigin } from "./lane-server.ts";
import { expectAccessibleWithoutScripts } from "./no-script-axe.ts";

const NO_ANSWER = "You must provide an answer in at least one of the questions.";
const QUESTIONS = 6;
const FLOW_TIMEOUT_MS = 150_000;
/** The questions' dialog, the part of the page each answer changes. */
const DIALOG = "dialog[open]";
let browser: Browser;
/** The visits a test opened, closed after it whatever its outcome. */
const opened: Visit[] = [];

beforeAll(async () => {
  browser = await launchChromium();
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((visited) => visited.close()));
});

afterAll(async () => {
  await browser?.close();
});

/** A new visitor on the page, with the questions opened from the banner. */
async function openQuestions(
  url: string,
  options: VisitOptions = {},
): Promise<{ page: Page; dialog: Locator; errors: string[] }> {
  const visited = await visit(browser, url, options);
  opened.push(visited);
  const { page, errors } = visited;
  await page.getByRole("button", { name: "Answer a few questions" }).click();
  const dialog = page.getByRole("dialog", { name: "Find the right care" });
  await dialog.getByRole("heading", { name: `Step 1 of ${QUESTIONS}: Daily needs` }).waitFor();
  return { page, dialog, errors };
}

function button(dialog: Locator, name: string): Locator {
  return dialog.getByRole("button", { name, exact: true });
}

describe("the guided search", () => {
  it(
    "at 1280px: asks for an answer, resets, and recommends a care type to search for",
    async () => {
      const { page, dialog, errors } = await openQuestions(
        `${baseUrl}/local/search/?keyword=Austin%2C+TX&careType=assisted-living`,
      );
      expect(await page.getByText("Not sure what care you need?").count()).toBe(1);
      await expectAccessible(page);

      // Through every step without an answer: Next on the last one says so.
      const steps: unknown[] = [];
      page.on("request", (request) => {
        if (request.url().endsWith("/api/events") && request.postData()?.includes("guided search step")) {
          steps.push(request.postDataJSON());
        }
      });
      for (let step = 2; step <= QUESTIONS; step++) {
        await button(dialog, "Next").click();
        await dialog.getByRole("heading", { name: new RegExp(`^Step ${step} of ${QUESTIONS}:`) }).waitFor();
      }
      expect(await button(dialog, "Previous").isVisible()).toBe(true);
      await button(dialog, "Next").click();
      expect(await dialog.getByRole("alert").textContent()).toBe(NO_ANSWER);
      await expectAccessible(page, DIALOG);
      await expect.poll(() => steps.length).toBe(QUESTIONS - 1);
      expect(steps[0]).toEqual({
        name: "guided search step",
        properties: { step: 2, questionKey: "memory", direction: "next" },
      });

      // Previous goes back a step; Reset goes back to step 1 with nothing answered.
      await button(dialog, "Previous").click();
      await dialog.getByRole("heading", { name: `Step ${QUESTIONS - 1} of ${QUESTIONS}: Budget` }).waitFor();
      await dialog.getByLabel("More than $8,000").check();
      await button(dialog, "Reset").click();
      await dialog.getByRole("heading", { name: `Step 1 of ${QUESTIONS}: Daily needs` }).waitFor();
      expect(await button(dialog, "Previous").count()).toBe(0);

      // Answers: help with almost everything, and dementia: memory care.
      await dialog.getByLabel("Help with almost everything, day and night").check();
      await button(dialog, "Next").click();
      await dialog.getByLabel("Dementia or Alzheimer's, or wandering and getting lost").check();
      await button(dialog, "Next").click();
      await dialog.getByLabel("Reminders or help taking medicines").check();
      await dialog.getByLabel("Care for a long-term condition, such as diabetes or heart disease").check();
      await expectAccessible(page, DIALOG);
      for (let step = 4; step <= QUESTIONS; step++) await button(dialog, "Next").click();
      await dialog.getByLabel("Where are you looking for care?").fill("Round Rock, TX");
      await expectAccessible(page, DIALOG);
      const submitted = page.waitForRequest(
        (request) =>
          request.url().endsWith("/api/events") && request.postData()?.includes("guided search submitted") === true,
      );
      await button(dialog, "Next").click();

      // Dementia (5) and round-the-clock help (1) make 6 for memory care, against 4 for nursing homes.
      const recommendation = dialog.getByRole("heading", { name: "We recommend Memory Care" });
      await recommendation.waitFor();
      // Focus moves to it once it has rendered: waited for, not read at once.
      await expect.poll(() => recommendation.evaluate((element) => element === document.activeElement)).toBe(true);
      expect((await submitted).postDataJSON()).toEqual({
        name: "guided search submitted",
        properties: { careType: "alzheimers_care_facilities", answeredQuestions: 4 },
      });
      await expectAccessible(page, DIALOG);

      // Kept in local storage and the cookie.
      const stored = await page.evaluate(() => ({
        local: window.localStorage.getItem("cf_guided_search"),
        cookie: document.cookie.split("; ").find((part) => part.startsWith("cf_guided_search=")),
      }));
      expect(JSON.parse(stored.local ?? "null")).toMatchObject({ careType: "alzheimers_care_facilities" });
      expect(decodeURIComponent(stored.cookie ?? "")).toBe(`cf_guided_search=${stored.local}`);

      // The link searches for it at the place named.
      const search = dialog.getByRole("link", { name: "Search Memory Care near Round Rock, TX" });
      expect(await search.getAttribute("href")).toBe(
        "/local/search/?keyword=Round+Rock%2C+TX&careType=memory-care-facilities",
      );
      await search.click();
      await page.waitForURL("**/local/search/?keyword=Round+Rock**");
      await waitForHydration(page);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Memory Care near Round Rock, TX");

      // The answers come back when the questions open again.
      await page.getByRole("button", { name: "Answer a few questions" }).click();
      const again = page.getByRole("dialog", { name: "Find the right care" });
      await expect.poll(() => again.getByLabel("Help with almost everything, day and night").isChecked()).toBe(true);
      expect(errors).toEqual([]);
    },
    FLOW_TIMEOUT_MS,
  );

  it("remembers no answers between visits when the visitor refused Functional cookies", async () => {
    const refused = { Advertising: false, Analytics: false, Functional: false, DataSharing: false, Chosen: true };
    const url = `${baseUrl}/local/search/?keyword=Austin%2C+TX&careType=assisted-living`;
    const visited = await visit(browser, url, {
      consentChosen: false,
      prepare: (opened) =>
        opened.context().addCookies([
          // An earlier visit's answers, from before the choice: forgotten now.
          { name: "cf_guided_search", value: "stale", url: baseUrl },
          { name: COOKIE_NAMES.consent, value: encodeURIComponent(JSON.stringify(refused)), url: baseUrl },
        ]),
    });
    opened.push(visited);
    const { page, errors } = visited;
    await page.getByRole("button", { name: "Answer a few questions" }).click();
    const dialog = page.getByRole("dialog", { name: "Find the right care" });
    await dialog.getByLabel("Help with almost everything, day and night").check();
    await button(dialog, "Next").click();
    await dialog.getByRole("heading", { name: new RegExp(`^Step 2 of ${QUESTIONS}:`) }).waitFor();
    await expectAccessible(page, DIALOG);
    // The answer stands on the page, and nothing of it is kept.
    await button(dialog, "Previous").click();
    expect(await dialog.getByLabel("Help with almost everything, day and night").isChecked()).toBe(true);
    expect(
      await page.evaluate(() => ({
        local: window.localStorage.getItem("cf_guided_search"),
        cookie: document.cookie.includes("cf_guided_search="),
      })),
    ).toEqual({ local: null, cookie: false });
    expect(errors).toEqual([]);
  });

  it("at 360px, recommends what the second brand lists: home care there too", async () => {
    const { page, dialog, errors } = await openQuestions(`${secondBrandOrigin}/search/?keyword=Austin%2C+TX`, {
      width: 360,
    });
    // The page's one axe run at this width, with the questions open.
    await expectAccessible(page);
    await dialog.getByLabel("A little help with one or two tasks").check();
    for (let step = 2; step <= 4; step++) await button(dialog, "Next").click();
    await dialog.getByLabel("At home, with help coming in").check();
    for (let step = 5; step <= QUESTIONS + 1; step++) await button(dialog, "Next").click();
    await dialog.getByRole("heading", { name: "We recommend Home Care" }).waitFor();
    expect(await dialog.getByRole("link", { name: /^Search Home Care/ }).getAttribute("href")).toBe(
      "/search/?keyword=Austin%2C+TX&careType=in-home-care",
    );
    await expectAccessible(page, DIALOG);
    expect(errors).toEqual([]);
  });

  it(
    "without JavaScript at 1280px: the banner's link opens the questions as a page, whose answers give the recommendation",
    async () => {
      const visited = await visit(browser, `${baseUrl}/local/search/?keyword=Austin%2C+TX&careType=assisted-living`, {
        javaScript: false,
      });
      opened.push(visited);
      const { page } = visited;
      // The dialog's button needs script: the banner offers a link instead.
      expect(await page.getByRole("button", { name: "Answer a few questions" }).isVisible()).toBe(false);
      await Promise.all([
        page.waitForURL((url) => url.pathname === "/guided-search/"),
        page.getByRole("link", { name: "Answer a few questions" }).click(),
      ]);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Find the right care");
      await expectAccessibleWithoutScripts(page);

      // Nothing answered: the spec's message, and the questions again.
      await Promise.all([
        page.waitForURL((url) => url.searchParams.has("location")),
        page.getByRole("button", { name: "See my recommendation" }).click(),
      ]);
      expect(await page.getByRole("alert").textContent()).toBe(NO_ANSWER);

      // Every question at once: help with almost everything and dementia give memory care.
      await page.getByLabel("Help with almost everything, day and night").check();
      await page.getByLabel("Dementia or Alzheimer's, or wandering and getting lost").check();
      await page.getByLabel("Reminders or help taking medicines").check();
      await page.getByLabel("Care for a long-term condition, such as diabetes or heart disease").check();
      await page.getByLabel("Where are you looking for care?").fill("Round Rock, TX");
      await Promise.all([
        page.waitForURL((url) => url.searchParams.get("location") === "Round Rock, TX"),
        page.getByRole("button", { name: "See my recommendation" }).click(),
      ]);
      expect(await page.getByRole("heading", { name: "We recommend Memory Care" }).isVisible()).toBe(true);
      // The answers are still chosen, to change.
      expect(await page.getByLabel("Dementia or Alzheimer's, or wandering and getting lost").isChecked()).toBe(true);
      expect(await page.getByLabel("Reminders or help taking medicines").isChecked()).toBe(true);
      expect(await page.getByLabel("Where are you looking for care?").inputValue()).toBe("Round Rock, TX");
      await expectAccessibleWithoutScripts(page);

      // The link searches for it at the place named.
      const search = page.getByRole("link", { name: "Search Memory Care near Round Rock, TX" });
      expect(await search.getAttribute("href")).toBe(
        "/local/search/?keyword=Round+Rock%2C+TX&careType=memory-care-facilities",
      );
      await Promise.all([page.waitForURL((url) => url.pathname === "/local/search/"), search.click()]);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Memory Care near Round Rock, TX");
    },
    FLOW_TIMEOUT_MS,
  );
});
