import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { conflict, notFound } from '#domain/errors';
import { canMovePayment, type PaymentStatus } from '#domain/payments/payment-state';
import { orders, paymentEvents, payments } from '#server/db/schema/index';
import type { Db, Executor } from '#server/db/types';
import type { OutboxService } from '../messaging/outbox-service';
import type { Actor, Audit } from '../audit/audit-service';
import type { PaymentEvent, ProviderRefund } from './provider';
import type { PaymentProviders } from './registry';

export interface PaymentUpdatesDeps {
  db: Db;
  outbox: OutboxService;
  audit: Audit;
  /** The configured providers: a payment is closed or refunded by the one that took it. */
  providers: PaymentProviders;
  /** Stock came back: cached pages showing those products must go. */
  stockReturned: (productIds: number[]) => void;
  /**
   * `orders`' cancel of an order the shop gives up on, in the caller's transaction: returns
   * the products whose stock came back. Injected, so payments never imports orders.
   */
  cancelOrder: (tx: Executor, orderId: number) => Promise<number[]>;
  /**
   * A provider's news about a refund it made (`provider`: its name), in the event's transaction:
   * the refunds' own noun reconciles its row and answers what it did (the event's outcome).
   * Injected, as above.
   */
  refundUpdated?: (tx: Executor, provider: string, refund: ProviderRefund) => Promise<string>;
}

type PaymentRow = typeof payments.$inferSelect;

/** Moves a payment, compare-and-set on the state it was read in. */
export async function movePayment(
  tx: Executor,
  payment: PaymentRow,
  to: PaymentStatus,
  extra: Partial<typeof payments.$inferInsert> = {},
): Promise<boolean> {
  if (!canMovePayment(payment.status, to)) return false;
  const moved = await tx
    .update(payments)
    .set({ ...extra, status: to, updatedAt: sql`now()` })
    .where(and(eq(payments.id, payment.id), eq(payments.status, payment.status)))
    .returning({ id: payments.id });
  return moved.length === 1;
}

/**
 * The payment an event is about: by the provider's session id, else by the order it names (an
 * event that overtook the storing of the session id), whose session id is then filled in.
 */
async function findPayment(tx: Executor, event: PaymentEvent): Promise<PaymentRow | undefined> {
  if (!event.sessionId) return undefined;
  const [bySession] = await tx
    .select()
    .from(payments)
    .where(
      and(eq(payments.provider, event.provider), eq(payments.providerSessionId, event.sessionId)),
    )
    .for('update');
  if (bySession || !event.orderRef || !/^[0-9a-f-]{36}$/.test(event.orderRef)) return bySession;
  const [byOrder] = await tx
    .select({ payment: payments })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(orders.publicId, event.orderRef),
        eq(payments.provider, event.provider),
        isNull(payments.providerSessionId),
      ),
    )
    .for('update', { of: payments });
  if (!byOrder) return undefined;
  await tx
    .update(payments)
    .set({ providerSessionId: event.sessionId })
    .where(eq(payments.id, byOrder.payment.id));
  return { ...byOrder.payment, providerSessionId: event.sessionId };
}

/**
 * An online payment failed or timed out: the payment fails and the order is cancelled by
 * `orders` (its status, history, stock and the shopper's e-mail), in the caller's transaction.
 * The order's row is locked first, as the back office's cancel locks it, so the two never wait
 * on each other in opposite orders.
 */
async function cancelUnpaid(
  tx: Executor,
  cancelOrder: PaymentUpdatesDeps['cancelOrder'],
  payment: PaymentRow,
): Promise<number[]> {
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.id, payment.orderId))
    .for('update');
  if (!order) return [];
  await movePayment(tx, payment, 'failed');
  return cancelOrder(tx, order.id);
}

/**
 * Payment state changes: provider events (each stored once, forward only, amount checked),
 * staff recording a transfer, the refund of a cancelled paid order.
 */
