/**
 * Brings a provider-page section into view when the address asks for it (spec reviews-and-
 * provider-page §2): '#provider-costs-{id}' (where the costs dialog sends the visitor back) and
 * any hash beginning 'provider-comparison-' or 'provider-additional-info-box'. Smoothly, or at
 * once for people who prefer reduced motion; on load and on every later hash change. The costs
 * block's island, hydrated on load, runs it for the whole page; on a page without prices the
 * browser's own jump to the anchor does it (smooth too, by the base stylesheet).
 */
import { useEffect } from "react";
import { INFO_CARDS_ANCHOR, isInfoCardsHash } from "../../domain/providers/info-cards.ts";
import { comparisonAnchor, costsAnchor, isCostsHash } from "./costs.ts";

/** The id of the section a hash asks for, or null when it asks for none of them. */
export function sectionForHash(hash: string, providerId: number): string | null {
  if (isCostsHash(hash)) return costsAnchor(providerId);
  if (isInfoCardsHash(hash)) return INFO_CARDS_ANCHOR;
  if (hash.replace(/^#/, "").startsWith("provider-comparison-")) return comparisonAnchor(providerId);
  return null;
}

export function useSectionHashScroll(providerId: number): void {
  useEffect(() => {
    function scroll() {
      const id = sectionForHash(window.location.hash, providerId);
      const target = id === null ? null : document.getElementById(id);
      if (!target) return;
      const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      target.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "start" });
    }
    scroll();
    window.addEventListener("hashchange", scroll);
    return () => window.removeEventListener("hashchange", scroll);
  }, [providerId]);
}
