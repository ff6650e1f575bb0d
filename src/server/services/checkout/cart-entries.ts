import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { CartEntry } from '#domain/cart/cart-math';
import type { Locale } from '#domain/locale';
import { anyId } from '#server/db/operators';
import { cartLines, carts, products, productTranslations } from '#server/db/schema/index';
import type { Executor } from '#server/db/types';
import { productTextIn } from '../catalog/product-query';

/** The cart a checkout works on: the body's (guests), else the shopper's server cart. */
export async function cartEntries(
  executor: Executor,
  cart: readonly CartEntry[] | undefined,
  userId: string | null,
  { lock = false } = {},
): Promise<{ entries: CartEntry[]; serverCartId: number | null }> {
  if (cart) return { entries: [...cart], serverCartId: null };
  if (!userId) return { entries: [], serverCartId: null };
  const query = executor.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  // Locked while placing: a concurrent cart write or second placement waits for this one.
  const [found] = lock ? await query.for('update') : await query;
  if (!found) return { entries: [], serverCartId: null };
  const entries = await executor
    .select({ id: cartLines.productId, count: cartLines.count })
    .from(cartLines)
    .where(eq(cartLines.cartId, found.id))
    .orderBy(asc(cartLines.addedSeq));
  return { entries, serverCartId: found.id };
}

export const quoteProduct = z.object({
  id: z.number(),
  title: z.string(),
  published: z.boolean(),
  stock: z.number(),
  unitPriceMinor: z.number(),
  vatRate: z.number(),
  fitsLocker: z.boolean(),
});
export type QuoteProduct = z.infer<typeof quoteProduct>;

/** The products of a cart with the server's prices (no lock: a quote sells nothing). */
export async function quoteProducts(
  executor: Executor,
  locale: Locale,
  entries: readonly CartEntry[],
): Promise<Map<number, QuoteProduct>> {
  if (entries.length === 0) return new Map();
  const found = await executor
    .select({
      id: products.id,
      title: productTranslations.title,
      published: products.published,
      stock: products.stock,
      unitPriceMinor: products.priceEffectiveMinor,
      vatRate: products.vatRate,
      fitsLocker: products.fitsLocker,
    })
    .from(products)
    .innerJoin(productTranslations, productTextIn(locale))
    .where(
      anyId(
        products.id,
        entries.map((e) => e.id),
      ),
    );
  return new Map(found.map((p) => [p.id, p]));
}
