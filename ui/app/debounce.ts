/** Waiting for a pause: the debounce the search inputs and sliders share. */

/** Runs `task` once calls stop for `delayMs`; `cancel` drops a pending run. */
export function debounce<Args extends unknown[]>(
  task: (...args: Args) => void,
  delayMs: number,
): { run: (...args: Args) => void; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    run: (...args) => {
      clearTimeout(timer);
      timer = setTimeout(() => task(...args), delayMs);
    },
    cancel: () => clearTimeout(timer),
  };
}
