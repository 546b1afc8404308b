/**
 * The sticky table of contents bar (spec reviews-and-provider-page §2, §4): a horizontal bar of
 * links that stays at the top of the screen and marks the heading in view (aria-current
 * "location", class `toc-link` with `[aria-current]`). The server HTML is a plain nav of links;
 * the island, hydrated once the page has loaded and is idle, watches the headings with an
 * IntersectionObserver: the current one is the last heading that has scrolled past the bar.
 */
import { useEffect, useState } from "react";
import type { PageHeading } from "../../../domain/content/content-headings.ts";
import { TocLinks } from "./TocLinks.tsx";

/** The band near the top of the screen where a heading counts as the one being read. */
const READING_BAND = "0px 0px -70% 0px";

export function TocStickyBar({ title, headings }: { title: string; headings: PageHeading[] }) {
  const [current, setCurrent] = useState<string | null>(null);

  useEffect(() => {
    const elements = headings.flatMap((heading) => {
      const element = document.getElementById(heading.anchor);
      return element ? [element] : [];
    });
    if (elements.length === 0 || typeof IntersectionObserver === "undefined") return;
    const passed = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          // Above the band's bottom edge: read or being read; below it: not reached yet.
          if (entry.isIntersecting || entry.boundingClientRect.top < 0) passed.add(entry.target.id);
          else passed.delete(entry.target.id);
        }
        const last = [...elements].reverse().find((element) => passed.has(element.id));
        setCurrent(last?.id ?? null);
      },
      { rootMargin: READING_BAND },
    );
    for (const element of elements) observer.observe(element);
    return () => observer.disconnect();
  }, [headings]);

  return (
    <nav className="toc toc-sticky" aria-label={title}>
      <TocLinks headings={headings} current={current} />
    </nav>
  );
}
