import { isUtf8 } from 'node:buffer';
import { Readable } from 'node:stream';
import { parse, CsvError } from 'csv-parse';

/** One record of the file; `row` as a spreadsheet numbers it (1 is the header). */
export interface CsvRecord {
  row: number;
  cells: string[];
}

/** The file cannot be read past `row` (an unclosed quote, not UTF-8, ...). */
export class CsvSyntaxError extends Error {
  constructor(
    readonly row: number,
    message: string,
  ) {
    super(message);
  }
}

/** Fed to the parser in slices, so a 50 MB file is parsed as a stream, not as one string. */
const SLICE_BYTES = 64 * 1024;
/** One record may not be larger (three long descriptions fit many times over). */
const MAX_RECORD_BYTES = 1024 * 1024;

const MESSAGES: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'A quoted cell is never closed (a `"` is missing)',
  CSV_INVALID_CLOSING_QUOTE:
    'A quote inside a cell must be doubled (`""`), and the whole cell put in quotes',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE:
    'Text after a closing quote: put the whole cell in quotes',
  CSV_MAX_RECORD_SIZE: 'This row is too long (over 1 MB); is a quote missing?',
};

/**
 * Excel saved in a Polish or Russian locale separates cells with `;`. The header names never
 * contain either character, so its first line tells which one the file uses.
 */
export function detectDelimiter(body: Buffer): ',' | ';' {
  const end = body.indexOf(0x0a);
  const firstLine = body.subarray(0, end === -1 ? Math.min(body.length, 4096) : end).toString();
  if (firstLine.includes(',')) return ',';
  return firstLine.includes(';') ? ';' : ',';
}

/**
 * Counts line breaks: an upper bound of the records (a quoted cell may hold line breaks), to
 * choose between answering at once and running a job before parsing anything.
 */
export function countLines(body: Buffer): number {
  let lines = 0;
  for (let at = body.indexOf(0x0a); at !== -1; at = body.indexOf(0x0a, at + 1)) lines += 1;
  // A last line without a line break still counts.
  return body.length > 0 && body[body.length - 1] !== 0x0a ? lines + 1 : lines;
}

/**
 * The records of a CSV body, parsed as a stream by csv-parse: UTF-8 with or without a BOM,
 * CRLF or LF line ends, `,` or `;` between cells, quoted cells holding delimiters, quotes and
 * line breaks. Blank records (an empty line, or only delimiters) are skipped but counted, so
 * row numbers match what a spreadsheet shows. Throws CsvSyntaxError where it cannot go on.
 */
export async function* readCsv(body: Buffer): AsyncGenerator<CsvRecord> {
  if (!isUtf8(body)) {
    throw new CsvSyntaxError(
      1,
      'The file is not UTF-8 text: save it as "CSV UTF-8 (comma delimited)"',
    );
  }
  const parser = parse({
    bom: true,
    delimiter: detectDelimiter(body),
    relax_column_count: true,
    skip_empty_lines: false,
    max_record_size: MAX_RECORD_BYTES,
  });
  const source = Readable.from(slices(body), { objectMode: false });
  source.pipe(parser);
  let row = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      row += 1;
      if (record.every((cell) => cell === '')) continue;
      yield { row, cells: record };
    }
  } catch (error) {
    if (error instanceof CsvError) {
      // The parser may fail ahead of the records handed out so far: its own count is exact.
      const parsed = (error as CsvError & { records?: unknown }).records;
      const at = typeof parsed === 'number' ? parsed + 1 : row + 1;
      throw new CsvSyntaxError(at, MESSAGES[error.code] ?? error.message);
    }
    throw error;
  } finally {
    source.unpipe(parser);
    source.destroy();
    parser.destroy();
  }
}

function* slices(body: Buffer): Generator<Buffer> {
  for (let at = 0; at < body.length; at += SLICE_BYTES) yield body.subarray(at, at + SLICE_BYTES);
}
