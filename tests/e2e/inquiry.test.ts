/**
 * The inquiry form in a real browser: every display mode and action reaches its outcome, the
 * field rules and messages, the phone mask, drafts across a reload, a failed submit, the form
 * without JavaScript, labels and target sizes; axe on every state visited.
 */
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { INQUIRY_ENDPOINT } from "../../domain/inquiry/inquiry-fields.ts";
import {
  expectAccessible,
  heldIsland,
  launchChromium,
  type Visit,
  type VisitOptions,
  visit,
  waitForHydration,
} from "./browser.ts";
import { expectAccessibleWithoutScripts } from "./no-script-axe.ts";
import { pricedSearchResults } from "./seeded-search.ts";

const baseUrl = inject("baseUrl");
const ADVISOR_PHONE = "(800) 555-0142";
const SUBMISSION_ERROR = `Submission error. Please call ${ADVISOR_PHONE} to speak with a Caring Expert.`;
const THANK_YOU_TITLE = "Thank You for your request!";

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

afterAll(async () => {
  await browser?.close();
});

interface Opened extends Visit {
  /** The JSON bodies posted to /api/inquiry so far. */
  readonly inquiries: Record<string, unknown>[];
}

/** A fresh visitor (own cookies, storage and IP, so the lead rate limit is per test) on a hydrated page. */
async function open(path: string, options: VisitOptions = {}): Promise<Opened> {
  const opened = await visit(browser, `${baseUrl}${path}`, options);
  return {
    ...opened,
    get inquiries() {
      return opened.posted(INQUIRY_ENDPOINT);
    },
  };
}

async function close(visited: Visit) {
  await visited.close();
}

/** Fills a form's visible fields with valid values, typing the phone as digits. */
async function fillValid(form: Locator, options: { who?: boolean } = {}) {
  if (options.who !== false) await form.getByLabel("Who are you looking for?").selectOption("Parent(s)");
  await form.getByLabel("Full name", { exact: true }).fill("Maria Gonzalez");
  await form.getByLabel("Phone", { exact: true }).pressSequentially("5125550142");
  await form.getByLabel("Email", { exact: true }).fill("maria@example.com");
}

function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

