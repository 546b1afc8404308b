/**
 * The browser's catalogue: only the page's own language, and of it only the sections the
 * page's islands read, each section a chunk of its own, asked for once per page as the first
 * island that reads it starts (ui/app/entry-client.tsx). The build finds each island's
 * sections (scripts/lib/catalogue-sections.ts) and the Worker marks the island's root with them
 * (`data-words`); an island without the mark gets every section.
 */

import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../domain/i18n/languages.ts";
import type { Messages } from "../../domain/i18n/messages.ts";

type Section = keyof Messages;

/** One loader per section: a language missing one fails the type check. */
type SectionLoaders = { readonly [Name in Section]: () => Promise<Messages[Name]> };

const LOADERS: Readonly<Record<Language, SectionLoaders>> = {
  en: {
    careTypes: () => import("../../domain/i18n/en/en-care-types.ts").then((module) => module.careTypes),
    chrome: () => import("../../domain/i18n/en/en-chrome.ts").then((module) => module.chrome),
    home: () => import("../../domain/i18n/en/en-home.ts").then((module) => module.home),
    search: () => import("../../domain/i18n/en/en-search.ts").then((module) => module.search),
    compare: () => import("../../domain/i18n/en/en-compare.ts").then((module) => module.compare),
    saved: () => import("../../domain/i18n/en/en-saved.ts").then((module) => module.saved),
    geo: () => import("../../domain/i18n/en/en-geo.ts").then((module) => module.geo),
    siteMap: () => import("../../domain/i18n/en/en-site-map.ts").then((module) => module.siteMap),
    awards: () => import("../../domain/i18n/en/en-awards.ts").then((module) => module.awards),
    provider: () => import("../../domain/i18n/en/en-provider.ts").then((module) => module.provider),
    reviews: () => import("../../domain/i18n/en/en-reviews.ts").then((module) => module.reviews),
    inquiry: () => import("../../domain/i18n/en/en-inquiry.ts").then((module) => module.inquiry),
    tour: () => import("../../domain/i18n/en/en-tour.ts").then((module) => module.tour),
    landing: () => import("../../domain/i18n/en/en-landing.ts").then((module) => module.landing),
    mail: () => import("../../domain/i18n/en/en-mail.ts").then((module) => module.mail),
    chat: () => import("../../domain/i18n/en/en-chat.ts").then((module) => module.chat),
    consent: () => import("../../domain/i18n/en/en-consent.ts").then((module) => module.consent),
    content: () => import("../../domain/i18n/en/en-content.ts").then((module) => module.content),
    guided: () => import("../../domain/i18n/en/en-guided.ts").then((module) => module.guided),
    partners: () => import("../../domain/i18n/en/en-partners.ts").then((module) => module.partners),
    errors: () => import("../../domain/i18n/en/en-errors.ts").then((module) => module.errors),
  },
  es: {
    careTypes: () => import("../../domain/i18n/es/es-care-types.ts").then((module) => module.careTypes),
    chrome: () => import("../../domain/i18n/es/es-chrome.ts").then((module) => module.chrome),
    home: () => import("../../domain/i18n/es/es-home.ts").then((module) => module.home),
    search: () => import("../../domain/i18n/es/es-search.ts").then((module) => module.search),
    compare: () => import("../../domain/i18n/es/es-compare.ts").then((module) => module.compare),
    saved: () => import("../../domain/i18n/es/es-saved.ts").then((module) => module.saved),
    geo: () => import("../../domain/i18n/es/es-geo.ts").then((module) => module.geo),
    siteMap: () => import("../../domain/i18n/es/es-site-map.ts").then((module) => module.siteMap),
    awards: () => import("../../domain/i18n/es/es-awards.ts").then((module) => module.awards),
    provider: () => import("../../domain/i18n/es/es-provider.ts").then((module) => module.provider),
    reviews: () => import("../../domain/i18n/es/es-reviews.ts").then((module) => module.reviews),
    inquiry: () => import("../../domain/i18n/es/es-inquiry.ts").then((module) => module.inquiry),
    tour: () => import("../../domain/i18n/es/es-tour.ts").then((module) => module.tour),
    landing: () => import("../../domain/i18n/es/es-landing.ts").then((module) => module.landing),
    mail: () => import("../../domain/i18n/es/es-mail.ts").then((module) => module.mail),
    chat: () => import("../../domain/i18n/es/es-chat.ts").then((module) => module.chat),
    consent: () => import("../../domain/i18n/es/es-consent.ts").then((module) => module.consent),
    content: () => import("../../domain/i18n/es/es-content.ts").then((module) => module.content),
    guided: () => import("../../domain/i18n/es/es-guided.ts").then((module) => module.guided),
    partners: () => import("../../domain/i18n/es/es-partners.ts").then((module) => module.partners),
    errors: () => import("../../domain/i18n/es/es-errors.ts").then((module) => module.errors),
  },
};

const SECTIONS = Object.keys(LOADERS.en) as Section[];

function isSection(name: string): name is Section {
  return Object.hasOwn(LOADERS.en, name);
}

/** The document's language (`<html lang>`), English when it names none of ours. */
export function documentLanguage(): Language {
  const language = document.documentElement.lang;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** One section of the catalogue in `language` (a chunk the browser fetches once). */
export function loadSection<Name extends Section>(language: Language, section: Name): Promise<Messages[Name]> {
  return LOADERS[language][section]();
}

/** The sections an island's root names in `data-words` (space-separated); every section when it names none. */
export function sectionsOf(words: string | undefined): Section[] {
  return words === undefined ? SECTIONS : words.split(" ").filter(isSection);
}

/**
 * The page's one catalogue in `language`, filled section by section: `load(sections)` answers
 * it once those sections are in it. Each section is asked for once, however many islands read it.
 */
export function pageCatalogue(language: Language): { load(sections: readonly Section[]): Promise<Messages> } {
  const catalogue: Partial<Record<Section, unknown>> = {};
  const asked = new Map<Section, Promise<void>>();
  const ask = (section: Section) => {
    let loading = asked.get(section);
    if (!loading) {
      loading = loadSection(language, section).then((words) => {
        catalogue[section] = words;
      });
      asked.set(section, loading);
    }
    return loading;
  };
  return {
    async load(sections) {
      await Promise.all(sections.map(ask));
      // Holds every section the page's islands read: the ones this island reads among them.
      return catalogue as Messages;
    },
  };
}
