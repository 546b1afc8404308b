/**
 * A native <dialog> whose open state lives in the page's address (the gallery's `photo-index`,
 * `street-view=true`). The server renders it with `open` when the address asks, so readers
 * without script see it; once live it is shown with showModal(), so the page behind is inert
 * and Escape closes it, and Tab is kept inside it (wrapping from the last control to the first
 * and back) rather than leaving for the browser's own controls.
 */
import { type KeyboardEvent, type SyntheticEvent, useEffect, useRef } from "react";

const FOCUSABLE = 'a[href], button:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

export function usePageDialog(open: boolean, onClosed: () => void) {
  const dialog = useRef<HTMLDialogElement>(null);
  // Set while the server's open (non-modal) dialog is closed to be shown again as a modal: the
  // close event that causes is not the visitor's.
  const reopening = useRef(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.matches(":modal")) {
      if (element.open) {
        reopening.current = true;
        element.close();
      }
      element.showModal();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  function onClose(event: SyntheticEvent<HTMLDialogElement>) {
    if (event.target !== event.currentTarget) return;
    if (reopening.current) {
      reopening.current = false;
      return;
    }
    if (event.currentTarget.open) return;
    onClosed();
  }

  function trapFocus(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== "Tab") return;
    const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (control) => control.getClientRects().length > 0,
    );
    const first = controls[0];
    const last = controls.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === event.currentTarget)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return { dialog, onClose, trapFocus, close: () => dialog.current?.close() };
}

/** A plain click that a page link may take over; a modified one (new tab, new window) is left to the browser. */
export function isPlainClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Puts the dialog's state in the address without a new history entry. */
export function replaceAddress(href: string): void {
  window.history.replaceState(window.history.state, "", href);
}
