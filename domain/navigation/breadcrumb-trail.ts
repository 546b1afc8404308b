/**
 * Breadcrumb trails and their structured data (spec lead-capture-and-chrome §2, 'Header
 * behaviour': the trail drops the Home item, geo-city pages also drop the county item, and the
 * structured data's positions start at 1; §5: a trail's path needs all its parts). Pure: the
 * pages build the crumbs, the document writes the JSON-LD.
 */

export interface Crumb {
  /** Which step of the trail the crumb is; unique within a trail, so it also keys the crumb. */
  level: string;
  name: string;
  /** The page the crumb names, or null when no page answers at that address. */
  path: string | null;
}

/**
 * spec: lead-capture-and-chrome §5, 'Breadcrumb ... paths require their parts to be present':
 * a crumb whose name or path part is empty is left out rather than linking to a broken address.
 */
export function presentCrumbs(crumbs: readonly Crumb[]): Crumb[] {
  return crumbs.filter((crumb) => crumb.name.trim() !== "" && (crumb.path === null || !crumb.path.includes("//")));
}

/** The trail as a schema.org BreadcrumbList, positions from 1, each URL absolute on `origin`. */
export function breadcrumbListJsonLd(crumbs: readonly Crumb[], origin: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    // spec: lead-capture-and-chrome §2, breadcrumb structured data positions start at 1.
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      ...(crumb.path === null ? {} : { item: new URL(crumb.path, origin).href }),
    })),
  };
}
