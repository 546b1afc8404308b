/**
 * The fuzz suite's properties, as plain checks: what a response must never be (a 5xx, a body
 * that breaks off, HTML holding a planted marker as markup, a redirect off the site), and what
 * a stored lead or event must never hold (a field the multi-step form does not declare, text
 * longer than the lead schemas accept, a value outside its choices). Each answers the problems
 * it found, in words, and none when all is well.
 */
import { z } from "zod";
import { inquiryRequestSchema } from "../../domain/inquiry/inquiry-schema.ts";
import {
  BUDGET_VARIANT_STEP,
  LANDING_PAGE_FORM,
  multiStepFormConfigSchema,
  withBudgetVariant,
} from "../../domain/multi-step/multi-step-config.ts";
import { MULTI_STEP_MAX_LENGTH } from "../../domain/multi-step/multi-step-fields.ts";
import { multiStepSubmissionSchema } from "../../domain/multi-step/multi-step-submission.ts";
import { PHONE_PATTERN } from "../../domain/phone.ts";
import { MARK } from "./fuzz-inputs.ts";

/** A response as the checks read it: status, headers and the whole body as text. */
export interface FuzzResponse {
  status: number;
  headers: Headers;
  body: string;
}

/** Around an index of a text, for a message. */
function around(text: string, index: number): string {
  return JSON.stringify(text.slice(Math.max(0, index - 80), index + 80));
}

/** Attributes a browser follows or loads as a URL, where a `javascript:` value would run. */
const URL_ATTRIBUTES = "href|src|action|formaction|xlink:href|poster|srcset|data|cite|background|ping";

/**
 * Where the HTML holds a planted marker as markup: a tag or comment it opened, a double quote
 * it brought in unescaped (inside the page's JSON a quote is escaped with a backslash, in
 * markup it is an entity), or a script URL as the value of an attribute a browser follows.
 */
export function unescapedMarkers(html: string): string[] {
  const problems: string[] = [];
  const patterns: [RegExp, string][] = [
    [new RegExp(`<!--${MARK}|<${MARK}`, "g"), "a tag or comment from the input"],
    [new RegExp(`(?<!\\\\)"${MARK}`, "g"), "a double quote from the input"],
    [
      new RegExp(`\\s(?:${URL_ATTRIBUTES})\\s*=\\s*["']?\\s*javascript:${MARK}`, "gi"),
      "a script URL from the input as an attribute",
    ],
  ];
  for (const [pattern, what] of patterns) {
    for (const match of html.matchAll(pattern))
      problems.push(`unescaped in HTML (${what}): ${around(html, match.index)}`);
  }
  return problems;
}

/** The problems of one response to `url`: a 5xx, unescaped markers in HTML, a redirect to another origin. */
export function responseProblems(url: string, response: FuzzResponse): string[] {
  const problems: string[] = [];
  if (response.status >= 500)
    problems.push(`answered ${response.status}: ${JSON.stringify(response.body.slice(0, 400))}`);
  if ((response.headers.get("Content-Type") ?? "").toLowerCase().includes("text/html")) {
    problems.push(...unescapedMarkers(response.body));
  }
  const location = response.headers.get("Location");
  if (location !== null && response.status >= 300 && response.status < 400) {
    const target = URL.parse(location, url);
    if (target === null || target.origin !== new URL(url).origin) {
      problems.push(`redirects off the site: Location ${JSON.stringify(location)}`);
    }
  }
  return problems;
}

type JsonSchema = { maxLength?: number; enum?: unknown[]; properties?: Record<string, JsonSchema> };

/** The landing page's configurations, as the multi-step route reads them. */
const LANDING_CONFIGS = (() => {
  const landing = multiStepFormConfigSchema.parse(LANDING_PAGE_FORM);
  return [landing, withBudgetVariant(landing)];
})();

const LEAD_BODY_SCHEMAS = [inquiryRequestSchema, multiStepSubmissionSchema(LANDING_CONFIGS)].map(
  (schema) => z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema,
);

/** The field at a dotted path of a body's JSON Schema. */
function fieldSchema(schema: JsonSchema, path: string): JsonSchema | undefined {
  let current: JsonSchema | undefined = schema;
  for (const part of path.split(".")) current = current?.properties?.[part];
  return current;
}

/** Each text column of a lead and the body fields stored in it (any lead route's). */
const COLUMN_FIELDS: Record<string, string[]> = {
  full_name: ["fullName", "full_name"],
  email: ["email"],
  tour_time: ["tourTime"],
  type_of_care: ["typeOfCare", "care_type"],
  care_location: ["careLocation", "location"],
  tracking_notes: ["trackingNotes"],
  source: ["source"],
  gclid: ["tracking.gclid"],
  msclkid: ["tracking.msclkid"],
  utm_source: ["tracking.utmSource"],
  utm_campaign: ["tracking.utmCampaign"],
  utm_content: ["tracking.utmContent"],
  utm_medium: ["tracking.utmMedium"],
  utm_term: ["tracking.utmTerm"],
  landing_page_url: ["tracking.landingPageUrl"],
};

