import { MAX_SAFETY_TEXT } from '#contracts/admin/product-safety';
import { LOCALES, type Locale } from '#domain/locale';
import { isValidGtin } from '#domain/product-safety/gtin';
import { publishBlockers } from '#domain/product-safety/publish-rules';
import type { ErrorList } from './errors';
import type { CatalogRefs } from './refs';

/**
 * The CSV's product-safety columns (docs/back-office/csv.md; docs/rules.md#product-safety):
 * `manufacturer` by name (empty: the shop's default), `gtin` (empty: none) and `safety_<locale>`
 * (Markdown, kept as written), and the publish rule as the product editor applies it.
 */

// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

type SafetyColumn = 'manufacturer' | 'gtin' | 'safety_pl' | 'safety_en' | 'safety_ru';

export function readSafetyCell(
  column: SafetyColumn,
  raw: string,
  input: {
    manufacturerId?: number | null;
    gtin?: string | null;
    safety: Partial<Record<Locale, string>>;
  },
  refs: CatalogRefs,
  fail: (column: string, message: string) => void,
): void {
  if (column === 'manufacturer') {
    const name = raw.trim();
    if (name === '') {
      input.manufacturerId = null;
      return;
    }
    const found = refs.manufacturerByName.get(name.toLowerCase());
    if (found) input.manufacturerId = found.id;
    else
      fail(
        column,
        `No manufacturer is named "${name.slice(0, 80)}"; add it under Manufacturers first (or leave the cell empty for the shop's default)`,
      );
    return;
  }
  if (column === 'gtin') {
    const gtin = raw.replace(/\s+/g, '');
    if (gtin === '') input.gtin = null;
    else if (!isValidGtin(gtin))
      fail(
        column,
        'A GTIN is 8, 12, 13 or 14 digits with a valid check digit (or empty); a spreadsheet may have turned it into a number like 5.90123E+12: format the column as text',
      );
    else input.gtin = gtin;
    return;
  }
  const locale = column.slice('safety_'.length) as Locale;
  if (raw.length > MAX_SAFETY_TEXT)
    fail(column, `Safety information is at most ${MAX_SAFETY_TEXT} characters`);
  else if (CONTROL.test(raw)) fail(column, 'Safety information may not hold control characters');
  else input.safety[locale] = raw;
}

/** The row's texts over the stored ones (a locale without its column keeps its text). */
export function mergeSafety(
  given: Partial<Record<Locale, string>>,
  stored: Record<Locale, string>,
): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((l) => [l, given[l] ?? stored[l]])) as Record<
    Locale,
    string
  >;
}

/** False (with the row's error) when the product may not be published with these parties. */
export function publishable(
  ctx: { refs: CatalogRefs; errors: ErrorList },
  row: number,
  manufacturerId: number | null,
  responsiblePersonId: number | null,
): boolean {
  const party = (id: number | null) => {
    const found = id === null ? undefined : ctx.refs.manufacturerById.get(id);
    return found ? { country: found.country } : null;
  };
  const blockers = publishBlockers({
    manufacturer: party(manufacturerId ?? ctx.refs.defaultManufacturerId),
    responsiblePerson: party(responsiblePersonId),
  });
  if (blockers.manufacturer_id)
    ctx.errors.add(
      row,
      'manufacturer',
      'A published product needs a manufacturer: name one, set the shop’s default in Settings, or import the product unpublished',
    );
  else if (blockers.responsible_person_id)
    ctx.errors.add(
      row,
      'manufacturer',
      'This manufacturer is outside the EU: the product needs a responsible person in the EU (set it in the product editor), or import it unpublished',
    );
  return Object.keys(blockers).length === 0;
}
