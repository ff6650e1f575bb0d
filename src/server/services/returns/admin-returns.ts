import { and, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import {
  canMoveReturn,
  RETURNS_PAGE_SIZE,
  type AdminReturn,
  type AdminReturnList,
  type AdminReturnListQuery,
  type ReturnStatus,
} from '#contracts/admin/returns';
import { conflict, notFound, validation } from '#domain/errors';
import { orders, returnLines, returns } from '#server/db/schema/index';
import type { Db, Executor } from '#server/db/types';
import type { Actor, Audit } from '../audit/audit-service';
import type { OutboxService } from '../messaging/outbox-service';
import { restockLines } from '../orders/index';
import { complaintAnswerMail } from './answer-mail';
import { returnDetail } from './return-detail';
import { findReturn, linesOf, overdueSql, toListItem, type ReturnLineRow } from './return-rows';

export interface AdminReturnsDeps {
  db: Db;
  outbox: OutboxService;
  audit: Audit;
  /** Units came back on the shelf: cached pages showing those products must go. */
  stockReturned: (productIds: number[]) => void;
  /** The shop's clock (tests move it). */
  now?: () => Date;
}

export interface ReturnMove {
  status: ReturnStatus;
  restock?: Array<{ product_id: number; count: number }> | undefined;
  answer?: string | undefined;
}

/**
 * Units to put back per return line: each product's count goes to its lines in order, never
 * above what came back less what is on the shelf already. Null when one cannot be placed.
 */
function restockPlan(lines: readonly ReturnLineRow[], restock: ReturnMove['restock'] = []) {
  const plan = new Map<number, number>();
  for (const { product_id, count: wanted } of restock) {
    let left = wanted;
    for (const l of lines.filter((x) => x.line.productId === product_id)) {
      const room = l.count - l.restocked - (plan.get(l.id) ?? 0);
      const take = Math.min(room, left);
      if (take > 0) plan.set(l.id, (plan.get(l.id) ?? 0) + take);
      left -= take;
    }
    if (left > 0) return null;
  }
  return plan;
}

/** Returns in the back office: the list, one return, and its status moves (every write audited). */
export function createAdminReturns({
  db,
  outbox,
  audit,
  stockReturned,
  now = () => new Date(),
}: AdminReturnsDeps) {
  async function orderFilter(orderId: string): Promise<SQL> {
    if (/^\d+$/.test(orderId)) return eq(orders.number, Number(orderId));
    return sql`${orders.publicId}::text = ${orderId.toLowerCase()}`;
  }

  async function detail(executor: Executor, id: number): Promise<AdminReturn> {
    const found = await findReturn(executor, id);
    if (!found) throw notFound('return_not_found', 'No such return');
    return returnDetail(executor, found.ret, found.order, now());
  }

  return {
    async list(query: AdminReturnListQuery): Promise<AdminReturnList> {
      const at = now();
      const filters: SQL[] = [ne(returns.status, 'unconfirmed')];
      if (query.kind) filters.push(eq(returns.kind, query.kind));
      if (query.status) filters.push(eq(returns.status, query.status));
      if (query.overdue === 'true') filters.push(overdueSql(at)!);
      if (query.order_id) filters.push(await orderFilter(query.order_id));
      const where = and(...filters);
      const [found, [totals]] = await Promise.all([
        db
          .select({
            ret: returns,
            order: {
              publicId: orders.publicId,
              number: orders.number,
              name: orders.name,
              surname: orders.surname,
            },
          })
          .from(returns)
          .innerJoin(orders, eq(orders.id, returns.orderId))
          .where(where)
          .orderBy(desc(returns.receivedAt), desc(returns.id))
          .limit(RETURNS_PAGE_SIZE)
          .offset((query.page - 1) * RETURNS_PAGE_SIZE),
        db
          .select({ n: count() })
          .from(returns)
          .innerJoin(orders, eq(orders.id, returns.orderId))
          .where(where),
      ]);
      const lines = await linesOf(
        db,
        found.map((f) => f.ret.id),
      );
      return {
        items: found.map((f) => toListItem(f.ret, f.order, lines.get(f.ret.id) ?? [], at)),
        total: totals?.n ?? 0,
        limit: RETURNS_PAGE_SIZE,
      };
    },

    get: (id: number) => detail(db, id),

    /**
     * Moves a return. 409 `return_move_invalid` for a move its kind does not have from where
     * it is NOW (a colleague's move came first). `goods_received` may put units back in stock
     * (422 `restock` for a product not in the return, or more than came back); `accepted` and
     * `rejected` mail the answer to the shopper in the return's language.
     */
    async move(actor: Actor, id: number, move: ReturnMove): Promise<AdminReturn> {
      const { result, restocked } = await db.transaction(async (tx) => {
        const found = await findReturn(tx, id, true);
        if (!found) throw notFound('return_not_found', 'No such return');
        const { ret, order } = found;
        const from = ret.status as ReturnStatus;
        if (!canMoveReturn(ret.kind, from, move.status)) {
          throw conflict(
            'return_move_invalid',
            `A ${ret.kind} that is ${from} cannot become ${move.status}`,
          );
        }
        const lines = (await linesOf(tx, [ret.id])).get(ret.id) ?? [];
        const plan = restockPlan(lines, move.restock);
        if (!plan) throw validation({ restock: ['restock.invalid'] });
        for (const [lineId, n] of plan) {
          await tx
            .update(returnLines)
            .set({ restocked: sql`${returnLines.restocked} + ${n}` })
            .where(eq(returnLines.id, lineId));
        }
        const restocked = await restockLines(
          tx,
          lines
            .filter((l) => plan.has(l.id))
            .map((l) => ({ productId: l.line.productId, count: plan.get(l.id)! })),
        );
        const answering = move.status === 'accepted' || move.status === 'rejected';
        await tx
          .update(returns)
          .set({
            status: move.status,
            ...(answering ? { answer: move.answer ?? null } : {}),
            updatedAt: sql`now()`,
          })
          .where(eq(returns.id, ret.id));
        if (answering && order.email) {
          const mail = complaintAnswerMail({
            orderNumber: order.number,
            locale: ret.locale,
            verdict: move.status as 'accepted' | 'rejected',
            answer: move.answer ?? '',
          });
          await outbox.stageEmail(tx, order.email, mail);
        }
        await audit.record(tx, actor, {
          action: 'return.status',
          entity: 'return',
          entityId: ret.id,
          before: { status: from },
          after: {
            status: move.status,
            ...(move.restock?.length ? { restock: move.restock } : {}),
            ...(answering ? { answer: move.answer } : {}),
          },
        });
        return { result: await detail(tx, ret.id), restocked };
      });
      if (restocked.length) stockReturned(restocked);
      return result;
    },
  };
}

export type AdminReturns = ReturnType<typeof createAdminReturns>;
