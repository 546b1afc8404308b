/**
 * The inquiry form in a real browser: every display mode and action reaches its outcome, the
 * field rules and messages, the phone mask, drafts across a reload, a failed submit, labels and
 * target sizes, the thank-you page taking a family's details out of its address, and the form
 * without JavaScript posting natively (the automated-contact box it ticked reaching the
 * operator's export). Tests that load the same page go on in one visit where the page stays
 * (a form thanks in place, a dialog closes); a form that only leads to the thank-you page is
 * followed as far as its address, the page itself being checked once. axe on each page as it
 * loads, and on the form, dialog or section that changed after each step.
 */
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { BRANDS } from "../../domain/brands/brands.ts";
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import { INQUIRY_ENDPOINT } from "../../domain/inquiry/inquiry-fields.ts";
import { leadConsentTexts, leadRecipient } from "../../domain/inquiry/lead-consent.ts";
import {
  expectAccessible,
  heldIsland,
  launchChromium,
  type Visit,
  type VisitOptions,
  visit,
  waitForHydration,
} from "./browser.ts";
import { baseUrl } from "./lane-server.ts";
import { expectAccessibleWithoutScripts } from "./no-script-axe.ts";
import { pricedSearchResults } from "./seeded-search.ts";

const ADMIN = { Authorization: "Bearer local-admin-token" };
const ADVISOR_PHONE = "(800) 555-0142";
const SUBMISSION_ERROR = `Submission error. Please call ${ADVISOR_PHONE} to speak with a Carefind advisor.`;
const THANK_YOU_TITLE = "Thank You for your request!";
/** The day of a tour time ('2026-12-03 Afternoon') as a visitor reads it: 'Thursday, December 3'. */
function dayInWords(tourTime: string): string {
  const format = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "long", month: "long", day: "numeric" });
  return format.format(new Date(`${tourTime.slice(0, 10)}T00:00:00Z`));
}

/** The open modal, whichever it is. */
const OPEN_DIALOG = "dialog[open]";

interface SearchResult {
  id: number;
  slug: string;
  url: string;
  name: string;
  phoneNumber: string;
  services: { startingPriceCents: number | null }[];
}

let browser: Browser;
let priced: SearchResult;
let unpriced: SearchResult;
/** The visit a test opened, closed after it whether it passed or not. */
let opened: Visit | undefined;

beforeAll(async () => {
  browser = await launchChromium();
  // As a visitor who has sent an inquiry, so that the search answers with prices.
  const results = await pricedSearchResults<SearchResult>(baseUrl, { keyword: "Austin, TX" }, "198.51.100.77");
  const isPriced = (result: SearchResult) => result.services.some((service) => service.startingPriceCents !== null);
  priced = results.find(isPriced) as SearchResult;
  unpriced = results.find((result) => !isPriced(result)) as SearchResult;
  expect(priced).toBeDefined();
  expect(unpriced).toBeDefined();
});

afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

afterAll(async () => {
  await browser?.close();
});

interface Opened extends Visit {
  /** The JSON bodies posted to /api/inquiry so far. */
  readonly inquiries: Record<string, unknown>[];
}

/** A fresh visitor (own cookies, storage and IP, so the lead rate limit is per test) on a hydrated page. */
async function open(path: string, options: VisitOptions = {}): Promise<Opened> {
  const visited = await visit(browser, `${baseUrl}${path}`, options);
  opened = visited;
  return {
    ...visited,
    get inquiries() {
      return visited.posted(INQUIRY_ENDPOINT);
    },
  };
}

/**
 * Answers the thank-you page with an empty page: for a form whose outcome is the address it
 * leads to. The page itself is checked once, below, and by the Worker's tests.
 */
async function stubThankYouPage(page: Page): Promise<void> {
  await page.route("**/thank-you/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Thank you</title>" }),
  );
}

/** Fills a form's visible fields with valid values, typing the phone as digits. */
async function fillValid(form: Locator, options: { who?: boolean; email?: string } = {}) {
  if (options.who !== false) await form.getByLabel("Who are you looking for?").selectOption("Parent(s)");
  await form.getByLabel("Full name", { exact: true }).fill("Maria Gonzalez");
  await form.getByLabel("Phone", { exact: true }).pressSequentially("5125550142");
  await form.getByLabel("Email", { exact: true }).fill(options.email ?? "maria@example.com");
}

