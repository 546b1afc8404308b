/**
 * Reviews in Spanish (docs/languages.md), on both brands: a provider page's reviews section, the
 * write page and its thank-you page, the guidelines, the provider's reply pages, the duplicate
 * page, and the review APIs answering their messages in Spanish with `?lang=es`. Each page says
 * none of the reviews section's English words outside what is marked `lang="en"`. A review and a
 * reply sent from a Spanish page are stored as Spanish and marked `lang="es"` on English pages.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { localizedPath } from "../../domain/i18n/paths.ts";
import { recomputeAggregates } from "../../worker/providers/provider-job-store.ts";
import { issueReviewToken } from "../../worker/reviews/review-tokens.ts";
import { englishLeftovers, readableText } from "../support/english-leftovers.ts";
import { FROM_OUR_PAGE } from "../support/leads.ts";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { freshIp } from "./fixtures/leads.ts";
import { postJson, reviewerEmail, reviewPayload, reviewsBy, submitReview } from "./fixtures/reviews.ts";
import { ADMIN, call } from "./worker-client.ts";

const HOSTS = ["localhost", "seniorhousing.localhost"] as const;
const SECTIONS = ["reviews"];
/** A community with reviews in both care types it offers, one answered by the provider. */
const LIVING = 112;
const LIVING_PAGE = localizedPath(`/assisted-living/texas/austin/fixture-provider-${LIVING}/`, "es");
const CARE_PAGE = localizedPath("/in-home-care/texas/austin/fixture-provider-109/", "es");
const REVIEWED = 9701;

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
  await env.DB.exec(
    [
      `INSERT INTO reviews (id, provider_id, care_type_id, author_name, relationship, content, rating_overall, rating_staff, status, created_at, language) VALUES (${REVIEWED}, ${LIVING}, 'alzheimers_care_facilities', 'Rosa M.', 'friend-or-relative', 'Mi mamá está contenta aquí.', 4, 5, 'approved', '2026-03-03T10:00:00.000Z', 'es');`,
      `INSERT INTO reviews (id, provider_id, care_type_id, author_name, relationship, content, rating_overall, status, created_at, language) VALUES (9702, ${LIVING}, 'assisted_living_facilities', 'Luis P.', 'visited', 'Buen personal.', 5, 'approved', '2026-03-04T10:00:00.000Z', 'es');`,
      `INSERT INTO review_responses (review_id, author_name, author_title, author_email, content, status, created_at, language) VALUES (${REVIEWED}, 'Dana M.', 'Directora', 'd@example.com', 'Gracias por su reseña.', 'published', '2026-03-05T10:00:00.000Z', 'es');`,
    ].join("\n"),
  );
  await recomputeAggregates(env.DB, [LIVING]);
});

async function page(path: string, host: string, status = 200): Promise<string> {
  const response = await call(path, { host });
  expect(response.status, path).toBe(status);
  const html = await response.text();
  expect(html).toMatch(/^<!DOCTYPE html><html lang="es"/);
  return html;
}

/** The reviews section of a provider page, with the write block after it. */
function reviewsPart(html: string): string {
  const start = html.indexOf('id="all_reviews_section"');
  const end = html.indexOf("</main>");
  expect(start).toBeGreaterThan(0);
  return html.slice(start, end);
}

async function replyLinks(reviewId: number, host: string): Promise<{ respondUrl: string; removalUrl: string }> {
  const response = await call(`/admin/reviews/${reviewId}/links`, { method: "POST", headers: ADMIN, host });
  expect(response.status).toBe(200);
  return response.json();
}

