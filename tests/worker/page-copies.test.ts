/**
 * The page copies (worker/cache/page-copies.ts): the copy stored of a render made for one
 * visitor holds a placeholder where their anon id was, and is not made when their anon id would
 * stay; a copy cut once at the visitor's values answers each visitor with the bytes a render for
 * them has, its own anon id and new form ids; the list an isolate
 * keeps holds the most recently used copies and no more.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PLACEHOLDER_ANON_ID } from "../../domain/cache/page-cache-rules.ts";
import {
  forgetCopies,
  keepCopy,
  keptCopy,
  pageCopy,
  personalisedBody,
  sameBody,
  storableBytes,
  type VisitorValues,
} from "../../worker/cache/page-copies.ts";

const FORM_A = "1b4e28ba-2fa1-41d2-883f-0016d3cca427";
const FORM_B = "6fa459ea-ee8a-4ca4-894e-db77e160355e";
/** A UUID that is not a form id (a provider's, say): it stays as it is. */
const OTHER = "9f0c3e9a-7d51-4a3b-8f6e-2b1d4c5e6f70";
const VISITOR = "5d6a1b2c-3e4f-4a5b-9c6d-7e8f9a0b1c2d";

const STORED = [
  "<!DOCTYPE html><html><head>",
  "<script>window.x=1</script>",
  `<link rel="modulepreload" href="/a.js">`,
  "</head><body>",
  `<div class="island" data-island="ProviderInquiry"></div><script type="application/json" data-island-props="ProviderInquiry">{"formId":"${FORM_A}","anonId":"${PLACEHOLDER_ANON_ID}","providerId":"${OTHER}"}</script>`,
  `<form><input type="hidden" name="formId" value="${FORM_A}"><input type="hidden" name="anonId" value="${PLACEHOLDER_ANON_ID}"></form>`,
  `<form><input value="${FORM_B}" name="formId" type="hidden"></form>`,
  `<p>Café «résumé» ${OTHER}</p>`,
  `<script id="carefind-state" type="application/json">{"formId":"${FORM_B}","anonId":"${PLACEHOLDER_ANON_ID}"}</script>`,
  "</body></html>",
].join("");

const HTML_HEADERS = [["content-type", "text/html; charset=utf-8"]] as const;

function copyOf(html: string, headers: readonly (readonly [string, string])[] = HTML_HEADERS) {
  return pageCopy(200, headers, Date.now(), new TextEncoder().encode(html).buffer as ArrayBuffer);
}

function filled(html: string): string {
  return new TextDecoder().decode(personalisedBody(copyOf(html), { anonId: VISITOR }));
}

/** The answer with each new form id named by the stored one it stands for, in order of appearance. */
function withFormIdsNamed(html: string): { text: string; ids: string[] } {
  const ids: string[] = [];
  const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}/g;
  const text = html.replace(uuid, (id) => {
    if (id === VISITOR || id === OTHER) return id;
    if (!ids.includes(id)) ids.push(id);
    return `form-${ids.indexOf(id)}`;
  });
  return { text, ids };
}

/** The page stored of an HTML render made for the visitor, as text; null when none may be. */
function storableText(render: string, values: VisitorValues): string | null {
  const stored = storableBytes(
    new TextEncoder().encode(render).buffer as ArrayBuffer,
    "text/html; charset=UTF-8",
    values,
  );
  return stored === null ? null : new TextDecoder().decode(stored);
}

/** STORED as the render made for the visitor was: their anon id in the placeholder's places. */
function renderFor(): string {
  return STORED.replaceAll(PLACEHOLDER_ANON_ID, VISITOR);
}

