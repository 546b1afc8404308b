/**
 * The one way routes answer bad input: 400 with a message naming the field, and the list of
 * every problem. Used as the hook of every zod validator.
 */
import { zValidator } from "@hono/zod-validator";
import type { Context, ValidationTargets } from "hono";
import { HTTPException } from "hono/http-exception";
import type { $ZodError, $ZodType } from "zod/v4/core";
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../../domain/i18n/languages.ts";
import type { Messages } from "../../domain/i18n/messages.ts";
import type { AppEnv } from "../env.ts";
import { bodyKind } from "./content-type.ts";

export interface FieldProblem {
  field: string;
  message: string;
}

/** Flattens zod issues to `field: message` pairs; unknown keys are named one by one. */
export function fieldProblems(error: $ZodError): FieldProblem[] {
  return error.issues.flatMap((issue) => {
    const base = issue.path.map(String).join(".");
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => ({ field: base ? `${base}.${key}` : key, message: "Unknown field" }));
    }
    return [{ field: base || "(body)", message: issue.message }];
  });
}

/** The 400 answer for a failed schema: `{error, problems}`, the error naming the first field. */
function badRequest(c: Context, error: $ZodError, what = "request") {
  const problems = fieldProblems(error);
  const first = problems[0];
  const summary = first ? `${first.field}: ${first.message}` : "invalid";
  return c.json({ error: `Invalid ${what}: ${summary}`, problems }, 400);
}

/**
 * A zod validator whose failures answer with `badRequest`. A JSON body sent without a JSON
 * content type is refused with 415 instead of being read as an empty object.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends $ZodType>(
  target: Target,
  schema: Schema,
) {
  const validator = zValidator(target, schema, (result, c) => {
    if (!result.success) return badRequest(c, result.error, target === "json" ? "body" : target);
  });
  if (target !== "json") return validator;
  const jsonOnly: typeof validator = async (c, next) => {
    if (bodyKind(c.req.header("Content-Type")) !== "json") {
      throw new HTTPException(415, { message: "Send the body as JSON, with Content-Type: application/json" });
    }
    return validator(c, next);
  };
  return jsonOnly;
}

/**
 * `validate` for a schema whose own messages are words a family reads: one validator per
 * language, built once from that language's catalogue, and the request's language (`?lang=`,
 * worker/middleware/language.ts) picks which one answers.
 */
export function validateInLanguage<Target extends keyof ValidationTargets, Schema extends $ZodType>(
  target: Target,
  schemaFor: (t: Messages) => Schema,
) {
  const validators = Object.fromEntries(
    LANGUAGES.map((language) => [language, validate(target, schemaFor(messagesFor(language)))]),
  ) as Record<Language, ReturnType<typeof validate<Target, Schema>>>;
  const english = validators[DEFAULT_LANGUAGE];
  const inLanguage: typeof english = (c, next) =>
    validators[(c as unknown as Context<AppEnv>).get("language") ?? DEFAULT_LANGUAGE](c, next);
  return inLanguage;
}
