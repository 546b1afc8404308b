/**
 * The message catalogues (docs/languages.md): every text a family reads, one catalogue per
 * language. The English one is the reference: its type is `Messages` (./messages.ts), so a
 * Spanish catalogue missing a text (or holding one English lacks) fails the type check.
 *
 * The Worker reads both catalogues from here. The browser never imports this module: an
 * island's page loads only its own language's catalogue (ui/i18n/load-messages.ts).
 */
import { en } from "./en.ts";
import { es } from "./es.ts";
import type { Language } from "./languages.ts";
import type { Messages } from "./messages.ts";

export type { Messages };

const CATALOGUES: Readonly<Record<Language, Messages>> = { en, es };

export function messagesFor(language: Language): Messages {
  return CATALOGUES[language];
}
