/**
 * The page benchmark's own Worker entry: the real Worker (worker/index.ts), plus
 * GET /healthz/:bytes, the constant answer padded to a page's size (`bytes` of HTML). A
 * page-cache hit is judged beside it (ARCHITECTURE.md's budget): what sending a page's bytes
 * costs the local workerd process, and what the edge spends outside the Worker's isolate, is
 * then on both sides alike. `npm run bench:pages` starts `wrangler dev` with this file as its
 * script; the deployed Worker has no such path. An entry exports only handlers, so nothing else
 * here is exported.
 */
import worker from "../../../worker/index.ts";

/** The largest padded answer: over any page's size (the largest, a geo state page, is about 205 KB). */
const SIZED_CONSTANT_MAX_BYTES = 1024 * 1024;

const SIZED_PATH = /^\/healthz\/([^/]+)$/;

/** "ok" and spaces, `bytes` long: one byte a character. */
function paddedBody(bytes: number): Uint8Array<ArrayBuffer> {
  const body = new Uint8Array(bytes).fill(0x20);
  body.set([0x6f, 0x6b].slice(0, bytes));
  return body;
}

/** The padded answer for a GET of /healthz/:bytes, or null for any other request. */
function sizedConstant(request: Request): Response | null {
  const match = SIZED_PATH.exec(new URL(request.url).pathname);
  if (request.method !== "GET" || !match) return null;
  const bytes = Number(match[1]);
  if (!Number.isInteger(bytes) || bytes < 1 || bytes > SIZED_CONSTANT_MAX_BYTES) {
    return Response.json({ error: `bytes: a whole number from 1 to ${SIZED_CONSTANT_MAX_BYTES}` }, { status: 400 });
  }
  return new Response(paddedBody(bytes), {
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}

export default {
  ...worker,
  fetch: (request, env, ctx) => sizedConstant(request) ?? worker.fetch(request, env, ctx),
} satisfies ExportedHandler<Env>;
