import { refundAmount } from '#domain/returns/refund-amount';
import type { orders } from '#server/db/schema/index';
import type { Executor } from '#server/db/types';
import { deliveryOptions, lineStates } from './order-access';
import type { ReturnLineRow, ReturnRow } from './return-rows';

/**
 * The refund staff are offered for a return (docs/decisions/056-the-refund-amount.md): the one
 * place that asks the rule, so the detail and the refund call never differ. A withdrawal gets
 * what its units were paid, priced after the withdrawals received before it, plus the delivery
 * (up to the cheapest method) when it brings the whole order back; a complaint's refund (a
 * price reduction or its withdrawal) is the units' price alone.
 */
export async function defaultRefund(
  executor: Executor,
  ret: ReturnRow,
  order: typeof orders.$inferSelect,
  lines: readonly ReturnLineRow[],
): Promise<number> {
  const [states, options] = await Promise.all([
    lineStates(executor, order.id, ret.id),
    deliveryOptions(executor, order.id),
  ]);
  const amount = refundAmount({
    lines: states,
    returned: lines.map((l) => ({ lineId: l.orderLineId, count: l.count })),
    deliveryPaidMinor: order.deliveryMinor,
    deliveryOptions: options,
  });
  return ret.kind === 'withdrawal' ? amount.totalMinor : amount.itemsMinor;
}