describe("the copy stored of a render made for one visitor", () => {
  it("has the placeholder where the visitor's anon id was, and the render's form ids", () => {
    const render = renderFor();
    expect(render).not.toContain(PLACEHOLDER_ANON_ID);
    expect(storableText(render, { anonId: VISITOR })).toBe(STORED);
  });

  it("is not made when the anon id is anywhere else: a cookie's anon id may be a provider's id or a word", () => {
    const leaky = renderFor().replace("</body>", `<p>${VISITOR}</p></body>`);
    expect(storableText(leaky, { anonId: VISITOR })).toBeNull();
    // The cookie said the anon id of the page's provider, or a word of its text: stored, every
    // other visitor would see their own id in its place.
    for (const anonId of [OTHER, "resume-words", "Caf"]) {
      const render = STORED.replaceAll(PLACEHOLDER_ANON_ID, anonId);
      expect(storableText(render.replace("</body>", "<p>resume-words</p></body>"), { anonId })).toBeNull();
    }
    // Where it is only where the render puts one, the copy is made.
    expect(storableText(renderFor(), { anonId: VISITOR })).not.toBeNull();
  });

  it("is the page with each of the visitor's values replaced as text would have it, whatever the page's characters", () => {
    /** The same copy made on the page's text: each replacement in turn, then nothing of the visitor's left. */
    function byText(render: string, { anonId }: VisitorValues): string | null {
      let text = render;
      for (const [before, after] of [
        ['"anonId":"', '"'],
        ["&quot;anonId&quot;:&quot;", "&quot;"],
        ['name="anonId" value="', '"'],
      ]) {
        text = text.replaceAll(`${before}${anonId}${after}`, `${before}${PLACEHOLDER_ANON_ID}${after}`);
      }
      return text.includes(anonId) ? null : text;
    }
    const anonId = fc.stringMatching(/^[A-Za-z0-9-]{8,12}$/);
    fc.assert(
      fc.property(
        anonId,
        fc.array(fc.nat(9)),
        fc.array(fc.string({ unit: "grapheme", maxLength: 6 })),
        (id, picks, words) => {
          const places = [
            (value: string) => `{"anonId":"${value}"}`,
            (value: string) => `data-x="{&quot;anonId&quot;:&quot;${value}&quot;}"`,
            (value: string) => `<input name="anonId" value="${value}">`,
            (value: string) => `<p>${value}</p>`,
            () => "<p>—</p>",
            () => "Café «résumé» 😀",
          ];
          const render = picks
            .map(
              (pick, index) =>
                `${words[index] ?? ""}${(places[pick % places.length] as (value: string) => string)(id)}`,
            )
            .join("");
          expect(storableText(render, { anonId: id })).toBe(byText(render, { anonId: id }));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("keeps a JSON answer as it is, and stores none that holds the visitor's anon id", () => {
    const values = { anonId: VISITOR };
    const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;
    const json = bytes(JSON.stringify({ results: [{ id: OTHER, name: "Café" }] }));
    expect(storableBytes(json, "application/json; charset=UTF-8", values)).toBe(json);
    expect(storableBytes(bytes(JSON.stringify({ anonId: VISITOR })), "application/json", values)).toBeNull();
    // A page has its placeholders put in.
    const page = storableBytes(bytes(renderFor()), "text/html; charset=UTF-8", values);
    expect(new TextDecoder().decode(page ?? new ArrayBuffer(0))).toBe(STORED);
  });
});

describe("a page copy cut at the visitor's values", () => {
  it("answers the bytes the render made for the visitor had, with new form ids", () => {
    const cut = filled(STORED);
    expect(withFormIdsNamed(cut).text).toBe(withFormIdsNamed(renderFor()).text);

    expect(cut).not.toContain(PLACEHOLDER_ANON_ID);
    expect(cut).not.toContain(FORM_A);
    expect(cut).not.toContain(FORM_B);
    expect(cut.split(VISITOR)).toHaveLength(4);
    expect(cut).toContain(`"providerId":"${OTHER}"`);
    expect(cut).toContain(`<p>Café «résumé» ${OTHER}</p>`);
  });

  it("gives each stored form id one new id everywhere in an answer, and new ones in the next answer", () => {
    const first = withFormIdsNamed(filled(STORED));
    const second = withFormIdsNamed(filled(STORED));
    // form-0 in the props and the first form, form-1 in the second form and the page state.
    expect(first.ids).toHaveLength(2);
    expect(first.text).toContain('<input type="hidden" name="formId" value="form-0">');
    expect(first.text).toContain('{"formId":"form-0"');
    expect(first.text).toContain('<input value="form-1" name="formId"');
    expect(first.text).toContain('"formId":"form-1"');
    for (const id of second.ids) expect(first.ids).not.toContain(id);
  });

  it("passes a body that is not HTML as it was stored", () => {
    const json = JSON.stringify({ anonId: PLACEHOLDER_ANON_ID, formId: FORM_A });
    const copy = copyOf(json, [["content-type", "application/json"]]);
    expect(new TextDecoder().decode(personalisedBody(copy, { anonId: VISITOR }))).toBe(json);
  });
});

describe("a render compared with the copy kept", () => {
  const encode = (html: string) => new TextEncoder().encode(html);
  /** The same page rendered again: form ids of its own, everything else the same. */
  const again = STORED.replaceAll(FORM_A, "0c6b7e2a-51d4-4e0f-9a3b-7d2c1e8f4a65").replaceAll(
    FORM_B,
    "e3a1f9c2-7b6d-4c58-8e0a-2f4b6d8c1a37",
  );

  it("is the copy again when only its form ids are new, cut or not", () => {
    expect(again).not.toBe(STORED);
    expect(sameBody(copyOf(STORED), encode(again))).toBe(true);
    const served = copyOf(STORED);
    personalisedBody(served, { anonId: VISITOR });
    expect(sameBody(served, encode(again))).toBe(true);
    const json = JSON.stringify({ results: [OTHER] });
    expect(sameBody(copyOf(json, [["content-type", "application/json"]]), encode(json))).toBe(true);
  });

  it.each([
    ["a word changed", again.replace("résumé", "resume")],
    ["a letter changed, same length", again.replace("Café", "Cafe!")],
    ["a byte more", `${again} `],
    ["a byte less", again.slice(0, -1)],
    ["a visitor's anon id where the placeholder was", again.replace(PLACEHOLDER_ANON_ID, VISITOR)],
    ["the provider's id changed", again.replace(OTHER, "9f0c3e9a-7d51-4a3b-8f6e-2b1d4c5e6f71")],
  ])("is not the copy with %s", (_, render) => {
    expect(sameBody(copyOf(STORED), encode(render))).toBe(false);
  });

  it("is never the copy when any one byte differs", () => {
    const bytes = encode(again);
    const copy = copyOf(STORED);
    fc.assert(
      fc.property(fc.nat(bytes.byteLength - 1), fc.integer({ min: 1, max: 255 }), (at, change) => {
        const render = bytes.slice();
        render[at] = ((render[at] ?? 0) + change) % 256;
        // A byte inside a form id may change (each render has its own); any other may not.
        const inFormId = [...again.matchAll(/[0-9a-f-]{36}/g)].some(
          (match) =>
            match[0] !== OTHER &&
            match[0] !== PLACEHOLDER_ANON_ID &&
            new TextEncoder().encode(again.slice(0, match.index)).byteLength <= at &&
            at < new TextEncoder().encode(again.slice(0, match.index)).byteLength + 36,
        );
        expect(sameBody(copy, render)).toBe(inFormId);
      }),
    );
  });
});

describe("the copies an isolate keeps", () => {
  it("keeps the 48 most recently used and forgets the rest", () => {
    forgetCopies();
    const copy = copyOf("<p>kept</p>");
    for (let index = 0; index < 48; index++) keepCopy(`key-${index}`, copy);
    // Reading the oldest makes it the most recent: the next one in is what goes.
    expect(keptCopy("key-0")).toBe(copy);
    keepCopy("key-48", copy);
    expect(keptCopy("key-0")).toBe(copy);
    expect(keptCopy("key-1")).toBeUndefined();
    expect(keptCopy("key-48")).toBe(copy);
    forgetCopies();
    expect(keptCopy("key-48")).toBeUndefined();
  });
});
