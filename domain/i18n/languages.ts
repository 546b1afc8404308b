/**
 * The languages the site is written in (docs/languages.md): English, the default, at the root,
 * and US Spanish under `/es/`. Each has the BCP 47 tag `Intl` formats with, the name a family
 * reads it by (in that language) and the path prefix of its pages.
 */
export const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = "en";

/** Whether a text names one of the site's languages (a cookie, `<html lang>`). */
export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language === value);
}

interface LanguageFacts {
  /** What `Intl` formats numbers, dates, money and lists with. */
  locale: "en-US" | "es-US";
  /** The language's name in itself, as the language link shows it. */
  name: string;
  /** The path prefix of its pages: empty for English, `/es` for Spanish. */
  prefix: "" | "/es";
}

export const LANGUAGE_FACTS: Readonly<Record<Language, LanguageFacts>> = {
  en: { locale: "en-US", name: "English", prefix: "" },
  es: { locale: "es-US", name: "Español", prefix: "/es" },
};

/** The other language: where the language link leads. */
export function otherLanguage(language: Language): Language {
  return language === "en" ? "es" : "en";
}

/**
 * The language a browser's `Accept-Language` prefers among ours, by its q-values (RFC 9110
 * §12.5.4); null when it names none of them. `es-MX`, `es-419` and `es` all read as Spanish.
 */
export function preferredLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  let best: { language: Language; q: number } | null = null;
  for (const part of header.split(",").slice(0, 20)) {
    const [range = "", ...params] = part.trim().split(";");
    const primary = range.trim().toLowerCase().split("-")[0] ?? "";
    const language = LANGUAGES.find((candidate) => candidate === primary);
    if (!language) continue;
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { language, q };
  }
  return best?.language ?? null;
}
