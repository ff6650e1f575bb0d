import { and, eq, sql } from 'drizzle-orm';
import type { AdminRefundResponse } from '#contracts/admin/returns';
import { conflict, notFound, upstreamFailed, validation } from '#domain/errors';
import { toDecimal } from '#domain/money';
import { BANK_REFUND } from '#domain/returns/return-kinds';
import { orders, refunds, returns } from '#server/db/schema/index';
import type { Db, Executor } from '#server/db/types';
import type { Actor, Audit } from '../audit/audit-service';
import type { PaymentProviders, ProviderRefund } from '../payments/index';
import { refundRoom, settleRefunds } from '../payments/index';
import { refundAllowed } from './return-detail';
import { defaultRefund } from './refund-rules';
import { findReturn, linesOf } from './return-rows';

export interface RefundsDeps {
  db: Db;
  audit: Audit;
  /** The configured providers: an online payment is refunded by the one that took it. */
  providers: PaymentProviders;
}

type RefundRow = typeof refunds.$inferSelect;

const answer = (r: RefundRow): AdminRefundResponse => ({
  refund: { id: r.id, amount: toDecimal(r.amountMinor), method: r.method, status: r.status },
});

/**
 * Money given back for a return (docs/decisions/059-refunds-happen-once.md). Everything happens
 * under the order's row lock: the idempotency key is looked up, the limit (what was paid less
 * every refund not failed) checked and the refund written while no other refund of the order
 * can run, so parallel clicks or a repeated key make one refund. The provider that took the
 * payment is asked inside that lock, with the key passed on, before the call answers; the refund
 * records its name as its method (docs/decisions/069-payment-providers-by-name.md).
 */
