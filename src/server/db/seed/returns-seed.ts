import { and, desc, eq, isNotNull, lt } from 'drizzle-orm';
import { orderLines, orders, payments, returnLines, returns } from '../schema/index';
import type { Db } from '../types';

const DAY_MS = 86_400_000;
/** A made-up but well-formed Polish IBAN for the demo's refund. */
const DEMO_IBAN = 'PL61109010140000071219812874';

/**
 * The demo shop's after-sale work: a withdrawal waiting for its goods (on a recently delivered
 * order paid on delivery, so its refund goes to the shopper's account) and a complaint due for
 * an answer within days. A newcomer's dashboard and /admin/returns show the shop at work.
 */
export async function seedReturns(db: Db, now: Date): Promise<void> {
  const delivered = await db
    .select({ id: orders.id, locale: orders.locale, method: payments.method })
    .from(orders)
    .innerJoin(payments, eq(payments.orderId, orders.id))
    .where(and(eq(orders.status, 'delivered'), isNotNull(orders.email), lt(orders.createdAt, now)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(20);
  const withdrawn = delivered.find((o) => o.method === 'cod') ?? delivered[0];
  const complained = delivered.find((o) => o.id !== withdrawn?.id);
  if (!withdrawn || !complained) return;
  await db.transaction(async (tx) => {
    // Delivered three days ago: well within the 14 days of withdrawal.
    await tx
      .update(orders)
      .set({ deliveredAt: new Date(now.getTime() - 3 * DAY_MS) })
      .where(eq(orders.id, withdrawn.id));
    const add = async (
      orderId: number,
      row: Omit<typeof returns.$inferInsert, 'orderId' | 'status'>,
    ) => {
      const [line] = await tx
        .select({ id: orderLines.id })
        .from(orderLines)
        .where(eq(orderLines.orderId, orderId))
        .orderBy(orderLines.id)
        .limit(1);
      if (!line) return;
      const [made] = await tx
        .insert(returns)
        .values({ ...row, orderId, status: 'received' })
        .returning({ id: returns.id });
      await tx.insert(returnLines).values({ returnId: made!.id, orderLineId: line.id, count: 1 });
    };
    const withdrawnAt = new Date(now.getTime() - DAY_MS);
    await add(withdrawn.id, {
      kind: 'withdrawal',
      locale: withdrawn.locale,
      reason: 'Kolor inny niż na zdjęciu.',
      bankAccount: withdrawn.method === 'online' ? null : DEMO_IBAN,
      receivedAt: withdrawnAt,
      dueBy: new Date(withdrawnAt.getTime() + 14 * DAY_MS),
      createdAt: withdrawnAt,
    });
    // Sent twelve days ago: the answer is due in two (the dashboard's "due within 3 days").
    const complainedAt = new Date(now.getTime() - 12 * DAY_MS);
    await add(complained.id, {
      kind: 'complaint',
      locale: complained.locale,
      description: 'Lampa migocze po kilku minutach świecenia.',
      demand: 'replace',
      receivedAt: complainedAt,
      dueBy: new Date(complainedAt.getTime() + 14 * DAY_MS),
      createdAt: complainedAt,
    });
  });
}
