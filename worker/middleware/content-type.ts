/**
 * The one reading of a request's Content-Type: which bodies the Worker reads as JSON and which
 * as a form post. Every route that takes a body asks here, so a type one route accepts is not
 * refused by another; and the one reading of such a body.
 */
import type { Context } from "hono";
import type { AppEnv } from "../env.ts";

/** A body the Worker reads: JSON, or a browser's form post. */
export type BodyKind = "json" | "form";

/** `application/json` and its `+json` relatives (RFC 6839 §3.1), with or without parameters. */
const JSON_TYPE = /^application\/([a-z0-9.-]+\+)?json\s*(;|$)/i;
/** A browser's form post: urlencoded or multipart (HTML, form submission), with or without parameters. */
const FORM_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/** What a Content-Type header says the body is, or null when the Worker does not read such bodies. */
export function bodyKind(contentType: string | undefined): BodyKind | null {
  const value = contentType?.trim() ?? "";
  if (JSON_TYPE.test(value)) return "json";
  if (FORM_TYPE.test(value)) return "form";
  return null;
}

/** The body, read as what its Content-Type said, as an object to parse; null when it cannot be read. */
export async function readBodyAs(c: Context<AppEnv>, sentAs: BodyKind): Promise<unknown> {
  try {
    return sentAs === "form" ? await c.req.parseBody() : await c.req.json();
  } catch {
    return null;
  }
}
