/**
 * The multi-step form on the paid-search landing page in a real browser: steps by the hash,
 * blocked Next with its messages, the phone mask, a failed send, a stored lead, both
 * experiments and a phone's screen in both layouts; axe on the page once per layout and width,
 * and on the form after each change. The page as the server renders it (its header, step 1,
 * each experiment's form and layout) is checked in tests/worker/pages-landing.test.ts.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { LANDING_PAGE_FORM } from "../../domain/multi-step/multi-step-config.ts";
import { DEFAULT_ERROR_ON_SUBMIT, VALUE_TOO_LONG } from "../../domain/multi-step/multi-step-fields.ts";
import { PREVIOUS_STEPS_ERROR } from "../../ui/multi-step/multi-step-rules.ts";
import { expectAccessible, launchChromium, type Visit, type VisitOptions, visit } from "./browser.ts";
import { baseUrl } from "./lane-server.ts";

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

const SEND_LABEL = LANDING_PAGE_FORM.steps[2]?.form.cta.label ?? "";
/** The form, the part of the page a step change redraws. */
const FORM = "form.lp-form";
const BUDGET_REMOVED = "?feature-override=sem-budget-removed:on";
const HERO_BEHIND = "?feature-override=sem-hero-behind-form-layout:on";

/** Opens /lp/ as a new visitor (no flag cookie carries over) and waits for the form to hydrate. */
async function openLanding(query = "", options: VisitOptions = {}, hash = ""): Promise<Visit> {
  const visited = await visit(browser, `${baseUrl}/lp/${query}${hash}`, options);
  opened.push(visited);
  return visited;
}

const hashOf = (page: Page) => new URL(page.url()).hash;
const progressOf = (page: Page) => page.locator("#lp-form-progress").textContent();
const alertsOf = (page: Page) => page.getByRole("alert").allTextContents();
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? "");

async function expectStep(page: Page, number: number): Promise<void> {
  await expect.poll(() => hashOf(page)).toBe(`#step-${number}`);
  await expect.poll(() => progressOf(page)).toBe(`Step ${number} of 3`);
  // spec §4: Back is hidden on step 1, Next on the last step.
  expect(await button(page, "Back").count()).toBe(number === 1 ? 0 : 1);
  expect(await button(page, "Next").count()).toBe(number === 3 ? 0 : 1);
}

/** Leads stored by the server, read as an operator would. */
async function storedLeads(): Promise<Record<string, unknown>[]> {
  const response = await fetch(`${baseUrl}/admin/leads?limit=100`, {
    headers: { Authorization: "Bearer local-admin-token" },
  });
  const body = (await response.json()) as { leads: Record<string, unknown>[] };
  return body.leads;
}

/** The stored lead with this email. */
async function storedLead(email: string): Promise<Record<string, unknown> | undefined> {
  return (await storedLeads()).find((lead) => lead.email === email);
}

