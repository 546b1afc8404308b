/**
 * The 'Compare' checkbox of a result card (spec search-and-compare §2.2, §4): a real, labelled
 * checkbox with a large target. Checking one past the brand's limit leaves it unchecked and
 * opens the too-many modal, which the compare tray island shows. Without JavaScript the boxes
 * belong to the page's compare form (COMPARE_FORM_ID), which opens the compare page.
 */

import { useAtomValue, useSetAtom } from "jotai";
import { COMPARE_PAGE_PARAMS } from "../../domain/compare/compare-url.ts";
import { useLanguage } from "../i18n/page-language.tsx";
import type { CardProvider } from "../search/cards/card-provider.ts";
import { toggleCompareAtom } from "./compare-items.ts";
import { compareStateAtom } from "./compare-seed-atoms.ts";

/** The id of the results page's form the Compare boxes send without JavaScript. */
export const COMPARE_FORM_ID = "compare-selected";

interface CompareCheckboxProps {
  provider: CardProvider;
  /** The checkbox's element id. */
  id: string;
}

export function CompareCheckbox({ provider, id }: CompareCheckboxProps) {
  const { t } = useLanguage();
  const selected = useAtomValue(compareStateAtom).selected.includes(provider.id);
  const toggle = useSetAtom(toggleCompareAtom);
  return (
    <div className="compare-check">
      <input
        id={id}
        type="checkbox"
        name={COMPARE_PAGE_PARAMS.ids}
        value={provider.id}
        form={COMPARE_FORM_ID}
        checked={selected}
        onChange={() => toggle(provider)}
      />
      <label htmlFor={id}>
        {t.compare.checkbox.label}
        <span className="visually-hidden"> {provider.name}</span>
      </label>
    </div>
  );
}
