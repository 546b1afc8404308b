/**
 * Forwarding leads to a slow partner: the LEADS queue consumer driven with batches of its own
 * messages, a fake partner behind a stubbed fetch and a fake clock, so a partner that takes
 * 12 s or hangs for a minute costs the test milliseconds. What an operator would notice: which
 * messages are acked or retried and when, how often the partner is called, and the lead's
 * delivery status, attempts and dead letters in D1.
 */
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { findLead } from "../../worker/leads/lead-store.ts";
import { handleLeadBatch, PARTNER_TIMEOUT_MS } from "../../worker/queue/lead-forwarding.ts";
import { inquiry } from "../support/leads.ts";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { freshIp } from "./fixtures/leads.ts";
import { call } from "./worker-client.ts";

const PARTNER_URL = "https://partner.example/leads";
const partnerEnv = { ...env, LEAD_WEBHOOK_URL: PARTNER_URL };

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/**
 * A fake clock for timers and for fetch deadlines: AbortSignal.timeout is the platform's own
 * timer, which vitest's fake timers do not reach, so it is rebuilt on the faked setTimeout.
 */
function useFakeClock() {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  vi.spyOn(AbortSignal, "timeout").mockImplementation((milliseconds) => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(new DOMException("The operation timed out", "TimeoutError")), milliseconds);
    return controller.signal;
  });
}

/** Waits, in real time and without moving the fake clock, until the condition holds. */
async function until(condition: () => boolean, what: string): Promise<void> {
  for (let waited = 0; !condition(); waited += 5) {
    if (waited > 3_000) throw new Error(`still waiting for ${what}`);
    await scheduler.wait(5);
  }
}

/** A stored lead as the queue finds it (queued), with the Idempotency-Key it is forwarded under. */
async function queuedLead(): Promise<{ id: number; key: string }> {
  const body = inquiry();
  const response = await call("/api/inquiry", { method: "POST", body, headers: { "CF-Connecting-IP": freshIp() } });
  expect(response.status).toBe(200);
  const row = await env.DB.prepare("UPDATE inquiries SET delivery_status = 'queued' WHERE form_id = ?1 RETURNING id")
    .bind(body.formId)
    .first<{ id: number }>();
  return { id: row?.id ?? 0, key: `carefind-lead-${row?.id ?? 0}` };
}

interface RecordedMessage extends Message<unknown> {
  acked: boolean;
  /** The options of each retry asked for. */
  retries: QueueRetryOptions[];
}

/** A message whose ack and retry are recorded, as the queue would see them. */
function message(inquiryId: number, attempts: number): RecordedMessage {
  const recorded: RecordedMessage = {
    id: `m-${inquiryId}-${attempts}-${crypto.randomUUID()}`,
    timestamp: new Date(),
    body: { inquiryId },
    attempts,
    acked: false,
    retries: [],
    ack() {
      recorded.acked = true;
    },
    retry(options = {}) {
      recorded.retries.push(options);
    },
  };
  return recorded;
}

function batchOf(messages: RecordedMessage[], queue = "carefind-leads"): MessageBatch<unknown> {
  const metadata = { metrics: { backlogCount: messages.length, backlogBytes: 0 } };
  return { queue, messages, metadata, ackAll: () => {}, retryAll: () => {} };
}

/** A partner that answers each lead (by its Idempotency-Key) after its own delay, or never. */
function fakePartner(delayFor: (key: string) => number | "never") {
  return vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
    expect(String(input)).toBe(PARTNER_URL);
    const delay = delayFor(new Headers(init?.headers).get("Idempotency-Key") ?? "");
    if (delay === 0) return Promise.resolve(new Response("ok"));
    return new Promise<Response>((resolve, reject) => {
      const timer = delay === "never" ? null : setTimeout(() => resolve(new Response("ok")), delay);
      init?.signal?.addEventListener("abort", () => {
        if (timer !== null) clearTimeout(timer);
        reject(init.signal?.reason);
      });
    });
  });
}

async function deliveryLog(inquiryId: number) {
  const { results } = await env.DB.prepare(
    "SELECT attempt, outcome, http_status, error FROM lead_deliveries WHERE inquiry_id = ?1 ORDER BY id",
  )
    .bind(inquiryId)
    .all();
  return results;
}

async function deadLetters(inquiryId: number): Promise<number> {
  const row = await env.DB.prepare("SELECT count(*) AS count FROM lead_dead_letters WHERE inquiry_id = ?1")
    .bind(inquiryId)
    .first<{ count: number }>();
  return row?.count ?? -1;
}

