/**
 * The walk behind "no English UI string left" (docs/languages.md): a Spanish page's visible
 * text and the texts it gives assistive technology (alt, aria-label, placeholder, title, a
 * submit's value), outside scripts and outside what is marked `lang="en"` (a provider's own
 * description, federal data, a review or a response written in English), searched for the
 * English catalogue's texts. Plain string work, so it runs in workerd and in
 * Node alike.
 */
import { messagesFor } from "../../domain/i18n/catalogue.ts";

type Entry = { path: string; texts: string[] };

/** Sample values a function entry is called with; what stays of its answer around them is its own words. */
const SAMPLES = [2, "Xq"] as const;

function catalogueEntries(value: unknown, path = ""): Entry[] {
  if (typeof value === "string") return [{ path, texts: [value] }];
  if (typeof value === "function") {
    const call = value as (...args: unknown[]) => unknown;
    const texts = SAMPLES.flatMap((sample) => {
      try {
        const answer = call(sample, sample, sample);
        return typeof answer === "string" ? answer.split(String(sample)) : [];
      } catch {
        return [];
      }
    });
    return [{ path, texts }];
  }
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([key, child]) => catalogueEntries(child, path ? `${path}.${key}` : key));
  }
  return [];
}

/** The words of a text, without `{marks}` and spacing, that say something (two letters at least). */
function phrases(texts: readonly string[]): string[] {
  return texts
    .flatMap((text) => text.split(/\{[a-zA-Z]+\}/))
    .map((text) => text.replace(/\s+/g, " ").trim())
    .filter((text) => /[A-Za-z]{2,}/.test(text));
}

/**
 * English texts to look for: those no Spanish text holds as well (names such as "Medicare" or
 * an award's are the same in both).
 */
function englishPhrases(sections?: readonly string[]): { path: string; phrase: string }[] {
  const spanish = catalogueEntries(messagesFor("es"))
    .flatMap((entry) => entry.texts)
    .join(" | ");
  return catalogueEntries(messagesFor("en"))
    .filter((entry) => !sections || sections.some((section) => entry.path.startsWith(`${section}.`)))
    .flatMap((entry) =>
      phrases(entry.texts)
        .filter((phrase) => !spanish.includes(phrase))
        .map((phrase) => ({ path: entry.path, phrase })),
    );
}

const SPOKEN_ATTRIBUTES = ["alt", "aria-label", "placeholder", "title", "aria-description"] as const;

const VOID_ELEMENTS = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);

function attribute(attributes: string, name: string): string | null {
  const match = new RegExp(`(?:^|\\s)${name}="([^"]*)"`, "i").exec(attributes);
  return match ? (match[1] ?? "") : null;
}

function decoded(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&");
}

/** A page's texts a visitor reads or hears (text runs and spoken attributes), outside scripts, styles and `[lang=en]`. */
export function readableParts(html: string): string[] {
  const parts: string[] = [];
  // Open elements, each marked whether its content is left out.
  const open: { name: string; hides: boolean }[] = [];
  const hidden = () => open.some((element) => element.hides);
  // Comments, and what scripts, styles and templates hold, are not read; nor what a visitor typed into a text area.
  const body = html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<(script|style|template|textarea)\b[^>]*>[\s\S]*?<\/\1>/gi, "");
  for (const match of body.matchAll(/<(\/?)([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|([^<]+)/g)) {
    const [, closing, tag, attributes = "", text] = match;
    if (text !== undefined) {
      if (!hidden()) parts.push(decoded(text));
      continue;
    }
    const name = (tag ?? "").toLowerCase();
    if (closing) {
      const at = open.map((element) => element.name).lastIndexOf(name);
      if (at !== -1) open.length = at;
      continue;
    }
    // An element's own lang covers its attributes too.
    const hides = attribute(attributes, "lang") === "en";
    if (!hidden() && !hides) {
      for (const spoken of SPOKEN_ATTRIBUTES) {
        const value = attribute(attributes, spoken);
        if (value) parts.push(decoded(value));
      }
      if (name === "input" && attribute(attributes, "type") === "submit")
        parts.push(decoded(attribute(attributes, "value") ?? ""));
    }
    if (VOID_ELEMENTS.has(name) || attributes.trimEnd().endsWith("/")) continue;
    open.push({ name, hides });
  }
  return parts.map((part) => part.replace(/\s+/g, " ").trim()).filter((part) => part !== "");
}

/** The same, as one text. */
export function readableText(html: string): string {
  return readableParts(html).join(" ");
}

/**
 * The English catalogue's texts (of `sections`, or all) a Spanish page still shows, as
 * `path: phrase`. A sentence counts where it stands as words of its own, case and all; a label
 * of a few words (a button's "Search", a care type's "Assisted Living") only as a whole text of
 * its own, so that a provider's name ("Oakwood Assisted Living") is not taken for a label.
 */
/** A phrase of at most this many words is a label: it counts only as a whole text. */
const SHORT_WORDS = 3;

export function englishLeftovers(html: string, sections?: readonly string[]): string[] {
  const parts = readableParts(html);
  const whole = new Set(parts.map((part) => part.replace(/[.:!?]$/, "")));
  const text = parts.join(" ");
  return englishPhrases(sections)
    .filter(({ phrase }) => {
      if (phrase.split(" ").length <= SHORT_WORDS) return whole.has(phrase);
      const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      return new RegExp(`(?<![A-Za-z])${escaped}(?![A-Za-z])`).test(text);
    })
    .map(({ path, phrase }) => `${path}: ${phrase}`);
}
