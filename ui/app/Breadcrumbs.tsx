/**
 * The trail above a page's heading (spec lead-capture-and-chrome §2): crumbs whose page is
 * served are links, the others plain text, and the last, this page, is marked current.
 */
import type { Crumb } from "../../domain/navigation/breadcrumb-trail.ts";
import { useLanguage } from "../i18n/page-language.tsx";

export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { t, path } = useLanguage();
  return (
    <nav aria-label={t.chrome.breadcrumb} className="breadcrumbs">
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
                <a href={path(crumb.path)}>{crumb.name}</a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
