/**
 * The one cookie writer: every cookie is `Path=/`, `SameSite=Lax`, `Secure` except on
 * plain-http localhost, and `HttpOnly` unless the browser's own script must read it.
 */
import type { Context } from "hono";
import { setCookie } from "hono/cookie";
import type { AppEnv } from "../env.ts";

export function writeCookie(
  c: Context<AppEnv>,
  name: string,
  value: string,
  options: { readableByScript: boolean; maxAgeSeconds?: number },
): void {
  setCookie(c, name, value, {
    path: "/",
    sameSite: "Lax",
    secure: c.get("secureCookies"),
    httpOnly: !options.readableByScript,
    ...(options.maxAgeSeconds === undefined ? {} : { maxAge: options.maxAgeSeconds }),
  });
}
