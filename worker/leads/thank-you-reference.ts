/**
 * The short-lived reference the multi-step form's thank-you page gets instead of the family's
 * values (spec lead-capture-and-chrome §2): the stored lead's id and an expiry, signed for the
 * "thank-you" purpose. The page reads what it shows from the lead in D1, and only for the
 * browser that sent it (the lead's anon id). A signed reference needs no storage of its own,
 * and the lead it names is written to D1 before the answer leaves, so the page finds it at
 * once, where a fresh KV entry could still be missing at another edge location.
 */
import type { Context } from "hono";
import type { AppEnv } from "../env.ts";
import { signValue, verifySignedValue } from "../middleware/signed-values.ts";
import { findLead } from "./lead-store.ts";

/**
 * How long a reference holds: the browser goes there at once; ten minutes leave room for a
 * slow network or a reload, and little for a copied address.
 */
const THANK_YOU_REFERENCE_SECONDS = 10 * 60;

const REFERENCE_VALUE = /^(\d{1,15})\.(\d{1,12})$/;

/** A reference to this lead, good for ten minutes from now. */
export async function thankYouReference(c: Context<AppEnv>, leadId: number): Promise<string> {
  const expiresAt = Math.floor(Date.now() / 1000) + THANK_YOU_REFERENCE_SECONDS;
  return signValue(c.env.SIGNING_SECRET, "thank-you", `${leadId}.${expiresAt}`);
}

/** What the thank-you page may show of the lead a reference names. */
export interface ReferencedLead {
  fullName: string;
  phone: string;
  /** The provider the lead went to, or null: the brand's advisors. */
  providerId: number | null;
}

/**
 * The lead a reference names, when the reference is ours, unexpired, and this browser sent the
 * lead; null otherwise, which shows the generic page, never an error.
 */
export async function referencedLead(
  c: Context<AppEnv>,
  reference: string | undefined,
): Promise<ReferencedLead | null> {
  const value = await verifySignedValue(c.env.SIGNING_SECRET, "thank-you", reference);
  const match = value === null ? null : REFERENCE_VALUE.exec(value);
  if (!match) return null;
  if (Number(match[2]) * 1000 < Date.now()) return null;
  const lead = await findLead(c.env.DB, Number(match[1]));
  if (!lead || lead.anonId !== c.get("visitor").anonId || lead.brand !== c.get("brand").id) return null;
  return { fullName: lead.fullName, phone: lead.phone, providerId: lead.providerId };
}
