/**
 * The link that confirms a lead deletion (docs/leads.md): it carries a reference to the
 * request row and its expiry, signed under SIGNING_SECRET, never the address itself, so the
 * address stays out of every URL, log and browser history. And the keyed hash that stands for
 * an address wherever one must be recognised without being kept.
 */
import { signValue, verifySignedValue } from "../middleware/signed-values.ts";

/** Where the link leads: a page that asks the family to confirm with a button. */
export const DELETE_CONFIRM_PATH = "/privacy/delete-my-request/confirm/";

/** How long a link works: a week, time to find the message and act on it. */
export const DELETION_LINK_DAYS = 7;

/** What a link says once checked. */
export type DeletionLink = { status: "valid"; requestId: string } | { status: "forged" } | { status: "expired" };

const REFERENCE = /^([0-9a-f-]{36})\.(\d{1,12})$/;

/** The signed token of a link to request `requestId`, working until `expiresAt`. */
export function deletionToken(secret: string, requestId: string, expiresAt: Date): Promise<string> {
  return signValue(secret, "lead-deletion", `${requestId}.${Math.floor(expiresAt.getTime() / 1000)}`);
}

/** What a token from a link says at `now`: the request it refers to, or why it does nothing. */
export async function readDeletionToken(secret: string, token: string | undefined, now: Date): Promise<DeletionLink> {
  const value = await verifySignedValue(secret, "lead-deletion", token);
  const parts = value === null ? null : REFERENCE.exec(value);
  if (!parts?.[1] || !parts[2]) return { status: "forged" };
  if (Number(parts[2]) * 1000 <= now.getTime()) return { status: "expired" };
  return { status: "valid", requestId: parts[1] };
}

/** An address as the form takes it: trimmed, lower case, so one family is one address. */
export function normalEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * A keyed hash of an address (HMAC-SHA-256 under SIGNING_SECRET, in hex, which no spreadsheet
 * reads as a formula): the same address always gives the same hash, and nobody without the
 * secret can test a guess against it.
 */
export async function emailHash(secret: string, email: string): Promise<string> {
  const signed = await signValue(secret, "lead-deletion-email", normalEmail(email));
  const signature = signed
    .slice(signed.lastIndexOf(".") + 1)
    .replaceAll("-", "+")
    .replaceAll("_", "/");
  return Array.from(atob(signature), (char) => char.charCodeAt(0).toString(16).padStart(2, "0")).join("");
}
