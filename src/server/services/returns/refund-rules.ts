import type { orders } from '#server/db/schema/index';
import type { Executor } from '#server/db/types';
import { temporaryRefundDefault } from './refund-default';
import { asReturned, type ReturnLineRow, type ReturnRow } from './return-rows';

/**
 * The refund staff are offered for a return (docs/decisions/056-refund-amount.md): the one
 * place that asks the rule, so the detail and the refund call never differ.
 */
export async function defaultRefund(
  _executor: Executor,
  _ret: ReturnRow,
  _order: typeof orders.$inferSelect,
  lines: readonly ReturnLineRow[],
): Promise<number> {
  // TEMPORARY: replaced by `refundAmount` (src/domain/returns/refund-amount.ts) once the
  // returns-shop branch is on main; the executor, return and order are what it will need.
  return temporaryRefundDefault(asReturned(lines));
}
