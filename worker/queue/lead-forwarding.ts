/**
 * The LEADS queue consumer: forwards each stored lead to the partner endpoint
 * (LEAD_WEBHOOK_URL) with the form id as Idempotency-Key. A failed attempt is logged and the
 * message retried with exponential backoff; a lead already delivered is never sent again; a
 * lead whose retries run out arrives on the dead-letter queue and is recorded there. The lead
 * row itself is never deleted or changed beyond its delivery status.
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

const leadMessageSchema = z.strictObject({ inquiryId: z.number().int().positive() });
/** Seconds before retry n (1-based): 30 s, 60 s, 120 s ... at most an hour. */
export function retryDelaySeconds(attempt: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempt - 1));
}

const WEBHOOK_TIMEOUT_MS = 10_000;

/** What the partner receives: the lead without our internal delivery bookkeeping. */
function partnerPayload(lead: StoredLead) {
  const { deliveryStatus, deliveryAttempts, deliveredAt, lastDeliveryError, ...payload } = lead;
  return payload;
}

async function forwardOne(env: Env, message: Message<unknown>): Promise<void> {
  const parsed = leadMessageSchema.safeParse(message.body);
  if (!parsed.success) {
    console.error("leads queue: a message without a lead id was dropped", message.id);
    message.ack();
    return;
  }
  const { inquiryId } = parsed.data;
  const lead = await findLead(env.DB, inquiryId);
  if (!lead) {
    console.error(`leads queue: lead ${inquiryId} does not exist`);
    message.ack();
    return;
  }
  if (lead.deliveryStatus === "delivered") {
    message.ack();
    return;
  }
  if (!env.LEAD_WEBHOOK_URL) {
    await markNotForwarded(env.DB, inquiryId);
    message.ack();
    return;
  }

  let httpStatus: number | null = null;
  let error: string | null = null;
  try {
    const response = await fetch(env.LEAD_WEBHOOK_URL, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": lead.formId },
      body: JSON.stringify(partnerPayload(lead)),
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    httpStatus = response.status;
    await response.body?.cancel();
    if (!response.ok) error = `partner answered ${response.status}`;
  } catch (caught) {
    error = caught instanceof Error ? caught.message : String(caught);
  }

  await recordDeliveryAttempt(env.DB, inquiryId, {
    number: message.attempts,
    delivered: error === null,
    httpStatus,
    error,
  });
  if (error === null) {
    message.ack();
  } else {
    console.warn(`leads queue: lead ${inquiryId} attempt ${message.attempts} failed: ${error}`);
    message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
  }
}

async function recordDead(env: Env, message: Message<unknown>): Promise<void> {
  const parsed = leadMessageSchema.safeParse(message.body);
  if (parsed.success) {
    await recordDeadLetter(env.DB, parsed.data.inquiryId, "every forwarding attempt failed");
    console.error(`leads queue: lead ${parsed.data.inquiryId} dead-lettered; it stays in D1 for an operator`);
  }
  message.ack();
}

/** The queue handler for both the leads queue and its dead-letter queue. */
export async function handleLeadBatch(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  for (const message of batch.messages) {
    if (batch.queue === LEADS_DEAD_LETTER_QUEUE) await recordDead(env, message);
    else await forwardOne(env, message);
  }
}
