/**
 * Letters a shopper may type without their marks: Polish (dąb -> dab, żółty -> zolty), Russian
 * ё (ёлка -> елка) and the Latin letters of names and brands (Müller, Beyoncé). One table, so the
 * browser, the server's JavaScript and SQL (`foldSql`) fold the same way; searching folds both
 * the text and the query, so `dab` finds `dąb` and `dąb` finds `dab`.
 *
 * Not NFD-and-strip: that would also turn Russian й into и, a different letter.
 */
// Pairs, so a mark can never slip out of line with its plain letter.
const PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['ą', 'a'],
  ['ć', 'c'],
  ['ę', 'e'],
  ['ł', 'l'],
  ['ń', 'n'],
  ['ó', 'o'],
  ['ś', 's'],
  ['ź', 'z'],
  ['ż', 'z'],
  ['ё', 'е'],
  ['ä', 'a'],
  ['ö', 'o'],
  ['ü', 'u'],
  ['é', 'e'],
  ['è', 'e'],
  ['ê', 'e'],
  ['ë', 'e'],
  ['à', 'a'],
  ['â', 'a'],
  ['á', 'a'],
  ['í', 'i'],
  ['ì', 'i'],
  ['î', 'i'],
  ['ï', 'i'],
  ['ú', 'u'],
  ['ù', 'u'],
  ['û', 'u'],
  ['ç', 'c'],
  ['ñ', 'n'],
];
const MARKED = PAIRS.map(([marked]) => marked).join('');
const PLAIN = PAIRS.map(([, plain]) => plain).join('');

const FOLDS = new Map([...MARKED].map((c, i) => [c, PLAIN[i]!]));
/**
 * SQL's table also lists the capitals: `lower()` keeps non-ASCII capitals on a database made
 * with the plain C locale (PostgreSQL's default when none is given), so `Ł` must fold by itself.
 */
const SQL_FROM = MARKED + MARKED.toUpperCase();
const SQL_TO = PLAIN + PLAIN;
const ANY_MARKED = new RegExp(`[${MARKED}]`, 'u');

/** Lower case, marks folded: the form search keys and queries are compared in. */
export function foldText(text: string): string {
  const lower = text.toLowerCase();
  if (!ANY_MARKED.test(lower)) return lower;
  let out = '';
  for (const c of lower) out += FOLDS.get(c) ?? c;
  return out;
}

/**
 * The same fold as an SQL expression over `expression` (a column or parameter), for indexes and
 * queries: `translate(lower(x), MARKED + CAPITALS, PLAIN + PLAIN)`. Upper-case letters are
 * lowered first, as `foldText` does; both are immutable, so the expression can be indexed.
 */
export function foldSql(expression: string): string {
  return `translate(lower(${expression}), '${SQL_FROM}', '${SQL_TO}')`;
}

export const FOLD_FROM = SQL_FROM;
export const FOLD_TO = SQL_TO;
