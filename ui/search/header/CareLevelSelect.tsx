/** The care-level select of the search forms (home page and header): every searchable care type, by slug. */
import { SEARCHABLE_CARE_TYPES } from "../../../domain/care-types.ts";
import { SEARCH_BAR_TEXT } from "./search-bar-rules.ts";

interface CareLevelSelectProps {
  id: string;
  /** A care-type slug, or "" for none chosen. */
  value: string;
  onChange: (slug: string) => void;
}

export function CareLevelSelect({ id, value, onChange }: CareLevelSelectProps) {
  return (
    <select id={id} name="careType" value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{SEARCH_BAR_TEXT.carePlaceholder}</option>
      {SEARCHABLE_CARE_TYPES.map((type) => (
        <option key={type.slug} value={type.slug}>
          {type.label}
        </option>
      ))}
    </select>
  );
}
