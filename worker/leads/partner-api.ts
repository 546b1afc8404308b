/**
 * The partner inquiry API (spec reviews-and-provider-page §7): POST /v3/partner/inquiry,
 * /v3/partner/lead (with provider_id) and, under the `inquiry-v4` flag, /v4/partner/inquiry
 * (which also takes landing_page_url). Authenticated by the `Caring-Partner` header token,
 * compared in constant time, then taken by the one lead intake under a limit per partner token.
 * Answers `{result, provider, error_code, error_message}`, the message reading
 * '{errorCode} - {message}' on failure.
 */

import { type Context, Hono } from "hono";
import { createMiddleware } from "hono/factory";
import * as z from "zod/mini";
import { sha256Hex } from "../../domain/hash.ts";
import {
  inquiryProviderSchema,
  inquiryTrackingSchema,
  inquiryValuesSchema,
} from "../../domain/inquiry/inquiry-schema.ts";
import type { AppEnv } from "../env.ts";
import type { RateLimit } from "../middleware/rate-limit-store.ts";
import { checkToken } from "../middleware/token-throttle.ts";
import { inquiryLeadInput } from "./lead-acceptance.ts";
import { leadIntake } from "./lead-intake.ts";
import { inquiryProvider } from "./lead-provider.ts";
import type { LeadLimit } from "./lead-rate-limit.ts";

const partnerResponseSchema = z.object({
  result: z.enum(["success", "error"]),
  provider: z.nullable(inquiryProviderSchema),
  error_code: z.nullable(z.string()),
  error_message: z.nullable(z.string()),
});
export type PartnerResponse = z.infer<typeof partnerResponseSchema>;

const partnerBody = z.object({
  ...inquiryValuesSchema.shape,
  provider_id: z.optional(z.number().check(z.int(), z.positive())),
  landing_page_url: z.optional(z.string().check(z.maxLength(2000))),
  tracking: z.optional(inquiryTrackingSchema),
});

type Route = "inquiry" | "lead" | "inquiry-v4";

function failure(c: Context<AppEnv>, status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429, message: string) {
  return c.json<PartnerResponse>(
    { result: "error", provider: null, error_code: String(status), error_message: `${status} - ${message}` },
    status,
  );
}

/**
 * Leads a partner may send a minute, per partner token. A partner forwards many families'
 * requests from a few servers, in bursts (a backlog sent after an outage on their side, a
 * nightly batch), so the visitors' ten a minute per address would refuse its ordinary traffic.
 * 600 (ten a second) is far above any partner's real flow, yet bounds what a leaked or looping
 * token can write into D1 before someone looks.
 */
const PARTNER_LEAD_RULE: RateLimit = { limit: 600, windowSeconds: 60 };

/**
 * What the partner whose token the gate checked is known by in the Worker's own records: the
 * first 128 bits of the token's SHA-256, so neither the limiter's rows nor a lead's form key
 * ever hold the token itself.
 */
async function partnerKey(c: Context<AppEnv>): Promise<string> {
  const token = c.req.header("Caring-Partner") ?? "";
  return (await sha256Hex(token)).slice(0, 32);
}

/** A partner's limit, counted per partner token. */
async function partnerLeadLimit(c: Context<AppEnv>): Promise<LeadLimit> {
  return { rule: PARTNER_LEAD_RULE, key: `lead:partner:${await partnerKey(c)}` };
}

/** The flag and the partner token (throttled per address after 10 wrong ones a minute), checked before the body is read. */
function partnerGate(route: Route) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (route === "inquiry-v4" && !c.get("flags")["inquiry-v4"]) return failure(c, 404, "Not found");
    const token = c.req.header("Caring-Partner");
    if (!token) return failure(c, 401, "Send the partner token in the Caring-Partner header");
    const check = await checkToken(c, "partner", token, c.env.PARTNER_TOKEN ?? "");
    if (check.outcome === "throttled") {
      return failure(c, 429, `Too many wrong tokens; try again in ${check.retryAfterSeconds} seconds`);
    }
    if (check.outcome === "invalid") return failure(c, 403, "The partner token is not valid");
    await next();
  });
}

/** One partner route's intake: its contract's body, words and answer. */
function partnerIntake(route: Route) {
  const schema = z.pipe(
    partnerBody,
    z.transform((body) =>
      inquiryLeadInput(body, {
        action: null,
        providerId: body.provider_id ?? body.providerId ?? null,
        source: body.source ?? `partner-${route}`,
        tracking: {
          ...body.tracking,
          // Only the v4 contract carries the landing page (spec: removed otherwise).
          landingPageUrl: route === "inquiry-v4" ? (body.landing_page_url ?? body.tracking?.landingPageUrl) : undefined,
        },
      }),
    ),
  );
  return leadIntake({
    kind: "partner",
    // Partners call from their servers with the token; no family's browser posts here, so
    // there is no cross-site form post to refuse and no Origin to expect.
    fromBrowsers: false,
    schema,
    limit: partnerLeadLimit,
    // A partner's form ids are its own: the same id from another partner is another lead.
    formScope: partnerKey,
    provider: { field: "provider_id", required: route === "lead" },
    marksSubmitted: false,
    texts: {
      unsupportedType: "Send the body as JSON, with Content-Type: application/json",
      malformed: "The body is not valid JSON",
      rateLimited: () => "Too many requests; try again in a minute",
      invalid: (summary) => summary,
      conflict: "This form id was already sent with a different lead; send each lead with a form id of its own",
    },
    refused: (c, { status, message }) => failure(c, status, message),
    accepted: (c, provider) =>
      c.json<PartnerResponse>({
        result: "success",
        provider: provider ? inquiryProvider(provider) : null,
        error_code: null,
        error_message: null,
      }),
  });
}

/** `POST /v3/partner/inquiry` and `/v3/partner/lead`. */
export const partnerV3 = new Hono<AppEnv>()
  .post("/partner/inquiry", partnerGate("inquiry"), ...partnerIntake("inquiry"))
  .post("/partner/lead", partnerGate("lead"), ...partnerIntake("lead"));

/** `POST /v4/partner/inquiry`. */
export const partnerV4 = new Hono<AppEnv>().post(
  "/partner/inquiry",
  partnerGate("inquiry-v4"),
  ...partnerIntake("inquiry-v4"),
);
