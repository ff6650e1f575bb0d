import { asc, eq } from 'drizzle-orm';
import type { AdminOrder } from '#contracts/admin/orders';
import { computeTotals } from '#domain/checkout/totals';
import { toDecimal } from '#domain/money';
import { orderLines, orders, paymentEvents, payments } from '#server/db/schema/index';
import type { Executor } from '#server/db/types';
import { vatRateOf } from '#domain/checkout/totals';

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

/** An order line in the back office: price paid, and its VAT as stored at placement. */
export const adminLine = (l: LineRow) => ({
  product_id: l.productId,
  title: l.title,
  count: l.count,
  price: toDecimal(l.unitPriceMinor),
  subtotal: toDecimal(l.unitPriceMinor * l.count),
  vat_rate: l.vatRate,
  net: toDecimal(l.netMinor),
  vat: toDecimal(l.vatMinor),
  withdrawal_exempt: l.withdrawalExempt,
});

/**
 * The sale's side of the back office's order detail: delivery, payment with its events,
 * invoice data, VAT by rate (the same totals function as the order itself) and the terms.
 */
export async function saleDetail(
  executor: Executor,
  order: OrderRow,
  lines: LineRow[],
): Promise<
  Pick<
    AdminOrder,
    | 'surname'
    | 'delivery'
    | 'discount'
    | 'payment'
    | 'payment_detail'
    | 'invoice'
    | 'vat'
    | 'terms_version'
  >
> {
  const [payment] = await executor.select().from(payments).where(eq(payments.orderId, order.id));
  const events = payment
    ? await executor
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.paymentId, payment.id))
        .orderBy(asc(paymentEvents.createdAt), asc(paymentEvents.id))
    : [];
  const totals = computeTotals({
    lines: lines.map((l) => ({
      id: l.id,
      count: l.count,
      unitPriceMinor: l.unitPriceMinor,
      vatRate: vatRateOf(l.vatRate),
    })),
    discount: { amountMinor: order.discountMinor },
    delivery: { priceMinor: order.deliveryMinor, freeFromMinor: null },
  });
  return {
    surname: order.surname,
    delivery: order.deliveryMethod
      ? {
          method: order.deliveryMethod,
          kind: order.deliveryKind,
          address: order.deliveryAddress,
          point: order.deliveryPoint,
          price: toDecimal(order.deliveryMinor),
        }
      : null,
    discount: toDecimal(order.discountMinor),
    payment: payment ? { method: payment.method, status: payment.status } : null,
    payment_detail: payment
      ? {
          method: payment.method,
          status: payment.status,
          amount: toDecimal(payment.amountMinor),
          currency: payment.currency,
          events: events.map((e) => ({
            type: e.type,
            outcome: e.outcome,
            created_at: e.createdAt.toISOString(),
          })),
        }
      : null,
    invoice: order.invoice,
    vat: totals.vat.map((g) => ({
      rate: g.rate,
      net: toDecimal(g.netMinor),
      vat: toDecimal(g.vatMinor),
    })),
    terms_version: order.termsVersion,
  };
}