export function createPaymentUpdates({
  db,
  audit,
  providers,
  stockReturned,
  cancelOrder,
  refundUpdated,
}: PaymentUpdatesDeps) {
  return {
    /**
     * A verified provider event. `duplicate`: its id was seen before, nothing changes. A `paid`
     * event whose amount or currency differs from the payment's never marks it paid.
     */
    async applyEvent(event: PaymentEvent): Promise<'applied' | 'duplicate' | 'ignored'> {
      const { result, returned } = await db.transaction(async (tx) => {
        const [stored] = await tx
          .insert(paymentEvents)
          .values({
            provider: event.provider,
            eventId: event.eventId,
            type: event.type,
            outcome: 'received',
          })
          .onConflictDoNothing()
          .returning({ id: paymentEvents.id });
        if (!stored) return { result: 'duplicate' as const, returned: [] };
        const outcome = async (text: string, paymentId: number | null) => {
          await tx
            .update(paymentEvents)
            .set({ outcome: text, paymentId })
            .where(eq(paymentEvents.id, stored.id));
        };
        if (event.refund) {
          const done = refundUpdated
            ? await refundUpdated(tx, event.provider, event.refund)
            : 'ignored';
          await outcome(done, null);
          return {
            result: done.startsWith('ignored') ? ('ignored' as const) : ('applied' as const),
            returned: [],
          };
        }
        const payment = await findPayment(tx, event);
        if (!payment && event.effect !== 'none') {
          // Not ours yet (the session's id is stored right after the provider answers): no trace, so
          // the provider's retry finds it.
          throw notFound('payment_not_found', 'No payment for this session yet');
        }
        if (!payment || event.effect === 'none') {
          await outcome(payment ? 'recorded' : 'ignored: unknown session', payment?.id ?? null);
          return { result: 'ignored' as const, returned: [] };
        }
        if (event.effect === 'paid') {
          const matches =
            event.amountMinor === payment.amountMinor &&
            event.currency?.toUpperCase() === payment.currency;
          if (!matches) {
            await outcome('ignored: amount or currency differs', payment.id);
            return { result: 'ignored' as const, returned: [] };
          }
          const moved = await movePayment(tx, payment, 'paid', {
            providerPaymentId: event.paymentId,
          });
          await outcome(moved ? 'paid' : `ignored: ${payment.status}`, payment.id);
          return { result: moved ? ('applied' as const) : ('ignored' as const), returned: [] };
        }
        if (!canMovePayment(payment.status, 'failed')) {
          await outcome(`ignored: ${payment.status}`, payment.id);
          return { result: 'ignored' as const, returned: [] };
        }
        const returned = await cancelUnpaid(tx, cancelOrder, payment);
        await outcome('failed', payment.id);
        return { result: 'applied' as const, returned };
      });
      if (returned.length) stockReturned(returned);
      return result;
    },

    /**
     * Gives up online payments pending past their deadline: the provider's session is closed
     * first (so no money arrives for a cancelled order), then the order is cancelled and its
     * stock returned. Returns how many orders were cancelled.
     */
    async expireOverdue(now = new Date()): Promise<number> {
      const due = await db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.status, 'pending'),
            sql`${payments.expiresAt} is not null and ${payments.expiresAt} <= ${now.toISOString()}`,
          ),
        )
        .limit(50);
      let cancelled = 0;
      for (const candidate of due) {
        const provider = providers.byName.get(candidate.provider);
        if (candidate.providerSessionId && provider) {
          const closed = await provider.expire(candidate.providerSessionId);
          if (!closed) continue; // paid meanwhile: its webhook marks it paid
        }
        const returned = await db.transaction(async (tx) => {
          const [payment] = await tx
            .select()
            .from(payments)
            .where(and(eq(payments.id, candidate.id), eq(payments.status, 'pending')))
            .for('update');
          return payment ? cancelUnpaid(tx, cancelOrder, payment) : null;
        });
        if (returned === null) continue;
        cancelled += 1;
        if (returned.length) stockReturned(returned);
      }
      return cancelled;
    },

    /**
     * The back office's cancel, inside its transaction: a paid online payment is refunded at
     * the provider (the cancel fails if the refund does), a pending one fails.
     */
    async settleOnCancel(tx: Executor, orderId: number, publicId: string): Promise<void> {
      const [payment] = await tx
        .select()
        .from(payments)
        .where(eq(payments.orderId, orderId))
        .for('update');
      if (!payment) return;
      if (payment.status === 'paid' && payment.method === 'online') {
        // Refunded by the provider that took it, whichever serves `online` now.
        const provider = providers.byName.get(payment.provider);
        if (!provider) {
          throw conflict('payment_provider_off', 'Online payments are not configured');
        }
        await provider.refund({
          sessionId: payment.providerSessionId,
          paymentId: payment.providerPaymentId,
          publicId,
        });
        await movePayment(tx, payment, 'refunded');
      } else if (payment.status === 'pending') {
        await movePayment(tx, payment, 'failed');
      }
    },

    /** Staff record money received (a transfer, or cash the courier brought). */
    async markPaid(actor: Actor, publicId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [order] = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(eq(orders.publicId, publicId));
        if (!order) throw notFound('order_not_found', 'No such order');
        const [payment] = await tx
          .select()
          .from(payments)
          .where(eq(payments.orderId, order.id))
          .for('update');
        if (!payment || !(await movePayment(tx, payment, 'paid'))) {
          throw conflict(
            'payment_move_invalid',
            `A payment that is ${payment?.status ?? 'missing'} cannot become paid`,
          );
        }
        await audit.record(tx, actor, {
          action: 'order.payment',
          entity: 'order',
          entityId: publicId,
          before: { payment_status: payment.status },
          after: { payment_status: 'paid' },
        });
      });
    },

    /** Payments of these orders, for lists and details. */
    async ofOrders(executor: Executor, orderIds: number[]) {
      if (orderIds.length === 0) return new Map<number, PaymentRow>();
      const found = await executor
        .select()
        .from(payments)
        .where(inArray(payments.orderId, orderIds));
      return new Map(found.map((p) => [p.orderId, p]));
    },
  };
}

export type PaymentUpdates = ReturnType<typeof createPaymentUpdates>;
