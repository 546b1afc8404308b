/**
 * The write-a-review pages (spec reviews-and-provider-page §4, §5, §8): GET /reviews/write/,
 * the generic form for any facility the family names, on both brands, which the footer of
 * every page links to (the path without its slash leads to it); POST /reviews/write/, where
 * every write form posts until its island is live and in a browser without script; and
 * GET /reviews/write/thanks/, where a review so stored is thanked for. A post is read into the
 * form's values, checked with the form's own rules (the same messages under the same fields),
 * then sent through the API's checks and store (submitReview): the same statuses, and the form
 * again with its values whenever it was not taken.
 */
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import * as z from "zod/mini";
import { careTypeById } from "../../domain/care-types.ts";
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import {
  type ReviewFormPost,
  reviewFormPostSchema,
  reviewFormPostValues,
} from "../../domain/reviews/review-form-post.ts";
import { type ReviewFormValues, reviewPayload } from "../../domain/reviews/review-submission.ts";
import { ReviewThanksPage } from "../../ui/reviews/write/ReviewThanksPage.tsx";
import {
  emptyReviewValues,
  providerReviewForm,
  type ReviewFormErrors,
  reviewFormErrors,
} from "../../ui/reviews/write/review-form-rules.ts";
import { REVIEW_THANKS_PATH, WRITE_REVIEW_PATH } from "../../ui/reviews/write/review-write-text.ts";
import { type ReviewedOnPage, WriteReviewPage, writeReviewTitle } from "../../ui/reviews/write/WriteReviewPage.tsx";
import type { AppEnv } from "../env.ts";
import { bodyKind } from "../middleware/content-type.ts";
import { crossSitePost, sameSitePosts } from "../middleware/csrf.ts";
import { brandOrigin, inquiryPageFor, languageOf, renderPage, siteChrome } from "../ssr/render.tsx";
import { REVIEW_BODY_LIMIT_BYTES, reviewBodyTooLarge, submitReview } from "./review-create-api.ts";
import { reviewedProvider } from "./review-submission-store.ts";

/** A provider page's path, as the form carries it back: /{care-type}/{state}/{city}/{provider}/. */
const PROVIDER_PAGE_PATH = /^(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){4}\/$/;
const providerPagePath = z.string().check(z.regex(PROVIDER_PAGE_PATH, "Use the path of a provider's page"));

const postSchema = z.extend(reviewFormPostSchema, { returnPath: z.optional(providerPagePath) });
const thanksQuery = z.object({ back: z.optional(providerPagePath) });

const description = (c: Context<AppEnv>) => languageOf(c).t.reviews.write.description(c.get("brand").siteName);

/** The write form's messages in the request's language. */
const reviewMessages = (c: Context<AppEnv>) => messagesFor(c.var.language).reviews.messages;

interface WriteAnswer {
  status: 200 | 400 | 403 | 404 | 409 | 413 | 415 | 429;
  reviewed?: ReviewedOnPage;
  values?: ReviewFormValues;
  errors?: ReviewFormErrors;
  messages?: string[];
}

/** The write page: the generic form, or a provider's form sent back with what its post came to. */
function writePage(c: Context<AppEnv>, answer: WriteAnswer) {
  const { reviewed, values, errors = {}, messages = [] } = answer;
  const posted =
    values || messages.length > 0
      ? {
          values: values ?? emptyReviewValues(reviewed?.careTypes ?? []),
          errors,
          messages,
        }
      : undefined;
  return renderPage(c, {
    status: answer.status,
    title: writeReviewTitle(languageOf(c).t.reviews.write, reviewed),
    description: description(c),
    canonicalPath: WRITE_REVIEW_PATH,
    canonicalOrigin: brandOrigin(c),
    // The answer to a post holds what one family typed: never a page for search engines.
    noindex: answer.status !== 200 || posted !== undefined,
    body: (
      <WriteReviewPage
        chrome={siteChrome(c)}
        tracking={inquiryPageFor(c, "write_review").tracking}
        {...(reviewed ? { reviewed } : {})}
        {...(posted ? { posted } : {})}
      />
    ),
  });
}

const refused = (status: WriteAnswer["status"], message: (c: Context<AppEnv>) => string) => (c: Context<AppEnv>) =>
  writePage(c, { status, messages: [message(c)] });

