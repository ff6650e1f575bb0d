import { CSV_LIMITS } from '#contracts/admin/import';

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
const MAX_PRICE_MINOR = Math.round(CSV_LIMITS.maxPrice * 100);

/**
 * "123.45" / "123.4" / "123" -> minor units; null when not an amount from 0 to the editor's
 * largest price with a dot and at most two decimal places. Read from the text, never a float.
 */
export function parseMoney(cell: string): number | null {
  const match = MONEY.exec(cell.trim());
  if (!match) return null;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return minor <= MAX_PRICE_MINOR ? minor : null;
}

/** A whole number from 0 to `max`. */
export function parseCount(cell: string, max: number = CSV_LIMITS.maxStock): number | null {
  const text = cell.trim();
  if (!/^[0-9]{1,10}$/.test(text)) return null;
  const n = Number(text);
  return n <= max ? n : null;
}

/** A category id: a positive whole number in the integer range. */
export function parseId(cell: string): number | null {
  const n = parseCount(cell, INT4_MAX);
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
