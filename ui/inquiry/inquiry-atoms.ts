/**
 * What the inquiry forms tell the rest of the page: that the visitor has sent an inquiry
 * (spec lead-capture-and-chrome §4: it un-blurs prices, reviews-and-provider-page §6), and the
 * provider the last one returned, whose prices the page may now show without a reload.
 */
import { atom } from "jotai";
import type { InquiryProvider } from "../../domain/inquiry/inquiry-schema.ts";

/** True once an inquiry was accepted; the server seeds it from the inquiry-submitted cookie. */
export const inquirySubmittedAtom = atom(false);

/** The provider (with its prices) the last accepted inquiry was about, or null. */
export const inquiredProviderAtom = atom<InquiryProvider | null>(null);

/**
 * A tour time picked outside a form (the provider page's tour scheduler) for the Schedule a
 * Tour form whose id prefix it names: that form takes the time and opens. Each pick is a new
 * object, so picking the same time again opens the form again.
 */
export const tourRequestAtom = atom<{ formIdPrefix: string; tourTime: string } | null>(null);

/**
 * A "who are you looking for" answer chosen outside a form (a content page's who-are-you-
 * searching-for block, spec reviews-and-provider-page §2) for the form whose id prefix it
 * names: that form takes the answer and opens (or, inline, comes into view). Each choice is a
 * new object, so choosing the same answer again opens the form again.
 */
export const whoForRequestAtom = atom<{ formIdPrefix: string; whoAreYouLookingFor: string } | null>(null);
