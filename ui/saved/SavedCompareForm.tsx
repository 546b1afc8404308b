/**
 * Comparing saved providers (issue 'A shortlist to share'): a plain GET form to the compare page
 * with one checkbox per provider, `ids` each, the first ones up to the brand's compare limit
 * ticked. It works without script (the compare page keeps the first ids up to its limit); with
 * script, the boxes left unticked wait while the limit is reached, so the choice is clear.
 */
import { useState } from "react";
import { COMPARE_PAGE_PARAMS, COMPARE_PATH } from "../../domain/compare/compare-url.ts";
import { Fill } from "../i18n/Fill.tsx";
import { useLanguage } from "../i18n/page-language.tsx";
import { useHydrated } from "../provider/use-hydrated.ts";

interface SavedCompareFormProps {
  /** The providers to choose from, in the list's order. */
  providers: readonly { id: number; name: string }[];
  /** The brand's compare limit. */
  limit: number;
  idPrefix: string;
}

export function SavedCompareForm({ providers, limit, idPrefix }: SavedCompareFormProps) {
  const { t, path } = useLanguage();
  const words = t.saved.compareForm;
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<readonly number[]>(() => providers.slice(0, limit).map(({ id }) => id));
  // A provider unsaved meanwhile is no longer a choice.
  const ticked = chosen.filter((id) => providers.some((provider) => provider.id === id));
  const full = ticked.length >= limit;

  function choose(id: number, on: boolean) {
    setChosen(on ? [...ticked, id] : ticked.filter((chosenId) => chosenId !== id));
  }

  return (
    <form
      className="saved-compare"
      method="get"
      action={path(COMPARE_PATH)}
      aria-labelledby={`${idPrefix}-compare-heading`}
    >
      <h2 id={`${idPrefix}-compare-heading`}>{words.heading}</h2>
      <fieldset>
        <legend>
          <Fill text={words.legend} parts={{ limit }} />
        </legend>
        <ul className="saved-compare-choices">
          {providers.map((provider) => {
            const on = ticked.includes(provider.id);
            return (
              <li key={provider.id}>
                <label>
                  <input
                    type="checkbox"
                    name={COMPARE_PAGE_PARAMS.ids}
                    value={provider.id}
                    checked={on}
                    disabled={hydrated && full && !on}
                    onChange={(event) => choose(provider.id, event.currentTarget.checked)}
                  />
                  {provider.name}
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <button type="submit" className="button button-primary">
        {words.submit}
      </button>
    </form>
  );
}
