/**
 * Text that can reach the database. PostgreSQL refuses U+0000 in `text` (an error per query,
 * whatever the column), and a lone UTF-16 surrogate has no UTF-8 form at all: the drivers turn
 * it into U+FFFD, so what is stored is not what was sent. Both are refused at the edge
 * (server/plugins/input-guard.ts) instead of being found one query at a time.
 */

// A surrogate not paired with its other half: with the `u` flag a pair is one code point, so
// `\p{Cs}` matches only the lone ones.
const UNSTORABLE = /\p{Cs}/u;
const NUL = String.fromCharCode(0);

/** False for text with NUL or a lone surrogate. */
export function isStorableText(text: string): boolean {
  return !text.includes(NUL) && !UNSTORABLE.test(text);
}

// Control characters (NUL among them) and lone surrogates: nothing a shopper means to search for.
const NOT_SEARCHABLE = /[\p{Cc}\p{Cs}]/gu;

/**
 * A search box's text made storable: control characters and lone surrogates become spaces, so
 * `a\0b` still searches for `a` and `b` rather than failing (callers trim).
 */
export function cleanSearchText(text: string): string {
  return text.replace(NOT_SEARCHABLE, ' ');
}
