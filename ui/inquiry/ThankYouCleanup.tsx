/**
 * Takes the submitted values out of the thank-you page's address once it has loaded, so a
 * family's name, email and phone number do not stay in the browser's history.
 */
import { useEffect } from "react";

interface ThankYouCleanupProps {
  /** The address to keep: the path, with only the query values that are not personal. */
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
