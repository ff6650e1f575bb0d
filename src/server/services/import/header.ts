import {
  CSV_ATTRIBUTE_PREFIX,
  CSV_BASE_COLUMNS,
  type CsvBaseColumn,
} from '#contracts/admin/import';
import type { ErrorList } from './errors';
import type { AttributeRef, CatalogRefs } from './refs';

export type Column =
  | { kind: 'base'; name: CsvBaseColumn }
  | { kind: 'attribute'; name: string; attribute: AttributeRef };

/** The file's columns by position, and the position of each column it has. */
export interface Header {
  columns: Column[];
  has(name: CsvBaseColumn): boolean;
  /** Attribute columns present: the attributes the file manages. */
  attributes: { position: number; column: string; attribute: AttributeRef }[];
}

const BASE = new Set<string>(CSV_BASE_COLUMNS);

/** The export's header: the base columns, then one column per attribute in the shop's order. */
export function exportColumns(refs: CatalogRefs): string[] {
  return [...CSV_BASE_COLUMNS, ...refs.attributes.map((a) => CSV_ATTRIBUTE_PREFIX + a.key)];
}

/**
 * Reads the header row. Names are matched without regard to case or surrounding spaces. A
 * column the shop does not know is refused rather than ignored: a typo (`titel_pl`) would
 * otherwise import silently without the data the person meant to change. Returns null (with
 * row-1 errors) when the header is unusable.
 */
export function readHeader(cells: string[], refs: CatalogRefs, errors: ErrorList): Header | null {
  const columns: Column[] = [];
  const seen = new Set<string>();
  let ok = true;
  // Spreadsheets sometimes save empty columns after the last one: they are not columns.
  let width = cells.length;
  while (width > 0 && cells[width - 1]!.trim() === '') width -= 1;
  cells.slice(0, width).forEach((cell, index) => {
    const name = cell.trim().toLowerCase();
    if (name === '') {
      errors.add(1, null, `Column ${index + 1} has no name`);
      ok = false;
      return;
    }
    if (seen.has(name)) {
      errors.add(1, name, 'This column appears twice');
      ok = false;
      return;
    }
    seen.add(name);
    if (BASE.has(name)) {
      columns.push({ kind: 'base', name: name as CsvBaseColumn });
      return;
    }
    const attribute = name.startsWith(CSV_ATTRIBUTE_PREFIX)
      ? refs.attributeByKey.get(name.slice(CSV_ATTRIBUTE_PREFIX.length))
      : undefined;
    if (attribute) {
      columns.push({ kind: 'attribute', name, attribute });
      return;
    }
    errors.add(1, name, unknownColumnMessage(name, refs));
    ok = false;
  });
  if (!seen.has('sku')) {
    errors.add(1, 'sku', 'The header has no `sku` column: every row is matched by its SKU');
    ok = false;
  }
  if (!ok) return null;
  const present = new Set(columns.map((c) => c.name));
  return {
    columns,
    has: (name) => present.has(name),
    attributes: columns.flatMap((c, position) =>
      c.kind === 'attribute' ? [{ position, column: c.name, attribute: c.attribute }] : [],
    ),
  };
}

function unknownColumnMessage(name: string, refs: CatalogRefs): string {
  if (name.startsWith(CSV_ATTRIBUTE_PREFIX)) {
    const keys = refs.attributes.map((a) => CSV_ATTRIBUTE_PREFIX + a.key).join(', ');
    return `Unknown attribute column; the shop's attributes are: ${keys || 'none'}`;
  }
  return `Unknown column; the columns are ${CSV_BASE_COLUMNS.join(', ')} and ${CSV_ATTRIBUTE_PREFIX}<attribute>`;
}
