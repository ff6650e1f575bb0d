import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Locale } from '#domain/locale';
import { foldText } from '#domain/search/fold';
import { typoDistance, typosAllowed } from '#domain/search/typos';
import { rows } from '#server/db/rows';
import { TEXT_SEARCH_CONFIG } from '#server/db/schema/products';
import type { Db } from '#server/db/types';
import { loadPolishDictionary, type PolishDictionary } from './polish-forms';

/**
 * The words of a locale's titles (`search_words`), held in the process with what a query word is
 * compared with (docs/decisions/070-search-that-forgives.md): the word folded (fold.ts), its
 * word forms folded (Polish: the Hunspell dictionary's; English and Russian: the text-search
 * stem PostgreSQL gives it), and the title lexeme a search looks it up by (`word:A`). A query
 * word then stands for the title words it is, folded, a form of, or one or two typos from.
 *
 * The words only grow (those of deleted titles stay, 008), so their count says when to read them
 * again; every search reads it in the statement it already runs.
 */

/** How a title word relates to a query word, best first; its closeness is the rank's share. */
export const CLOSENESS = {
  exact: 1,
  folded: 0.95,
  form: 0.8,
  typo1: 0.6,
  formTypo1: 0.55,
  typo2: 0.45,
  formTypo2: 0.4,
} as const;

export interface Spelling {
  /** The title word. */
  word: string;
  /** Its title lexeme as a tsquery writes it (`'lampa':A`). */
  lexeme: string;
  sim: number;
}

interface Entry {
  word: string;
  lexeme: string;
  folded: string;
  /** Folded forms (Polish) or the folded stem (English, Russian), the word's own included. */
  forms: readonly string[];
}

interface Vocabulary {
  count: number;
  entries: Entry[];
  /** Folded form or stem -> the entries that have it. */
  byForm: Map<string, Entry[]>;
}

const wordRow = z.object({ word: z.string(), lexeme: z.string(), stem: z.string() });

/** The stem of a tsquery's one lexeme (`'lamp'` -> lamp); '' for none or several. */
export function stemOf(tsquery: string): string {
  const m = /^'((?:[^']|'')*)'(?::A)?$/.exec(tsquery);
  return m ? m[1]!.replace(/''/g, "'") : '';
}

async function load(db: Db, locale: Locale, count: number): Promise<Vocabulary> {
  const cfg = sql.raw(`'${TEXT_SEARCH_CONFIG[locale]}'`);
  const found = await rows(
    db,
    sql`select word, to_tsquery(${cfg}, quote_literal(word) || ':A')::text as lexeme,
          to_tsquery(${cfg}, quote_literal(word))::text as stem
        from search_words where locale = ${sql.raw(`'${locale}'`)} order by word`,
    wordRow,
  );
  const polish: PolishDictionary | null = locale === 'pl' ? await loadPolishDictionary() : null;
  const byForm = new Map<string, Entry[]>();
  const entries = found
    .filter((r) => r.lexeme !== '')
    .map((r) => {
      const folded = foldText(r.word);
      const forms = new Set([folded]);
      if (polish) {
        for (const lemma of polish.lemmasOf(r.word))
          for (const form of polish.formsOf(lemma)) forms.add(foldText(form));
      } else {
        const stem = foldText(stemOf(r.stem));
        if (stem) forms.add(stem);
      }
      const entry = { word: r.word, lexeme: r.lexeme, folded, forms: [...forms] };
      for (const form of entry.forms) {
        const list = byForm.get(form);
        if (list) list.push(entry);
        else byForm.set(form, [entry]);
      }
      return entry;
    });
  return { count, entries, byForm };
}

const held = new WeakMap<Db, Map<Locale, Promise<Vocabulary>>>();

/** The locale's vocabulary, read again when `search_words` holds `count` words and it does not. */
async function vocabularyOf(db: Db, locale: Locale, count: number): Promise<Vocabulary> {
  let perLocale = held.get(db);
  if (!perLocale) held.set(db, (perLocale = new Map()));
  const current = perLocale.get(locale);
  if (current && (await current).count === count) return current;
  const next = load(db, locale, count);
  perLocale.set(locale, next);
  next.catch(() => perLocale.delete(locale));
  return next;
}

/**
 * The title words one query word may stand for, closest first, at most `max`. `stems`: the
 * query word's own text-search stems (as typed and folded; English and Russian), for forms.
 */
export async function spellingsOf(
  db: Db,
  locale: Locale,
  count: number,
  queryWord: string,
  stems: readonly string[],
  max: number,
): Promise<Spelling[]> {
  const vocabulary = await vocabularyOf(db, locale, count);
  const lower = queryWord.toLocaleLowerCase(locale);
  const folded = foldText(lower);
  const best = new Map<Entry, number>();
  const offer = (entry: Entry, sim: number) => {
    if (sim > (best.get(entry) ?? 0)) best.set(entry, sim);
  };
  for (const entry of vocabulary.byForm.get(folded) ?? [])
    offer(
      entry,
      entry.word === lower
        ? CLOSENESS.exact
        : entry.folded === folded
          ? CLOSENESS.folded
          : CLOSENESS.form,
    );
  for (const stem of stems) {
    const key = foldText(stem);
    if (key) for (const entry of vocabulary.byForm.get(key) ?? []) offer(entry, CLOSENESS.form);
  }
  const allowed = typosAllowed([...folded].length);
  if (allowed > 0) {
    for (const entry of vocabulary.entries) {
      if (best.has(entry)) continue;
      const own = typoDistance(folded, entry.folded, allowed);
      if (own <= allowed) {
        offer(entry, own === 1 ? CLOSENESS.typo1 : CLOSENESS.typo2);
        continue;
      }
      // A typo in another form of the word ("lmapy" for "lampy", a form of "lampa").
      let nearest = allowed + 1;
      for (const form of entry.forms)
        if (form !== entry.folded) nearest = Math.min(nearest, typoDistance(folded, form, allowed));
      if (nearest <= allowed)
        offer(entry, nearest === 1 ? CLOSENESS.formTypo1 : CLOSENESS.formTypo2);
    }
  }
  return [...best]
    .map(([entry, sim]) => ({ word: entry.word, lexeme: entry.lexeme, sim }))
    .sort((a, b) => b.sim - a.sim || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0))
    .slice(0, max);
}

/** Starts reading the Polish dictionary, so the first Polish search does not wait for it. */
export function warmSearchWords(): void {
  void loadPolishDictionary().catch(() => {});
}
