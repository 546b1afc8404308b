/**
 * The page cache's copies as this isolate keeps them (docs/page-cache.md): the last copies it
 * stored or read from the Cache API, cut once at the visitor's values so each answer is the
 * stored bytes with the anon id and form ids put in between, no HTML pass per request.
 *
 * A copy is kept under its full cache key, which holds the generation token: a purge moves the
 * generation, so the next key differs and the kept copy is never asked for again (it ages out
 * of the list). Freshness is the stored copy's own, exactly as for a Cache API read.
 *
 * Where the cuts go, in a copy's HTML:
 * - the placeholder anon id, wherever the copy has it (island props, page state, hidden
 *   inputs): the visitor's own;
 * - every form id the copy holds (in JSON, raw or attribute-encoded, and in a `formId` hidden
 *   input), wherever it occurs: a new one for each answer, the same one everywhere in it, so a
 *   form's island props and its hidden input agree.
 */
import { FORM_ID_IN_JSON, PLACEHOLDER_ANON_ID, UUID_PATTERN } from "../../domain/cache/page-cache-rules.ts";

/** A visitor's own values in a page: a copy holds placeholders for them. */
export interface VisitorValues {
  anonId: string;
}

/** One cut in a copy: what goes between two stored parts. */
type Slot = { kind: "anonId" } | { kind: "formId"; index: number };

/** A body cut at its slots. */
interface CutBody {
  /** The body between the slots: one more part than slots. */
  parts: readonly Uint8Array<ArrayBuffer>[];
  slots: readonly Slot[];
  /** How many distinct form ids the body holds. */
  formIds: number;
}

export interface PageCopy {
  status: number;
  /** The stored headers, without the ones only the stored copy carries. */
  headers: readonly (readonly [string, string])[];
  /** When the copy was rendered (epoch ms). */
  renderedAt: number;
  bytes: number;
  /**
   * The body, cut when it is first served: a copy kept as it is stored (a render that is
   * refreshed again before anyone reads it) costs no cut.
   */
  cut: () => CutBody;
}

/** A hidden input named formId, in any attribute order. */
const FORM_ID_INPUT = /<input\b[^>]*\bname="formId"[^>]*>/g;
const VALUE_ATTRIBUTE = new RegExp(`\\bvalue="(${UUID_PATTERN})"`);
/** The text around an anon id where a render shows one: JSON, JSON in an attribute, the hidden input. */
const ANON_ID_PLACES = [
  ['"anonId":"', '"'],
  ["&quot;anonId&quot;:&quot;", "&quot;"],
  ['name="anonId" value="', '"'],
] as const;

const encoder = new TextEncoder();

/** UTF-8 bytes; an encoder's answer is always backed by a fresh, plain ArrayBuffer. */
function encode(text: string): Uint8Array<ArrayBuffer> {
  return encoder.encode(text) as Uint8Array<ArrayBuffer>;
}

/** The form ids a page holds, in order of first appearance. */
function formIdsOf(html: string): string[] {
  const ids = new Set<string>();
  for (const match of html.matchAll(FORM_ID_IN_JSON)) if (match[2]) ids.add(match[2]);
  for (const match of html.matchAll(FORM_ID_INPUT)) {
    const value = VALUE_ATTRIBUTE.exec(match[0])?.[1];
    if (value) ids.add(value);
  }
  return [...ids];
}

/** A stored answer as the isolate keeps it; an HTML body is cut at its slots when first served. */
export function pageCopy(
  status: number,
  headers: readonly (readonly [string, string])[],
  renderedAt: number,
  body: ArrayBuffer,
): PageCopy {
  const bytes = new Uint8Array(body);
  const type = headers.find(([name]) => name.toLowerCase() === "content-type")?.[1] ?? "";
  if (!type.startsWith("text/html")) {
    const whole: CutBody = { parts: [bytes], slots: [], formIds: 0 };
    return { status, headers, renderedAt, bytes: bytes.byteLength, cut: () => whole };
  }
  let cut: CutBody | undefined;
  // Only the cut is kept once it is made.
  let uncut: Uint8Array<ArrayBuffer> | undefined = bytes;
  const cutOnce = (): CutBody => {
    cut ??= cutHtml(uncut ?? new Uint8Array());
    uncut = undefined;
    return cut;
  };
  return { status, headers, renderedAt, bytes: bytes.byteLength, cut: cutOnce };
}

