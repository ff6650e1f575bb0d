import { asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Order, cartOrderRequest, quickOrderRequest } from '#contracts/orders';
import { conflict, notFound } from '#domain/errors';
import type { Locale } from '#domain/locale';
import { toDecimal } from '#domain/money';
import { cartLines, carts, orderLines, orders } from '#server/db/schema/index';
import type { Db, Executor } from '#server/db/types';
import type { OutboxService } from '../messaging/outbox-service';
import { insertOrderRows, priceLines } from './order-rows';
import { resolveLocale } from '#server/services/shared/user-locale';
import { orderMails, type OrderMailData } from './order-mail';
import { historyOf } from './shopper-history';
import { takeStock, type SoldLine } from './stock';

export type CartOrderInput = z.output<typeof cartOrderRequest>;
export type QuickOrderInput = z.output<typeof quickOrderRequest>;

/** How many orders the account page lists (the newest). */
export const ORDERS_LISTED = 50;

export interface OrdersDeps {
  db: Db;
  outbox: OutboxService;
  /** Where the shop's notice of each order goes (SHOP_EMAIL). */
  shopEmail: string;
  /** A product just sold out: cached pages that show it as available must go. */
  onSoldOut: () => void;
}

/** An order as placed: what its e-mail shows, less what the transaction works out. */
type NewOrder = Omit<OrderMailData, 'publicId' | 'number' | 'totalMinor' | 'lines'> & {
  userId: string | null;
};

/**
 * Orders, paid on delivery. Stock is taken, the order written at the server's prices and both
 * e-mails queued in ONE transaction: an acknowledged order always has its stock and its e-mails,
 * and a refused one leaves no trace. Mail delivery starts after the commit.
 */
export function createCustomerOrders({ db, outbox, shopEmail, onSoldOut }: OrdersDeps) {
  async function place(tx: Executor, order: NewOrder, lines: SoldLine[]): Promise<string> {
    const priced = priceLines(lines);
    const { publicId, number } = await insertOrderRows(tx, order, priced, {
      method: 'cod',
      provider: 'cod',
    });
    const mail: OrderMailData = {
      ...order,
      publicId,
      number,
      totalMinor: priced.totals.totalMinor,
      lines,
    };
    if (order.email) await outbox.stageEmail(tx, order.email, orderMails.orderConfirmation(mail));
    await outbox.stageEmail(tx, shopEmail, orderMails.orderNotice(mail));
    return publicId;
  }

  function committed(soldOut: boolean) {
    if (soldOut) onSoldOut();
  }

  return {
    /**
     * `cart/order`: the user's whole server cart, which is emptied by the same transaction.
     * 409 `cart_empty` for an empty cart (also the second of two clicks on "order"), 409
     * `cart_unavailable` when a line is unpublished or short of stock: nothing is taken then.
     */
    async orderCart(
      userId: string,
      input: CartOrderInput,
      locale?: Locale,
    ): Promise<{ order_id: string }> {
      const lang = await resolveLocale(db, locale, userId);
      const { orderId, soldOut } = await db.transaction(async (tx) => {
        // The cart's lock: a concurrent cart write or second order waits for this one.
        const [cart] = await tx
          .select({ id: carts.id })
          .from(carts)
          .where(eq(carts.userId, userId))
          .for('update');
        const entries = cart
          ? await tx
              .select({ id: cartLines.productId, count: cartLines.count })
              .from(cartLines)
              .where(eq(cartLines.cartId, cart.id))
              .orderBy(cartLines.addedSeq)
          : [];
        if (!cart || entries.length === 0) throw conflict('cart_empty', 'The cart is empty');
        const stock = await takeStock(tx, lang, entries);
        if (!stock.ok) {
          throw conflict(
            'cart_unavailable',
            'Some products in the cart are no longer available: check the cart',
          );
        }
        const orderId = await place(
          tx,
          {
            userId,
            kind: 'cart',
            name: input.name,
            phone: input.phone,
            email: input.email,
            address: input.address,
            comment: input.comment ?? null,
            locale: lang,
          },
          stock.lines,
        );
        await tx.delete(cartLines).where(eq(cartLines.cartId, cart.id));
        return { orderId, soldOut: stock.soldOut };
      });
      committed(soldOut);
      return { order_id: orderId };
    },

    /**
     * `products/order/{id}` (guests too): one product. 404 `product_not_found` for an unknown or
     * unpublished product, 409 `out_of_stock` when fewer are left than asked.
     */
    async quickOrder(
      productId: number,
      input: QuickOrderInput,
      who: { userId: string | null; locale?: Locale | undefined },
    ): Promise<{ order_id: string }> {
      const lang = await resolveLocale(db, who.locale, who.userId);
      const { orderId, soldOut } = await db.transaction(async (tx) => {
        const stock = await takeStock(tx, lang, [{ id: productId, count: input.count }]);
        if (!stock.ok) {
          if (stock.missing.length) throw notFound('product_not_found', 'No such product');
          throw conflict('out_of_stock', 'Not enough of this product in stock');
        }
        const orderId = await place(
          tx,
          {
            userId: who.userId,
            kind: 'quick',
            name: input.name,
            phone: input.phone,
            email: input.email ?? null,
            address: null,
            comment: input.comment ?? null,
            locale: lang,
          },
          stock.lines,
        );
        return { orderId, soldOut: stock.soldOut };
      });
      committed(soldOut);
      return { order_id: orderId };
    },

    /** `GET orders`: the user's latest orders, newest first, with their lines as sold. */
    async listForUser(userId: string): Promise<Order[]> {
      const found = await db.query.orders.findMany({
        columns: {
          id: true,
          publicId: true,
          number: true,
          kind: true,
          status: true,
          createdAt: true,
          totalMinor: true,
          carrier: true,
          trackingNumber: true,
        },
        where: eq(orders.userId, userId),
        orderBy: [desc(orders.createdAt), desc(orders.id)],
        limit: ORDERS_LISTED,
        with: {
          lines: {
            columns: { productId: true, title: true, count: true, unitPriceMinor: true },
            orderBy: [asc(orderLines.id)],
          },
        },
      });
      if (found.length === 0) {
        // No orders, or no such user: a deleted account's token is refused as everywhere.
        await resolveLocale(db, undefined, userId);
      }
      const history = await historyOf(
        db,
        found.map((o) => o.id),
      );
      return found.map((o) => ({
        order_id: o.publicId,
        number: o.number,
        kind: o.kind,
        status: o.status,
        carrier: o.carrier,
        tracking_number: o.trackingNumber,
        history: history.get(o.id) ?? [],
        created_at: o.createdAt.toISOString(),
        total: toDecimal(o.totalMinor),
        lines: o.lines.map((l) => ({
          id: l.productId,
          title: l.title,
          count: l.count,
          price: toDecimal(l.unitPriceMinor),
        })),
      }));
    },
  };
}

export type CustomerOrders = ReturnType<typeof createCustomerOrders>;
