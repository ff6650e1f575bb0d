import { eq } from 'drizzle-orm';
import {
  orderLines,
  orders,
  payments,
  refunds,
  returnLines,
  returns,
  type OrderStatus,
  type PaymentStatusColumn,
} from '#server/db/schema/index';
import type { Db } from '#server/db/types';

/** A line as sold: price, the line's promo share and its VAT rate. */
export interface SoldLineSpec {
  productId: number;
  count: number;
  unitPriceMinor: number;
  discountMinor?: number;
  vatRate?: number;
  title?: string;
}

export interface SoldOrder {
  id: number;
  publicId: string;
  number: number;
  email: string;
  lineIds: number[];
}

/**
 * An order as the checkout leaves it (lines with their promo shares, delivery, one payment in
 * the state asked for), written straight to the database: what a withdrawal or complaint is
 * made against. `online` payments get a PaymentIntent id any Stripe stand-in refunds.
 */
export async function createSoldOrder(
  db: Db,
  o: {
    lines: SoldLineSpec[];
    method: 'online' | 'transfer' | 'cod';
    paymentStatus: PaymentStatusColumn;
    status?: OrderStatus;
    deliveryMinor?: number;
    email?: string;
    locale?: 'pl' | 'en' | 'ru';
    deliveredAt?: Date | null;
    createdAt?: Date;
    /** Who took an `online` payment (default `stripe`). */
    provider?: string;
  },
): Promise<SoldOrder> {
  const discount = o.lines.reduce((s, l) => s + (l.discountMinor ?? 0), 0);
  const items = o.lines.reduce((s, l) => s + l.count * l.unitPriceMinor, 0);
  const total = items - discount + (o.deliveryMinor ?? 0);
  const email = o.email ?? `buyer-${Math.random().toString(36).slice(2)}@example.com`;
  const status = o.status ?? 'delivered';
  const createdAt = o.createdAt ?? new Date(Date.now() - 10 * 86_400_000);
  const [row] = await db
    .insert(orders)
    .values({
      kind: 'cart',
      name: 'Anna',
      surname: 'Nowak',
      phone: '+48600100200',
      email,
      address: null,
      totalMinor: total,
      locale: o.locale ?? 'pl',
      status,
      deliveryMethod: 'courier',
      deliveryKind: 'courier',
      deliveryMinor: o.deliveryMinor ?? 0,
      discountMinor: discount,
      deliveredAt:
        o.deliveredAt === undefined
          ? status === 'delivered'
            ? new Date(Date.now() - 5 * 86_400_000)
            : null
          : o.deliveredAt,
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: orders.id, publicId: orders.publicId, number: orders.number });
  const lines = await db
    .insert(orderLines)
    .values(
      o.lines.map((l) => ({
        orderId: row!.id,
        productId: l.productId,
        title: l.title ?? `Product ${l.productId}`,
        count: l.count,
        unitPriceMinor: l.unitPriceMinor,
        discountMinor: l.discountMinor ?? 0,
        vatRate: l.vatRate ?? 23,
      })),
    )
    .returning({ id: orderLines.id });
  await db.insert(payments).values({
    orderId: row!.id,
    method: o.method,
    status: o.paymentStatus,
    provider: o.method === 'online' ? (o.provider ?? 'stripe') : o.method,
    providerSessionId: o.method === 'online' ? `cs_test_${row!.id}_${Date.now()}` : null,
    providerPaymentId: o.method === 'online' ? `pi_test_${row!.id}_${Date.now()}` : null,
    amountMinor: total,
  });
  return { ...row!, email, lineIds: lines.map((l) => l.id) };
}

/**
 * A withdrawal or complaint as the shopper's forms leave it (their API is another branch's):
 * received at `receivedAt`, due 14 days later unless told.
 */
export async function createReturn(
  db: Db,
  r: {
    orderId: number;
    kind: 'withdrawal' | 'complaint';
    lines: Array<{ orderLineId: number; count: number }>;
    status?: (typeof returns.$inferInsert)['status'];
    receivedAt?: Date;
    dueBy?: Date;
    bankAccount?: string | null;
    locale?: 'pl' | 'en' | 'ru';
    description?: string;
  },
): Promise<number> {
  const receivedAt = r.receivedAt ?? new Date();
  const [row] = await db
    .insert(returns)
    .values({
      kind: r.kind,
      orderId: r.orderId,
      status: r.status ?? 'received',
      locale: r.locale ?? 'pl',
      bankAccount: r.bankAccount ?? null,
      description: r.kind === 'complaint' ? (r.description ?? 'The lamp flickers.') : null,
      demand: r.kind === 'complaint' ? 'repair' : null,
      receivedAt,
      dueBy: r.dueBy ?? new Date(receivedAt.getTime() + 14 * 86_400_000),
      createdAt: receivedAt,
    })
    .returning({ id: returns.id });
  await db.insert(returnLines).values(r.lines.map((l) => ({ returnId: row!.id, ...l })));
  return row!.id;
}

/** Refunds of an order, oldest first (what the tests check after each call). */
export const refundsOf = (db: Db, orderId: number) =>
  db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(refunds.id);