/** Cuts an HTML body at its slots. */
function cutHtml(bytes: Uint8Array<ArrayBuffer>): CutBody {
  const html = new TextDecoder().decode(bytes);
  const formIds = formIdsOf(html);
  const formIndex = new Map(formIds.map((id, index) => [id, index]));
  const cuts = new RegExp([PLACEHOLDER_ANON_ID, ...formIds].map(escapeRegExp).join("|"), "g");
  const parts: Uint8Array<ArrayBuffer>[] = [];
  const slots: Slot[] = [];
  let from = 0;
  for (const match of html.matchAll(cuts)) {
    parts.push(encode(html.slice(from, match.index)));
    const found = match[0];
    if (found === PLACEHOLDER_ANON_ID) slots.push({ kind: "anonId" });
    else slots.push({ kind: "formId", index: formIndex.get(found) ?? 0 });
    from = match.index + found.length;
  }
  parts.push(encode(html.slice(from)));
  return { parts, slots, formIds: formIds.length };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The copy's body for one visitor: the stored parts with the visitor's values between them. */
export function personalisedBody(copy: PageCopy, values: VisitorValues): Uint8Array<ArrayBuffer> {
  const { parts, slots, formIds: formIdCount } = copy.cut();
  if (slots.length === 0) return parts[0] ?? new Uint8Array();
  const anonId = encode(values.anonId);
  const formIds = Array.from({ length: formIdCount }, () => encode(crypto.randomUUID()));
  const filled = slots.map((slot) => (slot.kind === "anonId" ? anonId : (formIds[slot.index] ?? anonId)));
  let length = 0;
  for (const part of parts) length += part.byteLength;
  for (const value of filled) length += value.byteLength;
  const body = new Uint8Array(length);
  let at = 0;
  parts.forEach((part, index) => {
    body.set(part, at);
    at += part.byteLength;
    const value = filled[index];
    if (value) {
      body.set(value, at);
      at += value.byteLength;
    }
  });
  return body;
}

const ANON_ID_BYTES = encode(PLACEHOLDER_ANON_ID);
/** A form id's length: a UUID. */
const FORM_ID_LENGTH = 36;

function equalBytes(left: Uint8Array, right: Uint8Array): boolean {
  if (left.byteLength !== right.byteLength) return false;
  // workerd's native comparison: much faster than a loop over a page's bytes.
  return left.byteLength === 0 || crypto.subtle.timingSafeEqual(left, right);
}

/**
 * Whether a body about to be stored is the copy's again: the same bytes between the copy's
 * slots, the placeholder in its anon id slots, and a form id's length where each
 * form id was (every render makes form ids of its own, and every answer gets new ones anyway).
 */
export function sameBody(copy: PageCopy, body: Uint8Array): boolean {
  if (copy.bytes !== body.byteLength) return false;
  const { parts, slots } = copy.cut();
  let at = 0;
  for (const [index, part] of parts.entries()) {
    if (!equalBytes(part, body.subarray(at, at + part.byteLength))) return false;
    at += part.byteLength;
    const slot = slots[index];
    if (!slot) continue;
    if (slot.kind === "formId") {
      at += FORM_ID_LENGTH;
      continue;
    }
    if (!equalBytes(ANON_ID_BYTES, body.subarray(at, at + ANON_ID_BYTES.byteLength))) return false;
    at += ANON_ID_BYTES.byteLength;
  }
  return at === body.byteLength;
}

/** How many copies, and how many bytes of them, an isolate keeps (its memory is 128 MB). */
const COPIES_KEPT = 48;
const BYTES_KEPT = 16 * 1024 * 1024;

const kept = new Map<string, PageCopy>();
let keptBytes = 0;

/** The copy kept under the key, now the most recently used; undefined when none is. */
export function keptCopy(key: string): PageCopy | undefined {
  const copy = kept.get(key);
  if (copy) {
    kept.delete(key);
    kept.set(key, copy);
  }
  return copy;
}

/** Keeps a copy under its key; the least recently used go first when the list is full. */
export function keepCopy(key: string, copy: PageCopy): void {
  forgetCopy(key);
  if (copy.bytes > BYTES_KEPT / 4) return;
  kept.set(key, copy);
  keptBytes += copy.bytes;
  while (kept.size > COPIES_KEPT || keptBytes > BYTES_KEPT) {
    const oldest = kept.keys().next().value;
    if (oldest === undefined) break;
    forgetCopy(oldest);
  }
}

export function forgetCopy(key: string): void {
  const copy = kept.get(key);
  if (!copy) return;
  kept.delete(key);
  keptBytes -= copy.bytes;
}

/** Forgets every copy this isolate keeps. */
export function forgetCopies(): void {
  kept.clear();
  keptBytes = 0;
}

/**
 * The text of bytes with one character per byte (windows-1252 gives every byte a character of
 * its own): an offset in the text is the same offset in the bytes, so the visitor's anon id
 * (ASCII: letters, digits and hyphens) is found by the
 * runtime's string search and cut out of the bytes as rendered, with no UTF-8 decoding and
 * encoding of the whole page.
 */
const byteText = new TextDecoder("windows-1252");

const ASCII = /^[\x20-\x7e]*$/;

/** A stretch of the render to replace: [start, end) in bytes, and what goes there. */
interface Swap {
  start: number;
  end: number;
  replacement: Uint8Array;
}

/** Where each of the texts occurs in the page, with what replaces it. */
function swapsOf(page: string, replacements: readonly (readonly [string, string])[]): Swap[] {
  const swaps: Swap[] = [];
  for (const [from, to] of replacements) {
    const replacement = encode(to);
    for (let at = page.indexOf(from); at !== -1; at = page.indexOf(from, at + from.length)) {
      swaps.push({ start: at, end: at + from.length, replacement });
    }
  }
  return swaps.sort((a, b) => a.start - b.start);
}

/** Whether the value occurs in the page anywhere outside the swaps (sorted, not overlapping). */
function occursOutside(page: string, value: string, swaps: readonly Swap[]): boolean {
  let swap = 0;
  for (let at = page.indexOf(value); at !== -1; at = page.indexOf(value, at + 1)) {
    while (swap < swaps.length && (swaps[swap] as Swap).end <= at) swap++;
    const around = swaps[swap];
    if (!around || around.start > at || around.end < at + value.length) return true;
  }
  return false;
}

/** The bytes with each swap made. */
function swapped(bytes: Uint8Array, swaps: readonly Swap[]): ArrayBuffer {
  let length = bytes.byteLength;
  for (const swap of swaps) length += swap.replacement.byteLength - (swap.end - swap.start);
  const copy = new Uint8Array(length);
  let from = 0;
  let to = 0;
  for (const swap of swaps) {
    copy.set(bytes.subarray(from, swap.start), to);
    to += swap.start - from;
    copy.set(swap.replacement, to);
    to += swap.replacement.byteLength;
    from = swap.end;
  }
  copy.set(bytes.subarray(from), to);
  return copy.buffer;
}

/**
 * The bytes to store of a rendered answer, or null when nothing may be stored.
 *
 * An HTML page: the visitor's anon id, where the render puts one (`"anonId":"…"` in island props and page state, raw or
 * attribute-encoded, and the forms' `anonId` hidden input), by the placeholder id; every answer
 * from the copy fills in its own. The render's form ids stay: every answer from a copy gets new
 * ones (`personalisedBody`). Null when a value of the visitor's is still in the page after that
 * (an anon id the cookie chose to match a provider's id or a word of the page): such a render is not stored, so a copy never holds one visitor's
 * values and no visitor can make a copy show theirs in place of the page's own text.
 *
 * Any other body (the public JSON answers, which show no visitor's values) is stored as it is,
 * unless the visitor's anon id is in it.
 */
export function storableBytes(rendered: ArrayBuffer, contentType: string, values: VisitorValues): ArrayBuffer | null {
  const { anonId } = values;
  // A value a visitor cannot have (the cookie's schema is ASCII): never stored.
  if (!ASCII.test(anonId) || anonId === "") return null;
  const bytes = new Uint8Array(rendered);
  const page = byteText.decode(bytes);
  const html = contentType.startsWith("text/html");
  const swaps = html
    ? swapsOf(
        page,
        ANON_ID_PLACES.map(
          ([before, after]) => [`${before}${anonId}${after}`, `${before}${PLACEHOLDER_ANON_ID}${after}`] as const,
        ),
      )
    : [];
  for (let index = 1; index < swaps.length; index++) {
    // Overlapping places (an anon id made to look like the page's own text): not stored.
    if ((swaps[index] as Swap).start < (swaps[index - 1] as Swap).end) return null;
  }
  if (occursOutside(page, anonId, swaps)) return null;
  return swaps.length === 0 ? rendered : swapped(bytes, swaps);
}
