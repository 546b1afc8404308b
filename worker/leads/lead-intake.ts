/**
 * The one path every lead route takes (spec lead-capture-and-chrome §3-§8, reviews-and-provider-page
 * §7): a browser's post only from our own pages, one body size limit, the content type, the body
 * read once, the route's rate limit, one parse of the body into a lead input with its field
 * problems, the provider rule, then the lead accepted. A route says how its body reads, which
 * limit its posts count against, and how it answers, in its own words and shape.
 */
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import * as z from "zod/mini";
import type { $ZodType } from "zod/v4/core";
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import { localizedFieldMessage } from "../../domain/inquiry/inquiry-fields.ts";
import { trackingUnderConsent } from "../../domain/inquiry/inquiry-tracking.ts";
import { DEFAULT_REQUIRED_MESSAGE, VALUE_TOO_LONG } from "../../domain/multi-step/multi-step-fields.ts";
import type { ProviderRecord } from "../../domain/providers/provider-record.ts";
import type { AppEnv } from "../env.ts";
import { type BodyKind, bodyKind } from "../middleware/content-type.ts";
import { crossSitePost, sameSitePosts } from "../middleware/csrf.ts";
import { markInquirySubmitted } from "../middleware/price-visibility.ts";
import { type FieldProblem, fieldProblems, zodMessagesIn } from "../middleware/validate.ts";
import { acceptLead, type LeadInput } from "./lead-acceptance.ts";
import { leadProvider, type ProviderField } from "./lead-provider.ts";
import { type LeadLimit, overRateLimit, rateLimitMessage } from "./lead-rate-limit.ts";
import type { LeadKind } from "./lead-store.ts";

/**
 * The largest lead body read: 32 KB. The largest body the lead schemas accept, every field at
 * its maximum, is under 8 KB (a partner's, in plain ASCII) and a real form well under 2 KB, so
 * no family or partner meets it; it is far below what a Worker request (100 MB) or a D1 row
 * (2 MB) may hold. A multi-step post's fields that its configuration does not declare are
 * dropped, not stored, so a full body never reaches a lead's extra column.
 */
const LEAD_BODY_LIMIT_BYTES = 32 * 1024;

/** The message a body over the limit is refused with, in the request's language. */
const leadBodyTooLarge = (c: Context<AppEnv>) =>
  messagesFor(c.var.language).inquiry.refusal.tooLarge(LEAD_BODY_LIMIT_BYTES / 1024);

/** The message a form post the route cannot read is refused with: form posts come only from the visitors' own forms. */
const UNREADABLE_FORM = "Invalid body: it is not a readable form post";

/** The message a browser's post from another site is refused with (worker/middleware/csrf.ts). */

/** A native form post's fields by name. */
export type FormFields = Record<string, unknown>;

/** How a lead was sent: the body's kind (null: one no lead route reads) and a form post's fields. */
interface LeadRequest {
  sentAs: BodyKind | null;
  /** Empty unless a form post was read. */
  form: FormFields;
}

/** Why a lead was not taken: the status, the route's message and, for a body that broke its rules, each problem. */
export interface LeadRefusal {
  status: 400 | 403 | 409 | 413 | 415 | 429;
  message: string;
  problems: FieldProblem[];
}

/** A route's words for each refusal. */
interface LeadRefusalTexts {
  unsupportedType: string;
  malformed: string;
  rateLimited(c: Context<AppEnv>): string;
  /** The message for a body that broke its rules, from the problems' summary. */
  invalid(summary: string): string;
  /** The message for a form id already stored with a different lead. */
  conflict: string;
}

/**
 * What the visitor's own forms say (the inquiry form and the multi-step form), in the page's
 * language (the post's `?lang=`). The conflict: the same form sent again with other details,
 * Back and send after a native post, or a retry edited after an answer that never arrived; the
 * page loaded afresh has a new form id.
 */
export function visitorRefusalTexts(c: Context<AppEnv>, unsupportedType: string): LeadRefusalTexts {
  const { inquiry } = messagesFor(c.var.language);
  return {
    unsupportedType,
    malformed: inquiry.refusal.malformed,
    rateLimited: (c) => rateLimitMessage(c.env.ADVISOR_PHONE, c.get("brand"), inquiry),
    invalid: inquiry.refusal.invalid,
    conflict: inquiry.refusal.conflict,
  };
}

/** The visitors' forms: a form id is unique within the brand whose page sent it. */
export function brandFormScope(c: Context<AppEnv>): string {
  return c.get("brand").id;
}

/** A lead route: how its body reads and how it answers. */
interface LeadRoute {
  kind: LeadKind;
  /**
   * Whether families' browsers post to this route: then a post must come from our own pages
   * (403 otherwise). The partner API is called server to server with its token, not by a
   * browser carrying a family's cookies, so it has no cross-site post to refuse.
   */
  fromBrowsers: boolean;
  /** The body's rules; what passes them is the lead input. */
  schema: $ZodType<LeadInput>;
  /** A native form post's fields as the body the schema reads; a route without it reads JSON only. */
  fromForm?: (form: FormFields, c: Context<AppEnv>) => unknown | Promise<unknown>;
  /** The limit this route's posts count against, and the key this post is counted under. */
  limit(c: Context<AppEnv>): LeadLimit | Promise<LeadLimit>;
  /** Where this post's form id is unique, besides its kind: a brand, or a partner. */
  formScope(c: Context<AppEnv>): string | Promise<string>;
  /** Where the body names a provider; a route without it takes none. */
  provider?: ProviderField;
  /** The inquiry form shows one message per field, the first; the other routes list every problem. */
  firstProblemPerField?: boolean;
  /** Whether the lead un-blurs prices for this visitor (spec lead-capture-and-chrome §4). */
  marksSubmitted: boolean;
  /** The route's words; a visitor's route answers in the page's language. */
  texts: LeadRefusalTexts | ((c: Context<AppEnv>) => LeadRefusalTexts);
  refused(c: Context<AppEnv>, refusal: LeadRefusal, request: LeadRequest): Response | Promise<Response>;
  /** The answer once the lead is stored under `leadId`. */
  accepted(
    c: Context<AppEnv>,
    provider: ProviderRecord | null,
    request: LeadRequest,
    leadId: number,
  ): Response | Promise<Response>;
}

