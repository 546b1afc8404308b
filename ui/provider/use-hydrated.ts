/**
 * False while rendering on the server and during hydration, true once the island is live. The
 * provider page's tabs and list toggles use it so that the server HTML carries every price and
 * every list item for readers without script, and the controls that need script appear (and
 * collapse what they collapse) only once they work.
 */
import { useEffect, useState } from "react";

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
