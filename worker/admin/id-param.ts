/**
 * The numeric `:id` of the operator routes (a review, a reply, a lead): the path matches digits
 * only, and the schema reads them as a number, so an id too large to be exact is a 400 that
 * names it rather than a lookup of some other row.
 */
import { z } from "zod";

/** A path parameter of digits: `/:id{[0-9]+}/approve`. */
export const ID_PARAM = ":id{[0-9]+}";

/** The id as a number: a whole number from 1 up to the largest exact one. */
export const idParamSchema = z.object({
  id: z.coerce.number().max(Number.MAX_SAFE_INTEGER, "The id is too large").int().positive("The id starts at 1"),
});
