/**
 * GET /api/places/autocomplete?q= — up to 6 places (cities, ZIP codes, states) starting with
 * the text, most populous first; none for 2 characters or fewer (spec reviews-and-provider-page §5).
 */

import { Hono } from "hono";
import { z } from "zod";
import { placeSchema } from "../../domain/geo/gazetteer-place.ts";
import type { AppEnv } from "../env.ts";
import { validate } from "../middleware/validate.ts";
import { suggestPlaces } from "./place-queries.ts";

const autocompleteQuerySchema = z.object({ q: z.string().max(100, "q is at most 100 characters") });

const autocompleteResponseSchema = z.strictObject({ places: z.array(placeSchema).max(6) });
export type AutocompleteResponse = z.infer<typeof autocompleteResponseSchema>;

export const placesApi = new Hono<AppEnv>().get(
  "/autocomplete",
  validate("query", autocompleteQuerySchema),
  async (c) => {
    const places = await suggestPlaces(c.env.DB, c.env.CACHE, c.req.valid("query").q);
    return c.json<AutocompleteResponse>(autocompleteResponseSchema.parse({ places }));
  },
);
