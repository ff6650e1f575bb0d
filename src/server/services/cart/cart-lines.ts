import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { CartLine, CartResponse } from '#contracts/cart';
import { MAX_LINE_COUNT, cartTotal, type CartEntry } from '#domain/cart/cart-math';
import type { Locale } from '#domain/locale';
import { toDecimal } from '#domain/money';
import { rows } from '#server/db/rows';
import type { Executor } from '#server/db/types';
import { productColumns, productJoins, productRow, toProduct } from '../catalog/product-query';

/**
 * Lines as `(id, count, ord)` rows from a list of entries, in the list's order. The ids and
 * counts are validated integers, so PostgreSQL array literals are safe to build from them (one
 * parameter each, however long the list).
 */
export function entriesSource(entries: readonly CartEntry[]): SQL {
  const ids = `{${entries.map((e) => e.id).join(',')}}`;
  const counts = `{${entries.map((e) => e.count).join(',')}}`;
  return sql`select x.id, x.count, x.ord
    from unnest(${ids}::int[], ${counts}::int[]) with ordinality as x(id, count, ord)`;
}

/** The server cart of a user as `(id, count, ord)` rows, in the order lines were added. */
export function userCartSource(userId: string): SQL {
  return sql`select l.product_id as id, l.count, l.added_seq as ord
    from cart_lines l join carts c on c.id = l.cart_id where c.user_id = ${userId}`;
}

const lineRow = productRow.extend({ published: z.boolean(), count: z.number() });
type LineRow = z.infer<typeof lineRow>;

/**
 * A cart as shown: each line with the server's current prices, texts in `locale`, and `empty`
 * when it cannot be bought now (unpublished, or fewer in stock than the line's count). A line
 * whose product no longer exists at all has nothing to show and is left out.
 *
 * `totalPrice` is the sum of (sale price, else price) x count over ALL lines, empty ones
 * included: the same rule as the guest cart (docs/rules.md#cart, domain cartTotal), so a shopper
 * sees the same total before and after logging in. Ordering is refused while a line is empty,
 * so the total of an order never includes an unavailable line.
 */
export async function loadCart(db: Executor, locale: Locale, source: SQL): Promise<CartResponse> {
  const found = await rows(
    db,
    sql`with lines as (${source})
        select ${productColumns}, p.published, lines.count
        ${productJoins(locale)} join lines on lines.id = p.id
        order by lines.ord`,
    lineRow,
  );
  const totalMinor = cartTotal(
    found.map((r) => ({
      price: r.price_minor,
      price_sale: r.price_effective_minor < r.price_minor ? r.price_effective_minor : null,
      count: r.count,
    })),
  );
  return { products: found.map((r) => toLine(r, locale)), totalPrice: toDecimal(totalMinor) };
}

function toLine(row: LineRow, locale: Locale): CartLine {
  const product = toProduct(row, locale);
  return {
    id: product.id,
    count: row.count,
    price: product.price,
    price_sale: product.price_sale,
    price_lowest_30d: product.price_lowest_30d ?? null,
    title: product.title,
    category: product.category,
    image: product.image,
    url: product.url,
    empty: !row.published || row.stock < row.count,
  };
}

const checkRow = z.object({
  id: z.number(),
  count: z.number(),
  stock: z.number().nullable(),
  published: z.boolean(),
});

/**
 * Availability of listed products for the guest cart and the cart page: `empty` as in a cart
 * line; unknown and unpublished ids are empty with nothing available. `available_count` is
 * capped at what one line may hold (99): it is all a cart needs, and the exact stock of a
 * well-stocked product is the shop's business.
 */
export async function checkEntries(db: Executor, entries: readonly CartEntry[]) {
  if (entries.length === 0) return [];
  const found = await rows(
    db,
    sql`with lines as (${entriesSource(entries)})
        select lines.id, lines.count, p.stock, coalesce(p.published, false) as published
        from lines left join products p on p.id = lines.id
        order by lines.ord`,
    checkRow,
  );
  return found.map((r) => {
    const available = r.published ? Math.min(r.stock ?? 0, MAX_LINE_COUNT) : 0;
    return {
      id: r.id,
      empty: !r.published || (r.stock ?? 0) < r.count,
      available_count: available,
    };
  });
}
