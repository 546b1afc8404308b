/**
 * The chat assistant's timings, in one place (spec reviews-and-provider-page §4 Chat assistant,
 * §9: pop-out 5 s and 7 s; online 1.5 s; thinking 1 to 3 s; input debounce 300 ms).
 */

export const CHAT_TIMING = {
  /** The header pop-out shows this long after the page started. */
  popOutMs: 5000,
  /** The first step's option buttons join the pop-out this long after the page started. */
  optionsMs: 7000,
  /** The online indicator turns on this long after the chat opened. */
  onlineMs: 1500,
  /** The assistant 'thinks' for a random time between these two before each step. */
  thinkingMinMs: 1000,
  thinkingMaxMs: 3000,
  /** What the visitor types is taken up once they pause this long. */
  inputDebounceMs: 300,
} as const;

/** A random thinking time from 1 to 3 s; `random` gives a number in [0, 1), like Math.random. */
export function thinkingDelay(random: () => number): number {
  const fraction = Math.min(Math.max(random(), 0), 1);
  return Math.round(CHAT_TIMING.thinkingMinMs + fraction * (CHAT_TIMING.thinkingMaxMs - CHAT_TIMING.thinkingMinMs));
}

/** spec §4: on first open, thinking lasts a random 1 to 3 s, or nothing when the pop-out was already shown. */
export function firstOpenDelay(popOutShown: boolean, random: () => number): number {
  return popOutShown ? 0 : thinkingDelay(random);
}

/** How long from `elapsedMs` after the page started until `atMs` after it: never negative. */
export function remainingMs(atMs: number, elapsedMs: number): number {
  return Math.max(0, atMs - elapsedMs);
}
