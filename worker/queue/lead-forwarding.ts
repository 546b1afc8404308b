/**
 * The LEADS queue consumer: forwards each stored lead to the partner endpoint
 * (LEAD_WEBHOOK_URL) with `carefind-lead-{id}` as Idempotency-Key: one key per stored lead, the
 * same on every retry (a form id alone may repeat under another form kind, brand or partner). The messages of a batch are forwarded
 * at once, each acked or retried on its own, so one slow partner answer holds up no other lead.
 * A failed attempt is logged and the message retried with exponential backoff; a lead already
 * delivered is never sent again; a lead whose retries run out arrives on the dead-letter queue
 * and is recorded there, unless the partner accepted it meanwhile. The lead row itself is never
 * deleted or changed beyond its delivery status.
 */
import { z } from "zod";
import {
  findLead,
  markNotForwarded,
  recordDeadLetter,
  recordDeliveryAttempt,
  type StoredLead,
} from "../leads/lead-store.ts";

/** The dead-letter queue of the LEADS queue (wrangler.toml): a message arriving here has used up its retries. */
const LEADS_DEAD_LETTER_QUEUE = "carefind-leads-dead";

/** The key a partner deduplicates a lead's deliveries by. */
function idempotencyKey(lead: StoredLead): string {
  return `carefind-lead-${lead.id}`;
}

const leadMessageSchema = z.strictObject({ inquiryId: z.number().int().positive() });
/** Seconds before retry n (1-based): 30 s, 60 s, 120 s ... at most an hour. */
export function retryDelaySeconds(attempt: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempt - 1));
}

/**
 * How long one partner call may take before it counts as failed: 60 s. A partner's CRM may do
 * real work before it answers (deduplicating, assigning an agent, sending its own mail), and a
 * lead it accepts slowly is still accepted: cutting it off early only sends the same lead again.
 * The gateways partners commonly sit behind give up on a request after about 30 s, so an answer
 * that has not come in 60 s is not coming. The consumer can afford the wait: a queue consumer
 * invocation may run for 15 minutes of wall-clock time, and waiting on the network costs no CPU
 * time. A batch (at most 10 messages, wrangler.toml) is forwarded at once, and a Worker keeps at
 * most six connections open, so even a batch of leads that all hang ends in about two timeouts.
 */
export const PARTNER_TIMEOUT_MS = 60_000;

/** What the partner receives: the lead without our internal delivery bookkeeping. */
function partnerPayload(lead: StoredLead) {
  const { deliveryStatus, deliveryAttempts, deliveredAt, lastDeliveryError, ...payload } = lead;
  return payload;
}

interface PartnerAnswer {
  httpStatus: number | null;
  /** Null when the partner answered 2xx: the lead is delivered. */
  error: string | null;
  durationMs: number;
}

/** Posts one lead to the partner; any 2xx within the timeout is a delivery, however slow. */
async function postToPartner(url: string, lead: StoredLead): Promise<PartnerAnswer> {
  const started = Date.now();
  const signal = AbortSignal.timeout(PARTNER_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": idempotencyKey(lead) },
      body: JSON.stringify(partnerPayload(lead)),
      signal,
    });
  } catch (caught) {
    const error = signal.aborted
      ? `no answer within ${PARTNER_TIMEOUT_MS / 1000} s`
      : caught instanceof Error
        ? caught.message
        : String(caught);
    return { httpStatus: null, error, durationMs: Date.now() - started };
  }
  const durationMs = Date.now() - started;
  // The status line is the partner's answer; its body is not read, and failing to discard it
  // does not undo an acceptance.
  try {
    await response.body?.cancel();
  } catch {}
  return {
    httpStatus: response.status,
    error: response.ok ? null : `partner answered ${response.status}`,
    durationMs,
  };
}

type MessageOutcome = "ack" | "retry";

/** Forwards one lead, unless it is delivered already or there is nowhere to forward it. */
async function forwardLead(env: Env, inquiryId: number, attempt: number): Promise<MessageOutcome> {
  const lead = await findLead(env.DB, inquiryId);
  if (!lead) {
    console.error(`leads queue: lead ${inquiryId} does not exist`);
    return "ack";
  }
  if (lead.deliveryStatus === "delivered") return "ack";
  if (!env.LEAD_WEBHOOK_URL) {
    await markNotForwarded(env.DB, inquiryId);
    return "ack";
  }

  const answer = await postToPartner(env.LEAD_WEBHOOK_URL, lead);
  const status = await recordDeliveryAttempt(env.DB, inquiryId, {
    number: attempt,
    delivered: answer.error === null,
    httpStatus: answer.httpStatus,
    error: answer.error,
  });
  const seconds = (answer.durationMs / 1000).toFixed(1);
  if (answer.error === null) {
    console.log(`leads queue: lead ${inquiryId} delivered on attempt ${attempt} in ${seconds} s`);
    return "ack";
  }
  // Another message for the same lead may have delivered it while this attempt waited.
  if (status === "delivered") return "ack";
  console.warn(`leads queue: lead ${inquiryId} attempt ${attempt} failed after ${seconds} s: ${answer.error}`);
  return "retry";
}

/** Forwards a batch's messages at once; messages for the same lead share one forwarding. */
async function forwardBatch(env: Env, messages: readonly Message<unknown>[]): Promise<void> {
  const forwarding = new Map<number, Promise<MessageOutcome>>();
  await Promise.allSettled(
    messages.map(async (message) => {
      const parsed = leadMessageSchema.safeParse(message.body);
      if (!parsed.success) {
        console.error("leads queue: a message without a lead id was dropped", message.id);
        message.ack();
        return;
      }
      const { inquiryId } = parsed.data;
      let outcome = forwarding.get(inquiryId);
      if (!outcome) {
        outcome = forwardLead(env, inquiryId, message.attempts);
        forwarding.set(inquiryId, outcome);
      }
      try {
        if ((await outcome) === "ack") {
          message.ack();
          return;
        }
      } catch (error) {
        console.error(`leads queue: lead ${inquiryId} could not be forwarded; it will be retried`, error);
      }
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }),
  );
}

async function recordDead(env: Env, message: Message<unknown>): Promise<void> {
  const parsed = leadMessageSchema.safeParse(message.body);
  if (parsed.success) {
    const { inquiryId } = parsed.data;
    const status = await recordDeadLetter(env.DB, inquiryId, "every forwarding attempt failed");
    if (status === "delivered") {
      console.log(`leads queue: lead ${inquiryId} reached the dead-letter queue after the partner accepted it`);
    } else if (status === null) {
      console.error(`leads queue: dead letter for lead ${inquiryId}, which does not exist`);
    } else {
      console.error(`leads queue: lead ${inquiryId} dead-lettered; it stays in D1 for an operator`);
    }
  }
  message.ack();
}

/** The queue handler for both the leads queue and its dead-letter queue. */
export async function handleLeadBatch(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  if (batch.queue !== LEADS_DEAD_LETTER_QUEUE) {
    await forwardBatch(env, batch.messages);
    return;
  }
  await Promise.allSettled(
    batch.messages.map(async (message) => {
      try {
        await recordDead(env, message);
      } catch (error) {
        console.error("leads queue: a dead letter could not be recorded; it will be retried", error);
        message.retry();
      }
    }),
  );
}
