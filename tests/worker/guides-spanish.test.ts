/**
 * The chat, the consent banner and cookie page, content pages and guides, guided search and the
 * partners' page in Spanish (docs/languages.md), on both brands: each answers its Spanish address
 * in Spanish with none of its sections' English words left outside what is marked `lang="en"`; a
 * content page, written in English, says so at the top and links to the English page; the consent
 * API and the guided search page answer their messages in Spanish.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { chatCareTypes, chatScript } from "../../domain/chat/chat-script.ts";
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import { leadRecipient } from "../../domain/inquiry/lead-consent.ts";
import { GUIDED_QUESTIONS } from "../../ui/guided-search/guided-questions.ts";
import { EVERY_BLOCK_PAGE } from "../support/content-pages.ts";
import { englishLeftovers, readableText } from "../support/english-leftovers.ts";
import { loadContentFixture } from "./fixtures/content.ts";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { ADMIN, call } from "./worker-client.ts";

const SECTIONS = ["chat", "consent", "content", "guided", "partners"] as const;
const HOSTS = ["localhost", "seniorhousing.localhost"] as const;
const es = messagesFor("es");
const en = messagesFor("en");

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
  await loadContentFixture(env.DB);
  const stored = await call("/admin/pages/guides/paying", { method: "PUT", headers: ADMIN, body: EVERY_BLOCK_PAGE });
  expect(stored.status).toBe(200);
});

async function spanishPage(path: string, host: string): Promise<string> {
  const response = await call(path, { host });
  expect(response.status, `${host}${path}`).toBe(200);
  const html = await response.text();
  expect(html, `${host}${path}`).toMatch(/^<!DOCTYPE html><html lang="es"/);
  expect(englishLeftovers(html, SECTIONS), `${host}${path}: ${readableText(html)}`).toEqual([]);
  return html;
}

describe("the consent banner and the cookie opt-out page in Spanish", () => {
  it("asks for the cookie choice in Spanish on every page, posting with the page's language", async () => {
    for (const host of HOSTS) {
      const html = await spanishPage("/es/", host);
      expect(html).toContain(`aria-label="${es.consent.banner.region}"`);
      expect(html).toContain(`>${es.consent.banner.acceptAll}</button>`);
      expect(html).toContain('action="/api/consent?lang=es"');
      expect(html).toContain('href="/es/rechazar-cookies/">Rechazar cookies</a>');
    }
  });

  it("explains the cookies and offers 'Rechazar las cookies' at /es/rechazar-cookies/", async () => {
    for (const host of HOSTS) {
      const html = await spanishPage("/es/rechazar-cookies/", host);
      expect(html).toContain(`<h1>${es.consent.optOut.title}</h1>`);
      expect(html).toContain(`>${es.consent.optOut.rejectCookies}</label>`);
      expect(html).toContain(`<strong>${es.consent.categories.Advertising.label}<!-- -->:</strong>`);
      expect(html).toContain('value="/es/rechazar-cookies/"');
    }
  });

  it("answers a post it cannot take in Spanish with ?lang=es, and sends a Spanish post back to the Spanish page", async () => {
    const headers = { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin" };
    const refused = await call("/api/consent?lang=es", {
      method: "POST",
      headers,
      body: new URLSearchParams({ choice: "accept-all", returnTo: "//elsewhere.example/" }).toString(),
      protocol: "https",
    });
    expect(refused.status).toBe(400);
    const body = await refused.json<{ error: string }>();
    expect(body.error).toBe("Datos no válidos: returnTo: debe ser una dirección de este sitio");
    const english = await call("/api/consent", {
      method: "POST",
      headers,
      body: new URLSearchParams({ choice: "accept-all", returnTo: "//elsewhere.example/" }).toString(),
      protocol: "https",
    });
    expect((await english.json<{ error: string }>()).error).toBe("Invalid body: returnTo: must be a path on this site");
    const unsupported = await call("/api/consent?lang=es", {
      method: "POST",
      headers: { "Content-Type": "text/plain", "Sec-Fetch-Site": "same-origin" },
      body: "choice=accept-all",
      protocol: "https",
    });
    expect((await unsupported.json<{ error: string }>()).error).toBe(es.consent.api.unsupportedType);
    const back = await call("/api/consent?lang=es", {
      method: "POST",
      headers,
      body: new URLSearchParams({ choice: "accept-all", returnTo: "/cookie-opt-out/" }).toString(),
      protocol: "https",
    });
    expect(back.status).toBe(303);
    expect(back.headers.get("Location")).toBe("/es/rechazar-cookies/");
  });
});

describe("content pages in Spanish", () => {
  it("say at the top that the page is only in English, link to it, and mark the editor's text", async () => {
    for (const host of HOSTS) {
      for (const path of ["/es/resources/assisted-living/", "/es/about/reviews_faq/"]) {
        const html = await spanishPage(path, host);
        const english = path.replace("/es/", "/");
        expect(html).toContain(
          `<p class="content-language-notice" role="note">Esta página solo está en inglés. <a href="${english}" hrefLang="en">${es.content.englishOnly.link}</a></p>`,
        );
        expect(html).toMatch(/<h1 class="content-heading content-heading-2xl" lang="en">/);
        expect(html).toContain('<div class="content-main" lang="en">');
      }
    }
  });

  it("give the blocks' own words in Spanish: toggles, table of contents, carousel dots, calls to action", async () => {
    const html = await spanishPage("/es/guides/paying/", "localhost");
    expect(html).toContain(`<span class="when-closed">${es.content.readMore.more}</span>`);
    expect(html).toContain(`<summary class="collapsible-toggle" lang="es">`);
    expect(html).toContain(es.content.carousel.dot(2, 3));
    expect(html).toContain("Ver el video: ");
    // The English page keeps its words and its markup.
    const english = await (await call("/guides/paying/")).text();
    expect(english).not.toContain("content-language-notice");
    expect(english).toContain('<summary class="collapsible-toggle"><span');
    expect(english).toContain('<div class="content-main">');
    expect(english).toContain('<span class="when-closed">READ MORE</span>');
  });
});

describe("the guided search in Spanish", () => {
  it("asks its questions in Spanish at /es/busqueda-guiada/, keeping the answers' values", async () => {
    for (const host of HOSTS) {
      const html = await spanishPage("/es/busqueda-guiada/", host);
      expect(html).toContain(`<h1>${es.guided.title}</h1>`);
      expect(html).toContain(es.guided.questions.dailyNeeds.question);
      expect(html).toContain('action="/es/busqueda-guiada/"');
      expect(html).toContain(`value="${en.guided.questions.budget.options[4]}"`);
      expect(html).toContain(`>${es.guided.questions.budget.options[4]}</label>`);
    }
  });

  it("recommends in Spanish, with the search link at its Spanish address", async () => {
    const answers = new URLSearchParams({
      memory: en.guided.questions.memory.options[2] ?? "",
      location: "Austin, TX",
    });
    for (const host of HOSTS) {
      const html = await spanishPage(`/es/busqueda-guiada/?${answers}`, host);
      expect(html).toContain(es.guided.recommendation.heading(es.careTypes.alzheimers_care_facilities.label));
      expect(html).toContain(es.guided.recommendation.careTypes.alzheimers_care_facilities);
      expect(html).toMatch(/href="\/es\/[^"]*keyword=Austin[^"]*"/);
    }
  });

  it("says what it cannot read and the no-answer message in Spanish", async () => {
    const bad = await call("/es/busqueda-guiada/?budget=lots");
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain(
      "No se pueden leer estas respuestas: budget: no es una de las respuestas de la pregunta.",
    );
    const none = await (await call("/es/busqueda-guiada/?location=")).text();
    expect(none).toContain(`role="alert">${es.guided.noAnswer}</p>`);
  });

  it("keeps the options' values the English catalogue's texts, so one record reads in both languages", () => {
    for (const question of GUIDED_QUESTIONS) {
      expect(question.options.map((option) => option.labelText)).toEqual(
        en.guided.questions[question.questionKey].options,
      );
      expect(es.guided.questions[question.questionKey].options).toHaveLength(question.options.length);
    }
  });
});

describe("the partners' page in Spanish", () => {
  it("explains listing and claiming in Spanish at /es/socios/inscribirse/, naming the listing claimed", async () => {
    for (const host of HOSTS) {
      const html = await spanishPage("/es/socios/inscribirse/", host);
      expect(html).toContain(`<h1>${es.partners.getListed.title}</h1>`);
      expect(html).toContain(es.partners.getListed.howHeading);
    }
    const claiming = await spanishPage("/es/socios/inscribirse/?provider=100", "localhost");
    expect(claiming).toMatch(
      /Usted está reclamando la ficha de <a href="\/es\/[^"]+">Fixture Provider 100(<!-- -->)?, (<!-- -->)?Austin/,
    );
    expect(claiming).toContain(encodeURIComponent("Reclamar la ficha 100: Fixture Provider 100"));
  });
});

describe("the chat in Spanish", () => {
  it("talks in Spanish while the answers it sends stay the inquiry's values", () => {
    const t = { chat: es.chat, inquiry: es.inquiry };
    const script = chatScript(
      {
        siteName: "Carefind",
        provider: null,
        careTypes: chatCareTypes([], ["assisted-living"], es),
        tourTimes: [{ value: "2026-12-08 Morning", label: "martes, 8 de diciembre, mañana" }],
        recipient: leadRecipient(null, { advisorTitle: "family advisor" }, es.inquiry),
        withinAdvisorHours: true,
      },
      { t, locale: "es-US" },
    );
    const texts = script.flatMap((step) => [step.text, ...step.options.map((option) => option.name)]);
    const html = texts.map((text) => `<p>${text}</p>`).join("");
    expect(englishLeftovers(html, ["chat"])).toEqual([]);
    expect(script[0]?.text).toBe(es.chat.script.greeting("Carefind"));
    const whoFor = script.find((step) => step.id === "whoFor");
    expect(whoFor?.options.find((option) => option.value === "Myself")?.name).toBe(es.inquiry.form.whoFor.Myself);
    const careType = script.find((step) => step.id === "careType");
    expect(careType?.options.map((option) => option.name)).toEqual([
      es.careTypes.assisted_living_facilities.label,
      es.chat.script.notSure,
    ]);
    expect(script.find((step) => step.id === "closing")?.text.startsWith("¡Gracias!")).toBe(true);
  });
});