function firstPerField(problems: FieldProblem[]): FieldProblem[] {
  return problems.filter((problem, index) => problems.findIndex((other) => other.field === problem.field) === index);
}

/** The JSON body, or null when it is not valid JSON. */
async function jsonBody(c: Context<AppEnv>): Promise<{ value: unknown } | null> {
  try {
    return { value: await c.req.json() };
  } catch {
    return null;
  }
}

/**
 * A form post's fields, or null when the body cannot be read as one: a multipart body without
 * its boundary, a body that is not multipart at all, a part without a name.
 */
async function formBody(c: Context<AppEnv>): Promise<FormFields | null> {
  try {
    return await c.req.parseBody();
  } catch {
    return null;
  }
}

/**
 * Takes a lead through the one path, answering in the route's shape: a browser's post from
 * another site (403) and the size limit (413), both before anything is read, counted or stored,
 * then the intake itself. Mount the three, in this order.
 */
export function leadIntake(
  route: LeadRoute,
): [MiddlewareHandler<AppEnv>, MiddlewareHandler<AppEnv>, MiddlewareHandler<AppEnv>] {
  const refuseUnread = (c: Context<AppEnv>, status: 403 | 413, message: string) =>
    route.refused(c, { status, message, problems: [] }, { sentAs: bodyKind(c.req.header("Content-Type")), form: {} });
  const sameSite: MiddlewareHandler<AppEnv> = route.fromBrowsers
    ? sameSitePosts((c) => refuseUnread(c, 403, crossSitePost(c)))
    : (_c, next) => next();
  const limit = bodyLimit({
    maxSize: LEAD_BODY_LIMIT_BYTES,
    onError: (c) => refuseUnread(c, 413, leadBodyTooLarge(c)),
  });
  const intake: MiddlewareHandler<AppEnv> = async (c) => {
    const request: LeadRequest = { sentAs: bodyKind(c.req.header("Content-Type")), form: {} };
    const texts = typeof route.texts === "function" ? route.texts(c) : route.texts;
    // The schemas hold the spec's English messages; a visitor's page may be in another language.
    const t = messagesFor(c.var.language);
    const say = (message: string) => {
      if (message === DEFAULT_REQUIRED_MESSAGE) return t.landing.form.required;
      if (message === VALUE_TOO_LONG) return t.landing.form.tooLong;
      return localizedFieldMessage(message, t.inquiry.validation);
    };
    const spoken = (problems: FieldProblem[]) =>
      route.fromBrowsers ? problems.map((problem) => ({ ...problem, message: say(problem.message) })) : problems;
    const refuse = (status: LeadRefusal["status"], message: string, problems: FieldProblem[] = []) =>
      route.refused(c, { status, message, problems }, request);
    const invalid = (problems: FieldProblem[]) => {
      const shown = spoken(route.firstProblemPerField ? firstPerField(problems) : problems);
      const summary = shown.map((problem) => `${problem.field}: ${problem.message}`).join("; ");
      return refuse(400, texts.invalid(summary), shown);
    };
    const { sentAs } = request;
    if (sentAs === null || (sentAs === "form" && !route.fromForm)) return refuse(415, texts.unsupportedType);

    // Read before the rate limit, so a limited form post can still send the visitor back.
    const form = sentAs === "form" ? await formBody(c) : null;
    if (form) request.form = form;
    const json = sentAs === "json" ? await jsonBody(c) : null;
    if ((await overRateLimit(c, await route.limit(c))) !== null) return refuse(429, texts.rateLimited(c));
    if (sentAs === "json" && json === null) return refuse(400, texts.malformed);
    if (sentAs === "form" && form === null) return refuse(400, UNREADABLE_FORM);

    const parsed = z.safeParse(
      route.schema,
      sentAs === "form" ? await route.fromForm?.(request.form, c) : json?.value,
      zodMessagesIn(c.var.language),
    );
    if (!parsed.success) return invalid(fieldProblems(parsed.error));
    const found = route.provider ? await leadProvider(c, parsed.data.providerId, route.provider) : { provider: null };
    if ("problem" in found) return invalid([found.problem]);

    const input = {
      ...parsed.data,
      providerId: found.provider?.id ?? null,
      // A visitor's own form keeps the ad-click ids only with their consent; a partner's leads are its own.
      tracking: route.fromBrowsers
        ? trackingUnderConsent(parsed.data.tracking, c.get("visitor").consent)
        : parsed.data.tracking,
    };
    const stored = await acceptLead(c, route.kind, input, found.provider, await route.formScope(c));
    if (stored.outcome === "conflict") return refuse(409, texts.conflict);
    if (route.marksSubmitted) await markInquirySubmitted(c);
    return route.accepted(c, found.provider, request, stored.id);
  };
  return [sameSite, limit, intake];
}
