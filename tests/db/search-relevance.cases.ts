import type { Locale } from '#domain/locale';

/**
 * What shoppers type, and the demo shop's products each query must bring first
 * (docs/decisions/070-search-that-forgives.md). `finds`: the titles of the products the query
 * names; they must fill its first results (as many as there are, up to `RELEVANT_FIRST`).
 * `finds: null`: a query that must match nothing. `kind` says what the case is about.
 */
export interface RelevanceCase {
  locale: Locale;
  query: string;
  finds: RegExp | null;
  kind: 'as typed' | 'folded' | 'swap' | 'typo' | 'form' | 'words' | 'no match';
}

const c = (
  locale: Locale,
  kind: RelevanceCase['kind'],
  query: string,
  finds: RegExp | null,
): RelevanceCase => ({ locale, query, finds, kind });

export const RELEVANCE_CASES: readonly RelevanceCase[] = [
  // Polish
  c('pl', 'as typed', 'lampa', /^Lampa /),
  c('pl', 'folded', 'dab', /, dąb, /),
  c('pl', 'folded', 'krzeslo', /^Krzesło/),
  c('pl', 'folded', 'swiecznik', /^Świecznik /),
  c('pl', 'folded', 'recznik', /^Ręcznik /),
  c('pl', 'folded', 'lezak', /^Leżak /),
  c('pl', 'folded', 'filizanka', /^Filiżanka /),
  c('pl', 'folded', 'welna', /, wełna, /),
  c('pl', 'folded', 'bezowy', /, beżowy$/),
  c('pl', 'folded', 'krzesl', /^Krzesło/),
  c('pl', 'swap', 'sfoa', /^Sofa /),
  c('pl', 'swap', 'lmapa', /^Lampa /),
  c('pl', 'swap', 'kinkeit', /^Kinkiet /),
  c('pl', 'swap', 'garenk', /^Garnek /),
  c('pl', 'swap', 'pdouszka', /^Poduszka /),
  c('pl', 'swap', 'komdoa', /^Komoda /),
  // A desk and a desk organiser both have the word in their titles: both are what it names.
  c('pl', 'swap', 'biukro', /^(Biurko|Organizer na biurko) /),
  c('pl', 'typo', 'chlebek', /^Chlebak /),
  c('pl', 'typo', 'patleina', /^Patelnia /),
  c('pl', 'form', 'lampy', /^Lampa /),
  c('pl', 'form', 'lampę', /^Lampa /),
  c('pl', 'form', 'lampą', /^Lampa /),
  c('pl', 'form', 'sofę', /^Sofa /),
  c('pl', 'form', 'krzesła', /^Krzesło/),
  c('pl', 'form', 'stoły', /^Stół /),
  c('pl', 'form', 'fotele', /^Fotel /),
  c('pl', 'form', 'dywany', /^Dywan /),
  c('pl', 'form', 'poduszki', /^Poduszka /),
  c('pl', 'form', 'garnki', /^Garnek /),
  c('pl', 'form', 'kubki', /^Kubek /),
  c('pl', 'form', 'świeczniki', /^Świecznik /),
  c('pl', 'form', 'lustra', /^Lustro /),
  c('pl', 'form', 'regały', /^Regał /),
  c('pl', 'form', 'patelnię', /^Patelnia /),
  c('pl', 'form', 'talerze', /^Talerz /),
  c('pl', 'form', 'leżaki', /^Leżak /),
  c('pl', 'form', 'krzesla', /^Krzesło/),
  c('pl', 'form', 'lampe', /^Lampa /),
  c('pl', 'words', 'lampy wiszące', /^Lampa wisząca /),
  c('pl', 'words', 'lampy wiszace', /^Lampa wisząca /),
  c('pl', 'words', 'stoły do jadalni', /^Stół do jadalni /),
  c('pl', 'words', 'krzesła ogrodowe', /^Krzesło ogrodowe /),
  c('pl', 'words', 'lampy podlogowe', /^Lampa podłogowa /),
  c('pl', 'words', 'komplet pościeli', /^Komplet pościeli /),
  c('pl', 'words', 'sofa welna', /^Sofa .*, wełna, /),
  c('pl', 'words', 'lampa stołowa dąb', /^Lampa stołowa .*, dąb, /),
  c('pl', 'no match', 'rower', null),
  c('pl', 'no match', 'telewizor', null),
  c('pl', 'no match', 'lampa rower', null),
  c('pl', 'no match', 'pralka', null),
  c('pl', 'no match', 'zegar', null),
  // English
  c('en', 'as typed', 'sofa', /\bSofa\b/),
  c('en', 'form', 'lamps', /\bLamp\b/),
  c('en', 'form', 'chairs', /\bChair\b/),
  c('en', 'form', 'mirrors', /\bMirror\b/),
  c('en', 'form', 'vases', /\bVase\b/),
  c('en', 'form', 'towels', /\bTowel\b/),
  c('en', 'form', 'lanterns', /\bLantern\b/),
  c('en', 'swap', 'armchiar', /\bArmchair\b/),
  c('en', 'swap', 'cushoin', /\bCushion\b/),
  c('en', 'swap', 'bookcaes', /\bBookcase\b/),
  c('en', 'typo', 'sidebord', /\bSideboard\b/),
  c('en', 'words', 'pendant lamps', /\bPendant Lamp\b/),
  c('en', 'words', 'garden chairs', /\bGarden Chair\b/),
  c('en', 'words', 'oak desk', /\bDesk\b.* oak$/),
  c('en', 'words', 'frying pans', /\bFrying Pan\b/),
  c('en', 'no match', 'bicycle', null),
  c('en', 'no match', 'laptop', null),
  // Russian
  c('ru', 'as typed', 'диван', /^Диван /),
  c('ru', 'form', 'диваны', /^Диван /),
  c('ru', 'form', 'светильники', /светильник/i),
  c('ru', 'form', 'тарелки', /^Тарелка /),
  c('ru', 'form', 'кружки', /^Кружка /),
  c('ru', 'form', 'чашки', /^Чашка /),
  c('ru', 'form', 'торшеры', /^Торшер /),
  c('ru', 'form', 'подушки', /подушка/i),
  c('ru', 'folded', 'ковер', /^Ковёр /),
  c('ru', 'folded', 'черный', /, чёрный$/),
  c('ru', 'folded', 'лен', /, лён, /),
  c('ru', 'swap', 'дивна', /^Диван /),
  c('ru', 'swap', 'светлиьник', /светильник/i),
  c('ru', 'swap', 'комдо', /^Комод /),
  c('ru', 'words', 'подвесные светильники', /^Подвесной светильник /),
  c('ru', 'words', 'садовый стул', /^Садовый стул /),
  c('ru', 'words', 'ковер шерсть', /^Ковёр .*, шерсть, /),
  c('ru', 'no match', 'велосипед', null),
  c('ru', 'no match', 'телевизор', null),
];
