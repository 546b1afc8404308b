/**
 * The top bar of the gallery and street-view dialogs: the dialog's heading and its Close
 * control. Close is a link back to the page's photos, so it works before script and in a new
 * tab; a plain click closes the live dialog instead.
 */
import { PHOTOS_SECTION_ID } from "./gallery-text.ts";
import { isPlainClick } from "./use-page-dialog.ts";

interface DialogBarProps {
  headingId: string;
  heading: string;
  closeText: string;
  /** The page without the dialog's parameter. */
  pageUrl: string;
  onClose: () => void;
}

export function DialogBar({ headingId, heading, closeText, pageUrl, onClose }: DialogBarProps) {
  return (
    <div className="gallery-bar">
      <h2 id={headingId} className="gallery-heading">
        {heading}
      </h2>
      <a
        className="button gallery-close"
        href={`${pageUrl}#${PHOTOS_SECTION_ID}`}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          onClose();
        }}
      >
        <span aria-hidden="true">✕</span> {closeText}
      </a>
    </div>
  );
}
