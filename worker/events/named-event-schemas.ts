/**
 * The schemas of the events whose properties are fixed (domain/events.ts): each one strict, its
 * texts bounded and its ids whole numbers, so a page stores what the spec names and nothing
 * else. No event here carries what a family typed into a form: an inquiry is its provider, its
 * action and its care type, never a name, an email or a phone number.
 */
import { z } from "zod";
import {
  DWELL_SECONDS,
  type EventName,
  FORM_TYPES,
  PRODUCT_LISTS,
  SEARCH_KEYWORD_MAX,
  SEARCH_SOURCES,
} from "../../domain/events.ts";
import { DISPLAY_MODES, INQUIRY_ACTIONS } from "../../domain/inquiry/inquiry-fields.ts";
import { pageTypeOfPath, WEB_VITAL_PATH_MAX } from "../../domain/web-vitals/web-vital-rules.ts";

/** A page's path only: a query can hold a visitor's place. */
export const eventPath = z
  .string()
  .max(WEB_VITAL_PATH_MAX)
  .regex(/^\/[^?#\s]*$/, "A path that starts with / and has no query");

const providerId = z.number().int().min(1).max(2_147_483_647);
const slug = z
  .string()
  .min(1)
  .max(60)
  .regex(/^[a-z0-9][a-z0-9_-]*$/, "Lowercase letters, digits, - and _");
/** The steps of a multi-step form: a handful, never more than this. */
const STEP_MAX = 20;
const stepCount = z.number().int().min(1).max(STEP_MAX);

function named<Name extends EventName, Properties extends z.ZodType>(name: Name, properties: Properties) {
  return z.strictObject({ name: z.literal(name), properties });
}

export const namedEventSchemas = [
  named(
    "step submitted",
    z
      .strictObject({ formId: slug, stepNumber: stepCount, stepCount, stepName: z.string().min(1).max(200) })
      .refine((step) => step.stepNumber <= step.stepCount, {
        message: "A step number past the form's step count",
        path: ["stepNumber"],
      }),
  ),
  named("form submitted", z.strictObject({ formId: slug, formType: z.enum(FORM_TYPES), stepCount })),
  named(
    "inquiry submitted",
    z.strictObject({
      providerId: providerId.nullable(),
      action: z.enum(INQUIRY_ACTIONS),
      careType: slug,
      source: slug,
      displayMode: z.enum(DISPLAY_MODES),
    }),
  ),
  named(
    "search submitted",
    z.strictObject({
      keyword: z.string().max(SEARCH_KEYWORD_MAX),
      careType: slug,
      source: z.enum(SEARCH_SOURCES),
      resultsCount: z.number().int().min(0).nullable(),
    }),
  ),
  named("favourite added", z.strictObject({ providerId })),
  named("favourite removed", z.strictObject({ providerId })),
  named(
    "product click",
    z.strictObject({ providerId, position: z.number().int().min(1).max(10_000), listName: z.enum(PRODUCT_LISTS) }),
  ),
  named("page view", z.strictObject({ path: eventPath })),
  named(
    "session start",
    z.strictObject({
      path: eventPath,
      referrerHost: z
        .string()
        .max(253)
        .regex(/^[a-z0-9.-]+(:\d{1,5})?$/, "A host name")
        .nullable(),
    }),
  ),
  named("dwell engagement", z.strictObject({ path: eventPath, seconds: z.literal(DWELL_SECONDS) })),
  named("scroll engagement", z.strictObject({ path: eventPath })),
] as const;

export type NamedEvent = z.infer<(typeof namedEventSchemas)[number]>;

export const NAMED_EVENTS: readonly EventName[] = namedEventSchemas.map((schema) => schema.shape.name.value);

/**
 * The properties a named event stores: as sent, with the page type of its path added (the
 * server's own reading, as for core web vitals), so the operator can count per page type.
 */
export function namedEventProperties(event: NamedEvent): Record<string, unknown> {
  if ("path" in event.properties) return { ...event.properties, pageType: pageTypeOfPath(event.properties.path) };
  return event.properties;
}
