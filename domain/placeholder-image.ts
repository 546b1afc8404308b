/**
 * The four generated placeholder images (public/images/placeholders/) and the stable choice of
 * one for a piece of text, such as a provider's name: the demo data's photos start from it, and
 * the site falls back to it when a provider has no photo or a photo fails to load
 * (reviews-and-provider-page §9: four placeholder images chosen by hash of a string).
 */
import { fnv1a } from "./hash.ts";

export const PLACEHOLDER_IMAGE_URLS = [
  "/images/placeholders/placeholder-1.svg",
  "/images/placeholders/placeholder-2.svg",
  "/images/placeholders/placeholder-3.svg",
  "/images/placeholders/placeholder-4.svg",
] as const;

/** The placeholder for this text: always the same one of the four for the same text. */
export function placeholderImageFor(text: string): string {
  return PLACEHOLDER_IMAGE_URLS[fnv1a(text) % PLACEHOLDER_IMAGE_URLS.length] as string;
}
