/**
 * Waiting for the browser to paint what a click changed before the work it sets off (a new
 * search's render and fetch): the visitor sees the tick and the address at once, and the
 * interaction's next paint is not held behind that work (INP).
 * spec: issue 15 "no dead first click".
 */

/** A tab in the background paints no frames: the work starts after this long regardless. */
const HIDDEN_TAB_WAIT_MS = 100;

/** Settles just after the next frame has painted (or, with no frames coming, shortly). */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, HIDDEN_TAB_WAIT_MS);
    if (typeof requestAnimationFrame !== "function") return;
    // A frame's callbacks run before it paints; a task queued from one runs after the paint.
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}
