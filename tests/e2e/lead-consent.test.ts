/**
 * The lead is honest, in a real browser (docs/leads.md): the inquiry form and the multi-step
 * form name where the request goes in type of 16px or more, the automated calls and texts box
 * stays unticked unless the family ticks it (with the keyboard, or the pointer on its label),
 * and the choice and both texts reach the operator's export, as JSON and as CSV; the deletion
 * page takes an address and says what happens next. The inquiry form's notice and box in the
 * server's HTML, and its links to the deletion page, are the Worker's tests
 * (tests/worker/lead-consent.test.ts, lead-deletion.test.ts); the box ticked without
 * JavaScript is tests/e2e/inquiry.test.ts's. axe on each page, and on the form after it changed.
 */
import { parse } from "csv-parse/sync";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { BRANDS } from "../../domain/brands/brands.ts";
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import { leadConsentTexts, leadRecipient } from "../../domain/inquiry/lead-consent.ts";
import { LANDING_PAGE_FORM } from "../../domain/multi-step/multi-step-config.ts";
import { expectAccessible, launchChromium, type Visit, visit } from "./browser.ts";
import { baseUrl } from "./lane-server.ts";
import { seededSearchResults } from "./seeded-search.ts";

const ADMIN = { Authorization: "Bearer local-admin-token" };
const SEND_LABEL = LANDING_PAGE_FORM.steps[2]?.form.cta.label ?? "";

interface SearchResult {
  id: number;
  url: string;
  name: string;
}

interface ExportedLead {
  email: string;
  providerId: number | null;
  consentText: string | null;
  automatedContactConsent: boolean;
  automatedContactText: string | null;
  consentRecordedAt: string | null;
}

let browser: Browser;
let provider: SearchResult;
/** The visit a test opened, closed after it whether it passed or not. */
let opened: Visit | undefined;

beforeAll(async () => {
  browser = await launchChromium();
  [provider] = (await seededSearchResults<SearchResult>(baseUrl, { keyword: "Austin, TX" })) as [SearchResult];
  expect(provider).toBeDefined();
});

afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

afterAll(async () => {
  await browser?.close();
});

async function open(url: string, prepare?: (page: Page) => Promise<unknown>): Promise<Visit> {
  await opened?.close();
  opened = await visit(browser, url, prepare ? { prepare } : {});
  return opened;
}

let emails = 0;
function uniqueEmail(label: string): string {
  emails++;
  return `consent-${label}-${emails}-${Date.now()}@example.com`;
}

/** The stored leads sent with these addresses, as the operator's JSON and CSV exports give them. */
async function exported(addresses: string[]): Promise<{ json: ExportedLead[]; csv: Record<string, string>[] }> {
  const json = (await (await fetch(`${baseUrl}/admin/leads?limit=500`, { headers: ADMIN })).json()) as {
    leads: ExportedLead[];
  };
  const csvText = await (await fetch(`${baseUrl}/admin/leads?format=csv&limit=500`, { headers: ADMIN })).text();
  const csv = parse(csvText, { columns: true }) as Record<string, string>[];
  return {
    json: addresses.map((email) => json.leads.find((lead) => lead.email === email) as ExportedLead),
    csv: addresses.map((email) => csv.find((row) => row.email === email) as Record<string, string>),
  };
}

/** Checks a consent box as the family finds it: unticked, optional, labelled, a target of 24px or more. */
async function expectUntickedBox(box: Locator): Promise<void> {
  expect(await box.isChecked()).toBe(false);
  expect(await box.getAttribute("required")).toBeNull();
  const size = await box.boundingBox();
  expect(size?.width).toBeGreaterThanOrEqual(24);
  expect(size?.height).toBeGreaterThanOrEqual(24);
}

async function fontSizeOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
}

async function fillInquiry(form: Locator, email: string): Promise<void> {
  await form.getByLabel("Who are you looking for?").selectOption("Parent(s)");
  await form.getByLabel("Full name", { exact: true }).fill("Ruth Alvarez");
  await form.getByLabel("Phone", { exact: true }).pressSequentially("5125550177");
  await form.getByLabel("Email", { exact: true }).fill(email);
}

/**
 * Answers the thank-you page with an empty page: the multi-step form's outcome here is the
 * address it leads to (tests/e2e/multi-step-form.test.ts and the Worker's tests check the page).
 */
async function stubThankYouPage(page: Page): Promise<void> {
  await page.route("**/thank-you/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Thank you</title>" }),
  );
}

