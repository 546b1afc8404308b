/** The search results page's heading (spec search-and-compare §2.1): '{care type} near {place}', or 'Find {care type}'. */

/** The heading for a care type's label and the searched place ('' when none). */
export function searchHeading(careTypeLabel: string, place: string): string {
  return place ? `${careTypeLabel} near ${place}` : `Find ${careTypeLabel}`;
}
