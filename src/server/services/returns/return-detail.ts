import { and, asc, eq } from 'drizzle-orm';
import { RETURN_MOVES, type AdminReturn, type ReturnStatus } from '#contracts/admin/returns';
import { toDecimal } from '#domain/money';
import { refundVat } from '#domain/returns/refund-vat';
import { auditLog, orders, payments, refunds } from '#server/db/schema/index';
import type { Executor } from '#server/db/types';
import { refundRoom } from '../payments/index';
import { returnedParts } from '#domain/returns/refund-vat';
import { asReturned, linesOf, toListItem, type ReturnRow } from './return-rows';
import { staffPhotoUrls } from './complaint-photos';
import { defaultRefund } from './refund-rules';

type OrderRow = typeof orders.$inferSelect;

/** May a refund be asked for now: a withdrawal not yet refunded, or an accepted complaint. */
export const refundAllowed = (r: Pick<ReturnRow, 'kind' | 'status'>) =>
  r.kind === 'withdrawal'
    ? r.status === 'received' || r.status === 'goods_received'
    : r.status === 'accepted';

/**
 * One return for the back office: its lines, the shopper's data from the order, the payment,
 * every refund with the VAT it corrects by rate, the default and the most a refund may be,
 * and a timeline (received, then each audited write and each refund).
 */
export async function returnDetail(
  executor: Executor,
  ret: ReturnRow,
  order: OrderRow,
  now: Date,
): Promise<AdminReturn> {
  const [lines, [payment], refundRows, audited, room] = await Promise.all([
    linesOf(executor, [ret.id]).then((m) => m.get(ret.id) ?? []),
    executor.select().from(payments).where(eq(payments.orderId, order.id)),
    executor
      .select()
      .from(refunds)
      .where(eq(refunds.returnId, ret.id))
      .orderBy(asc(refunds.createdAt), asc(refunds.id)),
    executor
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'return'), eq(auditLog.entityId, String(ret.id))))
      .orderBy(asc(auditLog.createdAt), asc(auditLog.id)),
    refundRoom(executor, order.id),
  ]);
  const parts = returnedParts(asReturned(lines));
  const refundable = Math.max(0, room.paidMinor - room.committedMinor);
  const status = ret.status as ReturnStatus;
  const timeline = [
    ...(ret.receivedAt
      ? [{ at: ret.receivedAt, event: 'received', status: 'received', staff_email: null }]
      : []),
    ...audited.map((a) => ({
      at: a.createdAt,
      event: a.action,
      status: typeof a.after?.status === 'string' ? a.after.status : null,
      staff_email: a.staffEmail,
    })),
    ...refundRows
      .filter((r) => r.updatedAt.getTime() > r.createdAt.getTime() && r.status !== 'pending')
      .map((r) => ({
        at: r.updatedAt,
        event: `refund.${r.status}`,
        status: null,
        staff_email: null,
      })),
  ]
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((e) => ({ ...e, at: e.at.toISOString() }));
  return {
    ...toListItem(ret, order, lines, now),
    locale: ret.locale,
    reason: ret.reason,
    description: ret.description,
    demand: ret.demand,
    photos: staffPhotoUrls(ret.id, ret.photos),
    bank_account: ret.bankAccount,
    answer: ret.answer,
    created_at: ret.createdAt.toISOString(),
    order: {
      id: order.publicId,
      number: order.number,
      status: order.status,
      name: order.name,
      surname: order.surname,
      email: order.email,
      phone: order.phone,
      delivered_at: order.deliveredAt?.toISOString() ?? null,
      total: toDecimal(order.totalMinor),
      payment: payment
        ? { method: payment.method, status: payment.status, provider: payment.provider }
        : null,
    },
    refunds: refundRows.map((r) => ({
      id: r.id,
      amount: toDecimal(r.amountMinor),
      method: r.method,
      status: r.status,
      bank_account: r.bankAccount,
      staff_email: r.staffEmail,
      created_at: r.createdAt.toISOString(),
      vat: refundVat(r.amountMinor, parts).map((g) => ({
        rate: g.rate,
        gross: toDecimal(g.grossMinor),
        vat: toDecimal(g.vatMinor),
      })),
    })),
    refund_default: toDecimal(
      Math.min(await defaultRefund(executor, ret, order, lines), refundable),
    ),
    refundable: toDecimal(refundable),
    can_refund: refundAllowed(ret) && refundable > 0,
    moves: [...(RETURN_MOVES[ret.kind][status] ?? [])],
    timeline,
  };
}
