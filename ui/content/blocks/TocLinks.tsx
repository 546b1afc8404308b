/** The links of a table of contents: one per heading, level-3 headings indented under level 2. */
import type { PageHeading } from "../../../domain/content/content-headings.ts";

export function TocLinks({ headings, current }: { headings: readonly PageHeading[]; current?: string | null }) {
  return (
    <ul className="toc-links">
      {headings.map((heading) => (
        <li key={heading.anchor} className={heading.level === 3 ? "toc-link toc-link-sub" : "toc-link"}>
          <a href={`#${heading.anchor}`} aria-current={current === heading.anchor ? "location" : undefined}>
            {heading.text}
          </a>
        </li>
      ))}
    </ul>
  );
}
