import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ProductSafety, SafetyParty } from '#contracts/catalog';
import type { Locale } from '#domain/locale';
import { formatPostalAddress } from '#domain/product-safety/address';
import { rows } from '#server/db/rows';
import { productDocuments } from '#server/db/schema/index';
import type { Executor } from '#server/db/types';

const party = z
  .object({
    name: z.string(),
    street: z.string(),
    postal_code: z.string(),
    city: z.string(),
    country: z.string(),
    email: z.string(),
    url: z.string().nullable(),
  })
  .nullable();

const safetyRow = z.object({
  gtin: z.string().nullable(),
  information: z.string().nullable(),
  manufacturer: party,
  responsible_person: party,
});

function toParty(p: z.infer<typeof party>, locale: Locale): SafetyParty | null {
  if (!p) return null;
  return { name: p.name, address: formatPostalAddress(p, locale), email: p.email, url: p.url };
}

const partyJson = (alias: string) =>
  sql.raw(`case when ${alias}.id is null then null else json_build_object('name', ${alias}.name,
    'street', ${alias}.street, 'postal_code', ${alias}.postal_code, 'city', ${alias}.city,
    'country', ${alias}.country, 'email', ${alias}.email, 'url', ${alias}.url) end`);

/**
 * A product's safety data for its page and `get-product-data` (GPSR art. 19; decision 053): one
 * statement; the shop's default manufacturer stands in for a product without its own. Its safety
 * documents (PDF) are listed oldest first.
 */
export async function loadProductSafety(
  executor: Executor,
  locale: Locale,
  productId: number,
): Promise<ProductSafety> {
  const documents = executor
    .select({
      title: productDocuments.title,
      url: productDocuments.url,
      size: productDocuments.size,
    })
    .from(productDocuments)
    .where(eq(productDocuments.productId, productId))
    .orderBy(asc(productDocuments.id));
  const [row] = await rows(
    executor,
    sql`select p.gtin, p.safety ->> ${locale} as information,
          ${partyJson('m')} as manufacturer, ${partyJson('r')} as responsible_person
        from products p
        left join manufacturers m on m.id = coalesce(p.manufacturer_id,
          (select (s.value #>> '{}')::int from shop_settings s
            where s.key = 'default_manufacturer_id' and jsonb_typeof(s.value) = 'number'))
        left join manufacturers r on r.id = p.responsible_person_id
        where p.id = ${productId}`,
    safetyRow,
  );
  return {
    manufacturer: toParty(row?.manufacturer ?? null, locale),
    responsible_person: toParty(row?.responsible_person ?? null, locale),
    gtin: row?.gtin ?? null,
    information: row?.information ?? '',
    documents: await documents,
  };
}
