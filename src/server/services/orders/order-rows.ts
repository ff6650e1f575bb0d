import { computeTotals, vatRateOf, type Totals } from '#domain/checkout/totals';
import { conflict } from '#domain/errors';
import { initialPaymentStatus, type PaymentMethod } from '#domain/payments/payment-state';
import { orderLines, orders, orderStatusHistory, payments } from '#server/db/schema/index';
import type { Executor } from '#server/db/types';
import type { SoldLine } from './stock';

const MAX_TOTAL_MINOR = 2 ** 31 - 1; // orders.total_minor is an integer column

export type OrderValues = Omit<
  typeof orders.$inferInsert,
  'id' | 'totalMinor' | 'deliveryMinor' | 'discountMinor'
>;

export interface PricedOrder {
  lines: readonly SoldLine[];
  totals: Totals;
}

/** The lines as sold, priced by the one totals function. */
export function priceLines(
  lines: readonly SoldLine[],
  extra: Omit<Parameters<typeof computeTotals>[0], 'lines'> = {},
): PricedOrder {
  const totals = computeTotals({
    ...extra,
    lines: lines.map((l) => ({
      id: l.id,
      count: l.count,
      unitPriceMinor: l.unitPriceMinor,
      vatRate: vatRateOf(l.vatRate),
    })),
  });
  return { lines, totals };
}

/**
 * Writes an order, its lines with their VAT, the first line of its history and its payment,
 * in the caller's transaction. Every way an order is placed (checkout, cart order, quick order)
 * goes through here, so every order reads the same way in the back office.
 */
export async function insertOrderRows(
  tx: Executor,
  values: OrderValues,
  { lines, totals }: PricedOrder,
  payment: { method: PaymentMethod; provider: string; expiresAt?: Date | null },
): Promise<{ id: number; publicId: string; number: number; paymentId: number }> {
  if (totals.totalMinor > MAX_TOTAL_MINOR) throw conflict('order_too_large', 'Order too large');
  const [row] = await tx
    .insert(orders)
    .values({
      ...values,
      totalMinor: totals.totalMinor,
      deliveryMinor: totals.deliveryMinor,
      discountMinor: totals.discountMinor,
    })
    .returning({ id: orders.id, publicId: orders.publicId, number: orders.number });
  const { id, publicId, number } = row!;
  // The history starts with the order itself (no staff member: the shopper placed it).
  await tx.insert(orderStatusHistory).values({ orderId: id, toStatus: 'new' });
  await tx.insert(orderLines).values(
    lines.map((l, i) => {
      const t = totals.lines[i]!;
      return {
        orderId: id,
        productId: l.id,
        title: l.title,
        count: l.count,
        unitPriceMinor: l.unitPriceMinor,
        vatRate: t.vatRate,
        discountMinor: t.discountMinor,
        netMinor: t.netMinor,
        vatMinor: t.vatMinor,
        withdrawalExempt: l.madeToOrder,
      };
    }),
  );
  const [paid] = await tx
    .insert(payments)
    .values({
      orderId: id,
      method: payment.method,
      status: initialPaymentStatus(payment.method),
      provider: payment.provider,
      amountMinor: totals.totalMinor,
      currency: 'PLN',
      expiresAt: payment.expiresAt ?? null,
    })
    .returning({ id: payments.id });
  return { id, publicId, number, paymentId: paid!.id };
}
