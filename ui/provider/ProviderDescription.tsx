/**
 * The 'About {name}' text of a long description (spec reviews-and-provider-page §4, §9):
 * collapsed at 250 characters with 'View more details', expanded with 'View fewer details',
 * and scrolled to the section's top when it expands. It is a <details> element, so every word
 * is in the server HTML and the toggle works by keyboard without script; CSS swaps the words
 * and hides the preview while open. The island adds only the scroll, once the page has loaded and is idle.
 */
import { useRef } from "react";
import { VIEW_FEWER_DETAILS, VIEW_MORE_DETAILS } from "../../domain/providers/description.ts";

interface ProviderDescriptionProps {
  paragraphs: string[];
  preview: string;
  /** The section whose top is brought into view when the text expands. */
  sectionId: string;
}

export function ProviderDescription({ paragraphs, preview, sectionId }: ProviderDescriptionProps) {
  const details = useRef<HTMLDetailsElement>(null);

  function toggled() {
    if (!details.current?.open) return;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    document.getElementById(sectionId)?.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "start" });
  }

  return (
    <div className="collapsible-text">
      <p className="collapsible-preview">{preview}</p>
      <details ref={details} className="collapsible-details" onToggle={toggled}>
        <summary className="collapsible-toggle">
          <span className="collapsible-more">{VIEW_MORE_DETAILS}</span>
          <span className="collapsible-fewer">{VIEW_FEWER_DETAILS}</span>
        </summary>
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </details>
    </div>
  );
}
