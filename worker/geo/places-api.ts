/**
 * GET /api/places/autocomplete?q= — up to 6 places (cities, ZIP codes, states) starting with
 * the text, most populous first; none for 2 characters or fewer (spec reviews-and-provider-page §5).
 */

import { Hono } from "hono";
import { z } from "zod";
import { placeSchema } from "../../domain/geo/gazetteer-place.ts";
import type { AppEnv } from "../env.ts";
import { addressKey, visitorIp } from "../middleware/client-address.ts";
import { consumeRateLimit, type RateLimit } from "../middleware/rate-limit-store.ts";
import { validate } from "../middleware/validate.ts";
import { suggestPlaces } from "./place-queries.ts";

const autocompleteQuerySchema = z.object({ q: z.string().max(100, "q is at most 100 characters") });

const autocompleteResponseSchema = z.strictObject({ places: z.array(placeSchema).max(6) });
export type AutocompleteResponse = z.infer<typeof autocompleteResponseSchema>;

/**
 * Suggestion answers one visitor address may add to the cache: 60 a minute. Only a prefix that
 * names places and is not cached yet is written, at most one per request the search bar sends
 * (from the third character on, once typing pauses), so typing a few places a minute writes a
 * few dozen at most. Over the limit the answer is still given, only not cached, so a visitor
 * never sees it; answers read from the cache count nothing.
 */
const SUGGESTION_CACHE_RATE_LIMIT: RateLimit = { limit: 60, windowSeconds: 60 };

export const placesApi = new Hono<AppEnv>().get(
  "/autocomplete",
  validate("query", autocompleteQuerySchema),
  async (c) => {
    const mayCache = async () =>
      (await consumeRateLimit(c.env.DB, `places-cache:${addressKey(visitorIp(c))}`, SUGGESTION_CACHE_RATE_LIMIT))
        .allowed;
    const places = await suggestPlaces(c.env.DB, c.env.CACHE, c.req.valid("query").q, mayCache);
    return c.json<AutocompleteResponse>(autocompleteResponseSchema.parse({ places }));
  },
);
