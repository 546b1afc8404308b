/**
 * The inquiry forms, their answers and pages in Spanish (docs/languages.md): a Spanish form
 * stores the Spanish consent it showed, its no-JavaScript post lands on the Spanish thank-you
 * page, the APIs answer their messages in Spanish with `?lang=es`, and the thank-you, move-in,
 * deletion and landing pages hold none of these sections' English, on both brands.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import { englishLeftovers, readableText } from "../support/english-leftovers.ts";
import { FROM_OUR_PAGE, inquiry, inquiryFormFields, multiStep } from "../support/leads.ts";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { freshIp } from "./fixtures/leads.ts";
import { day, leadMaker, tokenFor } from "./fixtures/move-in.ts";
import { call } from "./worker-client.ts";

const PROVIDER_ID = 104;
const SECTIONS = ["inquiry", "tour", "landing", "mail"];
const BRANDS = [
  { host: "localhost", advisor: "un asesor de Carefind" },
  { host: "seniorhousing.localhost", advisor: "un asesor de SeniorHousing" },
] as const;
const es = messagesFor("es").inquiry;
let providerName = "";
let providerSlug = "";

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
  const row = await env.DB.prepare("SELECT name, slug FROM providers WHERE id = ?1")
    .bind(PROVIDER_ID)
    .first<{ name: string; slug: string }>();
  providerName = row?.name ?? "";
  providerSlug = row?.slug ?? "";
  expect(providerName).not.toBe("");
});

async function storedConsent(formId: string) {
  return env.DB.prepare("SELECT consent_text, automated_contact_text FROM inquiries WHERE form_id = ?1")
    .bind(formId)
    .first<{ consent_text: string | null; automated_contact_text: string | null }>();
}

function postJson(path: string, body: unknown, host = "localhost") {
  return call(path, { method: "POST", host, body, headers: { "CF-Connecting-IP": freshIp() } });
}

function postForm(fields: URLSearchParams, host = "localhost") {
  return call("/api/inquiry?lang=es", {
    method: "POST",
    host,
    body: fields.toString(),
    headers: {
      ...FROM_OUR_PAGE,
      Origin: `http://${host}`,
      "Content-Type": "application/x-www-form-urlencoded",
      "CF-Connecting-IP": freshIp(),
    },
  });
}

describe("a Spanish inquiry", () => {
  for (const { host, advisor } of BRANDS) {
    it(`stores the Spanish consent it showed, sent as JSON (${host})`, async () => {
      const body = inquiry();
      expect((await postJson("/api/inquiry?lang=es", body, host)).status).toBe(200);
      expect(await storedConsent(body.formId)).toEqual({
        consent_text: es.consent.request(advisor),
        automated_contact_text: es.consent.automatedContact(advisor),
      });
    });

    it(`stores the Spanish consent naming the provider, sent without JavaScript, and lands in Spanish (${host})`, async () => {
      const fields = inquiryFormFields({ providerId: String(PROVIDER_ID) });
      const response = await postForm(fields, host);
      expect(response.status).toBe(303);
      expect(response.headers.get("Location")).toMatch(/^\/es\/gracias\/\?/);
      expect((await storedConsent(fields.get("formId") ?? ""))?.consent_text).toBe(es.consent.request(providerName));
    });
  }

  it("answers in Spanish and stores the English consent for an English page", async () => {
    const body = inquiry();
    const answer = await postJson("/api/inquiry", body);
    expect(((await answer.json()) as { message: string }).message).toBe("Thank You for your request!");
    expect((await storedConsent(body.formId))?.consent_text).toMatch(
      /^We send your request only to a Carefind advisor,/,
    );
    const spanish = await postJson("/api/inquiry?lang=es", inquiry());
    expect(((await spanish.json()) as { message: string }).message).toBe(es.thankYouTitle);
  });

  it("says what to fix in Spanish, as JSON and on the problems page", async () => {
    const answer = await postJson("/api/inquiry?lang=es", inquiry({ fullName: "", email: "no" }));
    expect(answer.status).toBe(400);
    const body = (await answer.json()) as { problems: { field: string; message: string }[] };
    expect(body.problems).toEqual(
      expect.arrayContaining([
        { field: "fullName", message: es.validation.fullName },
        { field: "email", message: es.validation.email },
      ]),
    );
    const page = await postForm(inquiryFormFields({ fullName: "", returnTo: "/es/" }));
    expect(page.status).toBe(400);
    const html = await page.text();
    expect(html).toContain(es.problems.title);
    expect(html).toContain(`${es.fields.fullName}:`);
    expect(html).toContain(es.validation.fullName);
    expect(englishLeftovers(html, SECTIONS)).toEqual([]);
    // A field the form always sends, left out of a hand-made request: zod's own words, in Spanish.
    const { payingWithMedicaid: _left, ...withoutMedicaid } = inquiry();
    const crafted = (await (await postJson("/api/inquiry?lang=es", withoutMedicaid)).json()) as { message: string };
    expect(crafted.message).toMatch(/^Contenido no válido: payingWithMedicaid: Entrada inválida/);
  });

  it("answers the multi-step form in Spanish", async () => {
    const answer = await postJson("/api/multi-step-form?lang=es", multiStep());
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { message: string }).message).toMatch(
      /^¡Gracias! Un asesor de Carefind le llamará/,
    );
  });
});

describe("the Spanish pages after a request", () => {
  for (const { host } of BRANDS) {
    it(`thank-you page, with and without a provider (${host})`, async () => {
      for (const query of [`?slug=${providerSlug}`, ""]) {
        const response = await call(`/es/gracias/${query}`, { host });
        expect(response.status).toBe(200);
        const html = await response.text();
        expect(html).toContain(es.thankYouTitle);
        expect(html).toContain(es.thankYou.nextHeading);
        expect(html).toContain('href="/es/privacidad/borrar-mi-solicitud/"');
        expect(englishLeftovers(html, SECTIONS)).toEqual([]);
      }
    });
  }
});

describe("the Spanish move-in page", () => {
  const insertLead = leadMaker(7400, "inquiry-spanish");
  const pagePath = (token: string) => `/es/mudanza/?token=${encodeURIComponent(token)}`;

  for (const { host } of BRANDS) {
    it(`asks, names a missing answer and thanks in Spanish (${host})`, async () => {
      const token = await tokenFor(await insertLead());
      const asked = await call(pagePath(token), { host });
      expect(asked.status).toBe(200);
      const html = await asked.text();
      expect(html).toContain(es.moveIn.heading);
      expect(html).toContain(`action="/es/mudanza/?token=`);
      expect(englishLeftovers(html, SECTIONS)).toEqual([]);

      const post = (fields: Record<string, string>) =>
        call(pagePath(token), {
          method: "POST",
          host,
          body: new URLSearchParams(fields).toString(),
          headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin" },
        });
      const unanswered = await post({ notes: "" });
      expect(unanswered.status).toBe(400);
      const refused = await unanswered.text();
      expect(refused).toContain(es.moveIn.messages.chooseYesOrNo);
      expect(englishLeftovers(refused, SECTIONS)).toEqual([]);

      const future = await post({ movedIn: "yes", moveInDate: day(5) });
      expect(await future.text()).toContain(es.moveIn.messages.future);

      const thanked = await post({ movedIn: "no" });
      expect(thanked.status).toBe(200);
      const thanks = await thanked.text();
      expect(thanks).toContain(es.moveIn.received);
      expect(englishLeftovers(thanks, SECTIONS)).toEqual([]);
    });
  }

  it("says in Spanish what a forged link does", async () => {
    const response = await call(pagePath("forged-token"));
    const html = await response.text();
    expect(html).toContain(es.moveIn.failedHeading);
    expect(html).toContain(es.moveIn.messages.forged);
    expect(englishLeftovers(html, SECTIONS)).toEqual([]);
    // A field the form always sends, left out of a hand-made request: zod's own words, in Spanish.
    const { payingWithMedicaid: _left, ...withoutMedicaid } = inquiry();
    const crafted = (await (await postJson("/api/inquiry?lang=es", withoutMedicaid)).json()) as { message: string };
    expect(crafted.message).toMatch(/^Contenido no válido: payingWithMedicaid: Entrada inválida/);
  });

  it("answers the move-in API's refusals in Spanish with ?lang=es", async () => {
    const token = await tokenFor(await insertLead());
    const answer = await call(`/v1/dxp/move-in?token=${encodeURIComponent(token)}&lang=es`, {
      method: "POST",
      body: { movedIn: "maybe" },
      headers: { "Sec-Fetch-Site": "same-origin" },
    });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: string }).error).toBe(
      es.moveIn.messages.invalidField("movedIn", es.moveIn.messages.movedInType),
    );
  });
});

describe("the Spanish lead deletion pages", () => {
  for (const { host } of BRANDS) {
    it(`asks for the address, says it was sent, and confirms in Spanish (${host})`, async () => {
      const request = await call("/es/privacidad/borrar-mi-solicitud/", { host });
      expect(request.status).toBe(200);
      const html = await request.text();
      expect(html).toContain(es.deletion.requestTitle);
      expect(html).toContain('action="/api/leads/delete-request?lang=es"');
      expect(englishLeftovers(html, SECTIONS)).toEqual([]);

      const sent = await (await call("/es/privacidad/borrar-mi-solicitud/?sent=1", { host })).text();
      expect(sent).toContain(es.deletion.sent(7));
      expect(englishLeftovers(sent, SECTIONS)).toEqual([]);

      const forged = await call("/es/privacidad/borrar-mi-solicitud/confirmar/?token=forged", { host });
      const confirm = await forged.text();
      expect(confirm).toContain(es.deletion.forgedHeading);
      expect(confirm).toContain('href="/es/privacidad/borrar-mi-solicitud/"');
      expect(englishLeftovers(confirm, SECTIONS)).toEqual([]);
    });
  }

  it("refuses a bad address in Spanish, as JSON and as a form post that lands in Spanish", async () => {
    const json = await postJson("/api/leads/delete-request?lang=es", { email: "no" });
    expect(json.status).toBe(400);
    expect(((await json.json()) as { message: string }).message).toBe(es.validation.email);
    const form = await call("/api/leads/delete-request?lang=es", {
      method: "POST",
      body: new URLSearchParams({ email: "no" }).toString(),
      headers: { ...FROM_OUR_PAGE, "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": freshIp() },
    });
    const page = await form.text();
    expect(page).toContain(es.validation.email);
    expect(englishLeftovers(page, SECTIONS)).toEqual([]);
    const good = await call("/api/leads/delete-request?lang=es", {
      method: "POST",
      body: new URLSearchParams({ email: "maria@example.com" }).toString(),
      headers: { ...FROM_OUR_PAGE, "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": freshIp() },
    });
    expect(good.status).toBe(303);
    expect(good.headers.get("Location")).toBe("/es/privacidad/borrar-mi-solicitud/?sent=1");
  });
});

describe("the Spanish landing page", () => {
  for (const { host } of BRANDS) {
    it(`shows the multi-step form in Spanish (${host})`, async () => {
      const response = await call("/es/lp/", { host });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(messagesFor("es").landing.page.speak);
      expect(englishLeftovers(html, SECTIONS)).toEqual([]);
    });
  }
});

describe("the Spanish home page's inquiry forms", () => {
  for (const { host } of BRANDS) {
    it(`are in Spanish and post to the Spanish inquiry address (${host})`, async () => {
      const html = await (await call("/es/", { host })).text();
      expect(html).toContain(es.homeBlocks.heading);
      expect(html).toContain(es.form.requestInfo);
      expect(html).toContain('action="/api/inquiry?lang=es"');
      expect(englishLeftovers(html, SECTIONS)).toEqual([]);
    });
  }
});

describe("the Spanish provider page's forms and tour scheduler", () => {
  for (const { host, advisor } of BRANDS) {
    it(`are in Spanish, with the days named in Spanish (${host})`, async () => {
      const response = await call(`/es/vivienda-asistida/texas/austin/${providerSlug}/`, { host });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(es.form.scheduleTour);
      expect(html).toContain(messagesFor("es").tour.intro);
      expect(readableText(html)).toMatch(new RegExp(`llame a\\s+${advisor}\\s+al`));
      expect(html).toContain(`>${es.tourParts.Morning}<`);
      expect(html).toContain('action="/api/inquiry?lang=es"');
      expect(englishLeftovers(html, SECTIONS)).toEqual([]);
    });
  }
});
