/**
 * How one value is written in a CSV cell and read back: the export and the import use these
 * pairs, so an exported file imports back to exactly the same values.
 */

/**
 * Spreadsheets run a cell that starts with `=`, `+`, `-` or `@` (and tab or CR) as a formula
 * (OWASP "CSV injection"); the export puts a `'` in front of such text. Values that already
 * start with quotes before such a character get one more, so that the import, which takes one
 * quote off, gives back exactly what was exported (`'=x` -> `''=x` -> `'=x`).
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
const ESCAPED_FORMULA = /^'+[=+\-@\t\r]/;

export function escapeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function unescapeFormula(cell: string): string {
  return ESCAPED_FORMULA.test(cell) ? cell.slice(1) : cell;
}

/** 12345 -> "123.45": always two places, a dot, no grouping (what the import reads). */
export function formatMoney(minor: number): string {
  const whole = Math.floor(minor / 100);
  const cents = minor % 100;
  return `${whole}.${String(cents).padStart(2, '0')}`;
}

const INT4_MAX = 2_147_483_647;
const MONEY = /^([0-9]{1,8})(?:\.([0-9]{1,2}))?$/;

/**
 * "123.45" / "123.4" / "123" -> minor units; null when not a non-negative amount with a dot and
 * at most two decimal places. Read from the text, never through a float.
 */
export function parseMoney(cell: string): number | null {
  const match = MONEY.exec(cell.trim());
  if (!match) return null;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return minor <= INT4_MAX ? minor : null;
}

/** A stock count: a whole number from 0 up to the database's integer limit. */
export function parseCount(cell: string): number | null {
  const text = cell.trim();
  if (!/^[0-9]{1,10}$/.test(text)) return null;
  const n = Number(text);
  return n <= INT4_MAX ? n : null;
}

/** A category id: a positive whole number in the integer range. */
export function parseId(cell: string): number | null {
  const n = parseCount(cell);
  return n !== null && n > 0 ? n : null;
}

/**
 * `true`/`false` as exported; `1`/`0` and any letter case too, because spreadsheets rewrite
 * booleans as `TRUE`/`FALSE`.
 */
export function parseBoolean(cell: string): boolean | null {
  const text = cell.trim().toLowerCase();
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  return null;
}
