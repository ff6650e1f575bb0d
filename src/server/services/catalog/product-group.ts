import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ProductGroup } from '#contracts/catalog';
import type { Locale } from '#domain/locale';
import { GROUP_AXES } from '#domain/product-groups/group-rules';
import { rows } from '#server/db/rows';
import type { Db } from '#server/db/types';

const optionRow = z.object({
  id: z.number(),
  axis: z.enum(GROUP_AXES),
  label: z.string().nullable(),
  swatch: z.string().nullable(),
  slug: z.string(),
  stock: z.number(),
});

/**
 * The choice a product page offers (docs/rules.md#product-groups): the published members of the
 * product's group in strip order, labelled in `locale`, each a link to its own page; null when
 * the product is in no group or is the only published member left. One statement.
 */
export async function loadProductGroup(
  db: Db,
  locale: Locale,
  productId: number,
): Promise<ProductGroup | null> {
  const found = await rows(
    db,
    sql`select s.product_id as id, g.axis, s.label ->> ${locale} as label, s.swatch, t.slug, sp.stock
        from product_group_members m
        join product_groups g on g.id = m.group_id
        join product_group_members s on s.group_id = m.group_id
        join products sp on sp.id = s.product_id and sp.published
        join product_translations t on t.product_id = sp.id and t.locale = ${locale}
        where m.product_id = ${productId}
        order by s.position, s.product_id`,
    optionRow,
  );
  if (found.length < 2 || !found.some((o) => o.id === productId)) return null;
  return {
    axis: found[0]!.axis,
    options: found.map((o) => ({
      id: o.id,
      label: o.label ?? '',
      swatch: o.swatch,
      url: `/${locale}/product/${o.slug}`,
      available: o.stock > 0,
      current: o.id === productId,
    })),
  };
}