function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/**
 * Checks every visible control of the form; they must be exactly `expected` (fields by name,
 * buttons by text). Read in one look at the page: a visible control is one with a box that is
 * not hidden, as a visitor would find it.
 */
async function checkTargets(scope: Locator, expected: string[]) {
  const controls = await scope.evaluate((root) =>
    [...root.querySelectorAll("input:not([type=hidden]), select, button")]
      .map((element) => element as HTMLInputElement)
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true });
      })
      .map((element) => {
        const box = element.getBoundingClientRect();
        return {
          name: element.getAttribute("name") ?? (element.textContent ?? "").replace(/[^\p{L} ]/gu, "").trim(),
          width: box.width,
          height: box.height,
          labelHeight: element.tagName === "BUTTON" ? null : (element.labels?.[0]?.getBoundingClientRect().height ?? 0),
        };
      }),
  );
  expect(controls.map((control) => control.name)).toEqual(expected);
  for (const control of controls) {
    expect(control.width, control.name).toBeGreaterThanOrEqual(24);
    expect(control.height, control.name).toBeGreaterThanOrEqual(24);
    // A line of text a visitor can read, not a visually hidden label.
    if (control.labelHeight !== null) expect(control.labelHeight, control.name).toBeGreaterThanOrEqual(12);
  }
}

