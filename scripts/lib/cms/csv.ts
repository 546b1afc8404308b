/**
 * Reads the federal data files with csv-parse (RFC 4180: quoted fields, doubled quotes, commas
 * and line breaks inside quotes, LF, CRLF or CR line ends, an optional byte-order mark) and gives
 * each record the physical line it starts on, so a bad row can be reported by the line a person
 * opening the file in an editor would look at.
 *
 * The lines are counted here, from the byte offsets csv-parse reports, rather than taken from its
 * `info.lines`: that is the line a record ends on, and it counts a CRLF inside quotes twice.
 */
import { parse } from "csv-parse/sync";

export interface CsvRecord {
  /** 1-based physical line on which the record starts. */
  line: number;
  fields: string[];
  /** Set when the record breaks the format; it then has no fields. */
  problem?: string;
}

const LF = 0x0a;
const CR = 0x0d;
const BOM = "\uFEFF";

/**
 * Empty lines are no rows. A row may have any number of fields: the importer compares that
 * with the header and says so itself. A quote inside an unquoted field, or text after a closing
 * quote, is kept as text (`relax_quotes`), so the row still meets the importer's checks instead
 * of swallowing the rows after it. What is left to go wrong is a quoted field still open at the
 * end of the file, which `on_skip` hears of.
 */
const OPTIONS = {
  bom: true,
  record_delimiter: ["\r\n", "\n", "\r"],
  relax_column_count: true,
  relax_quotes: true,
  skip_empty_lines: true,
  skip_records_with_error: true,
};

/**
 * Splits CSV text into records, one per row. Never throws for a malformed file: a quoted field
 * that is never closed runs to the end of the file, and comes back as the last record, with
 * `problem` set.
 */
export function readCsv(text: string): CsvRecord[] {
  const bytes = Buffer.from(text);
  const lineOf = lineCounter(bytes);
  // Where the last record ended; the next one starts after any empty lines.
  let recordEnd = text.startsWith(BOM) ? Buffer.byteLength(BOM) : 0;
  const records: CsvRecord[] = [];
  parse(bytes, {
    ...OPTIONS,
    on_record(fields, context) {
      records.push({ line: lineOf(skipLineBreaks(bytes, recordEnd)), fields });
      recordEnd = context.bytes;
      return null;
    },
    on_skip(error) {
      // With OPTIONS nothing else can fail; were it to, the lines after it would be wrong.
      if (error?.code !== "CSV_QUOTE_NOT_CLOSED") throw error ?? new Error("csv-parse skipped a record");
      const line = lineOf(skipLineBreaks(bytes, recordEnd));
      records.push({ line, fields: [], problem: "a quoted field is never closed" });
      return undefined;
    },
  });
  return records;
}

/** The offset of the first byte at or after `from` that is not a line break. */
function skipLineBreaks(bytes: Uint8Array, from: number): number {
  let offset = from;
  while (bytes[offset] === LF || bytes[offset] === CR) offset += 1;
  return offset;
}

/**
 * The line (1-based) of each byte offset it is asked for, in increasing order. LF, CRLF and a
 * lone CR each end a line.
 */
function lineCounter(bytes: Uint8Array): (offset: number) => number {
  let line = 1;
  let counted = 0;
  return (offset) => {
    for (; counted < offset; counted += 1) {
      const byte = bytes[counted];
      if (byte === LF || (byte === CR && bytes[counted + 1] !== LF)) line += 1;
    }
    return line;
  };
}
