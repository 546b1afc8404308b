/**
 * The 'Compare' checkbox of a result card (spec search-and-compare §2.2, §4): a real, labelled
 * checkbox with a large target. Checking one past the brand's limit leaves it unchecked and
 * opens the too-many modal, which the compare tray island shows.
 */

import { useAtomValue, useSetAtom } from "jotai";
import type { CardProvider } from "../search/cards/card-provider.ts";
import { toggleCompareAtom } from "./compare-items.ts";
import { compareStateAtom } from "./compare-seed-atoms.ts";

interface CompareCheckboxProps {
  provider: CardProvider;
  /** The checkbox's element id. */
  id: string;
}

export function CompareCheckbox({ provider, id }: CompareCheckboxProps) {
  const selected = useAtomValue(compareStateAtom).selected.includes(provider.id);
  const toggle = useSetAtom(toggleCompareAtom);
  return (
    <div className="compare-check">
      <input id={id} type="checkbox" checked={selected} onChange={() => toggle(provider)} />
      <label htmlFor={id}>
        Compare<span className="visually-hidden"> {provider.name}</span>
      </label>
    </div>
  );
}
