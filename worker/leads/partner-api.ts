/**
 * The partner inquiry API (spec reviews-and-provider-page §7): POST /v3/partner/inquiry,
 * /v3/partner/lead (with provider_id) and, under the `inquiry-v4` flag, /v4/partner/inquiry
 * (which also takes landing_page_url). Authenticated by the `Caring-Partner` header token,
 * compared in constant time. Answers `{result, provider, error_code, error_message}`, the
 * message reading '{errorCode} - {message}' on failure.
 */
import { type Context, Hono } from "hono";
import * as z from "zod/mini";
import {
  inquiryProviderSchema,
  inquiryTrackingSchema,
  inquiryValuesSchema,
} from "../../domain/inquiry/inquiry-schema.ts";
import type { AppEnv } from "../env.ts";
import { bodyKind } from "../middleware/content-type.ts";
import { tokensMatch } from "../middleware/tokens.ts";
import { fieldProblems } from "../middleware/validate.ts";
import { getProviderRecords } from "../providers/provider-records.ts";
import { acceptLead, inquiryLead } from "./lead-acceptance.ts";
import { inquiryProvider } from "./lead-provider.ts";
import { overRateLimit } from "./lead-rate-limit.ts";

export const partnerResponseSchema = z.object({
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

function failure(c: Context<AppEnv>, status: 400 | 401 | 403 | 404 | 415 | 429, message: string) {
  return c.json<PartnerResponse>(
    { result: "error", provider: null, error_code: String(status), error_message: `${status} - ${message}` },
    status,
  );
}

async function partnerInquiry(c: Context<AppEnv>, route: Route) {
  if (route === "inquiry-v4" && !c.get("flags")["inquiry-v4"]) return failure(c, 404, "Not found");
  const token = c.req.header("Caring-Partner");
  if (!token) return failure(c, 401, "Send the partner token in the Caring-Partner header");
  if (!(await tokensMatch(token, c.env.PARTNER_TOKEN ?? ""))) return failure(c, 403, "The partner token is not valid");
  if (bodyKind(c.req.header("Content-Type")) !== "json") {
    return failure(c, 415, "Send the body as JSON, with Content-Type: application/json");
  }
  if ((await overRateLimit(c)) !== null) return failure(c, 429, "Too many requests; try again in a minute");

  let input: unknown;
  try {
    input = await c.req.json();
  } catch {
    return failure(c, 400, "The body is not valid JSON");
  }
  const parsed = partnerBody.safeParse(input);
  if (!parsed.success) {
    const summary = fieldProblems(parsed.error)
      .map((problem) => `${problem.field}: ${problem.message}`)
      .join("; ");
    return failure(c, 400, summary);
  }
  const body = parsed.data;
  const providerId = body.provider_id ?? body.providerId;
  if (route === "lead" && providerId === undefined) return failure(c, 400, "provider_id: Required for a lead");
  const [record] = providerId !== undefined ? await getProviderRecords(c.env.DB, c.env.CACHE, [providerId]) : [];
  if (providerId !== undefined && !record) return failure(c, 400, "provider_id: Unknown provider");

  const tracking = body.tracking ?? {};
  await acceptLead(
    c,
    inquiryLead(c, body, {
      kind: "partner",
      action: null,
      providerId: record?.id ?? null,
      source: body.source ?? `partner-${route}`,
      tracking,
      // Only the v4 contract carries the landing page (spec: removed otherwise).
      landingPageUrl: route === "inquiry-v4" ? (body.landing_page_url ?? tracking.landingPageUrl ?? null) : null,
    }),
  );
  return c.json<PartnerResponse>({
    result: "success",
    provider: record ? inquiryProvider(record) : null,
    error_code: null,
    error_message: null,
  });
}

export const partnerApi = new Hono<AppEnv>()
  .post("/v3/partner/inquiry", (c) => partnerInquiry(c, "inquiry"))
  .post("/v3/partner/lead", (c) => partnerInquiry(c, "lead"))
  .post("/v4/partner/inquiry", (c) => partnerInquiry(c, "inquiry-v4"));
