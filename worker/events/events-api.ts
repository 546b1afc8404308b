/**
 * POST /api/events — a product event from a page ({name, properties}), stored with the
 * visitor's anon id and session id, only when the visitor's Analytics consent is on
 * (spec reviews-and-provider-page §3). Answers 202 whether or not it was kept; a body over
 * 16 KB answers 413 and an address over its event limit 429, both before anything is stored.
 */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { EVENT_NAMES } from "../../domain/events.ts";
import {
  NAVIGATION_TYPES,
  pageTypeOfPath,
  rateWebVital,
  WEB_VITAL_MAX,
  WEB_VITAL_NAMES,
  WEB_VITAL_PATH_MAX,
} from "../../domain/web-vitals/web-vital-rules.ts";
import type { AppEnv } from "../env.ts";
import { addressKey, visitorIp } from "../middleware/client-address.ts";
import { consumeRateLimit, type RateLimit } from "../middleware/rate-limit-store.ts";
import { validate } from "../middleware/validate.ts";
import { type NewEvent, storeEvents } from "./event-store.ts";
import { NAMED_EVENTS, type NamedEvent, namedEventProperties, namedEventSchemas } from "./named-event-schemas.ts";

/**
 * The largest event body read: 16 KB. The largest event a page sends, 'provider list filtered'
 * for a page of 20 results (each with its id, name, slug, first image and position), is about
 * 4 KB; the properties' own limit bounds them at 10,000 characters of JSON, and this bounds the
 * body in bytes (characters outside ASCII take two to four), so one stored event is at most
 * 16 KB.
 */
const EVENT_BODY_LIMIT_BYTES = 16 * 1024;

/**
 * Events kept per visitor address: 120 a minute. A page sends at most five events on its own
 * ('page view', 'session start' on a session's first page, 'dwell engagement' at 30 s,
 * 'scroll engagement' past half the page, each once, and a 'core web vitals' batch each time it
 * is hidden); everything else follows something the visitor does (a filter or sort change once
 * its results are in, a search, a card opened, a heart, a form step). A visitor opening a page
 * every few seconds sends some 50 a minute, one changing filters as fast as the results come
 * back about one a second more; 120 a minute leaves room for two such visitors sharing one
 * address, and stops a script at 120 where 300 a second were kept.
 */
const EVENT_RATE_LIMIT: RateLimit = { limit: 120, windowSeconds: 60 };

const propertyValue = z.union([z.string().max(500), z.number(), z.boolean(), z.null()]);

const WEB_VITALS_EVENT = "core web vitals";

/**
 * spec: reviews-and-provider-page §7, core web vitals. One batch per hidden page: each metric at
 * most once, LCP and INP in ms from 0 to 120,000 and CLS from 0 to 100 (WEB_VITAL_MAX), the
 * page's path only (no query: it can hold a visitor's place) and how the page was reached.
 */
const webVitalsEventSchema = z.strictObject({
  name: z.literal(WEB_VITALS_EVENT),
  properties: z.strictObject({
    path: z
      .string()
      .max(WEB_VITAL_PATH_MAX)
      .regex(/^\/[^?#\s]*$/, "A path that starts with / and has no query"),
    navigationType: z.enum(NAVIGATION_TYPES),
    metrics: z
      .array(
        z
          .strictObject({ name: z.enum(WEB_VITAL_NAMES), value: z.number().min(0) })
          .refine((metric) => metric.value <= WEB_VITAL_MAX[metric.name], {
            message: "Out of range: LCP and INP are 0 to 120000 ms, CLS 0 to 100",
            path: ["value"],
          }),
      )
      .min(1)
      .max(WEB_VITAL_NAMES.length)
      .refine((metrics) => new Set(metrics.map((metric) => metric.name)).size === metrics.length, "Each metric once"),
  }),
});

const productEventSchema = z.strictObject({
  name: z.enum(EVENT_NAMES.filter((name) => name !== WEB_VITALS_EVENT && !NAMED_EVENTS.includes(name))),
  properties: z
    .record(
      z.string().max(50),
      z.union([propertyValue, z.array(z.union([propertyValue, z.record(z.string().max(50), propertyValue)])).max(50)]),
    )
    .refine((properties) => JSON.stringify(properties).length <= 10_000, "properties are too large"),
});

const eventBodySchema = z.discriminatedUnion("name", [webVitalsEventSchema, ...namedEventSchemas, productEventSchema]);

type EventBody = z.infer<typeof eventBodySchema>;

function isNamedEvent(event: EventBody): event is NamedEvent {
  return NAMED_EVENTS.includes(event.name);
}

function isWebVitalsEvent(event: EventBody): event is z.infer<typeof webVitalsEventSchema> {
  return event.name === WEB_VITALS_EVENT;
}

/**
 * The rows an event body stores: a product event as sent; a named event as sent with its page
 * type when it names a path (worker/events/named-event-schemas.ts); a web-vitals batch as one row per
 * metric, with the page type and rating the server derives (the page sends only its path and the
 * figures), so the operator summary reads each figure from its own row.
 */
function eventRows(event: EventBody, who: Omit<NewEvent, "name" | "properties">): NewEvent[] {
  if (isNamedEvent(event)) return [{ ...who, name: event.name, properties: namedEventProperties(event) }];
  if (!isWebVitalsEvent(event)) return [{ ...who, name: event.name, properties: event.properties }];
  const { path, navigationType, metrics } = event.properties;
  const pageType = pageTypeOfPath(path);
  return metrics.map((metric) => ({
    ...who,
    name: event.name,
    properties: {
      metric: metric.name,
      value: metric.value,
      rating: rateWebVital(metric.name, metric.value),
      pageType,
      navigationType,
      path,
    },
  }));
}

const eventBodyLimit = bodyLimit({
  maxSize: EVENT_BODY_LIMIT_BYTES,
  onError: (c) => c.json({ error: `The event body is over the ${EVENT_BODY_LIMIT_BYTES / 1024} KB limit` }, 413),
});

export const eventsApi = new Hono<AppEnv>().post(
  "/events",
  eventBodyLimit,
  validate("json", eventBodySchema),
  async (c) => {
    const visitor = c.get("visitor");
    const event = c.req.valid("json");
    if (!visitor.consent.Analytics) return c.json({ recorded: false }, 202);
    // Counted only when the event would be stored: nothing else here writes.
    const limit = await consumeRateLimit(c.env.DB, `events:${addressKey(visitorIp(c))}`, EVENT_RATE_LIMIT);
    if (!limit.allowed) {
      return c.json({ error: `Too many events from your connection; try again in ${limit.retryAfterSeconds} s` }, 429, {
        "Retry-After": String(limit.retryAfterSeconds),
      });
    }
    await storeEvents(
      c.env.DB,
      eventRows(event, { brand: c.get("brand").id, anonId: visitor.anonId, sessionId: visitor.session.ID }),
    );
    return c.json({ recorded: true }, 202);
  },
);