/**
 * The longest text each column may hold: the most any lead schema accepts for a field stored
 * there. A column whose fields no schema bounds is a drift of this table, reported at once.
 */
const COLUMN_LIMITS: Record<string, number> = Object.fromEntries(
  Object.entries(COLUMN_FIELDS).map(([column, fields]) => {
    const limits = LEAD_BODY_SCHEMAS.flatMap((schema) =>
      fields.map((field) => fieldSchema(schema, field)?.maxLength ?? 0),
    );
    const limit = Math.max(...limits);
    if (limit <= 0) throw new Error(`no lead schema bounds the fields of the column ${column}: ${fields.join(", ")}`);
    return [column, limit];
  }),
);

const CHOICES: Record<string, unknown[]> = {
  who_are_you_looking_for: fieldSchema(LEAD_BODY_SCHEMAS[0] ?? {}, "whoAreYouLookingFor")?.enum ?? [],
  action: [...(fieldSchema(LEAD_BODY_SCHEMAS[0] ?? {}, "action")?.enum ?? []), null],
};

/** Ids of a form instance and of a visitor: what the schemas and the session cookie accept. */
const ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

/** Every field name the multi-step form's configuration declares, in each variant of the landing page. */
export const DECLARED_MULTI_STEP_FIELDS: ReadonlySet<string> = (() => {
  const names = new Set<string>();
  for (const config of LANDING_CONFIGS) {
    for (const step of config.steps) for (const field of step.form.fields) names.add(field.name);
    for (const field of config.hiddenFields) names.add(field.name);
  }
  for (const field of BUDGET_VARIANT_STEP.form.fields) names.add(field.name);
  return names;
})();

/** A text's length as the lead schemas count it: in code points. */
function codePoints(value: unknown): number {
  return typeof value === "string" ? [...value].length : 0;
}

/** The problems of one stored lead (a row of `inquiries`). */
export function leadRowProblems(row: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const id = `lead ${String(row.id)} (${String(row.kind)}, form ${JSON.stringify(row.form_id)})`;
  for (const [column, limit] of Object.entries(COLUMN_LIMITS)) {
    const length = codePoints(row[column]);
    if (length > limit) problems.push(`${id}: ${column} holds ${length} characters, over the ${limit} allowed`);
  }
  for (const [column, choices] of Object.entries(CHOICES)) {
    if (!choices.includes(row[column])) problems.push(`${id}: ${column} is ${JSON.stringify(row[column])}`);
  }
  for (const column of ["form_id", "anon_id"]) {
    if (typeof row[column] !== "string" || !ID_PATTERN.test(row[column])) {
      problems.push(`${id}: ${column} is ${JSON.stringify(row[column])}`);
    }
  }
  if (typeof row.phone !== "string" || !PHONE_PATTERN.test(row.phone)) {
    problems.push(`${id}: phone is ${JSON.stringify(row.phone)}`);
  }
  let extra: unknown;
  try {
    extra = JSON.parse(String(row.extra));
  } catch {
    problems.push(`${id}: extra is not JSON`);
    return problems;
  }
  const entries = typeof extra === "object" && extra !== null ? Object.entries(extra) : [];
  const undeclared = entries.filter(([name]) => !DECLARED_MULTI_STEP_FIELDS.has(name)).map(([name]) => name);
  if (undeclared.length > 0) {
    const named = undeclared.slice(0, 5).map((name) => JSON.stringify(name));
    problems.push(
      `${id}: extra holds ${undeclared.length} fields the multi-step form does not declare (${named.join(", ")}${undeclared.length > 5 ? ", …" : ""}), ${String(row.extra).length} characters`,
    );
  }
  for (const [name, value] of entries) {
    if (typeof value === "boolean") continue;
    if (typeof value !== "string" || value.length > MULTI_STEP_MAX_LENGTH) {
      problems.push(`${id}: extra.${name} is ${JSON.stringify(value).slice(0, 80)}`);
    }
  }
  return problems;
}

/** The largest properties an event may carry, as the events route declares it (UTF-16 units of JSON). */
const EVENT_PROPERTIES_MAX = 10_000;

/** The problems of one stored event (a row of `events`). */
export function eventRowProblems(row: Record<string, unknown>): string[] {
  const length = typeof row.properties === "string" ? row.properties.length : 0;
  return length > EVENT_PROPERTIES_MAX
    ? [`event ${String(row.id)}: properties hold ${length} characters, over the ${EVENT_PROPERTIES_MAX} allowed`]
    : [];
}
