/**
 * One toast: its message, an optional second line and a sentence ending in a link, an optional
 * action link and a dismiss button. Presentational; the
 * Toasts island decides which toast shows and for how long.
 */
import type { Toast as ToastData } from "./toast-atoms.ts";

/** Icons are decoration only: the message says what happened. */
const ICONS = { success: "✓", info: "i", error: "!" } as const;

interface ToastProps {
  toast: ToastData;
  onDismiss: () => void;
  /** The visitor is reading or using it (pointer over it, focus in it): its time stops. */
  onHold: (held: boolean) => void;
}

export function Toast({ toast, onDismiss, onHold }: ToastProps) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pointer and focus only pause the timer; the toast's controls are its link and button.
    <div
      className={`toast toast-${toast.kind}`}
      onMouseEnter={() => onHold(true)}
      onMouseLeave={() => onHold(false)}
      onFocus={() => onHold(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onHold(false);
      }}
    >
      <span className="toast-icon" aria-hidden="true">
        {ICONS[toast.kind]}
      </span>
      <div className="toast-text">
        <p className="toast-message">{toast.message}</p>
        {toast.detail ? <p className="toast-detail">{toast.detail}</p> : null}
        {toast.note ? (
          <p className="toast-detail">
            {toast.note.text} <a href={toast.note.link.href}>{toast.note.link.label}</a>
          </p>
        ) : null}
      </div>
      {toast.action ? (
        <a className="toast-action" href={toast.action.href}>
          {toast.action.label}
        </a>
      ) : null}
      <button type="button" className="toast-dismiss" aria-label="Dismiss notification" onClick={onDismiss}>
        <span aria-hidden="true">✕</span>
      </button>
    </div>
  );
}
