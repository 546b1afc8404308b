/** The care-level select of the search forms (home page and header): the brand's care types, by slug. */
import type { CareTypeChoice } from "../../../domain/brands/brand-care-types.ts";
import { useLanguage } from "../../i18n/page-language.tsx";

interface CareLevelSelectProps {
  id: string;
  /** The brand's care types (domain/brands/brand-care-types.ts), as GET /api/care-types lists them. */
  careTypes: readonly CareTypeChoice[];
  /** A care-type slug, or "" for none chosen. */
  value: string;
  onChange: (slug: string) => void;
}

export function CareLevelSelect({ id, careTypes, value, onChange }: CareLevelSelectProps) {
  const { t } = useLanguage();
  return (
    <select id={id} name="careType" value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{t.chrome.searchBar.carePlaceholder}</option>
      {careTypes.map((type) => (
        <option key={type.slug} value={type.slug}>
          {type.name}
        </option>
      ))}
    </select>
  );
}
