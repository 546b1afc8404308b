/**
 * The table of contents as an accordion titled 'Table of Contents' (spec reviews-and-provider-page
 * §2, §4): a <details> that opens and closes without JavaScript, open from the start when the
 * editor set `expand`, and opened by itself when the address has a hash (a visitor arriving at
 * or jumping to a section). The island wakes at once on such an address (`wakeOnHash="*"`).
 */
import { useEffect, useRef } from "react";
import type { PageHeading } from "../../../domain/content/content-headings.ts";
import { TocLinks } from "./TocLinks.tsx";

export function TocAccordion({ title, headings, open }: { title: string; headings: PageHeading[]; open: boolean }) {
  const details = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const openOnHash = () => {
      if (location.hash.length > 1 && details.current) details.current.open = true;
    };
    openOnHash();
    window.addEventListener("hashchange", openOnHash);
    return () => window.removeEventListener("hashchange", openOnHash);
  }, []);

  return (
    <details ref={details} className="toc toc-accordion" open={open}>
      <summary className="toc-accordion-title">{title}</summary>
      <nav aria-label={title}>
        <TocLinks headings={headings} />
      </nav>
    </details>
  );
}
