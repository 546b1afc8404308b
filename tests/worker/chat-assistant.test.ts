/**
 * The chat assistant on the server (docs/chat-assistant.md; spec reviews-and-provider-page §1,
 * §6): its mount point is on every page of a visitor with the hubspot-chat flag and nowhere
 * else, knows the provider on a provider page, and a lead from the chat is stored like any
 * inquiry, with source chat.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { CHAT_LEAD_SOURCE } from "../../domain/chat/chat-script.ts";
import { islandProps } from "../support/island-props.ts";
import { inquiry } from "../support/leads.ts";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { freshIp } from "./fixtures/leads.ts";
import { ADMIN, call } from "./worker-client.ts";

const PROVIDER_PAGE = "/assisted-living/texas/austin/fixture-provider-107/";
const CHAT_ON = "feature-override=hubspot-chat:on";

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
});

/** The chat's mount point's props, or null when the page has none. */
function chatMount(html: string): Record<string, unknown> | null {
  if (
    !html.includes(
      '<div class="island" data-island="ChatAssistant" data-hydrate="interaction" data-wake-after="5000" data-words="careTypes chat chrome inquiry"></div>',
    )
  ) {
    return null;
  }
  return islandProps(html, "ChatAssistant");
}

describe("the chat assistant's mount point", () => {
  it("is on the home page and a provider page with the hubspot-chat flag, empty, and knows the provider", async () => {
    const home = await (await call(`/?${CHAT_ON}`)).text();
    const onHome = chatMount(home);
    // Tours away from a provider are the advisors', on their clock; a provider's on its own.
    expect(onHome).toMatchObject({ siteName: "Carefind", provider: null, timeZone: "America/Los_Angeles" });
    expect(onHome?.careTypes).toContainEqual({ value: "in-home-care", label: "Home Care" });

    const provider = await (await call(`${PROVIDER_PAGE}?${CHAT_ON}`)).text();
    expect(chatMount(provider)).toMatchObject({
      provider: { id: 107, name: expect.any(String), location: "Austin, TX" },
      timeZone: "America/Chicago",
    });

    const housing = await (await call(`/?${CHAT_ON}`, { host: "seniorhousing.localhost" })).text();
    const onHousing = chatMount(housing);
    expect(onHousing).toMatchObject({ siteName: "SeniorHousing" });
    // The housing brand's chat offers what its search finds: home care too.
    expect(onHousing?.careTypes).toEqual(onHome?.careTypes);
  });

  it("is on no page without the flag, and gone again when the flag is turned off", async () => {
    for (const path of ["/", PROVIDER_PAGE, "/local/search/?keyword=Austin%2C+TX", "/no-such-page/"]) {
      const html = await (await call(path)).text();
      expect(html).not.toContain("ChatAssistant");
      expect(html).not.toContain("chat-");
    }
    const off = await (await call(`/?feature-override=hubspot-chat:off`)).text();
    expect(off).not.toContain("ChatAssistant");
  });

  it("is on every kind of page with the flag: search, a geo page, the 404 page", async () => {
    for (const path of [
      "/local/search/?keyword=Austin%2C+TX",
      "/senior-living/assisted-living/texas/austin/",
      "/no-such-page/",
    ]) {
      const html = await (await call(`${path}${path.includes("?") ? "&" : "?"}${CHAT_ON}`)).text();
      expect(chatMount(html), path).not.toBeNull();
    }
  });
});

describe("a lead from the chat", () => {
  it("is stored with source chat and its provider, and shows so in the operator's export", async () => {
    const body = inquiry({ source: CHAT_LEAD_SOURCE, providerId: 107, action: "request-info" });
    const response = await call("/api/inquiry", { method: "POST", body, headers: { "CF-Connecting-IP": freshIp() } });
    expect(response.status).toBe(200);
    const row = await env.DB.prepare("SELECT source, provider_id, kind FROM inquiries WHERE form_id = ?1")
      .bind(body.formId)
      .first<Record<string, unknown>>();
    expect(row).toEqual({ source: "chat", provider_id: 107, kind: "inquiry" });
    const exported = (await (await call("/admin/leads?limit=500", { headers: ADMIN })).json()) as {
      leads: { email: string; source: string | null; providerId: number | null }[];
    };
    const lead = exported.leads.find((candidate) => candidate.email === body.email);
    expect(lead).toMatchObject({ source: "chat", providerId: 107 });
  });
});