const spanishAddress = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${localizedPath(pathname, "es")}${search}`;
};

describe.each(HOSTS)("reviews in Spanish on %s", (host) => {
  it("shows a community's reviews section and write block in Spanish", async () => {
    const html = await page(LIVING_PAGE, host);
    const part = reviewsPart(html);
    expect(part).toContain('<h2 id="provider-reviews-heading">Reseñas</h2>');
    expect(part).toContain(">Escribir una reseña</a>");
    expect(part).toContain("Calificación: ");
    expect(part).toContain("Familiar o amigo de un residente");
    expect(part).toContain("Cuidado de la memoria");
    expect(part).toContain("3 de marzo de 2026");
    expect(part).toContain('aria-label="4 de 5 estrellas"');
    expect(part).toContain(host === "localhost" ? "Respuesta del proveedor" : "Respuesta de la empresa");
    expect(part).toContain("Comparta su opinión");
    expect(part).toContain("Califique los detalles (opcional)");
    expect(part).toContain('action="/es/resenas/escribir/"');
    // The family's and the provider's words are shown as written.
    expect(part).toContain("Mi mamá está contenta aquí.");
    expect(englishLeftovers(html, SECTIONS)).toEqual([]);
  });

  it("shows an agency's senior-care form in Spanish", async () => {
    const html = await page(CARE_PAGE, host);
    const part = reviewsPart(html);
    expect(part).toContain("Cliente actual");
    expect(part).not.toContain("Califique los detalles");
    expect(englishLeftovers(html, SECTIONS)).toEqual([]);
  });

  it("shows the generic write page, the thank-you page and the guidelines in Spanish", async () => {
    const write = await page("/es/resenas/escribir/", host);
    expect(write).toContain('<h1 id="write-review-heading">Escribir una reseña</h1>');
    expect(write).toContain("Nombre del lugar");
    expect(write).toContain("Normas para las reseñas");
    expect(write).toContain('href="/es/resenas/normas/"');
    expect(englishLeftovers(write, SECTIONS)).toEqual([]);

    const thanks = await page(
      `/es/resenas/escribir/enviada/?back=${encodeURIComponent("/assisted-living/texas/austin/fixture-provider-112/")}`,
      host,
    );
    expect(thanks).toContain("<h1>Reseña enviada</h1>");
    expect(thanks).toContain(`href="${LIVING_PAGE}"`);
    expect(thanks).toContain('href="/es/resenas/escribir/"');
    expect(englishLeftovers(thanks, SECTIONS)).toEqual([]);

    const guidelines = await page("/es/resenas/normas/", host);
    expect(guidelines).toContain("Normas para reseñas y respuestas");
    expect(guidelines).toContain("su nombre, de al menos 2 caracteres;");
    expect(englishLeftovers(guidelines, SECTIONS)).toEqual([]);
  });

  it("names the states in Spanish in the generic form's state list, by their Spanish names", async () => {
    const write = await page("/es/resenas/escribir/", host);
    const options = [...write.matchAll(/<option value="([A-Z]{2})">([^<]+)<\/option>/g)].map(
      ([, code = "", name = ""]) => ({
        code,
        name,
      }),
    );
    expect(options).toHaveLength(53);
    expect(options).toContainEqual({ code: "NY", name: "Nueva York" });
    expect(options).toContainEqual({ code: "NC", name: "Carolina del Norte" });
    expect(options).toContainEqual({ code: "PA", name: "Pensilvania" });
    expect(options.map((option) => option.name)).toEqual(
      options.map((option) => option.name).sort((a, b) => a.localeCompare(b, "es-US")),
    );
    const english = await (await call("/reviews/write/", { host })).text();
    expect(english).toContain('<option value="NY">New York</option>');
    expect(english).not.toContain("Nueva York");
  });

  it("shows both reply pages in Spanish, with a working link and without one", async () => {
    const links = await replyLinks(REVIEWED, host);
    const respond = await page(spanishAddress(links.respondUrl), host);
    expect(respond).toContain("Responder a una reseña");
    expect(respond).toContain("Mi mamá está contenta aquí.");
    expect(respond).toContain('action="/es/resenas/responder/"');
    expect(respond).toContain("Confirmo que tengo autorización para enviar esta respuesta");
    expect(englishLeftovers(respond, SECTIONS)).toEqual([]);

    const removal = await page(spanishAddress(links.removalUrl), host);
    expect(removal).toContain("Pedir el retiro de una reseña");
    expect(removal).toContain("Motivo");
    expect(englishLeftovers(removal, SECTIONS)).toEqual([]);

    const invalid = await page("/es/resenas/pedir-retiro/?token=junk", host, 400);
    expect(invalid).toContain("Reseña no válida");
    expect(invalid).toContain("Asegúrese de tener una reseña válida antes de enviar.");
    expect(englishLeftovers(invalid, SECTIONS)).toEqual([]);
  });

  it("shows the duplicate page in Spanish, asking and for a link that does not work", async () => {
    // The same words on the same provider from someone else: a possible duplicate.
    const body = `Las mismas palabras en ${host}.`;
    await submitReview(reviewPayload({ locationId: 104, body }));
    const email = reviewerEmail();
    await submitReview(reviewPayload({ locationId: 104, authorEmail: email, body }));
    const [copy] = await reviewsBy(email);
    expect(copy?.duplicate_of).not.toBeNull();
    const token = await issueReviewToken(
      env.REVIEW_TOKEN_SECRET,
      "review-duplicate",
      copy?.id ?? 0,
      new Date(Date.now() + 60 * 60 * 1000),
    );
    const ask = await page(`/es/resenas/duplicada/?token=${encodeURIComponent(token)}`, host);
    expect(ask).toContain("¿Quiere conservar su reseña?");
    expect(ask).toContain(">Conservar mi reseña</button>");
    expect(ask).toContain('action="/es/resenas/duplicada/"');
    expect(englishLeftovers(ask, SECTIONS)).toEqual([]);

    const failed = await page("/es/resenas/duplicada/?token=junk", host, 400);
    expect(failed).toContain("Este enlace no funciona");
    expect(failed).toContain("Ocurrió un error al procesar la solicitud: este enlace no es válido.");
    expect(englishLeftovers(failed, SECTIONS)).toEqual([]);
  });
});

describe("the review APIs in Spanish", () => {
  it("answer a review's problems in Spanish with ?lang=es", async () => {
    const spanish = await postJson(
      "/api/reviews/create-review?lang=es",
      reviewPayload({ ratingOverall: 0, authorName: "Al" }),
    );
    expect(spanish.status).toBe(400);
    expect(JSON.parse(spanish.text).messages).toEqual(["Elija una calificación", "Escriba al menos 5 caracteres"]);
    const accepted = await postJson("/api/reviews/create-review?lang=es", reviewPayload({ locationId: 106 }));
    expect(accepted.status).toBe(201);
    expect(JSON.parse(accepted.text).message).toBe("Reseña enviada");
  });

  it("mail a possible duplicate's author in Spanish, with the Spanish page's link", async () => {
    const body = "Las mismas palabras, escritas en español.";
    await submitReview(reviewPayload({ locationId: 105, body }));
    const posted = await postJson("/api/reviews/create-review?lang=es", reviewPayload({ locationId: 105, body }));
    expect(posted.status).toBe(201);
    expect(posted.mails[0]?.subject).toBe("Confirme su reseña de Fixture Provider 105 en Carefind");
    expect(posted.mails[0]?.text).toMatch(/http:\/\/localhost\/es\/resenas\/duplicada\/\?token=\S+/);
  });

  it("answer a plain form post to the Spanish write page in Spanish", async () => {
    const response = await call("/es/resenas/escribir/", {
      method: "POST",
      headers: { ...FROM_OUR_PAGE, "CF-Connecting-IP": freshIp(), "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ facilityName: "Casa Sol", city: "Austin", state: "TX" }).toString(),
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Escriba el texto de su reseña para enviarla.");
    expect(html).toContain("Indique su relación con el proveedor");
    expect(englishLeftovers(html, SECTIONS)).toEqual([]);
  });

  it("thank for a review posted without script on the Spanish page, in Spanish", async () => {
    const review = reviewPayload({ locationId: 107 });
    const response = await call("/es/resenas/escribir/", {
      method: "POST",
      headers: { ...FROM_OUR_PAGE, "CF-Connecting-IP": freshIp(), "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        locationId: "107",
        returnPath: "/assisted-living/texas/austin/fixture-provider-107/",
        ratingOverall: "5",
        title: "visited",
        careType: "assisted_living_facilities",
        reviewBody: review.body,
        authorName: review.authorName,
        authorEmail: review.authorEmail,
      }).toString(),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toMatch(/^\/es\/resenas\/escribir\/enviada\/\?back=/);
    const missing = await call("/api/reviews/provider/99999?lang=es");
    expect(await missing.json()).toEqual({ error: "No encontramos el proveedor" });
  });

  it("answer a reply's problems and a duplicate's refusal in Spanish", async () => {
    const links = await replyLinks(9702, "localhost");
    const token = new URL(links.respondUrl).searchParams.get("token") ?? "";
    const reply = await postJson(`/v1/dxp/reviews/response?token=${encodeURIComponent(token)}&lang=es`, {
      authorName: "D",
      authorTitle: "Directora",
      content: "Gracias.",
      authorEmail: "dana@example.com",
    });
    expect(reply.status).toBe(400);
    expect(JSON.parse(reply.text)).toEqual({ success: false, error: "El nombre debe tener al menos 2 caracteres" });

    const duplicate = await postJson("/v1/dxp/reviews/review/duplicate/approve/?lang=es", {
      confirmationToken: "1.2.abc",
    });
    expect(JSON.parse(duplicate.text)).toEqual({
      success: false,
      message: "Ocurrió un error al procesar la solicitud: este enlace no es válido.",
    });
  });
});

describe("the language a review and a reply were written in", () => {
  /** An assisted-living community without reviews of its own, so that every review written here is on its first page. */
  const WRITTEN = 118;
  const ENGLISH_PAGE = `/assisted-living/texas/austin/fixture-provider-${WRITTEN}/`;
  const SPANISH_PAGE = localizedPath(ENGLISH_PAGE, "es");

  async function approve(path: string): Promise<void> {
    const response = await call(`/admin/reviews${path}/approve`, { method: "POST", headers: ADMIN, body: {} });
    expect(response.status, path).toBe(200);
  }

  /** The one review written with this address: its id and the language stored with it. */
  async function storedReview(email: string): Promise<{ id: number; language: string }> {
    const rows = await reviewsBy(email);
    expect(rows).toHaveLength(1);
    return { id: rows[0]?.id ?? 0, language: rows[0]?.language ?? "" };
  }

  /** A provider page's HTML, in the language its address asks for. */
  async function providerPage(path: string): Promise<string> {
    const response = await call(path);
    expect(response.status, path).toBe(200);
    return response.text();
  }

  /** Sends a response through the review's link as JSON, on `lang`'s page; answers the stored row. */
  async function respondAsJson(reviewId: number, content: string, lang: "en" | "es") {
    const links = await replyLinks(reviewId, "localhost");
    const token = new URL(links.respondUrl).searchParams.get("token") ?? "";
    const query = lang === "es" ? "&lang=es" : "";
    const sent = await postJson(`/v1/dxp/reviews/response?token=${encodeURIComponent(token)}${query}`, {
      authorName: "Dana Ortiz",
      authorTitle: "Directora",
      content,
      authorEmail: "dana@example.com",
    });
    expect(sent.status, sent.text).toBe(200);
    return responseRow(reviewId);
  }

  async function responseRow(reviewId: number): Promise<{ id: number; language: string }> {
    const row = await env.DB.prepare("SELECT id, language FROM review_responses WHERE review_id = ?1")
      .bind(reviewId)
      .first<{ id: number; language: string }>();
    expect(row).not.toBeNull();
    return row ?? { id: 0, language: "" };
  }

  // Written once for every test below: a review through the API from a Spanish page, one
  // through the Spanish page's plain form, and one from an English page, all approved.
  const spanishJson = { email: reviewerEmail(), body: "Las enfermeras tratan a mi padre con mucho cariño." };
  const spanishForm = { email: reviewerEmail(), body: "El comedor es limpio y la comida es sabrosa." };
  const english = { email: reviewerEmail(), body: "The nurses treat my father with great care." };
  let ids = { spanishJson: 0, spanishForm: 0, english: 0 };

  beforeAll(async () => {
    // Each moderation is logged for operators.
    vi.spyOn(console, "log").mockImplementation(() => {});
    const json = await postJson(
      "/api/reviews/create-review?lang=es",
      reviewPayload({ locationId: WRITTEN, authorEmail: spanishJson.email, body: spanishJson.body }),
    );
    expect(json.status, json.text).toBe(201);

    const form = await call("/es/resenas/escribir/", {
      method: "POST",
      headers: { ...FROM_OUR_PAGE, "CF-Connecting-IP": freshIp(), "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        locationId: String(WRITTEN),
        returnPath: ENGLISH_PAGE,
        ratingOverall: "5",
        title: "visited",
        careType: "assisted_living_facilities",
        reviewBody: spanishForm.body,
        authorName: "Carmen Ruiz",
        authorEmail: spanishForm.email,
      }).toString(),
    });
    expect(form.status).toBe(303);

    const plain = await submitReview(
      reviewPayload({ locationId: WRITTEN, authorEmail: english.email, body: english.body }),
    );
    expect(plain.status).toBe(201);

    ids = {
      spanishJson: (await storedReview(spanishJson.email)).id,
      spanishForm: (await storedReview(spanishForm.email)).id,
      english: (await storedReview(english.email)).id,
    };
    for (const id of Object.values(ids)) await approve(`/${id}`);
  });

  it("stores the page's language with each review: Spanish from the Spanish page's API call and form, English otherwise", async () => {
    expect(await storedReview(spanishJson.email)).toEqual({ id: ids.spanishJson, language: "es" });
    expect(await storedReview(spanishForm.email)).toEqual({ id: ids.spanishForm, language: "es" });
    expect(await storedReview(english.email)).toEqual({ id: ids.english, language: "en" });
  });

  it("marks a Spanish review lang=es on the English page and an English one lang=en on the Spanish page", async () => {
    const englishHtml = await providerPage(ENGLISH_PAGE);
    expect(englishHtml).toMatch(/^<!DOCTYPE html><html lang="en"/);
    expect(englishHtml).toContain(`<p class="review-text" lang="es">${spanishJson.body}</p>`);
    expect(englishHtml).toContain(`<p class="review-text" lang="es">${spanishForm.body}</p>`);
    // In the page's own language it needs no mark.
    expect(englishHtml).toContain(`<p class="review-text">${english.body}</p>`);

    const spanishHtml = await providerPage(SPANISH_PAGE);
    expect(spanishHtml).toMatch(/^<!DOCTYPE html><html lang="es"/);
    expect(spanishHtml).toContain(`<p class="review-text" lang="en">${english.body}</p>`);
    expect(spanishHtml).toContain(`<p class="review-text">${spanishJson.body}</p>`);
    // The walk for English words left on a Spanish page reads the Spanish reviews, not the English one.
    const read = readableText(spanishHtml);
    expect(read).toContain(spanishJson.body);
    expect(read).not.toContain(english.body);
    expect(englishLeftovers(spanishHtml, SECTIONS)).toEqual([]);
  });

  it("answers each review's language in the reviews API", async () => {
    const response = await call(`/api/reviews/provider/${WRITTEN}`);
    expect(response.status).toBe(200);
    const { reviews } = (await response.json()) as { reviews: { id: number; language: string }[] };
    const languages = Object.fromEntries(reviews.map((review) => [review.id, review.language]));
    expect(languages).toEqual({ [ids.spanishJson]: "es", [ids.spanishForm]: "es", [ids.english]: "en" });
  });

  it("marks the review on a reply page in its own language, and stores a reply with its page's language", async () => {
    const links = await replyLinks(ids.spanishJson, "localhost");
    const englishReply = await call(new URL(links.respondUrl).pathname + new URL(links.respondUrl).search);
    expect(englishReply.status).toBe(200);
    expect(await englishReply.text()).toContain(`<p class="reply-review-text" lang="es">${spanishJson.body}</p>`);
    const spanishReply = await page(
      spanishAddress((await replyLinks(ids.english, "localhost")).respondUrl),
      "localhost",
    );
    expect(spanishReply).toContain(`<p class="reply-review-text" lang="en">${english.body}</p>`);

    // A response sent as JSON from a Spanish page, and one from the Spanish reply page without script.
    const jsonText = "Gracias por contarnos. Nos alegra que su padre esté bien.";
    const json = await respondAsJson(ids.spanishJson, jsonText, "es");
    expect(json.language).toBe("es");

    const formText = "Gracias por su visita. Lo esperamos pronto.";
    const formToken = new URL((await replyLinks(ids.english, "localhost")).respondUrl).searchParams.get("token") ?? "";
    const form = await call("/es/resenas/responder/", {
      method: "POST",
      headers: { ...FROM_OUR_PAGE, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        token: formToken,
        authorName: "Dana Ortiz",
        authorTitle: "Directora",
        content: formText,
        authorEmail: "dana@example.com",
        acknowledged: "yes",
      }).toString(),
    });
    expect(form.status).toBe(200);
    const formRow = await responseRow(ids.english);
    expect(formRow.language).toBe("es");

    // An English response stays English.
    const englishText = "Thank you for the kind words about our dining room.";
    const englishRow = await respondAsJson(ids.spanishForm, englishText, "en");
    expect(englishRow.language).toBe("en");

    for (const row of [json, formRow, englishRow]) await approve(`/responses/${row.id}`);
    const englishHtml = await providerPage(ENGLISH_PAGE);
    expect(englishHtml).toContain(`<p class="review-response-text" lang="es">${jsonText}</p>`);
    expect(englishHtml).toContain(`<p class="review-response-text" lang="es">${formText}</p>`);
    expect(englishHtml).toContain(`<p class="review-response-text">${englishText}</p>`);
    const spanishHtml = await providerPage(SPANISH_PAGE);
    expect(spanishHtml).toContain(`<p class="review-response-text" lang="en">${englishText}</p>`);
    expect(spanishHtml).toContain(`<p class="review-response-text">${jsonText}</p>`);
  });

  it("reads first reviews kept in KV before the language was recorded as English", async () => {
    const kept = 106;
    await env.CACHE.put(
      `provider:${kept}:first-reviews`,
      JSON.stringify({
        reviews: [
          {
            id: 9790,
            authorName: "Old K.",
            content: "Kept before the language was stored.",
            createdAt: "2026-02-02T10:00:00.000Z",
            rating: 4,
            title: "resident",
            serviceCategoryName: "Assisted Living",
            providerResponse: {
              authorName: "Dana M.",
              authorTitle: "Director",
              content: "An answer kept before it too.",
              createdAt: "2026-02-03T10:00:00.000Z",
            },
          },
        ],
        total: 1,
        starCounts: [0, 0, 0, 1, 0],
        choices: { careTypes: [], relationships: [] },
      }),
    );
    const path = `/assisted-living/texas/austin/fixture-provider-${kept}/`;
    const englishHtml = await providerPage(path);
    expect(englishHtml).toContain('<p class="review-text">Kept before the language was stored.</p>');
    const spanishHtml = await providerPage(localizedPath(path, "es"));
    expect(spanishHtml).toContain('<p class="review-text" lang="en">Kept before the language was stored.</p>');
    expect(spanishHtml).toContain('<p class="review-response-text" lang="en">An answer kept before it too.</p>');
  });

  it("keeps a generic-form review's language when an operator files it under a provider", async () => {
    const email = reviewerEmail();
    const posted = await postJson(
      "/api/reviews/create-review?lang=es",
      reviewPayload({
        formType: "GENERIC",
        locationId: null,
        facilityName: "Casa Sol",
        city: "Austin",
        state: "TX",
        authorEmail: email,
        body: "Mi tía vive aquí desde hace un año y está muy contenta.",
      }),
    );
    expect(posted.status, posted.text).toBe(201);
    const unmatched = await env.DB.prepare("SELECT id, language FROM unmatched_reviews WHERE author_email = ?1")
      .bind(email)
      .first<{ id: number; language: string }>();
    expect(unmatched?.language).toBe("es");
    const matched = await call(`/admin/reviews/unmatched/${unmatched?.id}/match`, {
      method: "POST",
      headers: ADMIN,
      body: { providerId: 124 },
    });
    expect(matched.status).toBe(200);
    const filed = await storedReview(email);
    expect(filed.language).toBe("es");
  });
});
