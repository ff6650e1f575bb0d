import { COLOUR } from './attribute-data';
import { COLOUR_FAMILIES } from './product-generator';
import { productGroupMembers, productGroups } from '../schema/index';
import type { Db } from '../types';

/** The swatch of each demo colour (the drawings of services/media/demo-images.ts use the same). */
const SWATCH: Record<string, string> = {
  white: '#f2eee6',
  black: '#2e2e30',
  grey: '#8c9096',
  'light-grey': '#c8ccd1',
  beige: '#d9c4a3',
  'dark-blue': '#24406a',
  'olive-green': '#7b8451',
  terracotta: '#c2643f',
  'mustard-yellow': '#d5a62e',
  natural: '#c9a27a',
};

/**
 * Links the demo shop's colour families in product groups (docs/rules.md#product-groups), with
 * the colour's name as each label and its colour as the swatch. A family with fewer than two
 * products in a small shop (`--products 100`) is left out. Group ids are the families' order.
 */
export async function seedColourGroups(db: Db, productCount: number): Promise<number> {
  const groups: (typeof productGroups.$inferInsert)[] = [];
  const members: (typeof productGroupMembers.$inferInsert)[] = [];
  COLOUR_FAMILIES.forEach((family, index) => {
    const present = family.filter((m) => m.id <= productCount);
    if (present.length < 2) return;
    const groupId = index + 1;
    groups.push({ id: groupId, axis: 'color' });
    present.forEach((m, position) => {
      const value = COLOUR.values.find((v) => v.slug === m.colour);
      if (!value) throw new Error(`Seed: no colour ${m.colour}`);
      members.push({
        groupId,
        productId: m.id,
        position,
        label: { ...value.label },
        swatch: SWATCH[m.colour] ?? null,
      });
    });
  });
  if (groups.length === 0) return 0;
  // A handful of rows: the query builder's insert is enough.
  await db.insert(productGroups).values(groups);
  await db.insert(productGroupMembers).values(members);
  return groups.length;
}