describe("inquiry forms on a provider page", () => {
  it("Get Costs (vertical) opens the costs dialog; closing it lands on the costs section, prices shown", async () => {
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
    expect(await dialog.textContent()).toMatch(
      /within 2 minutes|Monday to Friday, 5:00 a\.m\. to 9:00 p\.m\. Pacific time/,
    );
    await expectAccessible(page);

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
    expect(await section.evaluate((element) => element === document.activeElement)).toBe(true);
    // Unlocked without a reload, as the server now answers them.
    await expect.poll(() => section.locator(".price-blurred").count()).toBe(0);
    expect(await section.textContent()).toMatch(/Starting at \$[\d,]+\/month/);
    expect(await section.getByRole("button", { name: "Unlock pricing" }).isVisible()).toBe(false);
    await expectAccessible(page);

    // The server now knows too: a reload shows the prices from the start.
    await page.reload();
    await waitForHydration(page);
    expect(await section.textContent()).toMatch(/Starting at \$[\d,]+\/month/);
    expect(visited.errors).toEqual([]);
    await close(visited);
  });

  it("Get Costs for a provider without prices says so, and closing lands on the comparison section", async () => {
    const visited = await open(unpriced.url);
    const { page } = visited;
    const form = page.getByRole("region", { name: "Get costs" });
    await fillValid(form);
    await form.getByRole("button", { name: "Get Costs" }).click();
    const dialog = page.getByRole("dialog", { name: THANK_YOU_TITLE });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain("Pricing unavailable from this provider");
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect.poll(() => new URL(page.url()).hash).toBe(`#provider-comparison-${unpriced.id}`);
    expect(visited.errors).toEqual([]);
    await close(visited);
  });

  it("Unlock pricing opens the Get Costs form in a modal", async () => {
    const visited = await open(priced.url);
    const { page } = visited;
    const trigger = page.getByRole("button", { name: "Unlock pricing" });
    await trigger.click();
    const modal = page.getByRole("dialog", { name: "Get costs" });
    await modal.waitFor();
    await expectAccessible(page);
    await fillValid(modal);
    await modal.getByRole("button", { name: "Get Costs" }).click();
    // The modal form closes first, then the costs dialog opens.
    const costs = page.getByRole("dialog", { name: THANK_YOU_TITLE });
    await costs.waitFor();
    expect(await page.getByRole("dialog").count()).toBe(1);
    await costs.getByRole("button", { name: "Close" }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe(`#provider-costs-${priced.id}`);
    await expect.poll(() => page.locator(`#provider-costs-${priced.id} .price-blurred`).count()).toBe(0);
    expect(visited.errors).toEqual([]);
    await close(visited);
  });

  it("Schedule a Tour (fit-content modal) sends the tour time and thanks the family in place", async () => {
    const visited = await open(priced.url);
    const { page } = visited;
    const trigger = page.getByRole("button", { name: "Schedule a Tour" });
    await trigger.click();
    const modal = page.getByRole("dialog", { name: "Schedule a Tour" });
    await modal.waitFor();
    // Fit-content from 768px up: narrower than the window.
    const box = await modal.boundingBox();
    expect(box?.width ?? 0).toBeLessThan(900);
    await expectAccessible(page);

    const tourTime = modal.getByLabel("Tour time");
    const options = await tourTime.locator("option").allTextContents();
    expect(options).toHaveLength(15);
    expect(options[1]).toMatch(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, Morning$/);
    await tourTime.selectOption({ index: 2 });
    const chosen = await tourTime.inputValue();
    expect(chosen).toMatch(/^\d{4}-\d{2}-\d{2} Afternoon$/);
    await fillValid(modal);
    await modal.getByRole("button", { name: "Request a Tour" }).click();

    const thanks = modal.getByRole("status");
    await thanks.waitFor();
    expect(await thanks.textContent()).toContain(
      `A Caring Expert will call you to confirm your tour of ${priced.name}.`,
    );
    expect(await thanks.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(visited.inquiries[0]).toMatchObject({ action: "schedule-tour", tourTime: chosen, providerId: priced.id });
    await expectAccessible(page);

    await modal.getByRole("button", { name: "Close" }).click();
    expect(await page.getByRole("dialog").count()).toBe(0);
    expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(visited.errors).toEqual([]);
    await close(visited);
  });

  it("Request Info (full-page modal) goes to the thank-you page with the provider's slug and phone", async () => {
    const visited = await open(priced.url);
    const { page } = visited;
    await page.getByRole("button", { name: "Request Info" }).first().click();
    const modal = page.getByRole("dialog", { name: `Request information about ${priced.name}` });
    await modal.waitFor();
    const box = await modal.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 1280, height: 900 });
    await expectAccessible(page);
    await fillValid(modal);
    await modal.getByRole("button", { name: "Request Info" }).click();
    await page.waitForURL("**/thank-you/**");
    const url = new URL(page.url());
    expect(url.pathname).toBe("/thank-you/");
    expect([...url.searchParams]).toEqual([
      ["slug", priced.slug],
      ["phone", priced.phoneNumber],
    ]);
    await waitForHydration(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(THANK_YOU_TITLE);
    expect(await page.getByRole("link", { name: `Back to ${priced.name}` }).getAttribute("href")).toBe(priced.url);
    await expectAccessible(page);
    expect(visited.errors).toEqual([]);
    await close(visited);
  });

  it("the horizontal form asks no 'who' question (sent as Other) and goes to the thank-you page", async () => {
    const visited = await open(priced.url);
    const { page } = visited;
    const form = page.getByRole("region", { name: `Questions about ${priced.name}?` });
    expect(await form.getByLabel("Who are you looking for?").count()).toBe(0);
    await fillValid(form, { who: false });
    await expectAccessible(page);
    await form.getByRole("button", { name: "Request Info" }).click();
    await page.waitForURL("**/thank-you/**");
    expect(new URL(page.url()).searchParams.get("slug")).toBe(priced.slug);
    expect(visited.inquiries[0]).toMatchObject({ whoAreYouLookingFor: "Other", action: "request-info" });
    await close(visited);
  });
});

describe("inquiry forms on the home page", () => {
  it("Get Costs (vertical) without a provider thanks the family in place", async () => {
    const visited = await open("/");
    const { page } = visited;
    await expectAccessible(page);
    const form = page.getByRole("region", { name: "Get costs" });
    await fillValid(form);
    await form.getByRole("button", { name: "Get Costs" }).click();
    const thanks = form.getByRole("status");
    await thanks.waitFor();
    expect(await thanks.textContent()).toContain(
      "A Caring Expert will call you soon to talk through costs and options near you.",
    );
    expect(await form.locator("form").count()).toBe(0);
    expect(pathOf(page)).toBe("/");
    expect(visited.inquiries[0]).toMatchObject({ action: "display-cost-data", source: "home_page" });
    expect(visited.inquiries[0]).not.toHaveProperty("providerId");
    await expectAccessible(page);
    expect(visited.errors).toEqual([]);
    await close(visited);
  });

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
    await close(visited);
  });

  it("Schedule a Tour (fit-content modal) thanks the family in the modal", async () => {
    const visited = await open("/");
    const { page } = visited;
    await page.getByRole("button", { name: "Schedule a Tour" }).click();
    const modal = page.getByRole("dialog", { name: "Schedule a Tour" });
    await modal.waitFor();
    await expectAccessible(page);
    await fillValid(modal);
    await modal.getByRole("button", { name: "Request a Tour" }).click();
    await modal.getByRole("status").waitFor();
    expect(await modal.getByRole("status").textContent()).toContain("arrange tours of communities near you");
    await expectAccessible(page);
    await close(visited);
  });

  it("Request Info (full-page modal) goes to the thank-you page with the phone only", async () => {
    const visited = await open("/");
    const { page } = visited;
    await page.getByRole("button", { name: "Request Info" }).click();
    const modal = page.getByRole("dialog", { name: "Request information" });
    await modal.waitFor();
    await expectAccessible(page);
    await fillValid(modal);
    await modal.getByRole("button", { name: "Request Info" }).click();
    await page.waitForURL("**/thank-you/**");
    expect([...new URL(page.url()).searchParams]).toEqual([["phone", ADVISOR_PHONE]]);
    await waitForHydration(page);
    expect(await page.getByRole("link", { name: ADVISOR_PHONE }).first().isVisible()).toBe(true);
    await expectAccessible(page);
    await close(visited);
  });

  it("the horizontal 'Talk to a family advisor' band goes to the thank-you page with the phone only", async () => {
    const visited = await open("/");
    const { page } = visited;
    const form = page.getByRole("region", { name: "Talk to a family advisor" });
    await fillValid(form, { who: false });
    await expectAccessible(page);
    await form.getByRole("button", { name: "Call Me" }).click();
    await page.waitForURL("**/thank-you/**");
    expect([...new URL(page.url()).searchParams]).toEqual([["phone", ADVISOR_PHONE]]);
    await close(visited);
  });
});

