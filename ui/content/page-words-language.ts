/**
 * On a Spanish page a content page's text is the editor's English, marked `lang="en"`; the
 * page's own words inside it (a toggle, a list's name) are Spanish, and say so, so a screen
 * reader switches back. English pages carry no mark: their markup stays as it was.
 */
import type { Language } from "../../domain/i18n/languages.ts";

export function pageWordsLanguage(language: Language): { lang?: Language } {
  return language === "en" ? {} : { lang: language };
}

/** The mark for what an editor wrote, on a page in another language. */
export function editorTextLanguage(language: Language): { lang?: "en" } {
  return language === "en" ? {} : { lang: "en" };
}
