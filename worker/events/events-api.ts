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
import type { AppEnv } from "../env.ts";
import { addressKey, visitorIp } from "../middleware/client-address.ts";
import { consumeRateLimit, type RateLimit } from "../middleware/rate-limit-store.ts";
import { validate } from "../middleware/validate.ts";
import { storeEvent } from "./event-store.ts";

/**
 * The largest event body read: 16 KB. The largest event a page sends, 'provider list filtered'
 * for a page of 20 results (each with its id, name, slug, first image and position), is about
 * 4 KB; the properties' own limit bounds them at 10,000 characters of JSON, and this bounds the
 * body in bytes (characters outside ASCII take two to four), so one stored event is at most
 * 16 KB.
 */
const EVENT_BODY_LIMIT_BYTES = 16 * 1024;

/**
 * Events kept per visitor address: 60 a minute. A page sends an event only when the visitor
 * does something (a filter or sort change once its results are in, opening the comparison, a
 * guided-search step or its submission) and nothing on its own: no dwell, scroll, click or
 * web-vitals beacons. A visitor changing filters as fast as the results come back sends about
 * one a second for a moment, a whole busy page view a few dozen; 60 a minute leaves room for
 * a few visitors sharing one address, and stops a script at 60 where 300 a second were kept.
 */
const EVENT_RATE_LIMIT: RateLimit = { limit: 60, windowSeconds: 60 };

const propertyValue = z.union([z.string().max(500), z.number(), z.boolean(), z.null()]);

const eventBodySchema = z.strictObject({
  name: z.enum(EVENT_NAMES),
  properties: z
    .record(
      z.string().max(50),
      z.union([propertyValue, z.array(z.union([propertyValue, z.record(z.string().max(50), propertyValue)])).max(50)]),
    )
    .refine((properties) => JSON.stringify(properties).length <= 10_000, "properties are too large"),
});

const eventBodyLimit = bodyLimit({
  maxSize: EVENT_BODY_LIMIT_BYTES,
  onError: (c) => c.json({ error: `The event body is over the ${EVENT_BODY_LIMIT_BYTES / 1024} KB limit` }, 413),
});

export const eventsApi = new Hono<AppEnv>().post(
  "/api/events",
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
    await storeEvent(c.env.DB, {
      name: event.name,
      brand: c.get("brand").id,
      anonId: visitor.anonId,
      sessionId: visitor.session.ID,
      properties: event.properties,
    });
    return c.json({ recorded: true }, 202);
  },
);
