/**
 * One provider's record (domain/providers/provider-record.ts), cached for a day (spec:
 * provider cache 864e5 ms); an operator purge by provider id drops it.
 */
import { providerRecordSchema } from "../domain/providers/provider-record.ts";
import { defineKvFamily, ONE_DAY_SECONDS, providerScope } from "./family.ts";

export const providerFamily = defineKvFamily({
  name: "provider",
  prefix: "provider:",
  keySuffix: (providerId: number) => providerScope(String(providerId)).exactKey.slice("provider:".length),
  schema: providerRecordSchema,
  ttlSeconds: ONE_DAY_SECONDS,
});
