/**
 * The rows of a compare table: one per attribute key found on any compared product, in the
 * order keys first appear, each with one value per product (null where a product lacks it).
 */
export interface CompareAttribute {
  key: string;
  name: string;
  value: string;
}

export interface CompareRow {
  key: string;
  /** The attribute's name as the first product that has it names it. */
  name: string;
  /** One per product, in the products' order; null: the product has no such attribute. */
  values: Array<string | null>;
  /** Every product shows the same thing here (a missing value counts as a value). */
  same: boolean;
}

export function compareRows(
  products: ReadonlyArray<{ attributes: CompareAttribute[] }>,
): CompareRow[] {
  const names = new Map<string, string>();
  // Per product, key -> values: an attribute with several values may come as several entries.
  const perProduct = products.map((p) => {
    const values = new Map<string, string[]>();
    for (const a of p.attributes) {
      if (!names.has(a.key)) names.set(a.key, a.name);
      const value = a.value.trim();
      if (value) values.set(a.key, [...(values.get(a.key) ?? []), value]);
      else if (!values.has(a.key)) values.set(a.key, []);
    }
    return values;
  });
  return [...names].map(([key, name]) => {
    const values = perProduct.map((m) => {
      const found = m.get(key);
      return found && found.length > 0 ? found.join(', ') : null;
    });
    const first = values[0] ?? null;
    return { key, name, values, same: values.every((v) => sameValue(v, first)) };
  });
}

/** Case and spacing do not make a difference a shopper would care about. */
function sameValue(a: string | null, b: string | null): boolean {
  if (a === null || b === null) return a === b;
  return a.replace(/\s+/g, ' ').toLocaleLowerCase() === b.replace(/\s+/g, ' ').toLocaleLowerCase();
}

/** The "differences only" view: the rows where at least two products differ. */
export function differingRows(rows: CompareRow[]): CompareRow[] {
  return rows.filter((row) => !row.same);
}
