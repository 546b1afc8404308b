/**
 * Sharing a page (spec reviews-and-provider-page §7, §8): the browser's own share sheet when it
 * has one (a visitor who cancels it has nothing more to see; any other failure is the caller's
 * to report), otherwise the page's address copied to the clipboard, with the toast each outcome
 * shows.
 */

import type { Messages } from "../../domain/i18n/messages.ts";

/** spec: reviews-and-provider-page §8, both toasts stay 3 s. */
const SHARE_TOAST_MS = 3000;

/** The toast of each outcome, in the page's words (`t.provider.shareToasts`). */
export function shareToasts(words: Messages["provider"]["shareToasts"]) {
  return {
    copied: { kind: "success", message: words.copied, durationMs: SHARE_TOAST_MS },
    copyFailed: { kind: "error", message: words.copyFailed, durationMs: SHARE_TOAST_MS },
  } as const;
}

export type ShareOutcome = "shared" | "cancelled" | "copied" | "copyFailed";

/** The parts of `navigator` sharing uses; tests hand in their own. */
export interface ShareNavigator {
  share?: (data: { title: string; url: string }) => Promise<void>;
  clipboard?: { writeText?: (text: string) => Promise<void> };
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === "AbortError";
}

/**
 * Shares `url` and says how it went. A failure of the share sheet other than the visitor's
 * cancel (AbortError) is rethrown.
 */
export async function sharePage(
  navigator: ShareNavigator,
  data: { title: string; url: string },
): Promise<ShareOutcome> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share(data);
      return "shared";
    } catch (error) {
      if (isAbort(error)) return "cancelled";
      throw error;
    }
  }
  const writeText = navigator.clipboard?.writeText;
  if (typeof writeText !== "function") return "copyFailed";
  try {
    await writeText.call(navigator.clipboard, data.url);
    return "copied";
  } catch {
    return "copyFailed";
  }
}
