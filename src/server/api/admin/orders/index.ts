import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminOrderExportQuery,
  adminOrderListQuery,
  adminOrderListResponse,
  adminOrderParams,
  adminOrderPatch,
  adminOrderSchema,
} from '#contracts/admin/orders';
import { ADMIN_API } from '#contracts/api-paths';
import { requireStaff } from '#server/plugins/admin-session';
import type { Services } from '#server/services/index';

const tags = ['back office: orders'];
const config = { staff: 'staff' } as const;

/** Orders in the back office (docs/decisions/025-order-handling.md). */
export default async function adminOrderRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const orders = services.orders.admin;

  app.get(
    ADMIN_API.orders,
    {
      config,
      schema: {
        tags,
        description:
          '`{ items, total, limit }`, newest first. `status` filters; `q` matches the start of an order number, part of an e-mail or a phone’s digits; `from`/`to` are days (UTC, inclusive).',
        querystring: adminOrderListQuery,
        response: { 200: adminOrderListResponse },
      },
    },
    async (req) => orders.list(req.query),
  );

  app.get(
    ADMIN_API.ordersExport,
    {
      config,
      schema: {
        tags,
        description:
          'Orders created within `from`..`to` (days, UTC, inclusive) as CSV, oldest first',
        querystring: adminOrderExportQuery,
      },
    },
    async (req, reply) => {
      requireStaff(req);
      const { from, to } = req.query;
      const name = `orders-${from ?? 'start'}-${to ?? new Date().toISOString().slice(0, 10)}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(orders.exportCsv({ ...(from && { from }), ...(to && { to }) }));
    },
  );

  app.get(
    ADMIN_API.order,
    {
      config,
      schema: {
        tags,
        description:
          'One order: lines at the prices paid, contact, address, history, and the moves it allows now',
        params: adminOrderParams,
        response: { 200: adminOrderSchema },
      },
    },
    async (req) => orders.get(req.params.id),
  );

  app.patch(
    ADMIN_API.order,
    {
      config,
      schema: {
        tags,
        description:
          'Moves the order: new -> confirmed -> shipped -> delivered, cancelled from new or confirmed (the stock goes back). `carrier` and `tracking_number` only with `shipped`. Any other move, or one a colleague made first: 409 `order_move_invalid`. The shopper is e-mailed in the order’s language. Cancelling a paid online order refunds it first. `{ payment_status: "paid" }` alone records a transfer (or cash) received; from another payment state 409 `payment_move_invalid`.',
        params: adminOrderParams,
        body: adminOrderPatch,
        response: { 200: adminOrderSchema },
      },
    },
    async (req) => {
      const actor = requireStaff(req);
      const { status, payment_status: paid, ...parcel } = req.body;
      if (paid) {
        await services.payments.markPaid(actor, req.params.id);
        return orders.get(req.params.id);
      }
      return orders.changeStatus(actor, req.params.id, { ...parcel, status: status! });
    },
  );
}
