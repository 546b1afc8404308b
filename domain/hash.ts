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