describe("inquiry forms on a provider page", () => {
  it("Get Costs (vertical) opens the costs dialog; closing it lands on the costs section, prices shown there and in the title; a draft typed then is restored after a reload, which shows the prices from the start", async () => {
    const visited = await open(priced.url);
    const { page } = visited;
    expect(visited.errors).toEqual([]);
    await expectAccessible(page);
    const section = page.locator(`#provider-costs-${priced.id}`);
    // The overview tab shows each priced service's price blurred, and no figure.
    const pricedServices = priced.services.filter((service) => service.startingPriceCents !== null);
    expect(await section.locator(".price-blurred:visible").count()).toBe(pricedServices.length);
    expect(await section.textContent()).not.toMatch(/\$\d/);

    const form = page.getByRole("region", { name: "Get costs" });
    await fillValid(form);
    await form.getByRole("button", { name: "Get Costs" }).click();

    const dialog = page.getByRole("dialog", { name: THANK_YOU_TITLE });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(priced.name);
    expect(await dialog.locator(".costs-list").textContent()).toMatch(/Starting at \$[\d,]+\/month/);
    const names = await dialog.locator(".costs-list-name").allTextContents();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
    // The provider the consent named will contact the family, and no call time is promised for it.
    expect(await dialog.locator(".lead-promise").textContent()).toBe(
      `${priced.name} will contact you about prices and availability.`,
    );
    await expectAccessible(page, OPEN_DIALOG);

    // The form was reset behind the dialog.
    expect(await form.getByLabel("Full name", { exact: true }).inputValue()).toBe("");
    expect(visited.inquiries[0]).toMatchObject({
      action: "display-cost-data",
      providerId: priced.id,
      whoAreYouLookingFor: "Parent(s)",
      phoneNumber: "(512) 555-0142",
      source: "provider_page",
    });

    await dialog.getByRole("button", { name: "Close" }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe(`#provider-costs-${priced.id}`);
    expect(pathOf(page)).toBe(priced.url);
    expect(await isFocused(section)).toBe(true);
    // Unlocked without a reload, as the server now answers them.
    await expect.poll(() => section.locator(".price-blurred").count()).toBe(0);
    expect(await section.textContent()).toMatch(/Starting at \$[\d,]+\/month/);
    expect(await section.getByRole("button", { name: "Unlock pricing" }).isVisible()).toBe(false);
    await expectAccessible(page, `#provider-costs-${priced.id}`);
    // The title's starting price too, and its 'Unlock price' goes.
    const title = page.locator(".provider-starting-price");
    await expect.poll(() => title.locator(".provider-starting-price-value").textContent()).toMatch(/^\$[\d,]+\/month$/);
    expect(await title.locator(".price-blurred").count()).toBe(0);
    expect(await title.getByRole("button", { name: "Unlock price" }).isVisible()).toBe(false);
    await expectAccessible(page, ".provider-title-block");

    // What is typed next is kept as a draft; a reload restores it, and the server now knows
    // of the inquiry too: the prices show from the start.
    await fillValid(form);
    await form.getByLabel("I plan to pay with Medicaid").check();
    await page.reload();
    await waitForHydration(page);
    expect(await section.textContent()).toMatch(/Starting at \$[\d,]+\/month/);
    await expect.poll(() => form.getByLabel("Full name", { exact: true }).inputValue()).toBe("Maria Gonzalez");
    expect(await form.getByLabel("Who are you looking for?").inputValue()).toBe("Parent(s)");
    expect(await form.getByLabel("Phone", { exact: true }).inputValue()).toBe("(512) 555-0142");
    expect(await form.getByLabel("Email", { exact: true }).inputValue()).toBe("maria@example.com");
    expect(await form.getByLabel("I plan to pay with Medicaid").isChecked()).toBe(true);
    await expectAccessible(page, '[data-inquiry-form="provider-costs-form"]');
    // Another form on the page keeps its own (empty) draft.
    expect(
      await page
        .getByRole("region", { name: `Questions about ${priced.name}?` })
        .getByLabel("Email")
        .inputValue(),
    ).toBe("");
    expect(visited.errors).toEqual([]);
  });

  it("Get Costs for a provider without prices says so and closing lands on the comparison section; the horizontal form asks no 'who' question (sent as Other) and goes to the thank-you page", async () => {
    const visited = await open(unpriced.url, { prepare: stubThankYouPage });
    const { page } = visited;
    const costs = page.getByRole("region", { name: "Get costs" });
    await fillValid(costs);
    await costs.getByRole("button", { name: "Get Costs" }).click();
    const dialog = page.getByRole("dialog", { name: THANK_YOU_TITLE });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain("Pricing unavailable from this provider");
    await expectAccessible(page, OPEN_DIALOG);
    await page.keyboard.press("Escape");
    await expect.poll(() => new URL(page.url()).hash).toBe(`#provider-comparison-${unpriced.id}`);
    expect(visited.errors).toEqual([]);

    const form = page.getByRole("region", { name: `Questions about ${unpriced.name}?` });
    expect(await form.getByLabel("Who are you looking for?").count()).toBe(0);
    await fillValid(form, { who: false });
    await expectAccessible(page, ".inquiry-horizontal");
    await form.getByRole("button", { name: "Request Info" }).click();
    await page.waitForURL("**/thank-you/**");
    expect(new URL(page.url()).searchParams.get("slug")).toBe(unpriced.slug);
    expect(visited.inquiries.at(-1)).toMatchObject({ whoAreYouLookingFor: "Other", action: "request-info" });
  });

  it("gives every field a visible label and a 24px target in every form; Unlock pricing, Schedule a Tour (fit-content) and Request Info (full page) open their forms in modals and reach their outcomes", async () => {
    const visited = await open(priced.url, {
      prepare: async (page) => {
        await stubThankYouPage(page);
        // 9:00 a.m. on Tuesday, December 1, 2026 in Austin: all of that day's tour times are open.
        // Fixed, not paused: the page's timers (and axe's) still run.
        await page.clock.setFixedTime(new Date("2026-12-01T15:00:00Z"));
      },
    });
    const { page } = visited;

    // Labels and targets of the inline forms and of each modal form.
    const contact = ["fullName", "phoneNumber", "email"];
    await checkTargets(page.getByRole("region", { name: "Get costs" }), [
      "whoAreYouLookingFor",
      ...contact,
      "payingWithMedicaid",
      "automatedContactConsent",
      "Get Costs",
    ]);
    await checkTargets(page.getByRole("region", { name: `Questions about ${priced.name}?` }), [
      ...contact,
      "payingWithMedicaid",
      "automatedContactConsent",
      "Request Info",
    ]);
    for (const [trigger, fields] of [
      [
        "Schedule a Tour",
        [
          "whoAreYouLookingFor",
          ...contact,
          "tourTime",
          "payingWithMedicaid",
          "automatedContactConsent",
          "Request a Tour",
        ],
      ],
      [
        "Request Info",
        ["whoAreYouLookingFor", ...contact, "payingWithMedicaid", "automatedContactConsent", "Request Info"],
      ],
    ] as const) {
      await page.getByRole("button", { name: trigger }).first().click();
      const dialog = page.getByRole("dialog");
      await dialog.waitFor();
      await checkTargets(dialog, ["Close", ...fields]);
      await page.keyboard.press("Escape");
      expect(await page.getByRole("dialog").count()).toBe(0);
    }

    // Unlock pricing: the Get Costs form in a modal, which closes before the costs dialog opens.
    await page.getByRole("button", { name: "Unlock pricing" }).click();
    const unlock = page.getByRole("dialog", { name: "Get costs" });
    await unlock.waitFor();
    await expectAccessible(page, OPEN_DIALOG);
    await fillValid(unlock);
    await unlock.getByRole("button", { name: "Get Costs" }).click();
    const costs = page.getByRole("dialog", { name: THANK_YOU_TITLE });
    await costs.waitFor();
    expect(await page.getByRole("dialog").count()).toBe(1);
    await costs.getByRole("button", { name: "Close" }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe(`#provider-costs-${priced.id}`);
    await expect.poll(() => page.locator(`#provider-costs-${priced.id} .price-blurred`).count()).toBe(0);

    // Schedule a Tour: fit-content from 768px up, narrower than the window; it thanks in place.
    const tourTrigger = page.getByRole("button", { name: "Schedule a Tour" });
    await tourTrigger.click();
    const tour = page.getByRole("dialog", { name: "Schedule a Tour" });
    await tour.waitFor();
    const tourBox = await tour.boundingBox();
    expect(tourBox?.width ?? 0).toBeLessThan(900);
    await expectAccessible(page, OPEN_DIALOG);
    const tourTime = tour.getByLabel("Tour time");
    const options = await tourTime.locator("option").allTextContents();
    // No preference, then the week from the provider's today on the page's clock.
    expect(options).toHaveLength(15);
    expect(options.slice(0, 3)).toEqual([
      "No preference",
      "Tuesday, December 1, Morning",
      "Tuesday, December 1, Afternoon",
    ]);
    await tourTime.selectOption({ index: 2 });
    const chosen = await tourTime.inputValue();
    expect(chosen).toMatch(/^\d{4}-\d{2}-\d{2} Afternoon$/);
    await fillValid(tour);
    await tour.getByRole("button", { name: "Request a Tour" }).click();
    const thanks = tour.getByRole("status");
    await thanks.waitFor();
    // The provider the consent named, and the day and time of day asked for.
    expect(await thanks.textContent()).toContain(
      `${priced.name} will contact you to confirm your tour on ${dayInWords(chosen)}, in the afternoon.`,
    );
    expect(await isFocused(thanks)).toBe(true);
    expect(visited.inquiries.at(-1)).toMatchObject({
      action: "schedule-tour",
      tourTime: chosen,
      providerId: priced.id,
    });
    await expectAccessible(page, OPEN_DIALOG);
    await tour.getByRole("button", { name: "Close" }).click();
    expect(await page.getByRole("dialog").count()).toBe(0);
    expect(await isFocused(tourTrigger)).toBe(true);

    // Request Info: a full-page modal, then the thank-you page with the provider's slug and phone.
    await page.getByRole("button", { name: "Request Info" }).first().click();
    const info = page.getByRole("dialog", { name: `Request information about ${priced.name}` });
    await info.waitFor();
    expect(await info.boundingBox()).toMatchObject({ x: 0, y: 0, width: 1280, height: 900 });
    await expectAccessible(page, OPEN_DIALOG);
    await fillValid(info);
    await info.getByRole("button", { name: "Request Info" }).click();
    await page.waitForURL("**/thank-you/**");
    const url = new URL(page.url());
    expect(url.pathname).toBe("/thank-you/");
    expect([...url.searchParams]).toEqual([
      ["slug", priced.slug],
      ["phone", priced.phoneNumber],
    ]);
    expect(visited.errors).toEqual([]);
  });
});

describe("inquiry forms on the home page", () => {
  it("what a family types before the form is live stays, is masked once it is, and is what gets sent", async () => {
    // The form's code is held back, so everything is typed into the server's form.
    const { prepare, release } = heldIsland("InquiryForm");
    const visited = await open("/", { hydration: "load", prepare });
    const { page } = visited;
    const form = page.getByRole("region", { name: "Get costs" });
    const phone = form.getByLabel("Phone", { exact: true });
    await fillValid(form);
    expect(await phone.inputValue()).toBe("5125550142");
    release();
    // Live now: the form has taken the typed values as its own, the phone masked as if typed live.
    await expect.poll(() => phone.inputValue()).toBe("(512) 555-0142");
    expect(await form.getByLabel("Full name", { exact: true }).inputValue()).toBe("Maria Gonzalez");
    await form.getByRole("button", { name: "Get Costs" }).click();
    await form.getByRole("status").waitFor();
    expect(visited.inquiries).toHaveLength(1);
    expect(visited.inquiries[0]).toMatchObject({
      whoAreYouLookingFor: "Parent(s)",
      fullName: "Maria Gonzalez",
      phoneNumber: "(512) 555-0142",
      email: "maria@example.com",
      source: "home_page",
    });
    expect(visited.errors).toEqual([]);
  });

  it("shows the exact submission error under the button when the server fails, and once it answers, Get Costs (vertical) without a provider thanks the family in place; Schedule a Tour (fit-content modal) thanks the family in the modal; Request Info (full-page modal) goes to the thank-you page with the phone only", async () => {
    const visited = await open("/", { prepare: stubThankYouPage });
    const { page } = visited;
    await expectAccessible(page);
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/inquiry", async (route) => {
      await answered;
      await route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ error: "Something went wrong on our side" }),
      });
    });
    const form = page.getByRole("region", { name: "Get costs" });
    await fillValid(form);
    await form.getByRole("button", { name: "Get Costs" }).click();
    const sending = form.getByRole("button", { name: "Sending…" });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    release();

    const alert = form.getByRole("alert");
    await expect.poll(() => alert.textContent()).toBe(SUBMISSION_ERROR);
    const button = form.getByRole("button", { name: "Get Costs" });
    expect(await button.isEnabled()).toBe(true);
    // Under the button.
    const [buttonBox, alertBox] = await Promise.all([button.boundingBox(), alert.boundingBox()]);
    expect(alertBox?.y ?? 0).toBeGreaterThan(buttonBox?.y ?? 0);
    // The values stay for another try; the server's message went to the console.
    expect(await form.getByLabel("Full name", { exact: true }).inputValue()).toBe("Maria Gonzalez");
    expect(visited.errors.join("\n")).toContain("the server answered 500");
    await expectAccessible(page, '[data-inquiry-form="home-costs"]');

    // A network failure reads the same.
    await page.unroute("**/api/inquiry");
    await page.route("**/api/inquiry", (route) => route.abort());
    await button.click();
    await expect.poll(() => form.getByRole("button", { name: "Get Costs" }).isEnabled()).toBe(true);
    expect(await alert.textContent()).toBe(SUBMISSION_ERROR);

    // And it goes through once the server answers again: thanked in place, on the same page.
    await page.unroute("**/api/inquiry");
    await button.click();
    const thanks = form.getByRole("status");
    await thanks.waitFor();
    // No provider: the brand's advisor, within 2 minutes or during the advisor hours.
    expect(await thanks.textContent()).toMatch(
      /A Carefind advisor will call you (within 2 minutes )?to talk through prices and availability/,
    );
    expect(await form.locator("form").count()).toBe(0);
    expect(pathOf(page)).toBe("/");
    expect(visited.inquiries.at(-1)).toMatchObject({ action: "display-cost-data", source: "home_page" });
    expect(visited.inquiries.at(-1)).not.toHaveProperty("providerId");
    // spec: reviews-and-provider-page §7: the one accepted inquiry recorded, nothing the family typed.
    await expect
      .poll(() => visited.posted("/api/events").filter((event) => event.name === "inquiry submitted"))
      .toEqual([
        {
          name: "inquiry submitted",
          properties: {
            providerId: null,
            action: "display-cost-data",
            careType: "assisted-living",
            source: "home_page",
            displayMode: "vertical",
          },
        },
      ]);
    await expectAccessible(page, '[data-inquiry-form="home-costs"]');

    // The page stays: the tour is asked for in a modal, which thanks the family in place.
    await page.getByRole("button", { name: "Schedule a Tour" }).click();
    const tour = page.getByRole("dialog", { name: "Schedule a Tour" });
    await tour.waitFor();
    await expectAccessible(page, OPEN_DIALOG);
    await fillValid(tour);
    await tour.getByRole("button", { name: "Request a Tour" }).click();
    await tour.getByRole("status").waitFor();
    expect(await tour.getByRole("status").textContent()).toMatch(
      /A Carefind advisor will call you (within 2 minutes )?to arrange your tour/,
    );
    await expectAccessible(page, OPEN_DIALOG);
    await tour.getByRole("button", { name: "Close" }).click();
    expect(await page.getByRole("dialog").count()).toBe(0);

    // Request Info leads away, to the thank-you page with the advisors' phone only.
    await page.getByRole("button", { name: "Request Info" }).click();
    const info = page.getByRole("dialog", { name: "Request information" });
    await info.waitFor();
    await expectAccessible(page, OPEN_DIALOG);
    await fillValid(info);
    await info.getByRole("button", { name: "Request Info" }).click();
    await page.waitForURL("**/thank-you/**");
    expect([...new URL(page.url()).searchParams]).toEqual([["phone", ADVISOR_PHONE]]);
    expect(visited.inquiries.map((inquiry) => inquiry.action)).toEqual([
      "display-cost-data",
      "display-cost-data",
      "display-cost-data",
      "schedule-tour",
      "request-info",
    ]);
    // Nothing went wrong but the two failures the test made.
    expect(visited.errors.filter((error) => !/inquiry was not accepted|Failed to load resource/.test(error))).toEqual(
      [],
    );
  });
});

