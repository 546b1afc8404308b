/**
 * The link to the same page in the other language, in the header (the language's name) and the
 * footer (a sentence), written in that language and marked as such for screen readers and
 * search engines. The server fills it in (worker/ssr/render.tsx, siteChrome): it names the
 * other language's words, which the page's own catalogue does not hold.
 */
import type { Language } from "../../domain/i18n/languages.ts";

export interface OtherLanguageLink {
  language: Language;
  /** The language's name in itself ("Español"). */
  name: string;
  /** "Lea esta página en español": the footer's link, in that language. */
  long: string;
  href: string;
}

export function LanguageLink({
  link,
  long,
  className,
}: {
  link: OtherLanguageLink;
  long?: boolean;
  className?: string;
}) {
  return (
    <a className={className} href={link.href} hrefLang={link.language} lang={link.language}>
      {long ? link.long : link.name}
    </a>
  );
}
