/**
 * Brings a provider-page section into view when the address asks for it (spec reviews-and-
 * provider-page §2): '#provider-costs-{id}' (where the costs dialog sends the visitor back) and
 * any hash beginning 'provider-comparison-' or 'provider-additional-info-box'. Smoothly, or at
 * once for people who prefer reduced motion; on load and on every later hash change. The costs
 * block's island, hydrated on load, runs it for the whole page; on a page without prices the
 * browser's own jump to the anchor does it (smooth too, by the base stylesheet).
 *
 * A glide aims at where the section stood when it began; sections it crosses can lay out on
 * the way and push the target down. When the glide ends short and the visitor has not taken
 * the page in hand meanwhile, the section is put in place at once.
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

const TAKING_OVER = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

function settleAfterGlide(target: HTMLElement): void {
  let takenOver = false;
  const takeOver = () => {
    takenOver = true;
  };
  for (const type of TAKING_OVER) window.addEventListener(type, takeOver, { once: true, passive: true });
  window.addEventListener(
    "scrollend",
    () => {
      for (const type of TAKING_OVER) window.removeEventListener(type, takeOver);
      // Where the glide already landed right, this moves nothing.
      if (!takenOver) target.scrollIntoView({ behavior: "instant", block: "start" });
    },
    { once: true },
  );
}

export function useSectionHashScroll(providerId: number): void {
  useEffect(() => {
    function scroll() {
      const id = sectionForHash(window.location.hash, providerId);
      const target = id === null ? null : document.getElementById(id);
      if (!target) return;
      const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      target.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "start" });
      if (!reduced) settleAfterGlide(target);
    }
    scroll();
    window.addEventListener("hashchange", scroll);
    return () => window.removeEventListener("hashchange", scroll);
  }, [providerId]);
}
