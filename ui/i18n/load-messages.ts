/**
 * The browser's catalogue: only the page's own language, as a chunk of its own, asked for once
 * per page as the islands start (ui/app/entry-client.tsx).
 */

import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../domain/i18n/languages.ts";
import type { Messages } from "../../domain/i18n/messages.ts";

const LOADERS: Readonly<Record<Language, () => Promise<Messages>>> = {
  en: () => import("../../domain/i18n/en.ts").then((module) => module.en),
  es: () => import("../../domain/i18n/es.ts").then((module) => module.es),
};

/** The document's language (`<html lang>`), English when it names none of ours. */
export function documentLanguage(): Language {
  const language = document.documentElement.lang;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

export function loadMessages(language: Language): Promise<Messages> {
  return LOADERS[language]();
}
