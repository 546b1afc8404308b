/**
 * Operator routes need `Authorization: Bearer <ADMIN_TOKEN>`: 401 when no bearer token is
 * sent, 403 when it is wrong (RFC 6750 §3.1), compared in constant time. After 10 wrong tokens
 * in a minute from one address, every token from it answers 429 with Retry-After, the right
 * one too, until the minute slides on (worker/middleware/token-throttle.ts).
 */
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env.ts";
import { checkToken } from "../middleware/token-throttle.ts";

export const adminAuth = createMiddleware<AppEnv>(async (c, next) => {
  const match = /^Bearer[ ]+([^\s]+)[ ]*$/i.exec(c.req.header("Authorization") ?? "");
  if (!match?.[1]) {
    return c.json({ error: "Missing token: send Authorization: Bearer <ADMIN_TOKEN>" }, 401, {
      "WWW-Authenticate": 'Bearer realm="carefind-admin"',
    });
  }
  const check = await checkToken(c, "admin", match[1], c.env.ADMIN_TOKEN ?? "");
  if (check.outcome === "throttled") {
    return c.json(
      { error: `Too many wrong tokens from your connection; try again in ${check.retryAfterSeconds} seconds` },
      429,
    );
  }
  if (check.outcome === "invalid") return c.json({ error: "The admin token is not valid" }, 403);
  await next();
});
