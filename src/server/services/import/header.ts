import {
  CSV_ATTRIBUTE_PREFIX,
  CSV_BASE_COLUMNS,
  CSV_GROUP_COLUMNS,
  type CsvBaseColumn,
  type CsvGroupColumn,
} from '#contracts/admin/import';
import type { ErrorList } from './errors';
import type { AttributeRef, CatalogRefs } from './refs';

export type Column =
  | { kind: 'base'; name: CsvBaseColumn }
  | { kind: 'attribute'; name: string; attribute: AttributeRef }
  | { kind: 'group'; name: CsvGroupColumn };

/** The file's columns by position, and the position of each column it has. */
export interface Header {
  columns: Column[];
  has(name: CsvBaseColumn | CsvGroupColumn): boolean;
  /** Attribute columns present: the attributes the file manages. */
  attributes: { position: number; column: string; attribute: AttributeRef }[];
}

const BASE = new Set<string>(CSV_BASE_COLUMNS);
const GROUP = new Set<string>(CSV_GROUP_COLUMNS);

/**
 * The export's header: the base columns, one column per attribute in the shop's order, then the
 * product group's columns.
 */
export function exportColumns(refs: CatalogRefs): string[] {
  return [
    ...CSV_BASE_COLUMNS,
    ...refs.attributes.map((a) => CSV_ATTRIBUTE_PREFIX + a.key),
    ...CSV_GROUP_COLUMNS,
  ];
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
    if (GROUP.has(name)) {
      columns.push({ kind: 'group', name: name as CsvGroupColumn });
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
  // A product joins a group with its axis and its label in every language (docs/rules.md#product-groups).
  const groupColumns = CSV_GROUP_COLUMNS.filter((c) => seen.has(c));
  if (groupColumns.length > 0) {
    for (const needed of CSV_GROUP_COLUMNS.slice(0, 5)) {
      if (!seen.has(needed)) {
        errors.add(
          1,
          needed,
          `The group columns go together: ${CSV_GROUP_COLUMNS.slice(0, 5).join(', ')} (swatch is optional)`,
        );
        ok = false;
      }
    }
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
  return `Unknown column; the columns are ${CSV_BASE_COLUMNS.join(', ')}, ${CSV_ATTRIBUTE_PREFIX}<attribute> and ${CSV_GROUP_COLUMNS.join(', ')}`;
}
