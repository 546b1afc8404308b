/** Hidden inputs that carry the rest of the search through a plain GET form (spec search-and-compare §2.1). */

import { hiddenFields } from "../../../lib/filter-panel.ts";
import type { SearchCriteria } from "../../../lib/search-state.ts";

export function HiddenFields({ criteria, keep }: { criteria: SearchCriteria; keep: readonly string[] }) {
  return (
    <>
      {hiddenFields(criteria, keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
