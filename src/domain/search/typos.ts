/**
 * How many typos a query word may carry (docs/decisions/070-search-that-forgives.md), as the
 * engines shoppers know do it (Typesense, Meilisearch): none below 4 letters, one from 4, two
 * from 8. Counted on folded words (fold.ts), so a missing mark is never a typo.
 */
export function typosAllowed(length: number): 0 | 1 | 2 {
  if (length >= 8) return 2;
  if (length >= 4) return 1;
  return 0;
}

/**
 * The optimal-string-alignment distance of `a` and `b` (Damerau–Levenshtein in which no part is
 * edited twice): insertions, deletions, substitutions and swaps of two neighbours count one each,
 * so "sfoa" is one typo from "sofa". Above `max` it answers `max + 1` without finishing: search
 * compares a query word with every word of a locale's titles.
 */
export function typoDistance(a: string, b: string, max: number): number {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > max) return max + 1;
  // Three rows of the matrix: the one before last (for swaps), the last and the current.
  let before = new Array<number>(y.length + 1).fill(0);
  let last = Array.from({ length: y.length + 1 }, (_, j) => j);
  let row = new Array<number>(y.length + 1).fill(0);
  for (let i = 1; i <= x.length; i++) {
    row[0] = i;
    let smallest = row[0];
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let d = Math.min(last[j]! + 1, row[j - 1]! + 1, last[j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        d = Math.min(d, before[j - 2]! + 1);
      row[j] = d;
      if (d < smallest) smallest = d;
    }
    if (smallest > max) return max + 1;
    [before, last, row] = [last, row, before];
  }
  return Math.min(last[y.length]!, max + 1);
}
