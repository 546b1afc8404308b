/**
 * Whether the chat's pop-out was shown in this browser session (spec reviews-and-provider-page
 * §4: once per session, tracked in browser storage). Storage may be missing or refuse writes:
 * that is logged and the chat carries on (spec §8, storage unavailable: logged only).
 */

const POP_OUT_KEY = "chat-pop-out-shown";

function storageProblem(error: unknown): void {
  console.warn("session storage is unavailable; the chat's pop-out may show again", error);
}

/** True when the pop-out was already shown in this session. */
export function popOutShown(): boolean {
  try {
    return window.sessionStorage.getItem(POP_OUT_KEY) === "1";
  } catch (error) {
    storageProblem(error);
    return false;
  }
}

/** Notes that the pop-out was shown. */
export function markPopOutShown(): void {
  try {
    window.sessionStorage.setItem(POP_OUT_KEY, "1");
  } catch (error) {
    storageProblem(error);
  }
}
