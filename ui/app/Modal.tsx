/**
 * The one modal: a native <dialog> opened with showModal(), so the browser traps focus, closes
 * it on Escape and makes the rest of the page inert. It covers the screen on phones (and
 * always in 'full-page' size); 'fit-content' shrinks to its content from 768px up, and 'wide'
 * is a wide box from 768px up (the review form with its guidelines beside it). Closing
 * returns focus to whatever opened it, unless the caller moves focus itself.
 */
import { type ReactNode, useEffect, useRef } from "react";
import { useLanguage } from "../i18n/page-language.tsx";

type ModalSize = "full-page" | "fit-content" | "wide";

interface ModalProps {
  id: string;
  open: boolean;
  /** Called however it closes: the close button, Escape, or the caller setting open to false. */
  onClose: () => void;
  /** Id of the heading inside that names the dialog. */
  labelledBy: string;
  size: ModalSize;
  /** False when the caller moves focus elsewhere after closing (the costs dialog does). */
  returnFocus?: boolean;
  children: ReactNode;
}

/**
 * Keeps a native <dialog> shown as a modal while `open` is true, remembering what had focus
 * when it opened (`opener`) so closing can return there.
 */
export function useModalDialog(open: boolean) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);
  return { dialog, opener };
}

/** The dialog, open while `open` is true; its content renders only while it is open. */
export function Modal({ id, open, onClose, labelledBy, size, returnFocus = true, children }: ModalProps) {
  const { t } = useLanguage();
  const { dialog, opener } = useModalDialog(open);

  function closed() {
    if (returnFocus) opener.current?.focus();
    opener.current = null;
    onClose();
  }

  return (
    <dialog ref={dialog} id={id} className={`modal modal-${size}`} aria-labelledby={labelledBy} onClose={closed}>
      <div className="modal-bar">
        <button type="button" className="button modal-close" onClick={() => dialog.current?.close()}>
          <span aria-hidden="true">✕</span> {t.chrome.close}
        </button>
      </div>
      <div className="modal-body">{open ? children : null}</div>
    </dialog>
  );
}
