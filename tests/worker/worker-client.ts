/** Calls the Worker as a browser or an operator would, inside workerd. */
import { exports } from "cloudflare:workers";

export interface CallOptions {
  /** Host the request is addressed to; picks the brand. */
  host?: string;
  method?: string;
  headers?: Record<string, string>;
  /** Cookies to send, by name. */
  cookies?: Record<string, string>;
  body?: unknown;
  protocol?: "http" | "https";
}

export function call(path: string, options: CallOptions = {}): Promise<Response> {
  const headers = new Headers(options.headers);
  if (options.cookies) {
    headers.set(
      "Cookie",
      Object.entries(options.cookies)
        .map(([name, value]) => `${name}=${value}`)
        .join("; "),
    );
  }
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
    if (!headers.has("Content-Type")) headers.set("Content-Type", "application/json");
  }
  const url = `${options.protocol ?? "http"}://${options.host ?? "localhost"}${path}`;
  // Redirects are answers to check, not to follow.
  return exports.default.fetch(
    new Request(url, { method: options.method ?? "GET", headers, body, redirect: "manual" }),
  );
}

export interface SetCookie {
  /** The value as sent, percent-encoded: what a browser sends back. */
  raw: string;
  /** The value decoded. */
  value: string;
  attributes: string[];
}

/** Every Set-Cookie of a response, by cookie name, with its attributes. */
export function setCookies(response: Response): Map<string, SetCookie> {
  const cookies = new Map<string, SetCookie>();
  for (const line of response.headers.getSetCookie()) {
    const [pair = "", ...attributes] = line.split(/;\s*/);
    const index = pair.indexOf("=");
    const raw = pair.slice(index + 1);
    cookies.set(pair.slice(0, index), { raw, value: decodeURIComponent(raw), attributes });
  }
  return cookies;
}

export const ADMIN = { Authorization: "Bearer test-admin-token" };
