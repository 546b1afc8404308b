/** Paths of provider pages, built the same way on the server and in the browser. */

/** `/{care-type-slug}/{state}/{city}/{provider-slug}/`, the provider page. */
export function providerPagePath(parts: {
  careTypeSlug: string;
  stateUrlName: string;
  cityUrlName: string;
  slug: string;
}): string {
  return `/${parts.careTypeSlug}/${parts.stateUrlName}/${parts.cityUrlName}/${parts.slug}/`;
}
