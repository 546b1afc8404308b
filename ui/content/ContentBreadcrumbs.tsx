/**
 * A content page's breadcrumb trail (spec lead-capture-and-chrome §2): no Home crumb, then the
 * page's stored ancestors and the page itself, the page as plain text (it is where you are).
 * The same trail is the page's BreadcrumbList (see contentBreadcrumbData).
 */
export interface ContentCrumb {
  name: string;
  path: string;
}

export function ContentBreadcrumbs({ crumbs }: { crumbs: readonly ContentCrumb[] }) {
  if (crumbs.length < 2) return null;
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <a href={crumb.path}>{crumb.name}</a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** schema.org BreadcrumbList of the trail, positions from 1, absolute URLs on the brand's origin. */
export function contentBreadcrumbData(crumbs: readonly ContentCrumb[], origin: string): object {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}
