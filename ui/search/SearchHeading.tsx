/** The home page heading; it names the care level chosen in the search box as it changes. */
import { useAtomValue } from "jotai";
import { careTypeBySlug } from "../../domain/care-types.ts";
import { useLanguage } from "../i18n/page-language.tsx";
import { searchCareTypeAtom } from "./search-atoms.ts";

interface SearchHeadingProps {
  /** The heading before any care level is chosen. */
  fallback: string;
}

export function SearchHeading({ fallback }: SearchHeadingProps) {
  const { t } = useLanguage();
  const careType = careTypeBySlug(useAtomValue(searchCareTypeAtom));
  return <h1 className="hero-title">{careType ? t.home.headingFor(t.careTypes[careType.id].label) : fallback}</h1>;
}
