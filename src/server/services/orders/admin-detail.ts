import { asc, eq } from 'drizzle-orm';
import type { AdminOrder } from '#contracts/admin/orders';
import { computeTotals } from '#domain/checkout/totals';
import { toDecimal } from '#domain/money';
import { orderLines, orders, paymentEvents, payments } from '#server/db/schema/index';
import type { Executor } from '#server/db/types';
import { vatRateOf } from '#domain/checkout/totals';
import type { RefundVatGroup } from '#domain/returns/refund-vat';
import type { OrderRefunds } from './order-refunds';

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
          point_address: order.deliveryPointAddress,
          price: toDecimal(order.deliveryMinor),
        }
      : null,
    discount: toDecimal(order.discountMinor),
    payment: payment
      ? { method: payment.method, status: payment.status, provider: payment.provider }
      : null,
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

const vatRows = (groups: readonly RefundVatGroup[]) =>
  groups.map((g) => ({ rate: g.rate, gross: toDecimal(g.grossMinor), vat: toDecimal(g.vatMinor) }));

/** The after-sale side of the detail: returns, refunds and the VAT they correct. */
export const refundDetail = (
  r: OrderRefunds,
): Pick<AdminOrder, 'returns' | 'refunds' | 'refunded_total' | 'refunded_vat'> => ({
  returns: r.returns.map((x) => ({
    id: x.id,
    kind: x.kind,
    status: x.status,
    received_at: x.receivedAt?.toISOString() ?? null,
    due_by: x.dueBy?.toISOString() ?? null,
  })),
  refunds: r.refunds.map((x) => ({
    id: x.id,
    return_id: x.returnId,
    amount: toDecimal(x.amountMinor),
    method: x.method,
    status: x.status,
    created_at: x.createdAt.toISOString(),
    vat: vatRows(x.vat),
  })),
  refunded_total: toDecimal(r.refundedMinor),
  refunded_vat: vatRows(r.vat),
});
