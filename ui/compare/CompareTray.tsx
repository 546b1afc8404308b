/**
 * Comparing communities on the results page (spec search-and-compare §2.2, §4; docs/search.md, the compare page):
 * the tray of picks and the too-many modal. Everything follows the compare atoms, which the URL
 * seeds; communities not among the results are loaded by id. The tray's Compare link opens the
 * compare page with the picks, in the order picked, and the searched place for distances.
 */

import { useAtom, useAtomValue, useSetAtom, useStore } from "jotai";
import { useEffect, useRef } from "react";
import { comparePageHref } from "../../domain/compare/compare-url.ts";
import { Modal } from "../app/Modal.tsx";
import { useLanguage } from "../i18n/page-language.tsx";
import { searchCriteriaAtom } from "../search/search-page-atoms.ts";
import { CompareTrayBar } from "./CompareTrayBar.tsx";
import { compareTooManyAtom, removeCompareAtom, setCompareStateAtom } from "./compare-atoms.ts";
import { compareItemsAtom, loadCompareItemsAtom } from "./compare-items.ts";
import { compareSettingsAtom, compareStateAtom } from "./compare-seed-atoms.ts";

interface CompareTrayProps {
  /** Prefix for element ids; islands take ids from the page instead of useId. */
  idPrefix: string;
}

export function CompareTray({ idPrefix }: CompareTrayProps) {
  const { t, path } = useLanguage();
  const store = useStore();
  const entries = useAtomValue(compareItemsAtom);
  const { limit } = useAtomValue(compareSettingsAtom);
  const keyword = useAtomValue(searchCriteriaAtom).keyword;
  const [tooMany, setTooMany] = useAtom(compareTooManyAtom);
  const remove = useSetAtom(removeCompareAtom);
  const loadItems = useSetAtom(loadCompareItemsAtom);
  const setCompareState = useSetAtom(setCompareStateAtom);
  const trayTitle = useRef<HTMLHeadingElement>(null);
  const ids = {
    tray: `${idPrefix}-tray-title`,
    tooMany: `${idPrefix}-too-many`,
    tooManyTitle: `${idPrefix}-too-many-title`,
  };

  const missing = entries.some((entry) => entry.item === null);
  useEffect(() => {
    if (missing) void loadItems();
  }, [missing, loadItems]);

  // Back and forward bring back an older URL; the selection is the visitor's, so it is written back.
  useEffect(() => {
    const keep = () => setCompareState(store.get(compareStateAtom));
    window.addEventListener("popstate", keep);
    return () => window.removeEventListener("popstate", keep);
  }, [setCompareState, store]);

  function removeFromTray(id: number) {
    remove(id);
    // The tray stays while anything is left in it; after the last pick it is gone.
    const target = entries.length > 1 ? trayTitle.current : document.getElementById("main");
    target?.focus();
  }

  return (
    <>
      {entries.length > 0 ? (
        <CompareTrayBar
          entries={entries}
          limit={limit}
          titleId={ids.tray}
          titleRef={trayTitle}
          compareHref={path(
            comparePageHref(
              entries.map((entry) => entry.id),
              keyword,
            ),
          )}
          onRemove={removeFromTray}
        />
      ) : null}
      <Modal
        id={ids.tooMany}
        open={tooMany}
        onClose={() => setTooMany(false)}
        labelledBy={ids.tooManyTitle}
        size="fit-content"
      >
        <h2 id={ids.tooManyTitle}>{t.compare.tray.tooMany(limit)}</h2>
        <button type="button" className="button button-primary" onClick={() => setTooMany(false)}>
          {t.compare.tray.continue}
        </button>
      </Modal>
    </>
  );
}
