/**
 * The page's language for every component: its catalogue (`t`), its `Intl` locale, and `path`,
 * which turns an English path into this language's address (domain/i18n/paths.ts). The server
 * provides it around the whole page (worker/ssr/render.tsx); the browser around each island,
 * with the catalogue of the page's `<html lang>` (ui/app/entry-client.tsx).
 */
import { createContext, type ReactNode, useContext } from "react";
import { LANGUAGE_FACTS, type Language } from "../../domain/i18n/languages.ts";
import type { Messages } from "../../domain/i18n/messages.ts";
import { localizedPath } from "../../domain/i18n/paths.ts";

export interface PageLanguage {
  language: Language;
  locale: (typeof LANGUAGE_FACTS)[Language]["locale"];
  t: Messages;
  path: (englishPath: string) => string;
}

export function pageLanguage(language: Language, messages: Messages): PageLanguage {
  return {
    language,
    locale: LANGUAGE_FACTS[language].locale,
    t: messages,
    path: (englishPath) => localizedPath(englishPath, language),
  };
}

const PageLanguageContext = createContext<PageLanguage | null>(null);

export function PageLanguageProvider({ value, children }: { value: PageLanguage; children: ReactNode }) {
  return <PageLanguageContext.Provider value={value}>{children}</PageLanguageContext.Provider>;
}

/** The page's language; every page and island renders inside its provider. */
export function useLanguage(): PageLanguage {
  const value = useContext(PageLanguageContext);
  if (!value) throw new Error("useLanguage outside PageLanguageProvider: render pages with worker/ssr/render.tsx");
  return value;
}
