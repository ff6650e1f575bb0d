import { parseFilterPath, PATH_VALUE_SEPARATOR } from '#domain/filters/filter-address';
import { isFilterValue, PRICE_KEY, type Filters } from '#domain/filters/filter-set';

/**
 * A preset's filters as the editor shows them: one filter a line, `key=value,value`, and
 * `price=min-max`. Read with the shop's own filter-address rules (src/domain/filters), so a
 * preset can only hold filters that make a valid shop address.
 */
export function formatFilterLines(filters: Readonly<Record<string, readonly string[]>>): string {
  return Object.entries(filters)
    .map(([key, values]) =>
      key === PRICE_KEY ? `${key}=${values.join('-')}` : `${key}=${values.join(',')}`,
    )
    .join('\n');
}

export type FilterLinesResult =
  | { ok: true; filters: Filters }
  | { ok: false; /** 1-based numbers of the lines that are not a valid filter. */ lines: number[] };

export function parseFilterLines(text: string): FilterLinesResult {
  const segments: string[] = [];
  const bad: number[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (!line) return;
    const equals = line.indexOf('=');
    const key = line.slice(0, equals).trim();
    const values = line
      .slice(equals + 1)
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
    // Each value on its own: `black-or-white` is one bad value here, not two good ones.
    const valuesOk = key === PRICE_KEY || values.every(isFilterValue);
    const segment =
      equals > 0 && values.length > 0 && valuesOk
        ? `${key}=${values.join(PATH_VALUE_SEPARATOR)}`
        : '';
    if (!segment || !parseFilterPath([segment])) bad.push(i + 1);
    else segments.push(segment);
  });
  if (bad.length > 0) return { ok: false, lines: bad };
  const filters = parseFilterPath(segments);
  // Only a second price can make the whole set invalid once every line is: blame the last one.
  if (!filters) return { ok: false, lines: [text.split(/\r?\n/).length] };
  return { ok: true, filters };
}

/** The API's shape of filters: the price as one `min-max` value (docs/back-office/catalog.md). */
export function toWireFilters(filters: Filters): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(filters).map(([key, values]) => [
      key,
      key === PRICE_KEY ? [values.join('-')] : [...values],
    ]),
  );
}
