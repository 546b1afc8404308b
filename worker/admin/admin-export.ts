/**
 * What the operator exports share (README, Operating): the query (`format` json or csv, `from`
 * and `to` as YYYY-MM-DD with both days included, at most `limit` rows), the day range it
 * selects, CSV made safe for spreadsheets, and the answer, never cached.
 */
import type { Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env.ts";

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use YYYY-MM-DD")
  .refine((value) => !Number.isNaN(Date.parse(value)), "Not a date");

export const exportQuerySchema = z
  .object({
    format: z.enum(["json", "csv"]).default("json"),
    from: day.optional(),
    to: day.optional(),
    limit: z.coerce.number().int().min(1).max(10_000).default(1_000),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: "from is after to",
    path: ["from"],
  });

type ExportQuery = z.infer<typeof exportQuerySchema>;

/** The rows an export reads: from the start of `from` to the end of `to` (ISO times), and how many at most. */
export function exportRange(query: ExportQuery): { from: string | null; to: string | null; limit: number } {
  const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString();
  return {
    from: query.from ? `${query.from}T00:00:00.000Z` : null,
    to: query.to ? nextDay(query.to) : null,
    limit: query.limit,
  };
}

/**
 * What a spreadsheet may run as a formula (CSV injection, OWASP): a value that starts with
 * = + - @, their full-width forms ＝ ＋ － ＠ (which spreadsheets in East Asian locales read as
 * the ASCII ones), a tab, a carriage return or a line feed, or any of these after leading
 * whitespace, which spreadsheets trim before they look. A phone number written +1 and a
 * negative number are guarded too, and only gain a quote mark.
 */
const FORMULA_LEAD_IN = /^(?:[\t\r\n]|\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break; a value a
 * spreadsheet would run as a formula is prefixed with a quote mark.
 */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = typeof value === "object" ? JSON.stringify(value) : String(value);
  if (FORMULA_LEAD_IN.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The export's answer: `{[name]: rows, count}` as JSON, or the CSV of the given columns as a
 * download named `carefind-{name}-{date}.csv`; neither is ever cached.
 */
export function exportAnswer<Row, Name extends string>(
  c: Context<AppEnv>,
  query: ExportQuery,
  export_: { name: Name; columns: readonly (keyof Row & string)[]; rows: readonly Row[] },
): Response {
  c.header("Cache-Control", "no-store");
  if (query.format === "csv") {
    const lines = [export_.columns.join(",")];
    for (const row of export_.rows) lines.push(export_.columns.map((column) => csvField(row[column])).join(","));
    return c.body(`${lines.join("\r\n")}\r\n`, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="carefind-${export_.name}-${new Date().toISOString().slice(0, 10)}.csv"`,
    });
  }
  return c.json({ [export_.name]: export_.rows, count: export_.rows.length });
}
