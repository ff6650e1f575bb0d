import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { fullName } from '#domain/orders/person-name';
import {
  canMove,
  ORDER_MOVES,
  ORDERS_PAGE_SIZE,
  type AdminOrder,
  type AdminOrderList,
  type AdminOrderListQuery,
  type OrderStatus,
} from '#contracts/admin/orders';
import { conflict, notFound } from '#domain/errors';
import { toDecimal } from '#domain/money';
import { escapeLike } from '#server/db/rows';
import { orderLines, orders, orderStatusHistory, payments } from '#server/db/schema/index';
import { adminLine, refundDetail, saleDetail } from './admin-detail';
import { refundsOfOrders } from './order-refunds';
import type { Db, Executor } from '#server/db/types';
import type { OutboxService } from '../messaging/outbox-service';
import type { Actor, Audit } from '../audit/audit-service';
import { moveOrder } from './status-moves';

export interface AdminOrdersDeps {
  db: Db;
  outbox: OutboxService;
  audit: Audit;
  /** Cancelled orders put stock back: cached pages showing those products must go. */
  stockReturned: (productIds: number[]) => void;
  /** A cancel settles the payment in the same transaction (a paid online one is refunded). */
  settleOnCancel?: (tx: Executor, orderId: number, publicId: string) => Promise<void>;
}

export interface StatusChange {
  status: OrderStatus;
  carrier?: string | undefined;
  tracking_number?: string | undefined;
}

/** Midnight UTC of a `YYYY-MM-DD` day, `days` later. */
const dayStart = (day: string, days = 0) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d;
};

/** Orders created within the days `from`..`to` (inclusive, UTC). */
export function createdWithin(from?: string, to?: string): SQL[] {
  const filters: SQL[] = [];
  if (from) filters.push(gte(orders.createdAt, dayStart(from)));
  if (to) filters.push(lt(orders.createdAt, dayStart(to, 1)));
  return filters;
}

/**
 * What staff type in the search box: an order's number (`10042`, as the shopper reads it), the
 * start of its public id, part of an e-mail, or a phone's digits however it was typed.
 */
function matching(q: string): SQL | undefined {
  const text = q.trim().toLowerCase();
  if (!text) return undefined;
  const like = `%${escapeLike(text)}%`;
  const options: SQL[] = [ilike(orders.email, like)];
  if (/^\d{1,9}$/.test(text)) options.push(eq(orders.number, Number(text)));
  if (/^[0-9a-f-]+$/.test(text)) {
    options.push(sql`${orders.publicId}::text like ${`${escapeLike(text)}%`}`);
  }
  const digits = text.replace(/\D/g, '');
  if (digits.length >= 3 && /^[\d\s()+-]+$/.test(text)) {
    options.push(sql`regexp_replace(${orders.phone}, '\\D', '', 'g') like ${`%${digits}%`}`);
  }
  return or(...options);
}

const listColumns = {
  publicId: orders.publicId,
  number: orders.number,
  kind: orders.kind,
  status: orders.status,
  createdAt: orders.createdAt,
  name: orders.name,
  surname: orders.surname,
  email: orders.email,
  phone: orders.phone,
  totalMinor: orders.totalMinor,
  locale: orders.locale,
  paymentMethod: payments.method,
  paymentStatus: payments.status,
};

type ListRow = {
  [
    K in Exclude<keyof typeof listColumns, 'paymentMethod' | 'paymentStatus'>
  ]: (typeof orders.$inferSelect)[K];
} & {
  paymentMethod?: (typeof payments.$inferSelect)['method'] | null;
  paymentStatus?: (typeof payments.$inferSelect)['status'] | null;
};

const toListItem = (o: ListRow) => ({
  id: o.publicId,
  number: o.number,
  kind: o.kind,
  status: o.status,
  created_at: o.createdAt.toISOString(),
  name: fullName(o.name, o.surname),
  email: o.email,
  phone: o.phone,
  total: toDecimal(o.totalMinor),
  locale: o.locale,
  payment:
    o.paymentMethod && o.paymentStatus
      ? { method: o.paymentMethod, status: o.paymentStatus }
      : null,
});

/**
 * Orders in the back office: the list, one order, and its status moves. A move is a
 * compare-and-set on the status inside a transaction that also writes the history line, the
 * audit row, the stock given back and the shopper's e-mail: all of it happens, or none.
 */