describe("the form's rules", () => {
  it("shows each field's exact message on blur, moves focus to the first invalid field on submit, masks the phone as typed; the 'Talk to a family advisor' band goes to the thank-you page with the phone only", async () => {
    const visited = await open("/", { prepare: stubThankYouPage });
    const { page } = visited;
    const form = page.getByRole("region", { name: "Get costs" });
    const who = form.getByLabel("Who are you looking for?");
    const name = form.getByLabel("Full name", { exact: true });
    const phone = form.getByLabel("Phone", { exact: true });
    const email = form.getByLabel("Email", { exact: true });

    async function messageOf(field: Locator): Promise<string | null> {
      const id = await field.getAttribute("aria-describedby");
      if (!id || (await field.getAttribute("aria-invalid")) !== "true") return null;
      return page.locator(`#${id}`).textContent();
    }

    // The form's rules load when the visitor first reaches the form; messages follow a moment later.
    await who.focus();
    await name.focus();
    await expect.poll(() => messageOf(who)).toBe("Please make a selection");
    await phone.focus();
    await expect.poll(() => messageOf(name)).toBe("Please enter your full name");
    await email.focus();
    await expect.poll(() => messageOf(phone)).toBe("Please enter a valid U.S. phone number");
    await email.fill("maria@");
    await name.focus();
    await expect.poll(() => messageOf(email)).toBe("Please enter a valid email address");
    await phone.pressSequentially("512555");
    await name.focus();
    await expect.poll(() => messageOf(phone)).toBe("Invalid phone number, please enter a valid U.S. phone number");
    await expectAccessible(page, '[data-inquiry-form="home-costs"]');

    // Fixed values clear their messages as they are typed.
    await phone.pressSequentially("0142");
    await expect.poll(() => messageOf(phone)).toBeNull();

    await form.getByRole("button", { name: "Get Costs" }).click();
    expect(await isFocused(who)).toBe(true);
    expect(visited.inquiries).toEqual([]);

    // The mask, typed afresh: brackets and a dash as the digits come, a leading 1 dropped.
    await phone.fill("");
    await phone.pressSequentially("512");
    expect(await phone.inputValue()).toBe("(512");
    await phone.pressSequentially("555");
    expect(await phone.inputValue()).toBe("(512) 555");
    await phone.pressSequentially("0101");
    expect(await phone.inputValue()).toBe("(512) 555-0101");
    await phone.fill("");
    await phone.pressSequentially("15125550101");
    expect(await phone.inputValue()).toBe("(512) 555-0101");
    await phone.press("Backspace");
    expect(await phone.inputValue()).toBe("(512) 555-010");

    // The horizontal band asks no 'who' question and leads to the thank-you page.
    const band = page.getByRole("region", { name: "Talk to a family advisor" });
    await fillValid(band, { who: false });
    await expectAccessible(page, ".inquiry-horizontal");
    await band.getByRole("button", { name: "Call Me" }).click();
    await page.waitForURL("**/thank-you/**");
    expect([...new URL(page.url()).searchParams]).toEqual([["phone", ADVISOR_PHONE]]);
    expect(visited.inquiries).toHaveLength(1);
  });
});

