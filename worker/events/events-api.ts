/**
 * POST /api/events — a product event from a page ({name, properties}), stored with the
 * visitor's anon id and session id, only when the visitor's Analytics consent is on
 * (spec reviews-and-provider-page §3). Answers 202 whether or not it was kept.
 */
import { Hono } from "hono";
import { z } from "zod";
import { EVENT_NAMES } from "../../domain/events.ts";
import type { AppEnv } from "../env.ts";
import { validate } from "../middleware/validate.ts";
import { storeEvent } from "./event-store.ts";

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

export const eventsApi = new Hono<AppEnv>().post("/api/events", validate("json", eventBodySchema), async (c) => {
  const visitor = c.get("visitor");
  const event = c.req.valid("json");
  if (!visitor.consent.Analytics) return c.json({ recorded: false }, 202);
  await storeEvent(c.env.DB, {
    name: event.name,
    brand: c.get("brand").id,
    anonId: visitor.anonId,
    sessionId: visitor.session.ID,
    properties: event.properties,
  });
  return c.json({ recorded: true }, 202);
});
