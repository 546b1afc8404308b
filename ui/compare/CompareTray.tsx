/**
 * Comparing communities on the results page (spec search-and-compare §2.2, §4, §7): the tray
 * of picks, the compare modal and the too-many modal. Everything follows the compare atoms,
 * which the URL seeds, so a shared link with isModalOpen=true opens straight into the modal;
 * communities not among the results are loaded by id, and loaded again with their prices once
 * the visitor has sent an inquiry. Opening the modal records 'location comparison viewed' with
 * the ids compared.
 */

import { useAtom, useAtomValue, useSetAtom, useStore } from "jotai";
import { useEffect, useRef } from "react";
import { Modal } from "../app/Modal.tsx";
import { recordEvent } from "../app/record-event.ts";
import { inquirySubmittedAtom } from "../inquiry/inquiry-atoms.ts";
import { CompareGrid } from "./CompareGrid.tsx";
import { CompareTrayBar } from "./CompareTrayBar.tsx";
import { compareModalOpenAtom, compareTooManyAtom, removeCompareAtom, setCompareStateAtom } from "./compare-atoms.ts";
import { compareItemsAtom, loadCompareItemsAtom, reloadBlurredCompareItemsAtom } from "./compare-items.ts";
import { tooManyText } from "./compare-rules.ts";
import { compareSettingsAtom, compareStateAtom } from "./compare-seed-atoms.ts";

interface CompareTrayProps {
  /** Prefix for element ids; islands take ids from the page instead of useId. */
  idPrefix: string;
}

/** Focuses the first element that is there and can take focus. */
function focusFirst(...elements: (HTMLElement | null | undefined)[]): void {
  for (const element of elements) {
    if (!element || (element instanceof HTMLButtonElement && element.disabled)) continue;
    element.focus();
    if (document.activeElement === element) return;
  }
}

export function CompareTray({ idPrefix }: CompareTrayProps) {
  const store = useStore();
  const entries = useAtomValue(compareItemsAtom);
  const { limit } = useAtomValue(compareSettingsAtom);
  const [modalOpen, setModalOpen] = useAtom(compareModalOpenAtom);
  const [tooMany, setTooMany] = useAtom(compareTooManyAtom);
  const remove = useSetAtom(removeCompareAtom);
  const loadItems = useSetAtom(loadCompareItemsAtom);
  const reloadBlurred = useSetAtom(reloadBlurredCompareItemsAtom);
  const inquirySubmitted = useAtomValue(inquirySubmittedAtom);
  const setCompareState = useSetAtom(setCompareStateAtom);
  const trayTitle = useRef<HTMLHeadingElement>(null);
  const compareButton = useRef<HTMLButtonElement>(null);
  const modalTitle = useRef<HTMLHeadingElement>(null);
  const ids = {
    tray: `${idPrefix}-tray-title`,
    modal: `${idPrefix}-modal`,
    modalTitle: `${idPrefix}-modal-title`,
    tooMany: `${idPrefix}-too-many`,
    tooManyTitle: `${idPrefix}-too-many-title`,
  };

  const missing = entries.some((entry) => entry.item === null);
  useEffect(() => {
    if (missing) void loadItems();
  }, [missing, loadItems]);

  // An inquiry sent from this page un-blurs prices: the server now answers them (spec search-and-compare §6).
  useEffect(() => {
    if (inquirySubmitted) void reloadBlurred();
  }, [inquirySubmitted, reloadBlurred]);

  useEffect(() => {
    if (modalOpen) recordEvent("location comparison viewed", { locations: [...store.get(compareStateAtom).selected] });
  }, [modalOpen, store]);

  // Back and forward bring back an older URL; the selection is the visitor's, so it is written back.
  useEffect(() => {
    const keep = () => setCompareState(store.get(compareStateAtom));
    window.addEventListener("popstate", keep);
    return () => window.removeEventListener("popstate", keep);
  }, [setCompareState, store]);

  function removeFromTray(id: number) {
    remove(id);
    // The tray stays while anything is left in it; after the last pick it is gone.
    focusFirst(entries.length > 1 ? trayTitle.current : null, document.getElementById("main"));
  }

  function removeFromModal(id: number) {
    remove(id);
    modalTitle.current?.focus();
  }

  function modalClosed() {
    setModalOpen(false);
    // With nowhere to return to (opened from a link, or its last card removed), the tray or the page takes focus.
    const focused = document.activeElement;
    if (!focused || focused === document.body || document.getElementById(ids.modal)?.contains(focused)) {
      focusFirst(compareButton.current, trayTitle.current, document.getElementById("main"));
    }
  }

  return (
    <>
      {entries.length > 0 ? (
        <CompareTrayBar
          entries={entries}
          limit={limit}
          titleId={ids.tray}
          titleRef={trayTitle}
          compareRef={compareButton}
          onRemove={removeFromTray}
          onCompare={() => setModalOpen(true)}
        />
      ) : null}
      <Modal id={ids.modal} open={modalOpen} onClose={modalClosed} labelledBy={ids.modalTitle} size="full-page">
        <h2 id={ids.modalTitle} tabIndex={-1} ref={modalTitle}>
          Compare communities
        </h2>
        <p role="status">{`Comparing ${entries.length} ${entries.length === 1 ? "community" : "communities"}`}</p>
        <CompareGrid entries={entries} idPrefix={ids.modal} onRemove={removeFromModal} />
      </Modal>
      <Modal
        id={ids.tooMany}
        open={tooMany}
        onClose={() => setTooMany(false)}
        labelledBy={ids.tooManyTitle}
        size="fit-content"
      >
        <h2 id={ids.tooManyTitle}>{tooManyText(limit)}</h2>
        <button type="button" className="button button-primary" onClick={() => setTooMany(false)}>
          Continue
        </button>
      </Modal>
    </>
  );
}
