/**
 * Fills a cached page's per-visitor parts in for one response (README, Edge caches), streaming
 * with HTMLRewriter over the stored body: the request's CSP nonce on every element that carries
 * the placeholder nonce, the visitor's anon id where the render showed the placeholder id (the
 * inquiry forms' hidden inputs, the islands' props and the page state, both JSON scripts), and a new form id
 * for every form id the stored copy holds (the inquiry's idempotency key: two visitors must
 * never post the same one). The same form id gets the same new one everywhere in the response,
 * so a form's island props and its hidden input agree.
 */
import {
  FORM_ID_IN_JSON,
  FORM_ID_VALUE,
  PLACEHOLDER_ANON_ID,
  PLACEHOLDER_NONCE,
} from "../../domain/cache/page-cache-rules.ts";

export interface VisitorValues {
  /** The request's CSP nonce; absent where no policy was set. */
  nonce: string | undefined;
  anonId: string;
}

/** One response's replacements: the visitor's values and the stored form ids' new ones. */
class Personaliser {
  readonly #formIds = new Map<string, string>();
  constructor(readonly values: VisitorValues) {}

  formId(stored: string): string {
    let fresh = this.#formIds.get(stored);
    if (!fresh) {
      fresh = crypto.randomUUID();
      this.#formIds.set(stored, fresh);
    }
    return fresh;
  }

  /** JSON (raw or attribute-encoded): the placeholder id and every form id replaced. */
  json(text: string): string {
    return text
      .replaceAll(PLACEHOLDER_ANON_ID, this.values.anonId)
      .replace(FORM_ID_IN_JSON, (_, prefix: string, id: string) => `${prefix}${this.formId(id)}`);
  }
}

/** The stored page with this visitor's values; a JSON answer or other body passes unchanged. */
export function personalise(response: Response, values: VisitorValues): Response {
  if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return response;
  const visitor = new Personaliser(values);
  let scriptText = "";
  return new HTMLRewriter()
    .on("[nonce]", {
      element(element) {
        if (element.getAttribute("nonce") !== PLACEHOLDER_NONCE) return;
        if (values.nonce) element.setAttribute("nonce", values.nonce);
        else element.removeAttribute("nonce");
      },
    })
    .on("input[value]", {
      element(element) {
        const value = element.getAttribute("value");
        if (value === PLACEHOLDER_ANON_ID) element.setAttribute("value", values.anonId);
        else if (value !== null && element.getAttribute("name") === "formId" && FORM_ID_VALUE.test(value)) {
          element.setAttribute("value", visitor.formId(value));
        }
      },
    })
    .on('script[type="application/json"]', {
      // A text node may come in several chunks: the whole text is rewritten with its last chunk.
      text(chunk) {
        scriptText += chunk.text;
        if (!chunk.lastInTextNode) {
          chunk.remove();
          return;
        }
        chunk.replace(visitor.json(scriptText), { html: true });
        scriptText = "";
      },
    })
    .transform(response);
}
