/**
 * The 'About {name}' text of a long description (spec reviews-and-provider-page §4, §9):
 * collapsed at 250 characters with 'View more details', expanded with 'View fewer details',
 * and scrolled to the section's top when it expands. It is a <details> element, so every word
 * is in the server HTML and the toggle works by keyboard without script; CSS swaps the words
 * and hides the preview while open. The island adds only the scroll, once the page has loaded and is idle.
 */
import { useRef } from "react";
import { useLanguage } from "../i18n/page-language.tsx";

interface ProviderDescriptionProps {
  paragraphs: string[];
  preview: string;
  /** The section whose top is brought into view when the text expands. */
  sectionId: string;
}

export function ProviderDescription({ paragraphs, preview, sectionId }: ProviderDescriptionProps) {
  const details = useRef<HTMLDetailsElement>(null);
  const { t, language } = useLanguage();
  // The provider's own words, in English: marked so on a Spanish page.
  const lang = language === "es" ? "en" : undefined;

  function toggled() {
    if (!details.current?.open) return;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    document.getElementById(sectionId)?.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "start" });
  }

  return (
    <div className="collapsible-text">
      <p className="collapsible-preview" lang={lang}>
        {preview}
      </p>
      <details ref={details} className="collapsible-details" onToggle={toggled}>
        <summary className="collapsible-toggle">
          <span className="collapsible-more">{t.provider.about.more}</span>
          <span className="collapsible-fewer">{t.provider.about.fewer}</span>
        </summary>
        {paragraphs.map((paragraph) => (
          <p key={paragraph} lang={lang}>
            {paragraph}
          </p>
        ))}
      </details>
    </div>
  );
}
