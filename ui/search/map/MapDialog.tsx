/**
 * The full-screen map (spec search-and-compare §2.2): a native <dialog> opened with
 * showModal(), so the browser keeps focus inside, closes it on Escape and makes the page
 * behind inert. Its bar has 'Back to List', which closes it, and 'Filters', which opens the
 * filters drawer over the map. Closing returns focus to whatever opened it (the 'Show Map'
 * toggle or the mobile Map/List chip).
 */
import type { ReactNode, SyntheticEvent } from "react";
import { useModalDialog } from "../../app/Modal.tsx";
import { useLanguage } from "../../i18n/page-language.tsx";
import { type LoadMapRuntime, ResultsMapView } from "./ResultsMapView.tsx";

interface MapDialogProps {
  idPrefix: string;
  open: boolean;
  /** Called however it closes: 'Back to List', Escape, or the caller setting open to false. */
  onClose: () => void;
  loadRuntime: LoadMapRuntime | undefined;
  /** The 'Filters' button and its drawer. */
  filters: ReactNode;
}

export function MapDialog({ idPrefix, open, onClose, loadRuntime, filters }: MapDialogProps) {
  const { t } = useLanguage();
  const { dialog, opener } = useModalDialog(open);
  const headingId = `${idPrefix}-heading`;

  function closed(event: SyntheticEvent<HTMLDialogElement>) {
    // React passes the filters drawer's own close event up the tree: that one is not ours.
    if (event.target !== event.currentTarget) return;
    opener.current?.focus();
    opener.current = null;
    onClose();
  }

  return (
    <dialog ref={dialog} id={`${idPrefix}-dialog`} className="map-dialog" aria-labelledby={headingId} onClose={closed}>
      <div className="map-dialog-bar">
        <button type="button" className="button button-secondary" onClick={() => dialog.current?.close()}>
          <span aria-hidden="true">←</span> {t.search.map.backToList}
        </button>
        <h2 id={headingId} className="map-dialog-heading">
          {t.search.map.heading}
        </h2>
        {filters}
      </div>
      {open ? <ResultsMapView idPrefix={idPrefix} loadRuntime={loadRuntime} /> : null}
    </dialog>
  );
}
