/**
 * The trail above a page's heading (spec lead-capture-and-chrome §2): crumbs whose page is
 * served are links, the others plain text, and the last, this page, is marked current.
 */
import type { Crumb } from "../../domain/navigation/breadcrumb-trail.ts";

export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        {crumbs.map((crumb, index) => {
          const current = index === crumbs.length - 1;
          return (
            <li key={crumb.level}>
              {current ? (
                <span aria-current="page">{crumb.name}</span>
              ) : crumb.path === null ? (
                <span>{crumb.name}</span>
              ) : (
                <a href={crumb.path}>{crumb.name}</a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