describe("without JavaScript", () => {
  it("posts the form natively, its automated-contact box ticked, lands on the thank-you page for the provider, and the choice reaches the export", async () => {
    const texts = leadConsentTexts(
      leadRecipient(priced.name, BRANDS.carefind, messagesFor("en").inquiry),
      messagesFor("en").inquiry,
    );
    const visited = await open(priced.url, { javaScript: false });
    const { page } = visited;
    // Buttons that need a script are hidden; the inline form is there instead.
    expect(await page.getByRole("button", { name: "Schedule a Tour" }).isVisible()).toBe(false);
    expect(await page.getByRole("link", { name: "Unlock pricing" }).isVisible()).toBe(true);
    await expectAccessibleWithoutScripts(page);
    const form = page.getByRole("region", { name: "Get costs" });
    // The consent box as the family finds it: unticked, optional, a target of 24px or more.
    const box = form.getByRole("checkbox", { name: texts.automatedContact });
    expect(await box.isChecked()).toBe(false);
    expect(await box.getAttribute("required")).toBeNull();
    const size = await box.boundingBox();
    expect(size?.width).toBeGreaterThanOrEqual(24);
    expect(size?.height).toBeGreaterThanOrEqual(24);
    const email = `no-script-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await form.getByLabel("Who are you looking for?").selectOption("Parent(s)");
    await form.getByLabel("Full name", { exact: true }).fill("Maria Gonzalez");
    await form.getByLabel("Phone", { exact: true }).fill("512 555 0142");
    await form.getByLabel("Email", { exact: true }).fill(email);
    await box.check();
    await form.getByRole("button", { name: "Get Costs" }).click();
    await page.waitForURL("**/thank-you/**");
    const url = new URL(page.url());
    expect(url.searchParams.get("slug")).toBe(priced.slug);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(THANK_YOU_TITLE);
    expect(await page.getByRole("link", { name: `Back to ${priced.name}` }).isVisible()).toBe(true);
    // The whole page is checked with script below; here what a visitor without it reads.
    await expectAccessibleWithoutScripts(page, "main");
    // Back on the provider page, the prices now show.
    await page.goto(`${baseUrl}${priced.url}`);
    const costs = `#provider-costs-${priced.id}`;
    expect(await page.locator(costs).textContent()).toMatch(/Starting at \$[\d,]+\/month/);
    await expectAccessibleWithoutScripts(page, costs);

    // Stored with the box's choice and both texts as shown.
    const { leads } = (await (await fetch(`${baseUrl}/admin/leads?limit=500`, { headers: ADMIN })).json()) as {
      leads: { email: string; automatedContactConsent: boolean; consentText: string | null }[];
    };
    expect(leads.find((lead) => lead.email === email)).toMatchObject({
      automatedContactConsent: true,
      consentText: texts.request,
    });
  });
});