/** The provider a provider page's form named, with the form its page shows; null when there is none such. */
async function reviewedOnPage(
  c: Context<AppEnv>,
  locationId: number,
  returnPath: string | undefined,
): Promise<ReviewedOnPage | null> {
  const provider = await reviewedProvider(c.env.DB, locationId);
  if (!provider) return null;
  const careTypes = provider.services.flatMap((service) => {
    const careType = careTypeById(service.careTypeId);
    return careType ? [careType] : [];
  });
  return {
    provider: { id: provider.id, name: provider.name, url: returnPath ?? "" },
    ...providerReviewForm(careTypes),
  };
}

/** The fields of a post, or the field that is not one the form sends. */
async function readPost(
  c: Context<AppEnv>,
): Promise<{ post: ReviewFormPost & { returnPath?: string } } | { problem: string }> {
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    return { problem: reviewMessages(c).formUnreadable };
  }
  const parsed = z.safeParse(postSchema, form);
  if (parsed.success) return { post: parsed.data };
  const issue = parsed.error.issues[0];
  return { problem: `${issue?.path.map(String).join(".") || "form"}: ${issue?.message ?? "not valid"}` };
}

async function postedReview(c: Context<AppEnv>) {
  if (bodyKind(c.req.header("Content-Type")) !== "form") {
    return writePage(c, { status: 415, messages: [reviewMessages(c).useTheForm] });
  }
  const read = await readPost(c);
  if ("problem" in read) return writePage(c, { status: 400, messages: [read.problem] });
  const { locationId, values } = reviewFormPostValues(read.post);
  let reviewed: ReviewedOnPage | undefined;
  if (locationId !== null) {
    const found = await reviewedOnPage(c, locationId, read.post.returnPath);
    if (!found) return writePage(c, { status: 404, values, messages: [reviewMessages(c).providerNotFound] });
    reviewed = found;
  }
  // The provider's own care types decide its form; without a provider it is the generic one.
  const formType = reviewed?.formType ?? "GENERIC";
  const shown = { ...(reviewed ? { reviewed } : {}), values };
  const errors = reviewFormErrors(formType, values, reviewMessages(c));
  if (Object.keys(errors).length > 0) return writePage(c, { status: 400, ...shown, errors });

  const outcome = await submitReview(
    c,
    reviewPayload(formType, values, {
      locationId,
      sourceName: reviewed ? "provider_page" : c.get("brand").id,
    }),
  );
  if (outcome.stored) {
    const back = reviewed?.provider.url ? `?back=${encodeURIComponent(reviewed.provider.url)}` : "";
    return c.redirect(`${REVIEW_THANKS_PATH}${back}`, 303);
  }
  if (outcome.retryAfterSeconds !== undefined) c.header("Retry-After", String(outcome.retryAfterSeconds));
  return writePage(c, { status: outcome.status, ...shown, messages: outcome.messages });
}

export const reviewWritePage = new Hono<AppEnv>()
  .get(WRITE_REVIEW_PATH.slice(0, -1), (c) => c.redirect(`${WRITE_REVIEW_PATH}${new URL(c.req.url).search}`, 301))
  .get(WRITE_REVIEW_PATH, (c) => writePage(c, { status: 200 }))
  .post(
    WRITE_REVIEW_PATH,
    sameSitePosts(refused(403, crossSitePost)),
    bodyLimit({ maxSize: REVIEW_BODY_LIMIT_BYTES, onError: refused(413, reviewBodyTooLarge) }),
    postedReview,
  )
  .get(REVIEW_THANKS_PATH, async (c) => {
    const query = z.safeParse(thanksQuery, c.req.query());
    if (!query.success) {
      const issue = query.error.issues[0];
      return c.text(`${issue?.path.map(String).join(".") || "query"}: ${issue?.message ?? "not valid"}`, 400);
    }
    return renderPage(c, {
      title: languageOf(c).t.reviews.write.submitted.message,
      description: description(c),
      canonicalPath: REVIEW_THANKS_PATH,
      noindex: true,
      body: <ReviewThanksPage chrome={siteChrome(c)} backTo={query.data.back ?? null} />,
    });
  });
