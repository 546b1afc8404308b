/**
 * A CSV reader for the federal data files (RFC 4180): quoted fields, doubled quotes, commas and
 * line breaks inside quotes, LF or CRLF line ends, an optional byte-order mark. Each record
 * carries the physical line it starts on, so a bad row can be reported by the line a person
 * opening the file in an editor would look at.
 */

export interface CsvRecord {
  /** 1-based physical line on which the record starts. */
  line: number;
  fields: string[];
  /** Set when the record breaks the format (an unclosed quote, text after a closing quote). */
  problem?: string;
}

const QUOTE = 34;
const COMMA = 44;
const LF = 10;
const CR = 13;

/**
 * Splits CSV text into records, one per row (blank lines are skipped). Never throws: a record
 * that breaks the format is returned with `problem` set and the fields read so far.
 */
export function* readCsv(text: string): Generator<CsvRecord> {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const length = source.length;
  let position = 0;
  let line = 1;

  while (position < length) {
    const startLine = line;
    const fields: string[] = [];
    let problem: string | undefined;
    let field = "";
    let endOfRecord = false;

    // A record that is an empty line (or the empty tail after the last line end) is no row.
    const first = source.charCodeAt(position);
    if (first === LF || first === CR) {
      position += first === CR && source.charCodeAt(position + 1) === LF ? 2 : 1;
      line += 1;
      continue;
    }

    while (!endOfRecord) {
      if (position < length && source.charCodeAt(position) === QUOTE) {
        // Quoted field: runs to the next quote that is not doubled.
        const quoteLine = line;
        position += 1;
        let closed = false;
        while (position < length) {
          const next = source.indexOf('"', position);
          if (next === -1) break;
          field += source.slice(position, next);
          line += countLineBreaks(source, position, next);
          if (source.charCodeAt(next + 1) === QUOTE) {
            field += '"';
            position = next + 2;
            continue;
          }
          position = next + 1;
          closed = true;
          break;
        }
        if (!closed) {
          line += countLineBreaks(source, position, length);
          field += source.slice(position);
          position = length;
          problem ??= `quoted field opened on line ${quoteLine} is never closed`;
        }
        // Anything between the closing quote and the next separator breaks the format.
        const separator = findSeparator(source, position);
        if (separator > position) {
          problem ??= `unexpected text after a closing quote: ${JSON.stringify(source.slice(position, separator))}`;
          field += source.slice(position, separator);
          position = separator;
        }
      } else {
        const separator = findSeparator(source, position);
        field = source.slice(position, separator);
        position = separator;
      }

      fields.push(field);
      field = "";
      const code = position < length ? source.charCodeAt(position) : -1;
      if (code === COMMA) {
        position += 1;
      } else {
        if (code === CR) position += source.charCodeAt(position + 1) === LF ? 2 : 1;
        else if (code === LF) position += 1;
        if (code === CR || code === LF) line += 1;
        endOfRecord = true;
      }
    }

    yield problem === undefined ? { line: startLine, fields } : { line: startLine, fields, problem };
  }
}

/** The index of the next comma or line break at or after `from` (the text length if none). */
function findSeparator(source: string, from: number): number {
  for (let index = from; index < source.length; index += 1) {
    const code = source.charCodeAt(index);
    if (code === COMMA || code === LF || code === CR) return index;
  }
  return source.length;
}

/** Line breaks between `from` and `to`, a CRLF counting once. */
function countLineBreaks(source: string, from: number, to: number): number {
  let count = 0;
  for (let index = from; index < to; index += 1) {
    const code = source.charCodeAt(index);
    if (code === LF) count += 1;
    else if (code === CR && source.charCodeAt(index + 1) !== LF) count += 1;
  }
  return count;
}
