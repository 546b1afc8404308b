/**
 * Asking and writing in Spanish in a real browser (issue: the whole site in Spanish): an inquiry
 * and a tour request, a review and the chat, with JavaScript and, where the task has a form,
 * without it; every page Spanish, accessible and free of English text of ours
 * (tests/e2e/spanish-visits.ts).
 */
import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import { localizedPath } from "../../domain/i18n/paths.ts";
import { baseUrl } from "./lane-server.ts";
import { expectSpanish, SLOW_MS, spanishVisits } from "./spanish-visits.ts";

const es = messagesFor("es");
const visits = spanishVisits();
const { open } = visits;

const ADMIN = { Authorization: "Bearer local-admin-token" };

/** The stored lead sent with this address, as the operator's export gives it. */
async function storedLead(email: string): Promise<Record<string, unknown> | undefined> {
  const response = await fetch(`${baseUrl}/admin/leads?limit=500`, { headers: ADMIN });
  const { leads } = (await response.json()) as { leads: Record<string, unknown>[] };
  return leads.find((lead) => lead.email === email);
}

async function fillInquiry(form: Locator, email: string): Promise<void> {
  const fields = es.inquiry.fields;
  const who = form.getByLabel(fields.whoAreYouLookingFor, { exact: true });
  if ((await who.count()) > 0) await who.selectOption({ label: es.inquiry.form.whoFor["Parent(s)"] });
  await form.getByLabel(fields.fullName, { exact: true }).fill("María González");
  await form.getByLabel(fields.phoneNumber, { exact: true }).pressSequentially("5125550142");
  await form.getByLabel(fields.email, { exact: true }).fill(email);
}

describe("asking a provider in Spanish", () => {
  it(
    "sends a question with JavaScript and without, each landing on the Spanish thank-you page, the Spanish consent stored as shown (main brand, 1280 px)",
    async () => {
      for (const javaScript of [true, false]) {
        const { page } = await open(localizedPath(visits.first.url, "es"), { javaScript });
        await expectSpanish(page, javaScript);
        const form = page.getByRole("region", { name: es.inquiry.card.questionsAbout(visits.first.name) });
        const email = `es-${javaScript ? "js" : "form"}-${crypto.randomUUID().slice(0, 8)}@example.com`;
        await fillInquiry(form, email);
        await form.getByRole("button", { name: es.inquiry.form.requestInfo, exact: true }).click();
        await page.waitForURL((url) => url.pathname === "/es/gracias/");
        await expectSpanish(page, javaScript);
        expect(await page.getByRole("link", { name: es.inquiry.thankYou.backTo(visits.first.name) }).count()).toBe(1);
        await expect
          .poll(async () => (await storedLead(email))?.consentText)
          .toBe(es.inquiry.consent.request(visits.first.name));
      }
    },
    SLOW_MS,
  );

  it(
    "asks for a tour on a day and a time of day, the days named in Spanish; without JavaScript the section gives the number to call (main brand, 1280 px)",
    async () => {
      const { page } = await open(localizedPath(visits.first.url, "es"));
      const section = page.getByRole("region", { name: es.inquiry.form.scheduleTour, exact: true });
      await section.scrollIntoViewIfNeeded();
      await section.getByRole("group", { name: es.tour.day, exact: true }).getByRole("radio").nth(1).check();
      await section.getByRole("radio", { name: es.inquiry.tourParts.Afternoon, exact: true }).check();
      expect(await section.getByText(new RegExp(`^${es.tour.choice("").slice(0, 10)}`)).textContent()).toMatch(
        /(lunes|martes|miércoles|jueves|viernes|sábado|domingo)/,
      );
      await section.getByRole("button", { name: es.tour.request, exact: true }).click();
      const modal = page.getByRole("dialog", { name: es.inquiry.form.scheduleTour });
      await modal.waitFor();
      await expectSpanish(page);
      const email = `es-tour-${crypto.randomUUID().slice(0, 8)}@example.com`;
      await fillInquiry(modal, email);
      await modal.locator('button[type="submit"]').click();
      await modal.getByRole("status").waitFor();
      await expectSpanish(page);
      await expect.poll(async () => (await storedLead(email))?.action).toBe("schedule-tour");

      const plain = await open(localizedPath(visits.first.url, "es"), { javaScript: false });
      const noScript = plain.page.getByRole("region", { name: es.inquiry.form.scheduleTour, exact: true });
      expect(await noScript.getByRole("link", { name: /\(\d{3}\) \d{3}-\d{4}/ }).count()).toBeGreaterThan(0);
      await expectSpanish(plain.page, false);
    },
    SLOW_MS,
  );
});

