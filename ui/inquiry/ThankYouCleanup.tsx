/**
 * Takes the multi-step form's reference, and anything else the page does not show, out of the
 * thank-you page's address once it has loaded, so it does not stay in the browser's history.
 */
import { useEffect } from "react";

interface ThankYouCleanupProps {
  /** The address to keep: the path, with only the provider's slug and the number the page shows. */
  cleanUrl: string;
}

/** Renders nothing; replaces the address once, after hydration. */
export function ThankYouCleanup({ cleanUrl }: ThankYouCleanupProps) {
  useEffect(() => {
    if (`${window.location.pathname}${window.location.search}` !== cleanUrl) {
      window.history.replaceState(window.history.state, "", `${cleanUrl}${window.location.hash}`);
    }
  }, [cleanUrl]);
  return null;
}
