/**
 * The one way routes answer bad input: 400 with a message naming the field, and the list of
 * every problem. Used as the hook of every zod validator. The answer is in the request's
 * language (`c.var.language`, worker/middleware/language.ts): the summary and "Unknown field"
 * from the catalogue's `errors`, and zod's own messages from zod's locale for that language; a
 * message a schema sets itself stays the schema's.
 */
import { zValidator } from "@hono/zod-validator";
import type { Context, MiddlewareHandler, ValidationTargets } from "hono";
import { HTTPException } from "hono/http-exception";
import { safeParseAsync } from "zod";
import type { $ZodError, $ZodErrorMap, $ZodType } from "zod/v4/core";
import { es as zodSpanish } from "zod/v4/locales";
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../../domain/i18n/languages.ts";
import type { Messages } from "../../domain/i18n/messages.ts";
import type { AppEnv } from "../env.ts";
import { bodyKind } from "./content-type.ts";

export interface FieldProblem {
  field: string;
  message: string;
}

/** Flattens zod issues to `field: message` pairs; unknown keys are named one by one, in `language`. */
export function fieldProblems(error: $ZodError, language: Language = DEFAULT_LANGUAGE): FieldProblem[] {
  const unknownField = messagesFor(language).errors.unknownField;
  return error.issues.flatMap((issue) => {
    const base = issue.path.map(String).join(".");
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => ({ field: base ? `${base}.${key}` : key, message: unknownField }));
    }
    return [{ field: base || "(body)", message: issue.message }];
  });
}

/**
 * zod's messages for the issues a schema leaves to zod, per language: none for English, which
 * keeps zod's default English. Given per parse, so a schema's own message still wins.
 */
const ZOD_MESSAGES: Readonly<Record<Language, $ZodErrorMap | undefined>> = {
  en: undefined,
  es: zodSpanish().localeError,
};

/** The parse context that gives zod's own messages in `language` (none for English), for a route parsing by itself. */
export function zodMessagesIn(language: Language): { error: $ZodErrorMap } | undefined {
  const zodMessages = ZOD_MESSAGES[language];
  return zodMessages ? { error: zodMessages } : undefined;
}

/** The request's language, as the language middleware set it (English when nothing did). */
function requestLanguage(c: Context): Language {
  return (c as unknown as Context<AppEnv>).get("language") ?? DEFAULT_LANGUAGE;
}

/** The 400 answer for a failed schema: `{error, problems}`, the error naming the first field. */
function badRequest(c: Context, error: $ZodError, target: keyof ValidationTargets, language: Language) {
  const words = messagesFor(language).errors;
  const problems = fieldProblems(error, language);
  const first = problems[0];
  const summary = first ? `${first.field}: ${first.message}` : words.noProblem;
  return c.json({ error: words.invalid[target](summary), problems }, 400);
}

/** One validator per language, and the request's language picks which one answers. */
function inRequestLanguage<Handler extends MiddlewareHandler>(validators: Record<Language, Handler>): Handler {
  const inLanguage = ((c, next) => validators[requestLanguage(c)](c, next)) as Handler;
  return inLanguage;
}

/**
 * A zod validator answering in one language, its failures answered with `badRequest`. A JSON
 * body sent without a JSON content type is refused with 415 instead of being read as an empty
 * object.
 */
function validateIn<Target extends keyof ValidationTargets, Schema extends $ZodType>(
  language: Language,
  target: Target,
  schema: Schema,
) {
  const parseContext = zodMessagesIn(language);
  const validator = zValidator(
    target,
    schema,
    (result, c) => {
      if (!result.success) return badRequest(c, result.error, target, language);
    },
    {
      // The library types the result by a condition on `Schema` that TypeScript cannot settle
      // for a generic schema; it is zod's own safe-parse result all the same.
      validationFunction: (schema, value) => safeParseAsync(schema, value, parseContext) as never,
    },
  );
  if (target !== "json") return validator;
  const jsonOnly: typeof validator = async (c, next) => {
    if (bodyKind(c.req.header("Content-Type")) !== "json") {
      throw new HTTPException(415, { message: messagesFor(language).errors.notJson });
    }
    return validator(c, next);
  };
  return jsonOnly;
}

/** `validateIn` the request's language: one validator per language, built once. */
export function validate<Target extends keyof ValidationTargets, Schema extends $ZodType>(
  target: Target,
  schema: Schema,
) {
  const validators = Object.fromEntries(
    LANGUAGES.map((language) => [language, validateIn(language, target, schema)]),
  ) as Record<Language, ReturnType<typeof validateIn<Target, Schema>>>;
  return inRequestLanguage(validators);
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
    LANGUAGES.map((language) => [language, validateIn(language, target, schemaFor(messagesFor(language)))]),
  ) as Record<Language, ReturnType<typeof validateIn<Target, Schema>>>;
  return inRequestLanguage(validators);
}
