import type { Locale } from '#domain/locale';
import { foldText } from '#domain/search/fold';
import { typoDistance, typosAllowed } from '#domain/search/typos';
import { loadPolishDictionary } from './polish-forms';

const WORDS = /[\p{L}\p{N}]+/gu;

/**
 * How many of a query's words a short title (a category's name) has, by the rules of product
 * search (docs/decisions/070-search-that-forgives.md): folded, as a word form (Polish, by the
 * dictionary), one or two typos away, or as the start of a word still being typed. Words of one
 * or two letters ("do", "i") count only when they are the whole query. Read from the category tree
 * in memory, so it needs no vocabulary.
 */
export async function titleMatcher(
  locale: Locale,
  query: string,
): Promise<(title: string) => number> {
  const all = foldText(query).match(WORDS) ?? [];
  const words = all.length > 1 ? all.filter((w) => [...w].length >= 3) : all;
  const polish = locale === 'pl' ? await loadPolishDictionary() : null;
  const formsOf = new Map<string, string[]>();
  const forms = (word: string) => {
    let found = formsOf.get(word);
    if (!found) {
      found = [foldText(word)];
      if (polish)
        for (const lemma of polish.lemmasOf(word))
          for (const form of polish.formsOf(lemma)) found.push(foldText(form));
      formsOf.set(word, found);
    }
    return found;
  };
  const has = (titleWord: string, w: string) => {
    const its = forms(titleWord);
    if (its[0]!.startsWith(w) || its.includes(w)) return true;
    const allowed = typosAllowed([...w].length);
    return allowed > 0 && its.some((f) => typoDistance(w, f, allowed) <= allowed);
  };
  return (title) => {
    const titleWords = title.toLocaleLowerCase(locale).match(WORDS) ?? [];
    return words.filter((w) => titleWords.some((t) => has(t, w))).length;
  };
}
