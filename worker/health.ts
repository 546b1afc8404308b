/**
 * GET /healthz — a constant answer with no storage behind it: what uptime checks poll, and the
 * baseline the page benchmark compares server rendering with.
 *
 * GET /healthz/:bytes — the same constant answer as large as a page (`bytes` of HTML), answered
 * only where the `SIZED_CONSTANT` variable is "on": the page benchmark's own server. A page-cache
 * hit is judged beside it (ARCHITECTURE.md's budget of 1.25x a constant response): what sending
 * a page's bytes costs the local workerd process, and what the edge spends outside the Worker's
 * isolate, is then on both sides alike. Anywhere else the path is unknown, as any other.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "./env.ts";

/** The largest padded answer: over any page's size (the largest, a geo state page, is about 205 KB). */
export const SIZED_CONSTANT_MAX_BYTES = 1024 * 1024;

const sizedConstantParams = z.object({
  bytes: z.coerce.number().int().min(1).max(SIZED_CONSTANT_MAX_BYTES),
});

/** The padded answers made so far, by size: the benchmark asks for one size per page. */
const paddedBodies = new Map<number, Uint8Array<ArrayBuffer>>();
const PADDED_BODIES_KEPT = 32;

function paddedBody(bytes: number): Uint8Array<ArrayBuffer> {
  let body = paddedBodies.get(bytes);
  if (!body) {
    if (paddedBodies.size >= PADDED_BODIES_KEPT) paddedBodies.clear();
    // "ok" and spaces: one byte a character.
    body = new Uint8Array(bytes).fill(0x20);
    body.set([0x6f, 0x6b].slice(0, bytes));
    paddedBodies.set(bytes, body);
  }
  return body;
}

export const healthRoute = new Hono<AppEnv>()
  .get("/healthz", (c) => {
    c.header("Cache-Control", "no-store");
    return c.text("ok");
  })
  // Where it is off, the path goes on to the routes after it, as any other unknown path does.
  .get("/healthz/:bytes", async (c, next) => {
    if (c.env.SIZED_CONSTANT !== "on") return next();
    const parsed = sizedConstantParams.safeParse(c.req.param());
    if (!parsed.success) {
      return c.json({ error: `bytes: a whole number from 1 to ${SIZED_CONSTANT_MAX_BYTES}` }, 400);
    }
    c.header("Cache-Control", "no-store");
    c.header("Content-Type", "text/html; charset=utf-8");
    return c.body(paddedBody(parsed.data.bytes));
  });
