/**
 * The trail above a provider's name: care type → state → city → provider. Crumbs whose page
 * is served are links; the others are plain text, and the last, this page, is marked current.
 */

import type { LocationRecord } from "../../domain/providers/location-record.ts";
import { providerBreadcrumbs } from "../../domain/providers/provider-structured-data.ts";

export function ProviderBreadcrumbs({ record }: { record: LocationRecord }) {
  const crumbs = providerBreadcrumbs(record);
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
