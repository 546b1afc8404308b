/**
 * A nearby-links section (spec lead-capture-and-chrome §4 'Show-more list', §9 'Nearby and
 * headings'): the first 8 links, then a 'Show more' that reveals one more page of links (the
 * limit, 100) per click until all are shown. Built from <details>, so it works without
 * JavaScript and loads none.
 */
import type { NearbyLink, NearbySection } from "../../domain/geo/geo-page-rules.ts";
import { useLanguage } from "../i18n/page-language.tsx";

function LinkList({ links }: { links: readonly NearbyLink[] }) {
  const { path } = useLanguage();
  return (
    <ul className="nearby-links-list">
      {links.map((link) => (
        <li key={link.url}>
          <a href={path(link.url)}>{link.linkText}</a>
        </li>
      ))}
    </ul>
  );
}

/** The pages after the first items, each inside the previous page's 'Show more'. */
function MorePages({ pages }: { pages: readonly (readonly NearbyLink[])[] }) {
  const words = useLanguage().t.geo.nearby;
  const [first, ...rest] = pages;
  if (!first || first.length === 0) return null;
  return (
    <details className="nearby-links-more">
      <summary>
        <span className="when-closed">{words.showMore}</span>
        <span className="when-open">{words.showLess}</span>
      </summary>
      <LinkList links={first} />
      <MorePages pages={rest} />
    </details>
  );
}

export function NearbyLinks({
  section,
  shown,
  pageSize,
}: {
  section: NearbySection;
  /** spec: lead-capture-and-chrome §9, 8 items displayed by default. */
  shown: number;
  /** spec: lead-capture-and-chrome §9, the show-more page size is the limit (100). */
  pageSize: number;
}) {
  if (section.links.length === 0) return null;
  const headingId = `nearby-${section.key}`;
  const pages: NearbyLink[][] = [];
  for (let start = shown; start < section.links.length; start += pageSize) {
    pages.push(section.links.slice(start, start + pageSize));
  }
  return (
    <section className="nearby-links" aria-labelledby={headingId} data-section={section.key}>
      <h2 id={headingId}>{section.heading}</h2>
      <LinkList links={section.links.slice(0, shown)} />
      <MorePages pages={pages} />
    </section>
  );
}
