import { asc, eq, inArray } from 'drizzle-orm';
import {
  cartLines,
  carts,
  addresses,
  requests,
  orderLines,
  orders,
  payments,
  reviews,
  stockAlerts,
  users,
  wishlistItems,
} from '#server/db/schema/index';
import type { Db } from '#server/db/types';

/**
 * Everything the shop keeps about one account, as one JSON document (GDPR art. 15 and 20): the
 * profile, saved addresses, orders with their lines and payments, reviews, the wish list, the server cart,
 * customization requests and back-in-stock subscriptions. Read in one transaction, so the parts
 * agree with each other. Null when the account does not exist.
 */
export async function exportAccount(db: Db, userId: string) {
  return db.transaction(async (tx) => {
    const [profile] = await tx
      .select({
        email: users.email,
        name: users.name,
        surname: users.surname,
        phone: users.phone,
        phone_verified_at: users.phoneVerifiedAt,
        locale: users.locale,
        created_at: users.createdAt,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!profile) return null;
    const orderRows = await tx
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(asc(orders.createdAt));
    const ids = orderRows.map((o) => o.id);
    const [lines, paid] = ids.length
      ? await Promise.all([
          tx
            .select()
            .from(orderLines)
            .where(inArray(orderLines.orderId, ids))
            .orderBy(asc(orderLines.id)),
          tx.select().from(payments).where(inArray(payments.orderId, ids)),
        ])
      : [[], []];
    return {
      exported_at: new Date().toISOString(),
      profile,
      orders: orderRows.map((o) => ({
        order_id: o.publicId,
        created_at: o.createdAt,
        status: o.status,
        name: o.name,
        surname: o.surname,
        email: o.email,
        phone: o.phone,
        address: o.address,
        delivery: {
          method: o.deliveryMethod,
          kind: o.deliveryKind,
          address: o.deliveryAddress,
          point: o.deliveryPoint,
          price: o.deliveryMinor,
        },
        invoice: o.invoice,
        comment: o.comment,
        promo_code: o.promoCode,
        discount: o.discountMinor,
        total: o.totalMinor,
        terms_version: o.termsVersion,
        lines: lines
          .filter((l) => l.orderId === o.id)
          .map((l) => ({
            product_id: l.productId,
            title: l.title,
            count: l.count,
            price: l.unitPriceMinor,
            vat_rate: l.vatRate,
          })),
        payment:
          paid
            .filter((p) => p.orderId === o.id)
            .map((p) => ({ method: p.method, status: p.status, amount: p.amountMinor }))[0] ?? null,
      })),
      addresses: await tx
        .select({
          label: addresses.label,
          street: addresses.street,
          postal_code: addresses.postalCode,
          city: addresses.city,
          country: addresses.country,
        })
        .from(addresses)
        .where(eq(addresses.userId, userId)),
      reviews: await tx
        .select({
          product_id: reviews.productId,
          rating: reviews.rating,
          title: reviews.title,
          body: reviews.body,
          status: reviews.status,
          created_at: reviews.createdAt,
        })
        .from(reviews)
        .where(eq(reviews.userId, userId)),
      wishlist: await tx
        .select({ product_id: wishlistItems.productId, added_at: wishlistItems.createdAt })
        .from(wishlistItems)
        .where(eq(wishlistItems.userId, userId)),
      cart: await tx
        .select({ product_id: cartLines.productId, count: cartLines.count })
        .from(cartLines)
        .innerJoin(carts, eq(carts.id, cartLines.cartId))
        .where(eq(carts.userId, userId)),
      requests: await tx
        .select({
          product_id: requests.productId,
          name: requests.name,
          email: requests.email,
          phone: requests.phone,
          message: requests.message,
          status: requests.status,
          created_at: requests.createdAt,
        })
        .from(requests)
        .where(eq(requests.userId, userId)),
      stock_alerts: await tx
        .select({
          product_id: stockAlerts.productId,
          email: stockAlerts.email,
          locale: stockAlerts.locale,
          created_at: stockAlerts.createdAt,
        })
        .from(stockAlerts)
        .where(eq(stockAlerts.userId, userId)),
    };
  });
}

export type AccountExport = NonNullable<Awaited<ReturnType<typeof exportAccount>>>;
