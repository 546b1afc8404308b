/**
 * The chat assistant's clocks in the browser (spec reviews-and-provider-page §4, §9), with the
 * times of domain/chat/chat-timing.ts: the pop-out and its options counted from the page's
 * start, the online indicator from the opening, the thinking pause before each step, and the
 * pause after typing. Each returns a function that cancels what it started.
 */
import { CHAT_TIMING, remainingMs } from "../../domain/chat/chat-timing.ts";
import { debounce } from "../app/debounce.ts";

/** The pop-out at 5 s and its options at 7 s after the page started, `elapsedMs` ago. */
export function startPopOutTimers(elapsedMs: number, on: { popOut: () => void; options: () => void }): () => void {
  const popOut = setTimeout(on.popOut, remainingMs(CHAT_TIMING.popOutMs, elapsedMs));
  const options = setTimeout(on.options, remainingMs(CHAT_TIMING.optionsMs, elapsedMs));
  return () => {
    clearTimeout(popOut);
    clearTimeout(options);
  };
}

/** The online indicator, 1.5 s after the chat opened. */
export function startOnlineTimer(onOnline: () => void): () => void {
  const timer = setTimeout(onOnline, CHAT_TIMING.onlineMs);
  return () => clearTimeout(timer);
}

/** The assistant's thinking pause: the next step shows after `delayMs` (at once for 0). */
export function startThinking(delayMs: number, onThought: () => void): () => void {
  const timer = setTimeout(onThought, Math.max(0, delayMs));
  return () => clearTimeout(timer);
}

/** What the visitor types is taken up once they stop for 300 ms. */
export function chatInputDebounce<Args extends unknown[]>(task: (...args: Args) => void) {
  return debounce(task, CHAT_TIMING.inputDebounceMs);
}
