/**
 * The results page's heading, worded as the server words it (`t.search.page.heading`). It
 * follows a search made in place from the header bar, and the tab's title follows it.
 */

import { useAtomValue } from "jotai";
import { useEffect, useRef } from "react";
import type { CareTypeId } from "../../domain/care-types.ts";
import { useLanguage } from "../i18n/page-language.tsx";
import { searchCriteriaAtom } from "./search-page-atoms.ts";
import { searchResponseAtom } from "./search-seed-atoms.ts";

interface SearchPageHeadingProps {
  /** The heading the server rendered, kept while there is no answer (a failed search shows nothing new). */
  fallback: string;
}

export function SearchPageHeading({ fallback }: SearchPageHeadingProps) {
  const { t } = useLanguage();
  const criteria = useAtomValue(searchCriteriaAtom);
  const response = useAtomValue(searchResponseAtom);
  // The answer's own care type and place while a newer search is still on its way.
  const careTypeId = (response?.careType.id ?? criteria.careType.id) as CareTypeId;
  const label = t.careTypes[careTypeId]?.label ?? response?.careType.label ?? criteria.careType.label;
  const place = response?.location?.label ?? criteria.keyword;
  const heading = response ? t.search.page.heading(label, place) : fallback;
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // The title reads '{heading} | {site}'; only the heading part changes.
    const separator = document.title.lastIndexOf(" | ");
    document.title = separator >= 0 ? `${heading}${document.title.slice(separator)}` : heading;
  }, [heading]);

  return <h1 className="search-page-heading">{heading}</h1>;
}
