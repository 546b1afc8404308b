/**
 * Operator routes need `Authorization: Bearer <ADMIN_TOKEN>`: 401 when no bearer token is
 * sent, 403 when it is wrong (RFC 6750 §3.1), compared in constant time.
 */
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env.ts";
import { tokensMatch } from "../middleware/tokens.ts";

export const adminAuth = createMiddleware<AppEnv>(async (c, next) => {
  const match = /^Bearer[ ]+([^\s]+)[ ]*$/i.exec(c.req.header("Authorization") ?? "");
  if (!match?.[1]) {
    return c.json({ error: "Missing token: send Authorization: Bearer <ADMIN_TOKEN>" }, 401, {
      "WWW-Authenticate": 'Bearer realm="carefind-admin"',
    });
  }
  if (!(await tokensMatch(match[1], c.env.ADMIN_TOKEN ?? ""))) {
    return c.json({ error: "The admin token is not valid" }, 403);
  }
  await next();
});
