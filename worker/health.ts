/**
 * GET /healthz — a constant answer with no storage behind it: what uptime checks poll, and the
 * baseline the page benchmark compares server rendering with.
 */
import { Hono } from "hono";
import type { AppEnv } from "./env.ts";

export const healthRoute = new Hono<AppEnv>().get("/healthz", (c) => {
  c.header("Cache-Control", "no-store");
  return c.text("ok");
});
