/**
 * Slugs for the three shop locales: Polish folded to ASCII (`lampy-wiszące` -> `lampy-wiszace`),
 * Russian transliterated to Latin (`светильники` -> `svetilniki`), so addresses stay readable
 * and copy-paste safe everywhere.
 */
const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/** Letters that NFD does not split into base + accent. */
const SPECIAL: Record<string, string> = { ł: 'l', ø: 'o', æ: 'ae', ß: 'ss', đ: 'd', œ: 'oe' };

export function slugify(text: string): string {
  const lower = text.toLowerCase();
  let out = '';
  for (const ch of lower) out += CYRILLIC[ch] ?? SPECIAL[ch] ?? ch;
  return out
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .split('-')
    .filter((word) => word !== 'or') // `-or-` joins filter values in addresses; keep it out of slugs
    .join('-');
}

/** Hands out unique slugs per locale: the second "oak-chair" becomes "oak-chair-2". */
export class SlugRegistry {
  private readonly used = new Set<string>();
  /** Next suffix to try per base, so 100k similar titles do not rescan from 2 each time. */
  private readonly nextSuffix = new Map<string, number>();

  take(text: string, fallback: string): string {
    const base = slugify(text) || fallback;
    let slug = base;
    let n = this.nextSuffix.get(base) ?? 2;
    while (this.used.has(slug)) {
      slug = `${base}-${n}`;
      n += 1;
    }
    this.nextSuffix.set(base, n);
    this.used.add(slug);
    return slug;
  }
}