function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}@example.com`;
}

async function fillContactDetails(page: Page, email: string): Promise<void> {
  await field(page, "Full name").fill("Dana Whitfield");
  await field(page, "Email").fill(email);
  await field(page, "Phone").pressSequentially("5125550100");
  await field(page, "ZIP code where care is needed").fill("78701");
}

/**
 * Sends the form and answers the query the browser went to the thank-you page with, read from
 * the navigation itself: a short-lived reference to the stored lead, which the page takes out
 * of its address once loaded. The page greets the family from that lead, and no value the
 * family typed was in the address.
 */
async function sendAndLand(page: Page, email: string): Promise<void> {
  const navigation = page.waitForRequest(
    (request) => request.isNavigationRequest() && request.url().includes("/thank-you/"),
  );
  await button(page, SEND_LABEL).click();
  const url = new URL((await navigation).url());
  await page.waitForURL("**/thank-you/**");
  expect(url.pathname).toBe("/thank-you/");
  expect([...url.searchParams.keys()]).toEqual(["ref"]);
  for (const typed of ["Dana", "Whitfield", email, "555-0100", "5125550100", "78701"]) {
    expect(decodeURIComponent(url.search)).not.toContain(typed);
  }
  expect(await page.locator(".thank-you-lead").textContent()).toContain("Thank you, Dana.");
  expect(await page.getByText("We will call you at (512) 555-0100.").count()).toBe(1);
  await expect.poll(() => new URL(page.url()).search).toBe("");
}

/**
 * Sends the form and follows the browser to the thank-you page, with the lead's reference as
 * its only query. The page itself is the walk's to check (sendAndLand): here a stand-in answers
 * for it, since what an experiment changes is the lead stored, not that page.
 */
async function sendAndArrive(page: Page): Promise<void> {
  await page.route("**/thank-you/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!DOCTYPE html><title>Thank you</title>" }),
  );
  await button(page, SEND_LABEL).click();
  await page.waitForURL("**/thank-you/**");
  const url = new URL(page.url());
  expect(url.pathname).toBe("/thank-you/");
  expect([...url.searchParams.keys()]).toEqual(["ref"]);
}

/** Fits a phone: no sideways scrolling, and a submit button (Next, or the last step's) of 48px or more. */
async function expectPhoneFit(page: Page, width: number, submitLabel = "Next"): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const submit = await button(page, submitLabel).boundingBox();
  expect(submit?.height ?? 0).toBeGreaterThanOrEqual(48);
}

describe("the multi-step form on /lp/", () => {
  it("walks from #step-1 to the thank-you page: progress, blocked Next, messages, the mask, a stored lead and its events", async () => {
    const { page, errors, posted } = await openLanding();
    await expectStep(page, 1);
    await expectAccessible(page);

    // Next on an empty step stays, names every question and focuses the first.
    await button(page, "Next").click();
    expect(await alertsOf(page)).toEqual(["Please make a selection", "Please make a selection"]);
    expect(await focusedId(page)).toBe("lp-form-inquiry_for");
    expect(hashOf(page)).toBe("#step-1");
    await expectAccessible(page, FORM);

    // A message goes as soon as the answer is fixed.
    await field(page, "Who are you looking for?").selectOption("Parent(s)");
    expect(await alertsOf(page)).toEqual(["Please make a selection"]);
    await field(page, "What type of care?").selectOption("memory-care-facilities");
    expect(await alertsOf(page)).toEqual([]);
    await button(page, "Next").click();
    await expectStep(page, 2);
    // The new step's headline takes focus.
    expect(await focusedId(page)).toBe("lp-form-headline");
    await expectAccessible(page, FORM);

    // Submitting a step that is not the last moves on, like Next.
    await field(page, "Monthly budget").selectOption("4000-6000");
    await page.locator(FORM).evaluate((form: HTMLFormElement) => form.requestSubmit());
    await expectStep(page, 3);
    await expectAccessible(page, FORM);

    // Enter in a field submits the last step, which validates it first.
    await field(page, "Full name").press("Enter");
    expect(await alertsOf(page)).toEqual([
      "Please enter your full name",
      "Please enter a valid email address",
      "Please enter a valid U.S. phone number",
      "Please enter a ZIP code",
    ]);
    expect(await focusedId(page)).toBe("lp-form-full_name");
    await expectAccessible(page, FORM);

    // Validation on blur: 51 characters are too long, and typing past 50 is not blocked.
    await field(page, "Full name").fill("D".repeat(51));
    expect(await field(page, "Full name").inputValue()).toHaveLength(51);
    await field(page, "Email").focus();
    expect(await alertsOf(page)).toContain(VALUE_TOO_LONG);
    await field(page, "Email").fill("dana@example");
    await field(page, "Phone").focus();
    expect(await alertsOf(page)).toContain("Please enter a valid email address");

    // The phone mask as typed, underscores for the digits still to come.
    await field(page, "Phone").pressSequentially("51255");
    expect(await field(page, "Phone").inputValue()).toBe("(512) 55_-____");
    await field(page, "ZIP code where care is needed").focus();
    expect(await alertsOf(page)).toContain("Invalid phone number, please enter a valid U.S. phone number");
    await field(page, "Phone").press("End");
    await field(page, "Phone").press("Backspace");
    expect(await field(page, "Phone").inputValue()).toBe("(512) 5__-____");
    await field(page, "Phone").pressSequentially("550100");
    expect(await field(page, "Phone").inputValue()).toBe("(512) 555-0100");
    await expectAccessible(page, FORM);

    const email = uniqueEmail("walk");
    await field(page, "Full name").fill("Dana Whitfield");
    await field(page, "Email").fill(email);
    await field(page, "ZIP code where care is needed").fill("78701");
    expect(errors).toEqual([]);

    await sendAndLand(page, email);
    // The thank-you page's one axe run in this file.
    await expectAccessible(page);
    expect(await storedLead(email)).toMatchObject({
      whoAreYouLookingFor: "Parent(s)",
      typeOfCare: "memory-care-facilities",
      fullName: "Dana Whitfield",
      phone: "(512) 555-0100",
      careLocation: "78701",
      extra: expect.objectContaining({ budget: "4000-6000" }),
    });
    // spec: lead-capture-and-chrome §7: each step passed once (a step refused first is not), then
    // the form accepted; none carries an answer.
    const step = (stepNumber: number, stepName: string) => ({
      name: "step submitted",
      properties: { formId: "lp-form", stepNumber, stepCount: 3, stepName },
    });
    await expect
      .poll(() =>
        posted("/api/events").filter((event) => event.name === "step submitted" || event.name === "form submitted"),
      )
      .toEqual([
        step(1, "Tell us about the care you need"),
        step(2, "What monthly budget do you have in mind?"),
        step(3, "Where should we send your options?"),
        { name: "form submitted", properties: { formId: "lp-form", formType: "multi-step", stepCount: 3 } },
      ]);
  });

  it("on a 375 px phone, from #step-3: fits the screen, blocks sending while an earlier step has an error, moves between steps with back and forward by the hash, and shows errorOnSubmit when sending fails", async () => {
    const { page } = await openLanding("", { width: 375, height: 740 }, "#step-3");
    await expectStep(page, 3);
    await expectPhoneFit(page, 375, SEND_LABEL);
    await expectAccessible(page);

    // Sending from the last step while an earlier step has an error is blocked, and says so.
    let posts = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/multi-step-form")) posts++;
    });
    await fillContactDetails(page, uniqueEmail("failed"));
    await button(page, SEND_LABEL).click();
    expect(await alertsOf(page)).toEqual([PREVIOUS_STEPS_ERROR]);
    expect(hashOf(page)).toBe("#step-3");
    await expectAccessible(page, FORM);
    expect(posts).toBe(0);

    // Going back shows what is missing there.
    await button(page, "Back").click();
    await expectStep(page, 2);
    expect(await alertsOf(page)).toEqual(["Please make a selection"]);
    await field(page, "Monthly budget").selectOption("not-sure");
    await button(page, "Back").click();
    await expectStep(page, 1);
    await expectPhoneFit(page, 375, "Next");
    expect(await alertsOf(page)).toEqual(["Please make a selection", "Please make a selection"]);
    await field(page, "Who are you looking for?").selectOption("Spouse");
    await field(page, "What type of care?").selectOption("assisted-living");
    await page.evaluate(() => {
      window.location.hash = "#step-3";
    });
    await expectStep(page, 3);
    expect(await alertsOf(page)).toEqual([]);

    // The browser's back and forward move between the steps visited, answers kept.
    await page.goBack();
    await expectStep(page, 1);
    expect(await field(page, "Who are you looking for?").inputValue()).toBe("Spouse");
    await page.goBack();
    await expectStep(page, 2);
    expect(await field(page, "Monthly budget").inputValue()).toBe("not-sure");
    await page.goForward();
    await expectStep(page, 1);
    await page.goForward();
    await expectStep(page, 3);

    // The Back button is a step change too, so browser forward returns.
    await button(page, "Back").click();
    await expectStep(page, 2);
    await page.goBack();
    await expectStep(page, 3);

    // A hash naming no step is ignored; a valid one moves there.
    await page.evaluate(() => {
      window.location.hash = "#step-9";
    });
    expect(await progressOf(page)).toBe("Step 3 of 3");
    await page.evaluate(() => {
      window.location.hash = "#step-1";
    });
    await expect.poll(() => progressOf(page)).toBe("Step 1 of 3");
    await page.evaluate(() => {
      window.location.hash = "#step-3";
    });
    await expectStep(page, 3);

    // Sending fails: a loading state, then errorOnSubmit, and the button works again.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/multi-step-form", async (route) => {
      await released;
      await route.fulfill({ status: 500, json: { success: false, message: "Something went wrong on our side" } });
    });
    await button(page, SEND_LABEL).click();
    const sending = page.locator("button.lp-submit");
    await expect.poll(() => sending.textContent()).toBe("Sending…");
    expect(await sending.getAttribute("aria-disabled")).toBe("true");
    // Submitting again while sending sends nothing more.
    await field(page, "Full name").press("Enter");
    release();
    await expect.poll(() => alertsOf(page)).toEqual([DEFAULT_ERROR_ON_SUBMIT]);
    expect(posts).toBe(1);
    expect(await sending.textContent()).toBe(SEND_LABEL);
    expect(await sending.getAttribute("aria-disabled")).toBeNull();
    expect(new URL(page.url()).pathname).toBe("/lp/");
    await expectAccessible(page, FORM);

    // A network failure reads the same.
    await page.unroute("**/api/multi-step-form");
    await page.route("**/api/multi-step-form", (route) => route.abort("connectionfailed"));
    await button(page, SEND_LABEL).click();
    await expect.poll(() => alertsOf(page)).toEqual([DEFAULT_ERROR_ON_SUBMIT]);
    expect(await sending.getAttribute("aria-disabled")).toBeNull();
  });
});

describe("the multi-step form's experiments", () => {
  it("under sem-budget-removed, step 2 asks the timeline and who; the walk ends on the thank-you page without the timeline", async () => {
    const { page, errors } = await openLanding(BUDGET_REMOVED);
    await expectStep(page, 1);
    // The experiment changes the form only.
    await expectAccessible(page, FORM);
    await field(page, "What type of care?").selectOption("independent-living");
    await button(page, "Next").click();

    await expectStep(page, 2);
    expect(await field(page, "Monthly budget").count()).toBe(0);
    const timeline = field(page, "How soon do you need care?");
    expect(await timeline.inputValue()).toBe("Urgent");
    expect(await timeline.locator("option").allTextContents()).toEqual(["Urgent", "30 Days", "60 Days", "Longer"]);
    const who = field(page, "Who are you looking for?");
    expect(await who.locator("option").first().textContent()).toBe("- Choose One -");
    await button(page, "Next").click();
    expect(await alertsOf(page)).toEqual(["Please make a selection"]);
    await expectAccessible(page, FORM);
    await timeline.selectOption("30 Days");
    await who.selectOption("Relative(s)");
    await button(page, "Next").click();

    await expectStep(page, 3);
    const email = uniqueEmail("variant");
    await fillContactDetails(page, email);
    expect(errors).toEqual([]);
    await sendAndArrive(page);
    const lead = await storedLead(email);
    expect(lead).toMatchObject({
      typeOfCare: "independent-living",
      whoAreYouLookingFor: "Relative(s)",
      fullName: "Dana Whitfield",
      phone: "(512) 555-0100",
      careLocation: "78701",
    });
    // The timeline is not submitted, and this variant asks no budget.
    expect(lead?.extra).not.toHaveProperty("timeline");
    expect(lead?.extra).not.toHaveProperty("budget");
  });

  it("under sem-hero-behind-form-layout, the form sits over the hero picture on every step, and the walk ends on the thank-you page", async () => {
    const { page, errors } = await openLanding(HERO_BEHIND);
    const picture = await page.locator(".lp-hero-media").boundingBox();
    const card = await page.locator(".lp-hero-text").boundingBox();
    // The headline card starts inside the picture's band: the picture is behind it.
    expect(card && picture && card.y < picture.y + picture.height).toBe(true);
    await expectAccessible(page);

    await field(page, "Who are you looking for?").selectOption("Patient/Client");
    await field(page, "What type of care?").selectOption("nursing-homes");
    await button(page, "Next").click();
    await expectStep(page, 2);
    await expectAccessible(page, FORM);
    await field(page, "Monthly budget").selectOption("over-6000");
    await button(page, "Next").click();
    await expectStep(page, 3);
    await expectAccessible(page, FORM);
    const email = uniqueEmail("hero");
    await fillContactDetails(page, email);
    expect(errors).toEqual([]);
    await sendAndArrive(page);
    expect(await storedLead(email)).toMatchObject({ extra: expect.objectContaining({ budget: "over-6000" }) });
  });

  it("under sem-hero-behind-form-layout, fits a 375 px phone with no sideways scrolling", async () => {
    const { page } = await openLanding(HERO_BEHIND, { width: 375, height: 740 });
    await expectPhoneFit(page, 375);
    await expectAccessible(page);
  });
});
