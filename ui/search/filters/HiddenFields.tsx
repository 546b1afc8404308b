/** Hidden inputs that carry the rest of the search through a plain GET form (spec search-and-compare §2.1). */

import type { SearchCriteria } from "../../../domain/search/search-criteria.ts";
import { hiddenFields } from "./filter-panel-rules.ts";

export function HiddenFields({ criteria, keep }: { criteria: SearchCriteria; keep: readonly string[] }) {
  return (
    <>
      {hiddenFields(criteria, keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
