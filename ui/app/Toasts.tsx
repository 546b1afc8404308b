/**
 * The page's toast area (spec lead-capture-and-chrome §4, §9): one toast at a time, each for
 * its own duration, announced politely through a live region that is in the page from the
 * start (a region added together with its text is often not read out). The time stops while
 * the visitor points at the toast or has focus in it, so nobody loses it mid-read; a toast
 * without a time stays until dismissed.
 *
 * A modal <dialog> makes the rest of the page inert and covers it, so a dialog that may show a
 * toast while open (the review form's errors) renders a second region inside itself
 * (`inDialog`), which shows the toasts while it is there; the page's own region stays empty.
 */
import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, useState } from "react";
import { Toast } from "./Toast.tsx";
import { dialogToastRegionAtom, dismissToastAtom, toastAtom } from "./toast-atoms.ts";

/** Toasts arrive through the page's store; the island itself takes nothing from the server. */
interface ToastsProps {
  /** Rendered inside a modal dialog, above the page's own region. */
  inDialog?: boolean;
}

export function Toasts({ inDialog = false }: ToastsProps) {
  const current = useAtomValue(toastAtom);
  const dialogRegion = useAtomValue(dialogToastRegionAtom);
  const setDialogRegion = useSetAtom(dialogToastRegionAtom);
  const toast = inDialog || !dialogRegion ? current : null;
  const dismiss = useSetAtom(dismissToastAtom);
  const [heldId, setHeldId] = useState<number | null>(null);
  const held = toast !== null && heldId === toast.id;

  useEffect(() => {
    if (!inDialog) return;
    setDialogRegion(true);
    return () => setDialogRegion(false);
  }, [inDialog, setDialogRegion]);

  useEffect(() => {
    if (!toast || held || toast.durationMs === null) return;
    const timer = window.setTimeout(() => dismiss(toast.id), toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [toast, held, dismiss]);

  return (
    <div className={inDialog ? "toast-region toast-region-in-dialog" : "toast-region"} role="status">
      {toast ? (
        <Toast
          key={toast.id}
          toast={toast}
          onDismiss={() => dismiss(toast.id)}
          onHold={(hold) => setHeldId(hold ? toast.id : null)}
        />
      ) : null}
    </div>
  );
}
