/**
 * Reviews in Spanish (docs/languages.md), on both brands: a provider page's reviews section, the
 * write page and its thank-you page, the guidelines, the provider's reply pages, the duplicate
 * page, and the review APIs answering their messages in Spanish with `?lang=es`. Each page says
 * none of the reviews section's English words outside what is marked `lang="en"`.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { localizedPath } from "../../domain/i18n/paths.ts";
import { recomputeAggregates } from "../../worker/providers/aggregate-queries.ts";
import { issueReviewToken } from "../../worker/reviews/review-tokens.ts";
import { englishLeftovers } from "../support/english-leftovers.ts";
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
      `INSERT INTO reviews (id, provider_id, care_type_id, author_name, relationship, content, rating_overall, rating_staff, status, created_at) VALUES (${REVIEWED}, ${LIVING}, 'alzheimers_care_facilities', 'Rosa M.', 'friend-or-relative', 'Mi mamá está contenta aquí.', 4, 5, 'approved', '2026-03-03T10:00:00.000Z');`,
      `INSERT INTO reviews (id, provider_id, care_type_id, author_name, relationship, content, rating_overall, status, created_at) VALUES (9702, ${LIVING}, 'assisted_living_facilities', 'Luis P.', 'visited', 'Buen personal.', 5, 'approved', '2026-03-04T10:00:00.000Z');`,
      `INSERT INTO review_responses (review_id, author_name, author_title, author_email, content, status, created_at) VALUES (${REVIEWED}, 'Dana M.', 'Directora', 'd@example.com', 'Gracias por su reseña.', 'published', '2026-03-05T10:00:00.000Z');`,
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
