/**
 * Polish word forms from the Polish Hunspell dictionary (SJP.pl's, as Debian's `hunspell-pl`
 * ships it; the npm package `dictionary-pl`): a word's dictionary entries (its lemmas: "lampy",
 * "lampę", "lampą" -> "lampa") and every form an entry's affix rules make of it
 * (docs/decisions/070-search-that-forgives.md). No rules of our own: the dictionary's
 * suffix rules (and its one prefix, "nie-") are applied as Hunspell applies them.
 *
 * Loaded once per process on the first Polish search (~0.4 s, ~60 MB); nothing else needs it.
 */

interface Affix {
  flag: string;
  strip: string;
  add: string;
  /** The condition on the end (suffix) or start (prefix) of the lemma. */
  condition: RegExp;
}

export interface PolishDictionary {
  /** The dictionary entries `word` is a form of (itself included when it is one). */
  lemmasOf(word: string): string[];
  /** Every form the entry `lemma` makes with its suffix rules, itself first. */
  formsOf(lemma: string): string[];
}

/** Parses the affix file's `SFX`/`PFX` rules: a header line per flag, then one line per rule. */
function parseAffixes(aff: string): { suffixes: Affix[]; prefixes: Affix[] } {
  const suffixes: Affix[] = [];
  const prefixes: Affix[] = [];
  for (const line of aff.split('\n')) {
    const parts = line.trim().split(/\s+/);
    if ((parts[0] !== 'SFX' && parts[0] !== 'PFX') || parts.length < 5) continue;
    const [kind, flag, strip, add, condition] = parts as [string, string, string, string, string];
    const affix = {
      flag,
      strip: strip === '0' ? '' : strip,
      add: (add === '0' ? '' : add).split('/')[0]!,
      condition:
        kind === 'SFX'
          ? new RegExp(`${condition === '.' ? '' : condition}$`, 'u')
          : new RegExp(`^${condition === '.' ? '' : condition}`, 'u'),
    };
    (kind === 'SFX' ? suffixes : prefixes).push(affix);
  }
  return { suffixes, prefixes };
}

/** Builds the dictionary from Hunspell's two files (UTF-8, one-letter flags, as `pl_PL` has). */
export function polishDictionary(aff: string, dic: string): PolishDictionary {
  const { suffixes, prefixes } = parseAffixes(aff);
  const entries = new Map<string, string>();
  const lines = dic.split('\n');
  // The first line is the entry count; an entry is `word` or `word/FLAGS`.
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (!line) continue;
    const slash = line.indexOf('/');
    const word = slash < 0 ? line : line.slice(0, slash);
    const flags = slash < 0 ? '' : line.slice(slash + 1);
    const had = entries.get(word);
    entries.set(word, had === undefined ? flags : had + flags);
  }
  const byEnding = new Map<string, Affix[]>();
  const byFlag = new Map<string, Affix[]>();
  let longest = 0;
  const push = (map: Map<string, Affix[]>, key: string, affix: Affix) => {
    const list = map.get(key);
    if (list) list.push(affix);
    else map.set(key, [affix]);
  };
  for (const s of suffixes) {
    push(byEnding, s.add, s);
    push(byFlag, s.flag, s);
    longest = Math.max(longest, s.add.length);
  }

  /** Lemmas of `word` by suffix rules alone; `needs`: a flag the lemma must also carry. */
  const bySuffix = (word: string, needs: string | null, found: Set<string>) => {
    const own = entries.get(word);
    if (own !== undefined && (needs === null || own.includes(needs))) found.add(word);
    const letters = [...word];
    // From no ending at all: some rules only strip ("jadalnia" -> "jadalni").
    for (let n = 0; n <= Math.min(longest, letters.length - 1); n++) {
      const ending = letters.slice(letters.length - n).join('');
      const rules = byEnding.get(ending);
      if (!rules) continue;
      const stem = letters.slice(0, letters.length - n).join('');
      for (const rule of rules) {
        const lemma = stem + rule.strip;
        const flags = entries.get(lemma);
        if (flags === undefined || !flags.includes(rule.flag)) continue;
        if (needs !== null && !flags.includes(needs)) continue;
        if (rule.condition.test(lemma)) found.add(lemma);
      }
    }
  };

  return {
    lemmasOf(word) {
      const found = new Set<string>();
      bySuffix(word, null, found);
      // "nie-" and a suffix together, as the dictionary's cross-product rules allow.
      for (const p of prefixes) {
        if (!p.add || !word.startsWith(p.add)) continue;
        const rest = p.strip + word.slice(p.add.length);
        if (p.condition.test(rest)) bySuffix(rest, p.flag, found);
      }
      return [...found];
    },
    formsOf(lemma) {
      const flags = entries.get(lemma);
      if (flags === undefined) return [lemma];
      const forms = new Set([lemma]);
      for (const flag of flags) {
        for (const rule of byFlag.get(flag) ?? []) {
          if (!lemma.endsWith(rule.strip) || !rule.condition.test(lemma)) continue;
          forms.add(lemma.slice(0, lemma.length - rule.strip.length) + rule.add);
        }
      }
      return [...forms];
    },
  };
}

let loading: Promise<PolishDictionary> | undefined;

/** The process's one Polish dictionary, read from the `dictionary-pl` package on first use. */
export function loadPolishDictionary(): Promise<PolishDictionary> {
  loading ??= import('dictionary-pl').then(({ default: files }) =>
    polishDictionary(
      Buffer.from(files.aff).toString('utf8'),
      Buffer.from(files.dic).toString('utf8'),
    ),
  );
  return loading;
}