export function createAdminOrders({
  db,
  outbox,
  audit,
  stockReturned,
  settleOnCancel,
}: AdminOrdersDeps) {
  async function findOrder(executor: Executor, publicId: string) {
    const [order] = await executor.select().from(orders).where(eq(orders.publicId, publicId));
    if (!order) throw notFound('order_not_found', 'No such order');
    return order;
  }

  async function detail(executor: Executor, publicId: string): Promise<AdminOrder> {
    const order = await findOrder(executor, publicId);
    const [lines, history] = await Promise.all([
      executor
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, order.id))
        .orderBy(asc(orderLines.id)),
      executor
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, order.id))
        .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
    ]);
    return {
      ...toListItem(order),
      ...(await saleDetail(executor, order, lines)),
      address: order.address,
      comment: order.comment,
      carrier: order.carrier,
      tracking_number: order.trackingNumber,
      updated_at: order.updatedAt.toISOString(),
      lines: lines.map(adminLine),
      history: history.map((h) => ({
        from_status: h.fromStatus,
        to_status: h.toStatus,
        staff_email: h.staffEmail,
        carrier: h.carrier,
        tracking_number: h.trackingNumber,
        created_at: h.createdAt.toISOString(),
      })),
      moves: [...ORDER_MOVES[order.status]],
      ...refundDetail((await refundsOfOrders(executor, [order.id])).get(order.id)!),
    };
  }

  return {
    async list(query: AdminOrderListQuery): Promise<AdminOrderList> {
      const filters = createdWithin(query.from, query.to);
      if (query.status) filters.push(eq(orders.status, query.status));
      if (query.payment_status) filters.push(eq(payments.status, query.payment_status));
      const search = query.q ? matching(query.q) : undefined;
      if (search) filters.push(search);
      const where = filters.length ? and(...filters) : undefined;
      const [found, [totals]] = await Promise.all([
        db
          .select(listColumns)
          .from(orders)
          .leftJoin(payments, eq(payments.orderId, orders.id))
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(ORDERS_PAGE_SIZE)
          .offset((query.page - 1) * ORDERS_PAGE_SIZE),
        db
          .select({ n: count() })
          .from(orders)
          .leftJoin(payments, eq(payments.orderId, orders.id))
          .where(where),
      ]);
      return { items: found.map(toListItem), total: totals?.n ?? 0, limit: ORDERS_PAGE_SIZE };
    },

    get: (publicId: string) => detail(db, publicId),

    /**
     * Moves the order. 409 `order_move_invalid` for a move the flow does not have (from where
     * the order is NOW: of two staff confirming at once, the second finds it confirmed).
     */
    async changeStatus(actor: Actor, publicId: string, change: StatusChange): Promise<AdminOrder> {
      const { result, returned } = await db.transaction(async (tx) => {
        // The row lock makes a concurrent move wait and then see this one's status.
        const [order] = await tx
          .select()
          .from(orders)
          .where(eq(orders.publicId, publicId))
          .for('update');
        if (!order) throw notFound('order_not_found', 'No such order');
        const from = order.status;
        const to = change.status;
        if (!canMove(from, to)) {
          throw conflict('order_move_invalid', `An order that is ${from} cannot become ${to}`);
        }
        const parcel =
          to === 'shipped'
            ? { carrier: change.carrier ?? null, trackingNumber: change.tracking_number ?? null }
            : undefined;
        // Compare-and-set as well: the move only applies to the status the check saw.
        const returned = await moveOrder(tx, outbox, order, {
          to,
          staffEmail: actor.email,
          ...(parcel ? { parcel } : {}),
        });
        if (!returned) throw conflict('order_move_invalid', 'The order moved meanwhile');
        if (to === 'cancelled') await settleOnCancel?.(tx, order.id, publicId);
        await audit.record(tx, actor, {
          action: 'order.status',
          entity: 'order',
          entityId: publicId,
          before: { status: from },
          after: {
            status: to,
            ...parcel,
            ...(returned.length ? { stock_returned: returned } : {}),
          },
        });
        return { result: await detail(tx, publicId), returned };
      });
      if (returned.length) stockReturned(returned);
      return result;
    },
  };
}

export type AdminOrders = ReturnType<typeof createAdminOrders>;
