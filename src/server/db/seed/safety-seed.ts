import { sql } from 'drizzle-orm';
import { manufacturers, shopSettings } from '../schema/index';
import type { Executor } from '../types';
import {
  DEMO_IMPORTED_MAKER,
  DEMO_RESPONSIBLE_PERSON,
  DEMO_SHOP_MANUFACTURER,
  IMPORTED_TABLE_LAMPS,
} from './safety-data';

/**
 * The demo shop's safety data (decision 053): the shop as the default manufacturer, and a few
 * table lamps imported from outside the EU with their EU responsible person. GTINs and lamps'
 * warnings come with the products (product-generator.ts), written as they are inserted.
 */
export async function seedSafety(tx: Executor): Promise<void> {
  const [shop, maker, importer] = await tx
    .insert(manufacturers)
    .values([DEMO_SHOP_MANUFACTURER, DEMO_IMPORTED_MAKER, DEMO_RESPONSIBLE_PERSON])
    .returning({ id: manufacturers.id });
  await tx
    .insert(shopSettings)
    .values({ key: 'default_manufacturer_id', value: shop!.id })
    .onConflictDoUpdate({ target: shopSettings.key, set: { value: shop!.id } });
  await tx.execute(
    sql`update products set manufacturer_id = ${maker!.id}, responsible_person_id = ${importer!.id}
        where id in (select id from products where split_part(sku, '-', 2) = 'TBL' and published
                     order by id limit ${IMPORTED_TABLE_LAMPS})`,
  );
}