export function createRefunds({ db, audit, providers }: RefundsDeps) {
  /** A withdrawal is settled by its refund; a complaint stays where its answer put it. */
  async function settleReturn(tx: Executor, returnId: number, kind: string) {
    if (kind !== 'withdrawal') return;
    await tx
      .update(returns)
      .set({ status: 'refunded', updatedAt: sql`now()` })
      .where(eq(returns.id, returnId));
  }

  return {
    /**
     * `amountMinor` null: the default. 422 `amount` above the default or above what may still
     * be refunded; 422 `bank_account` when a bank refund has no account to go to; 409
     * `return_not_refundable`; 409 `idempotency_key_reused` for a key of another return; 502
     * `refund_failed` when the provider refuses or cannot be reached (the refund is kept as failed
     * and the same call may be repeated).
     */
    async refund(
      actor: Actor,
      returnId: number,
      key: string,
      amountMinor: number | null,
    ): Promise<AdminRefundResponse> {
      const outcome = await db.transaction(async (tx) => {
        const found = await findReturn(tx, returnId, true);
        if (!found) throw notFound('return_not_found', 'No such return');
        const { ret, order } = found;
        const [earlier] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, key));
        if (earlier && earlier.returnId !== ret.id) {
          throw conflict('idempotency_key_reused', 'This key was used for another refund');
        }
        if (earlier && earlier.status !== 'failed') return { row: earlier, failed: false };
        if (!refundAllowed(ret)) {
          throw conflict(
            'return_not_refundable',
            `A ${ret.kind} that is ${ret.status} is not refunded`,
          );
        }
        const lines = (await linesOf(tx, [ret.id])).get(ret.id) ?? [];
        const room = await refundRoom(tx, order.id);
        const left = room.paidMinor - room.committedMinor;
        const fallback = Math.min(await defaultRefund(tx, ret, order, lines), left);
        const amount = amountMinor ?? fallback;
        if (amountMinor !== null && amountMinor > (await defaultRefund(tx, ret, order, lines))) {
          throw validation({ amount: ['amount.above_default'] });
        }
        if (amount <= 0 || amount > left) throw validation({ amount: ['amount.above_paid'] });
        // An online payment goes back through its provider, anything else by transfer.
        const online = room.payment?.method === 'online' ? room.payment.provider : null;
        const method = online ?? BANK_REFUND;
        if (!online && !ret.bankAccount) {
          throw validation({ bank_account: ['bank_account.required'] });
        }
        const values = {
          orderId: order.id,
          returnId: ret.id,
          amountMinor: amount,
          method,
          status: 'pending' as const,
          bankAccount: online ? null : ret.bankAccount,
          idempotencyKey: key,
          staffEmail: actor.email,
        };
        const [row] = earlier
          ? await tx
              .update(refunds)
              .set({ ...values, updatedAt: sql`now()` })
              .where(eq(refunds.id, earlier.id))
              .returning()
          : await tx.insert(refunds).values(values).returning();
        let made = row!;
        if (online) {
          let asked: ProviderRefund;
          try {
            const provider = providers.byName.get(online);
            if (!provider) throw new Error(`payment provider ${online} is not configured`);
            asked = await provider.refundPart({
              paymentId: room.payment?.providerPaymentId ?? null,
              publicId: order.publicId,
              amountMinor: amount,
              idempotencyKey: key,
            });
          } catch (error) {
            const [failed] = await tx
              .update(refunds)
              .set({ status: 'failed', updatedAt: sql`now()` })
              .where(eq(refunds.id, made.id))
              .returning();
            return { row: failed!, failed: true, error };
          }
          const [answered] = await tx
            .update(refunds)
            .set({ providerRefundId: asked.id, status: asked.status, updatedAt: sql`now()` })
            .where(eq(refunds.id, made.id))
            .returning();
          made = answered!;
          if (made.status === 'succeeded') await settleRefunds(tx, order.id);
        }
        if (made.status !== 'failed') await settleReturn(tx, ret.id, ret.kind);
        await audit.record(tx, actor, {
          action: 'return.refund',
          entity: 'return',
          entityId: ret.id,
          before: { status: ret.status },
          after: {
            status: made.status === 'failed' || ret.kind !== 'withdrawal' ? ret.status : 'refunded',
            amount: toDecimal(amount),
            method,
            refund_status: made.status,
          },
        });
        return { row: made, failed: made.status === 'failed' };
      });
      if (outcome.failed) {
        throw upstreamFailed(
          'refund_failed',
          'The payment provider did not make the refund; try again',
        );
      }
      return answer(outcome.row);
    },

    /** Staff sent the bank transfer of the return's pending refund. 409 `refund_not_pending`. */
    async markSent(actor: Actor, returnId: number): Promise<AdminRefundResponse> {
      return db.transaction(async (tx) => {
        const found = await findReturn(tx, returnId, true);
        if (!found) throw notFound('return_not_found', 'No such return');
        const [sent] = await tx
          .update(refunds)
          .set({ status: 'succeeded', updatedAt: sql`now()` })
          .where(
            and(
              eq(refunds.returnId, returnId),
              eq(refunds.method, BANK_REFUND),
              eq(refunds.status, 'pending'),
            ),
          )
          .returning();
        if (!sent) throw conflict('refund_not_pending', 'No bank refund waits to be sent');
        await settleRefunds(tx, found.order.id);
        await audit.record(tx, actor, {
          action: 'return.refund_sent',
          entity: 'return',
          entityId: returnId,
          before: { refund_status: 'pending' },
          after: { refund_status: 'succeeded', amount: toDecimal(sent.amountMinor) },
        });
        return answer(sent);
      });
    },

    /**
     * A provider's news about a refund it made (Stripe's `refund.*` events), in the event's
     * transaction. A refund that succeeds moves the payment; one that fails reopens its
     * withdrawal so it can be refunded again. Forward only: an older state arriving late
     * changes nothing.
     */
    async refundUpdated(tx: Executor, provider: string, news: ProviderRefund): Promise<string> {
      const made = and(eq(refunds.method, provider), eq(refunds.providerRefundId, news.id));
      const [known] = await tx.select({ orderId: refunds.orderId }).from(refunds).where(made);
      if (!known) return 'ignored: unknown refund';
      await tx
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.id, known.orderId))
        .for('update');
      const [row] = await tx.select().from(refunds).where(made).for('update');
      if (!row || row.status !== 'pending' || news.status === 'pending') {
        return `ignored: ${row?.status ?? 'gone'}`;
      }
      await tx
        .update(refunds)
        .set({ status: news.status, updatedAt: sql`now()` })
        .where(eq(refunds.id, row.id));
      if (news.status === 'succeeded') await settleRefunds(tx, row.orderId);
      if (news.status === 'failed' && row.returnId !== null) {
        await tx
          .update(returns)
          .set({ status: 'goods_received', updatedAt: sql`now()` })
          .where(and(eq(returns.id, row.returnId), eq(returns.status, 'refunded')));
      }
      return `refund ${news.status}`;
    },
  };
}

export type Refunds = ReturnType<typeof createRefunds>;
