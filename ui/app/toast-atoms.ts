/**
 * The page's one toast (spec lead-capture-and-chrome §4: only one toast shows at a time; a
 * new one closes the previous one). Any island shows a toast through `showToastAtom`, or a
 * row of them one after another through `queueToastsAtom` (the review form's error messages,
 * reviews-and-provider-page §8); the page-level Toasts island displays each and takes it away
 * when its time is up, or, for a toast without a time, when the visitor dismisses it.
 */
import { atom } from "jotai";

type ToastKind = "success" | "info" | "error";

interface ToastAction {
  label: string;
  href: string;
}

/** A sentence that ends in a link: 'Have a question? Contact' and the reviews address. */
interface ToastNote {
  text: string;
  link: ToastAction;
}

/** What a caller asks to show. */
interface ToastMessage {
  kind: ToastKind;
  message: string;
  /** A second line under the message, in plain weight. */
  detail?: string;
  note?: ToastNote;
  action?: ToastAction;
  /**
   * How long it stays, in milliseconds; each spec gives its own (5000 for saving, 3000 for
   * reviews). Null: it stays until the visitor dismisses it (the review-submitted toast).
   */
  durationMs: number | null;
}

/** A toast on screen: the message with a number that tells it from the one before. */
export interface Toast extends ToastMessage {
  id: number;
}

const toastCountAtom = atom(0);

/** The toasts waiting for the one on screen to go, in order. */
const toastQueueAtom = atom<readonly ToastMessage[]>([]);

/** The toast on screen, or null. */
export const toastAtom = atom<Toast | null>(null);

/**
 * True while a modal dialog shows its own toast region (ui/app/Toasts.tsx): the page's region,
 * inert and covered behind the dialog, leaves the toasts to it meanwhile.
 */
export const dialogToastRegionAtom = atom(false);

/** Shows a toast in place of any that is showing or waiting. */
export const showToastAtom = atom(null, (get, set, message: ToastMessage) => {
  const id = get(toastCountAtom) + 1;
  set(toastCountAtom, id);
  set(toastQueueAtom, []);
  set(toastAtom, { ...message, id });
});

/** Shows the first toast in place of any that is showing, and each of the others as the one before goes. */
export const queueToastsAtom = atom(null, (_get, set, messages: readonly ToastMessage[]) => {
  const [first, ...rest] = messages;
  if (!first) return;
  set(showToastAtom, first);
  set(toastQueueAtom, rest);
});

/** Takes away the toast with this id, and shows the next one waiting; a newer one that replaced it stays. */
export const dismissToastAtom = atom(null, (get, set, id: number) => {
  if (get(toastAtom)?.id !== id) return;
  const [next, ...rest] = get(toastQueueAtom);
  if (!next) {
    set(toastAtom, null);
    return;
  }
  const nextId = get(toastCountAtom) + 1;
  set(toastCountAtom, nextId);
  set(toastQueueAtom, rest);
  set(toastAtom, { ...next, id: nextId });
});