describe("the form's rules", () => {
  it("shows each field's exact message on blur, and moves focus to the first invalid field on submit", async () => {
    const visited = await open("/");
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
    await expectAccessible(page);

    // Fixed values clear their messages as they are typed.
    await phone.pressSequentially("0142");
    await expect.poll(() => messageOf(phone)).toBeNull();

    await form.getByRole("button", { name: "Get Costs" }).click();
    expect(await who.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(visited.inquiries).toEqual([]);
    await close(visited);
  });

  it("masks the phone as it is typed, dropping a leading 1", async () => {
    const visited = await open("/");
    const phone = visited.page.getByRole("region", { name: "Get costs" }).getByLabel("Phone", { exact: true });
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
    await close(visited);
  });

  it("restores what was typed after a reload", async () => {
    const visited = await open(priced.url);
    const { page } = visited;
    const form = page.getByRole("region", { name: "Get costs" });
    await fillValid(form);
    await form.getByLabel("I plan to pay with Medicaid").check();
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => form.getByLabel("Full name", { exact: true }).inputValue()).toBe("Maria Gonzalez");
    expect(await form.getByLabel("Who are you looking for?").inputValue()).toBe("Parent(s)");
    expect(await form.getByLabel("Phone", { exact: true }).inputValue()).toBe("(512) 555-0142");
    expect(await form.getByLabel("Email", { exact: true }).inputValue()).toBe("maria@example.com");
    expect(await form.getByLabel("I plan to pay with Medicaid").isChecked()).toBe(true);
    await expectAccessible(page);
    // Another form on the page keeps its own (empty) draft.
    expect(
      await page
        .getByRole("region", { name: `Questions about ${priced.name}?` })
        .getByLabel("Email")
        .inputValue(),
    ).toBe("");
    await close(visited);
  });

  it("shows the exact submission error under the button when the server fails, and can be sent again", async () => {
    const visited = await open("/");
    const { page } = visited;
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
    await expectAccessible(page);

    // A network failure reads the same.
    await page.unroute("**/api/inquiry");
    await page.route("**/api/inquiry", (route) => route.abort());
    await button.click();
    await expect.poll(() => form.getByRole("button", { name: "Get Costs" }).isEnabled()).toBe(true);
    expect(await alert.textContent()).toBe(SUBMISSION_ERROR);

    // And it goes through once the server answers again.
    await page.unroute("**/api/inquiry");
    await button.click();
    await form.getByRole("status").waitFor();
    await close(visited);
  });

  it("gives every field a visible label and a target of at least 24px, in every form", async () => {
    const visited = await open(priced.url);
    const { page } = visited;

    /** Checks every visible control of the form; they must be exactly `expected` (fields by name, buttons by text). */
    async function checkTargets(scope: Locator, expected: string[]) {
      const controls = scope.locator("input:not([type=hidden]), select, button");
      const count = await controls.count();
      const checked: string[] = [];
      for (let index = 0; index < count; index++) {
        const control = controls.nth(index);
        if (!(await control.isVisible())) continue;
        checked.push(
          await control.evaluate(
            (element) => element.getAttribute("name") ?? (element.textContent ?? "").replace(/[^\p{L} ]/gu, "").trim(),
          ),
        );
        const box = await control.boundingBox();
        expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
        expect(box?.width ?? 0).toBeGreaterThanOrEqual(24);
        const tag = await control.evaluate((element) => element.tagName);
        if (tag === "BUTTON") continue;
        const labelHeight = await control.evaluate(
          (element) => (element as HTMLInputElement).labels?.[0]?.getBoundingClientRect().height ?? 0,
        );
        // A line of text a visitor can read, not a visually hidden label.
        expect(labelHeight).toBeGreaterThanOrEqual(12);
      }
      expect(checked).toEqual(expected);
    }

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
    await close(visited);
  });
});