describe("the inquiry form's consents", () => {
  it("names the provider in readable type, keeps the box unticked unless ticked, and stores and exports each choice", async () => {
    const texts = leadConsentTexts(
      leadRecipient(provider.name, BRANDS.carefind, messagesFor("en").inquiry),
      messagesFor("en").inquiry,
    );
    const visited = await open(`${baseUrl}${provider.url}`);
    const { page } = visited;
    const form = page.getByRole("region", { name: "Get costs" });
    expect(await fontSizeOf(form.locator(".inquiry-legal"))).toBeGreaterThanOrEqual(16);
    const box = form.getByRole("checkbox", { name: texts.automatedContact });
    await expectUntickedBox(box);
    expect(await fontSizeOf(form.getByText(texts.automatedContact))).toBeGreaterThanOrEqual(16);
    await expectAccessible(page);

    // Sent twice from the same form, which resets after each: first as it was, then ticked.
    const sent: string[] = [];
    for (const tick of [false, true]) {
      const email = uniqueEmail(tick ? "ticked" : "unticked");
      await fillInquiry(form, email);
      if (tick) {
        // By the keyboard: the box takes focus and Space ticks it.
        await box.focus();
        await page.keyboard.press("Space");
        expect(await box.isChecked()).toBe(true);
      } else {
        expect(await box.isChecked()).toBe(false);
      }
      await form.getByRole("button", { name: "Get Costs" }).click();
      const thanks = page.getByRole("dialog", { name: "Thank You for your request!" });
      await thanks.waitFor();
      expect(visited.posted("/api/inquiry").at(-1)).toMatchObject({ email, automatedContactConsent: tick });
      // The form is reset behind the dialog, its box unticked again for the next request.
      expect(await box.isChecked()).toBe(false);
      await thanks.getByRole("button", { name: "Close" }).click();
      await thanks.waitFor({ state: "hidden" });
      sent.push(email);
    }
    expect(visited.posted("/api/inquiry")).toHaveLength(2);
    expect(visited.errors).toEqual([]);

    const { json, csv } = await exported(sent);
    expect(json.map((lead) => lead.automatedContactConsent)).toEqual([false, true]);
    for (const lead of json) {
      expect(lead).toMatchObject({
        providerId: provider.id,
        consentText: texts.request,
        automatedContactText: texts.automatedContact,
      });
      expect(Date.now() - Date.parse(lead.consentRecordedAt ?? "")).toBeLessThan(5 * 60_000);
    }
    expect(csv.map((row) => row.automatedContactConsent)).toEqual(["false", "true"]);
    expect(csv.map((row) => row.consentText)).toEqual([texts.request, texts.request]);
    expect(csv.map((row) => row.automatedContactText)).toEqual([texts.automatedContact, texts.automatedContact]);
  });
});

async function walkToLastStep(page: Page, email: string): Promise<void> {
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field("Who are you looking for?").selectOption("Parent(s)");
  await field("What type of care?").selectOption("assisted-living");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await field("Monthly budget").selectOption("2000-4000");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect.poll(() => new URL(page.url()).hash).toBe("#step-3");
  await field("Full name").fill("Dana Whitfield");
  await field("Email").fill(email);
  await field("Phone").pressSequentially("5125550100");
  await field("ZIP code where care is needed").fill("78701");
}

describe("the multi-step form's consents", () => {
  it("names the advisor, keeps the box unticked unless ticked, and stores and exports each choice", async () => {
    const texts = leadConsentTexts(
      leadRecipient(null, BRANDS.carefind, messagesFor("en").inquiry),
      messagesFor("en").inquiry,
    );
    const sent: string[] = [];
    for (const tick of [false, true]) {
      const visited = await open(`${baseUrl}/lp/`, stubThankYouPage);
      const { page } = visited;
      // The consent belongs to the step that takes the contact details and sends them.
      expect(await page.getByRole("checkbox", { name: texts.automatedContact }).count()).toBe(0);
      const email = uniqueEmail(tick ? "lp-ticked" : "lp-unticked");
      await walkToLastStep(page, email);

      const notice = page.locator(".lp-legal");
      expect(await notice.textContent()).toBe(`${texts.request} You can ask us to delete your request at any time.`);
      expect(await notice.getByRole("link", { name: "ask us to delete your request" }).getAttribute("href")).toBe(
        "/privacy/delete-my-request/",
      );
      expect(await fontSizeOf(notice)).toBeGreaterThanOrEqual(16);
      const box = page.getByRole("checkbox", { name: texts.automatedContact });
      await expectUntickedBox(box);
      if (tick) {
        // With the pointer, on the box's words.
        await page.getByText(texts.automatedContact).click();
        expect(await box.isChecked()).toBe(true);
        await expectAccessible(page, ".lp-form");
      } else {
        await expectAccessible(page);
      }

      await Promise.all([
        page.waitForURL("**/thank-you/**"),
        page.getByRole("button", { name: SEND_LABEL, exact: true }).click(),
      ]);
      expect(visited.posted("/api/multi-step-form")[0]).toMatchObject({ email, automated_contact_consent: tick });
      // The thank-you address never carries the choice.
      expect(page.url()).not.toContain("automated_contact");
      expect(visited.errors).toEqual([]);
      sent.push(email);
    }

    const { json, csv } = await exported(sent);
    expect(json.map((lead) => lead.automatedContactConsent)).toEqual([false, true]);
    for (const lead of json) {
      expect(lead).toMatchObject({
        providerId: null,
        consentText: texts.request,
        automatedContactText: texts.automatedContact,
      });
    }
    expect(csv.map((row) => row.automatedContactConsent)).toEqual(["false", "true"]);
    expect(csv.map((row) => row.automatedContactText)).toEqual([texts.automatedContact, texts.automatedContact]);
  });
});

describe("the deletion pages", () => {
  it("asks for the address with a form, and says what happens next", async () => {
    const visited = await open(`${baseUrl}/privacy/delete-my-request/`);
    const { page } = visited;
    await expectAccessible(page);
    await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("delete"));
    await Promise.all([
      page.waitForURL("**/privacy/delete-my-request/?sent=1"),
      page.getByRole("button", { name: "Email me a link" }).click(),
    ]);
    // Said as a status, so a screen reader announces it.
    expect(await page.getByRole("status").filter({ hasText: "we have emailed it a link to confirm" }).count()).toBe(1);
    await expectAccessible(page, ".deletion-page");
  });
});
