/**
 * Which provider a page address names: the provider id under its slug, for 30 minutes (spec
 * reviews-and-provider-page §9, other lookups 18e5 ms), under `provider-slug:{slug}`. A slug no
 * provider has is not stored. A purge by provider id deletes its current slug's key; an older
 * slug kept here still names the same provider, whose page then answers with a 301 to its
 * current address.
 */
import { z } from "zod";
import { defineKvFamily, THIRTY_MINUTES_SECONDS } from "./family.ts";

export const providerSlugFamily = defineKvFamily({
  name: "provider-slug",
  prefix: "provider-slug:",
  keySuffix: (slug: string) => slug,
  schema: z.strictObject({ id: z.number().int().positive() }),
  ttlSeconds: THIRTY_MINUTES_SECONDS,
});
