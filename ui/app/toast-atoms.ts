/**
 * The page's one toast (spec lead-capture-and-chrome §4: only one toast shows at a time; a
 * new one closes the previous one). Any island shows a toast through `showToastAtom`; the
 * page-level Toasts island displays it and takes it away when its time is up.
 */
import { atom } from "jotai";

type ToastKind = "success" | "info" | "error";

interface ToastAction {
  label: string;
  href: string;
}

/** What a caller asks to show. */
interface ToastMessage {
  kind: ToastKind;
  message: string;
  action?: ToastAction;
  /** How long it stays, in milliseconds; each spec gives its own (5000 for saving, 3000 for reviews). */
  durationMs: number;
}

/** A toast on screen: the message with a number that tells it from the one before. */
export interface Toast extends ToastMessage {
  id: number;
}

const toastCountAtom = atom(0);

/** The toast on screen, or null. */
export const toastAtom = atom<Toast | null>(null);

/** Shows a toast in place of any that is showing. */
export const showToastAtom = atom(null, (get, set, message: ToastMessage) => {
  const id = get(toastCountAtom) + 1;
  set(toastCountAtom, id);
  set(toastAtom, { ...message, id });
});

/** Takes away the toast with this id; a newer one that replaced it stays. */
export const dismissToastAtom = atom(null, (get, set, id: number) => {
  if (get(toastAtom)?.id === id) set(toastAtom, null);
});
