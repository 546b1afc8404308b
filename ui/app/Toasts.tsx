/**
 * The page's toast area (spec lead-capture-and-chrome §4, §9): one toast at a time, each for
 * its own duration, announced politely through a live region that is in the page from the
 * start (a region added together with its text is often not read out). The time stops while
 * the visitor points at the toast or has focus in it, so nobody loses it mid-read.
 */
import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, useState } from "react";
import { Toast } from "./Toast.tsx";
import { dismissToastAtom, toastAtom } from "./toast-atoms.ts";

/** The island takes nothing from the server: toasts arrive through the page's store. */
type ToastsProps = Record<string, never>;

export function Toasts(_props: ToastsProps) {
  const toast = useAtomValue(toastAtom);
  const dismiss = useSetAtom(dismissToastAtom);
  const [heldId, setHeldId] = useState<number | null>(null);
  const held = toast !== null && heldId === toast.id;

  useEffect(() => {
    if (!toast || held) return;
    const timer = window.setTimeout(() => dismiss(toast.id), toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [toast, held, dismiss]);

  return (
    <div className="toast-region" role="status">
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
