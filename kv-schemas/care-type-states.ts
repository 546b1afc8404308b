/**
 * A care-type hub's states map data: every state with providers of the care type, its count
 * and its top cities. Read over the whole directory, so it keeps 9.6 hours (spec
 * reviews-and-provider-page §9, 3456e4 ms) under `care-type-states:{careTypeId}`.
 */
import { z } from "zod";
import { defineKvFamily, LONG_LOOKUP_SECONDS } from "./family.ts";

const stateProvidersSchema = z.strictObject({
  code: z.string().length(2),
  name: z.string(),
  urlName: z.string(),
  providers: z.number().int().min(1),
  cities: z
    .array(z.strictObject({ name: z.string(), urlName: z.string(), providers: z.number().int().min(1) }))
    .max(12),
});
export type StateProviders = z.infer<typeof stateProvidersSchema>;

export const careTypeStatesFamily = defineKvFamily({
  name: "care-type-states",
  prefix: "care-type-states:",
  keySuffix: (careTypeId: string) => careTypeId,
  schema: z.array(stateProvidersSchema).max(60),
  ttlSeconds: LONG_LOOKUP_SECONDS,
});