describe("without JavaScript", () => {
  it("posts the form natively and lands on the thank-you page for the provider", async () => {
    const visited = await open(priced.url, { javaScript: false });
    const { page } = visited;
    // Buttons that need a script are hidden; the inline form is there instead.
    expect(await page.getByRole("button", { name: "Schedule a Tour" }).isVisible()).toBe(false);
    expect(await page.getByRole("link", { name: "Unlock pricing" }).isVisible()).toBe(true);
    await expectAccessibleWithoutScripts(page);
    const form = page.getByRole("region", { name: "Get costs" });
    await form.getByLabel("Who are you looking for?").selectOption("Parent(s)");
    await form.getByLabel("Full name", { exact: true }).fill("Maria Gonzalez");
    await form.getByLabel("Phone", { exact: true }).fill("512 555 0142");
    await form.getByLabel("Email", { exact: true }).fill("maria@example.com");
    await form.getByRole("button", { name: "Get Costs" }).click();
    await page.waitForURL("**/thank-you/**");
    const url = new URL(page.url());
    expect(url.searchParams.get("slug")).toBe(priced.slug);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(THANK_YOU_TITLE);
    expect(await page.getByRole("link", { name: `Back to ${priced.name}` }).isVisible()).toBe(true);
    await expectAccessibleWithoutScripts(page);
    // Back on the provider page, the prices now show.
    await page.goto(`${baseUrl}${priced.url}`);
    expect(await page.locator(`#provider-costs-${priced.id}`).textContent()).toMatch(/Starting at \$[\d,]+\/month/);
    await expectAccessibleWithoutScripts(page);
    await close(visited);
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
    await close(visited);
  });
});
