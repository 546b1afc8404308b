/**
 * The lead routes against a hostile sender: bodies a route cannot read, fields the multi-step
 * form never declared, a partner counted as a partner and not as an address, form posts from
 * other sites, and a form id reused for a different lead. Each answer is the route's own shape.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { FROM_OUR_PAGE } from "../support/leads.ts";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { countLeads, freshIp, PARTNER } from "./fixtures/leads.ts";
import { ADMIN, type CallOptions, call } from "./worker-client.ts";

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
});

const FORM = "application/x-www-form-urlencoded";

/** A native form post of the inquiry form, as a browser on one of our pages sends it unless told otherwise. */
function postForm(
  form: URLSearchParams | string,
  headers: Record<string, string> = FROM_OUR_PAGE,
  options: CallOptions = {},
) {
  return call("/api/inquiry", {
    ...options,
    method: "POST",
    body: form.toString(),
    headers: { "Content-Type": FORM, "CF-Connecting-IP": freshIp(), ...headers },
  });
}

describe("a body the route cannot read", () => {
  const UNREADABLE_FORM = "Invalid body: it is not a readable form post";

  it.each([
    { sent: "multipart without a boundary", type: "multipart/form-data", body: "fullName=Ann+Lee" },
    { sent: "a body that is not multipart", type: "multipart/form-data; boundary=x7", body: "fullName=Ann+Lee" },
    {
      sent: "a multipart part without a name",
      type: "multipart/form-data; boundary=x7",
      body: "--x7\r\nContent-Disposition: form-data\r\n\r\nAnn\r\n--x7--\r\n",
    },
  ])("answers $sent to the inquiry form's native post with the problems page and 400", async ({ type, body }) => {
    const before = await countLeads();
    const response = await call("/api/inquiry", {
      method: "POST",
      body,
      headers: { ...FROM_OUR_PAGE, "Content-Type": type, "CF-Connecting-IP": freshIp() },
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Please check your details");
    expect(html).toContain(`<strong>Request:</strong> ${UNREADABLE_FORM}`);
    expect(html).toContain('href="/"');
    expect(await countLeads()).toBe(before);
  });

  it("answers a urlencoded body of garbage with 400 naming the fields it lacks", async () => {
    const response = await postForm("%%%&&==%ZZ%&\u0000=\uFFFD");
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("<strong>Full name:</strong> Please enter your full name");
  });

  /** Every route that reads a body: bad JSON is 400 in its words, a form post where it takes none 415. */
  const BODY_ROUTES: { method: string; path: string; headers: Record<string, string>; malformed: string }[] = [
    { method: "POST", path: "/api/inquiry", headers: {}, malformed: "Invalid body: it is not valid JSON" },
    { method: "POST", path: "/api/multi-step-form", headers: {}, malformed: "Invalid body: it is not valid JSON" },
    { method: "POST", path: "/v3/partner/inquiry", headers: PARTNER, malformed: "400 - The body is not valid JSON" },
    { method: "POST", path: "/api/events", headers: {}, malformed: "Malformed JSON in request body" },
    { method: "POST", path: "/api/enhanced-search", headers: {}, malformed: "Malformed JSON in request body" },
    { method: "POST", path: "/v1/location/by-ids", headers: {}, malformed: "Malformed JSON in request body" },
    { method: "POST", path: "/admin/cache/purge", headers: ADMIN, malformed: "Malformed JSON in request body" },
    { method: "PUT", path: "/admin/flags", headers: ADMIN, malformed: "Malformed JSON in request body" },
  ];

  it.each(BODY_ROUTES)("$method $path answers unreadable bodies with 4xx, never 500", async (route) => {
    const send = (type: string, body: string) =>
      call(route.path, {
        method: route.method,
        body,
        headers: { ...FROM_OUR_PAGE, ...route.headers, "Content-Type": type, "CF-Connecting-IP": freshIp() },
      });
    for (const body of ["{", '{"name": "x",', "\uFFFD\u0000\uD7FF"]) {
      const response = await send("application/json", body);
      expect(response.status, body).toBe(400);
      expect(await response.text()).toContain(route.malformed);
    }
    const multipart = await send("multipart/form-data", "name=x");
    expect(multipart.status).toBe(route.path === "/api/inquiry" ? 400 : 415);
  });
});
