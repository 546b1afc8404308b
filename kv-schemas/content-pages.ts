/**
 * The editors' stored documents as pages read them (a content page, its trail's ancestors, the
 * search results' inserted fragments), kept 30 minutes (spec reviews-and-provider-page §9,
 * other lookups 18e5 ms) under `content:{generations}:{kind}:{hash of the paths}`. The key holds
 * the generations of `all` and of the reading page's path scopes, which saving or deleting a
 * document bumps (its path; a fragment: everything), so an edit is read at once. A path with no
 * document is not stored.
 */
import { z } from "zod";
import { contentPageSchema } from "../domain/content/content-blocks.ts";
import { CONTENT_KINDS } from "../domain/content/content-paths.ts";
import { defineKvFamily, THIRTY_MINUTES_SECONDS } from "./family.ts";

export const storedContentPagesSchema = z.strictObject({
  /** The paths asked for, to tell a hash's collision from a hit. */
  paths: z.array(z.string()),
  pages: z.array(
    z.strictObject({
      path: z.string(),
      kind: z.enum(CONTENT_KINDS),
      page: contentPageSchema,
      updatedAt: z.string(),
    }),
  ),
});

export const contentPagesFamily = defineKvFamily({
  name: "content",
  prefix: "content:",
  keySuffix: (generation: string, kind: string, pathsHash: string) => `${generation}:${kind}:${pathsHash}`,
  schema: storedContentPagesSchema,
  ttlSeconds: THIRTY_MINUTES_SECONDS,
});