describe("forwarding to a slow partner", () => {
  it("delivers, once, a lead the partner accepts after 12 s", async () => {
    useFakeClock();
    const lead = await queuedLead();
    const partner = fakePartner(() => 12_000);
    const sent = message(lead.id, 1);

    const handled = handleLeadBatch(batchOf([sent]), partnerEnv);
    await until(() => partner.mock.calls.length === 1, "the partner call");
    await vi.advanceTimersByTimeAsync(12_000);
    await handled;

    expect(sent.acked).toBe(true);
    expect(sent.retries).toEqual([]);
    expect(partner).toHaveBeenCalledTimes(1);
    expect(await findLead(env.DB, lead.id)).toMatchObject({
      deliveryStatus: "delivered",
      deliveryAttempts: 1,
      lastDeliveryError: null,
    });
    expect(await deliveryLog(lead.id)).toEqual([{ attempt: 1, outcome: "delivered", http_status: 200, error: null }]);
  });

  it("retries a lead the partner has not answered within the timeout, saying so", async () => {
    useFakeClock();
    const lead = await queuedLead();
    const partner = fakePartner(() => "never");
    const sent = message(lead.id, 2);

    const handled = handleLeadBatch(batchOf([sent]), partnerEnv);
    await until(() => partner.mock.calls.length === 1, "the partner call");
    await vi.advanceTimersByTimeAsync(PARTNER_TIMEOUT_MS - 1);
    expect(sent.retries).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await handled;

    expect(sent.acked).toBe(false);
    expect(sent.retries).toEqual([{ delaySeconds: 60 }]);
    expect(await findLead(env.DB, lead.id)).toMatchObject({
      deliveryStatus: "queued",
      lastDeliveryError: "no answer within 60 s",
    });
  });

  it("acks the quick leads of a batch without waiting for the two that hang", async () => {
    useFakeClock();
    const leads = await Promise.all([1, 2, 3, 4, 5].map(() => queuedLead()));
    const hanging = new Set(leads.slice(0, 2).map((lead) => lead.key));
    fakePartner((key) => (hanging.has(key) ? "never" : 0));
    const messages = leads.map((lead) => message(lead.id, 1));
    const [slowA, slowB, ...quick] = messages as [RecordedMessage, RecordedMessage, ...RecordedMessage[]];

    const handled = handleLeadBatch(batchOf(messages), partnerEnv);
    // The clock has not moved: the quick leads were answered while the others still hang.
    await until(() => quick.every((sent) => sent.acked), "the quick leads to be acked");
    expect([slowA, slowB].map((sent) => [sent.acked, sent.retries])).toEqual([
      [false, []],
      [false, []],
    ]);

    await vi.advanceTimersByTimeAsync(PARTNER_TIMEOUT_MS);
    await handled;
    expect(messages.map((sent) => [sent.acked, sent.retries])).toEqual([
      [false, [{ delaySeconds: 30 }]],
      [false, [{ delaySeconds: 30 }]],
      [true, []],
      [true, []],
      [true, []],
    ]);
    const statuses = await Promise.all(leads.map(async (lead) => (await findLead(env.DB, lead.id))?.deliveryStatus));
    expect(statuses).toEqual(["queued", "queued", "delivered", "delivered", "delivered"]);
  });

  it("calls the partner once for a lead that is in a batch twice", async () => {
    const lead = await queuedLead();
    const partner = fakePartner(() => 0);
    const twice = [message(lead.id, 1), message(lead.id, 3)];
    await handleLeadBatch(batchOf(twice), partnerEnv);
    expect(partner).toHaveBeenCalledTimes(1);
    expect(twice.map((sent) => sent.acked)).toEqual([true, true]);
  });
});

describe("a lead the partner accepted", () => {
  it("stays delivered when another message's attempt fails afterwards, and is never dead-lettered", async () => {
    useFakeClock();
    const lead = await queuedLead();
    // The first call hangs until its deadline; the second, from another message, is accepted.
    let calls = 0;
    fakePartner(() => (++calls === 1 ? "never" : 0));
    const hanging = message(lead.id, 1);
    const first = handleLeadBatch(batchOf([hanging]), partnerEnv);
    await until(() => calls === 1, "the first partner call");

    const accepted = message(lead.id, 2);
    await handleLeadBatch(batchOf([accepted]), partnerEnv);
    expect(accepted.acked).toBe(true);

    await vi.advanceTimersByTimeAsync(PARTNER_TIMEOUT_MS);
    await first;
    expect(hanging.acked).toBe(true);
    expect(hanging.retries).toEqual([]);
    expect(await findLead(env.DB, lead.id)).toMatchObject({ deliveryStatus: "delivered", lastDeliveryError: null });
    expect(await deliveryLog(lead.id)).toEqual([
      { attempt: 2, outcome: "delivered", http_status: 200, error: null },
      { attempt: 1, outcome: "failed", http_status: null, error: "no answer within 60 s" },
    ]);

    const dead = message(lead.id, 1);
    await handleLeadBatch(batchOf([dead], "carefind-leads-dead"), partnerEnv);
    expect(dead.acked).toBe(true);
    expect(await deadLetters(lead.id)).toBe(0);
    expect((await findLead(env.DB, lead.id))?.deliveryStatus).toBe("delivered");
  });

  it("is not dead-lettered when a dead-letter message arrives for it", async () => {
    const lead = await queuedLead();
    fakePartner(() => 0);
    await handleLeadBatch(batchOf([message(lead.id, 1)]), partnerEnv);
    expect((await findLead(env.DB, lead.id))?.deliveryStatus).toBe("delivered");

    const dead = message(lead.id, 6);
    await handleLeadBatch(batchOf([dead], "carefind-leads-dead"), partnerEnv);
    expect(dead.acked).toBe(true);
    expect(await deadLetters(lead.id)).toBe(0);
    expect((await findLead(env.DB, lead.id))?.deliveryStatus).toBe("delivered");
  });
});
