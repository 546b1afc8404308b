/** FNV-1a, 32 bits: a stable, well-spread hash that needs no crypto and no async. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A short stable id for a text: two FNV-1a hashes, as 16 hex digits. */
export function stableId(text: string): string {
  return `${fnv1a(text).toString(16).padStart(8, "0")}${fnv1a(`~${text}`).toString(16).padStart(8, "0")}`;
}

/** The SHA-256 of a text (its UTF-8 bytes) in hex, through Web Crypto, as browsers and Workers have it. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
