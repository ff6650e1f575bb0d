import {
  orderLines,
  orders,
  payments,
  type OrderStatus,
  type PaymentStatusColumn,
} from '#server/db/schema/index';
import type { Db } from '#server/db/types';

/**
 * An order written straight to the database at a chosen time and status, its total the sum of
 * its lines (as the shop computes it): the dashboard's figures are checked against these.
 */
export async function createOrder(
  db: Db,
  o: {
    createdAt: Date;
    status?: OrderStatus;
    /** The customer: 'Anna Nowak' as one first-name field unless told. */
    name?: string;
    surname?: string | null;
    /** Cash on delivery unless told (`pending` for an unpaid transfer). */
    paymentStatus?: PaymentStatusColumn;
    lines: Array<{ productId: number; count: number; unitPriceMinor: number; title?: string }>;
  },
): Promise<number> {
  const total = o.lines.reduce((sum, l) => sum + l.count * l.unitPriceMinor, 0);
  const [row] = await db
    .insert(orders)
    .values({
      kind: 'cart',
      name: o.name ?? 'Anna Nowak',
      surname: o.surname ?? null,
      phone: '+48600100200',
      email: 'anna@example.com',
      address: 'Długa 1, Gdańsk',
      totalMinor: total,
      locale: 'pl',
      status: o.status ?? 'new',
      createdAt: o.createdAt,
      updatedAt: o.createdAt,
    })
    .returning({ id: orders.id });
  await db.insert(orderLines).values(
    o.lines.map((l) => ({
      orderId: row!.id,
      productId: l.productId,
      title: l.title ?? `Product ${l.productId}`,
      count: l.count,
      unitPriceMinor: l.unitPriceMinor,
    })),
  );
  const paymentStatus = o.paymentStatus ?? 'on_delivery';
  await db.insert(payments).values({
    orderId: row!.id,
    method: paymentStatus === 'on_delivery' ? 'cod' : 'transfer',
    status: paymentStatus,
    provider: paymentStatus === 'on_delivery' ? 'cod' : 'transfer',
    amountMinor: total,
  });
  return row!.id;
}
