/**
 * The one way islands call the Worker's JSON API: same-site fetch, JSON in and out, and a
 * result that is either the data or a message to show, never a thrown error.
 */

import { localizedPath } from "../../domain/i18n/paths.ts";
import { documentLanguage, loadSection } from "../i18n/load-messages.ts";

type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; message: string };

/** The page's words for a failure with no message of its own (its language's chrome section). */
async function failureWords() {
  return (await loadSection(documentLanguage(), "chrome")).errors;
}

async function request<T>(path: string, init: RequestInit): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(localizedPath(path, documentLanguage()), { credentials: "same-origin", ...init });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    return { ok: false, status: 0, message: (await failureWords()).network };
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if (response.ok) return { ok: true, status: response.status, data: body as T };
  const message =
    body && typeof body === "object" && "message" in body && typeof body.message === "string"
      ? body.message
      : body && typeof body === "object" && "error" in body && typeof body.error === "string"
        ? body.error
        : (await failureWords()).requestFailed(response.status);
  return { ok: false, status: response.status, message };
}

/** POSTs a JSON body. Aborting through `signal` rejects with the AbortError; nothing else throws. */
export function postJson<T>(path: string, body: unknown, signal?: AbortSignal): Promise<ApiResult<T>> {
  return request<T>(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });
}

/** GETs JSON. Aborting through `signal` rejects with the AbortError; nothing else throws. */
export function getJson<T>(path: string, signal?: AbortSignal): Promise<ApiResult<T>> {
  return request<T>(path, { headers: { Accept: "application/json" }, ...(signal ? { signal } : {}) });
}
