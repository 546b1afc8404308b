/**
 * The one intake every lead route shares (spec lead-capture-and-chrome §7, reviews-and-provider-page
 * §7): the same content types read or refused, each route answering in its own shape.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { countLeads, freshIp, inquiry, multiStep, PARTNER } from "./fixtures/leads.ts";
import { call } from "./worker-client.ts";

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
});

interface LeadRoute {
  path: string;
  headers: Record<string, string>;
  body(): { formId: string };
  /** The route's refusal in its own answer shape. */
  refusal(status: number, message: string): unknown;
  /** Its words for a body it does not read. */
  unsupportedType: string;
}

const ROUTES: LeadRoute[] = [
  {
    path: "/api/inquiry",
    headers: {},
    body: () => inquiry(),
    refusal: (_status, message) => ({ success: false, message, provider: null }),
    unsupportedType: "Send the inquiry as JSON or as a form post",
  },
  {
    path: "/api/multi-step-form",
    headers: {},
    body: () => multiStep(),
    refusal: (_status, message) => ({ success: false, message }),
    unsupportedType: "Send the form as JSON",
  },
  {
    path: "/v3/partner/inquiry",
    headers: PARTNER,
    body: () => inquiry(),
    refusal: (status, message) => ({
      result: "error",
      provider: null,
      error_code: String(status),
      error_message: `${status} - ${message}`,
    }),
    unsupportedType: "Send the body as JSON, with Content-Type: application/json",
  },
];

function post(route: LeadRoute, body: unknown, headers: Record<string, string> = {}) {
  return call(route.path, {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { ...route.headers, "CF-Connecting-IP": freshIp(), ...headers },
  });
}

describe.each(ROUTES)("$path", (route) => {
  it.each(["application/vnd.api+json", "application/json;charset=UTF-8", "Application/JSON"])(
    "reads a %s body as JSON and stores the lead",
    async (contentType) => {
      const body = route.body();
      const response = await post(route, body, { "Content-Type": contentType });
      expect(response.status).toBe(200);
      expect(await countLeads(body.formId)).toBe(1);
    },
  );

  it.each(["text/plain", "application/json-seq", "application/jsonx"])(
    "refuses a %s body with 415 in its own shape, and stores nothing",
    async (contentType) => {
      const body = route.body();
      const response = await post(route, body, { "Content-Type": contentType });
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual(route.refusal(415, route.unsupportedType));
      expect(await countLeads(body.formId)).toBe(0);
    },
  );
});