describe("the thank-you page", () => {
  it("shows nothing a family typed from the address, and takes it out once loaded", async () => {
    const query = new URLSearchParams({
      full_name: "Maria Gonzalez",
      email: "maria@example.com",
      phone: "(512) 555-0177",
      inquiry_for: "Parent(s)",
    });
    const visited = await open(`/thank-you/?${query.toString()}`);
    const { page } = visited;
    await expect.poll(() => new URL(page.url()).search).toBe("");
    expect(pathOf(page)).toBe("/thank-you/");
    expect(await page.locator(".thank-you-lead").textContent()).toBe("We have your request.");
    expect(await page.locator("main").textContent()).not.toMatch(/Maria|555-0177/);
    await expectAccessible(page);
    expect(visited.errors).toEqual([]);
  });

  it("after Request Info, links back to the provider and gives its phone, live and axe clean", async () => {
    // The address Request Info leads to (checked above): the provider's slug and phone.
    const query = new URLSearchParams({ slug: priced.slug, phone: priced.phoneNumber });
    const visited = await open(`/thank-you/?${query.toString()}`);
    const { page } = visited;
    const back = page.getByRole("link", { name: `Back to ${priced.name}` });
    expect(new URL((await back.getAttribute("href")) ?? "", baseUrl).pathname).toBe(
      new URL(priced.url, baseUrl).pathname,
    );
    const digits = priced.phoneNumber.replace(/\D/g, "");
    expect(await page.locator(`main a[href="tel:+1${digits}"]`).count()).toBeGreaterThan(0);
    await expectAccessible(page);
    expect(visited.errors).toEqual([]);
  });
});
