/**
 * Values the Worker hands out and must recognise later unchanged (a cookie, a link in an
 * email): `value.signature`, an HMAC-SHA-256 of the purpose and the value under the
 * SIGNING_SECRET wrangler secret. The purpose keeps a value signed for one use from passing
 * for another; verifying uses `crypto.subtle.verify`, which compares in constant time.
 */

/** What a signed value is for; one purpose's signature never verifies for another. */
export type SigningPurpose =
  | "inquiry-submitted"
  | "lead-deletion"
  | "lead-deletion-email"
  | "thank-you"
  | "review-response"
  | "review-contest"
  | "review-duplicate"
  | "move-in"
  | "review-client"
  | "content-preview";

const encoder = new TextEncoder();

async function signingKey(secret: string): Promise<CryptoKey> {
  if (secret.length === 0) throw new Error("SIGNING_SECRET is not set");
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
}

function base64Url(bytes: ArrayBuffer): string {
  let binary = "";
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(text)) return null;
  const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function signedMessage(purpose: SigningPurpose, value: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(encoder.encode(`${purpose}\n${value}`));
}

/** `value.signature`: the value may be any text, dots included (the signature follows the last dot). */
export async function signValue(secret: string, purpose: SigningPurpose, value: string): Promise<string> {
  const signature = await crypto.subtle.sign("HMAC", await signingKey(secret), signedMessage(purpose, value));
  return `${value}.${base64Url(signature)}`;
}

/** The value a signed text carries, or null when it was not signed by us for this purpose. */
export async function verifySignedValue(
  secret: string,
  purpose: SigningPurpose,
  signed: string | undefined,
): Promise<string | null> {
  if (!signed) return null;
  const dot = signed.lastIndexOf(".");
  if (dot < 0) return null;
  const value = signed.slice(0, dot);
  const signature = fromBase64Url(signed.slice(dot + 1));
  if (signature === null) return null;
  const valid = await crypto.subtle.verify("HMAC", await signingKey(secret), signature, signedMessage(purpose, value));
  return valid ? value : null;
}