async function fillReview(form: Locator, email: string): Promise<void> {
  const labels = es.reviews.write.labels;
  await form
    .getByRole("radiogroup", { name: labels.ratingOverall })
    .getByRole("radio", { name: es.reviews.stars(4), exact: true })
    .check();
  await form.getByLabel(labels.title, { exact: true }).selectOption({ index: 1 });
  const careType = form.getByLabel(labels.careType, { exact: true });
  if ((await careType.inputValue()) === "") await careType.selectOption({ index: 1 });
  await form
    .getByLabel(labels.reviewBody, { exact: true })
    .fill("Un personal amable que conocía a mi madre por su nombre.");
  await form.getByLabel(labels.authorName, { exact: true }).fill("María López");
  await form.getByLabel(labels.authorEmail, { exact: true }).fill(email);
}

describe("reviewing in Spanish", () => {
  it(
    "writes a review with JavaScript and without, the form's problems and thanks in Spanish (second brand, 1280 px)",
    async () => {
      const secondBrand = baseUrl.replace("localhost", "seniorhousing.localhost");
      // With JavaScript: the page's form, a problem said in Spanish, then the thanks.
      const withScript = await visits.openUrl(`${secondBrand}${localizedPath(visits.first.url, "es")}#newreview`);
      const form = withScript.page.locator("dialog[open] form.review-form");
      await form.waitFor();
      await fillReview(form, `es-review-${crypto.randomUUID().slice(0, 8)}@example.com`);
      await form.getByLabel(es.reviews.write.labels.authorName, { exact: true }).fill("Mia");
      await form.getByRole("button", { name: es.reviews.write.submit, exact: true }).click();
      await expect
        .poll(() => withScript.page.getByText(es.reviews.messages.authorName, { exact: true }).count())
        .toBeGreaterThan(0);
      await expectSpanish(withScript.page);

      // Without: the form posts, comes back with the message, then the thank-you page.
      const plain = await visits.openUrl(`${secondBrand}${localizedPath(visits.first.url, "es")}#newreview`, {
        javaScript: false,
      });
      const { page } = plain;
      await expectSpanish(page, false);
      const plainForm = page.locator("#newreview form.review-form");
      await fillReview(plainForm, `es-review-${crypto.randomUUID().slice(0, 8)}@example.com`);
      await plainForm.getByLabel(es.reviews.write.labels.authorName, { exact: true }).fill("Mia");
      await plainForm.getByRole("button", { name: es.reviews.write.submit, exact: true }).click();
      await page.waitForURL((url) => url.pathname === "/es/resenas/escribir/");
      expect(await page.getByText(es.reviews.messages.authorName, { exact: true }).isVisible()).toBe(true);
      await expectSpanish(page, false);
      await page
        .locator("form.review-form")
        .getByLabel(es.reviews.write.labels.authorName, { exact: true })
        .fill("María López");
      await page
        .locator("form.review-form")
        .getByRole("button", { name: es.reviews.write.submit, exact: true })
        .click();
      await page.waitForURL((url) => url.pathname === "/es/resenas/escribir/enviada/");
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(es.reviews.write.submitted.message);
      await expectSpanish(page, false);
    },
    SLOW_MS,
  );
});

describe("the chat in Spanish", () => {
  it(
    "pops out in Spanish, and its questions and answers are Spanish as the family answers (main brand, 1280 px)",
    async () => {
      const { page } = await open(`${localizedPath(visits.first.url, "es")}?feature-override=hubspot-chat:on`, {
        hydration: "load",
      });
      const start = page.locator(".chat-pop-out").getByRole("button", { name: es.chat.buttons.start, exact: true });
      // The pop-out offers its start a few seconds after the page began, as the spec times it.
      await start.waitFor({ timeout: 20_000 });
      await start.click();
      const chat = page.getByRole("dialog", { name: es.chat.title("Carefind") });
      await chat.waitFor();
      const log = chat.getByRole("log", { name: es.chat.dialog.log });
      await expect.poll(() => log.textContent(), { timeout: 15_000 }).toContain(es.chat.script.whoFor);
      await chat.getByRole("button", { name: es.inquiry.form.whoFor["Parent(s)"], exact: true }).click();
      await expect.poll(() => log.textContent(), { timeout: 15_000 }).toContain(es.chat.script.careType);
      await expectSpanish(page);
    },
    SLOW_MS,
  );
});
