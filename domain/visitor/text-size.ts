/**
 * The site's own text size (three steps, 100 %, 125 % and 150 %), chosen in the header and kept
 * in a cookie: on top of the browser's own text size, for a visitor who does not know where
 * that setting is. The server marks `<html data-text-size>` on every page it sends, so the page
 * never flashes at the old size (worker/visitor/text-size-route.ts).
 */
import { z } from "zod";

export const TEXT_SIZES = ["100", "125", "150"] as const;
export type TextSize = (typeof TEXT_SIZES)[number];
export const DEFAULT_TEXT_SIZE: TextSize = "100";

/** Where the header's form posts the choice. */
export const TEXT_SIZE_PATH = "/text-size";

/** The field the choice is posted in, and the cookie's value. */
export const textSizeSchema = z.enum(TEXT_SIZES, { error: "must be 100, 125 or 150" });

/** The cookie's text as a size, or the default for anything else (absent, tampered with). */
export function textSizeOf(cookie: string | undefined): TextSize {
  const parsed = textSizeSchema.safeParse(cookie);
  return parsed.success ? parsed.data : DEFAULT_TEXT_SIZE;
}
