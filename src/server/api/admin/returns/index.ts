import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminRefundRequest,
  adminRefundResponse,
  adminReturnListQuery,
  adminReturnListResponse,
  adminReturnParams,
  adminReturnPatch,
  adminReturnSchema,
} from '#contracts/admin/returns';
import { ADMIN_API } from '#contracts/api-paths';
import { IDEMPOTENCY_KEY } from '#contracts/checkout';
import { complaintPhotoParams } from '#contracts/returns';
import { validation } from '#domain/errors';
import { fromDecimal } from '#domain/money';
import { requireStaff } from '#server/plugins/admin-session';
import type { Services } from '#server/services/index';
import { sendPrivateFile } from '#server/api/shared/private-file';

const tags = ['back office: returns'];
// The same people as the orders screen.
const config = { staff: 'staff' } as const;

/** Withdrawals, complaints and their refunds in the back office (docs/api.md "After the sale"). */
export default async function adminReturnRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const returns = services.returns;

  app.get(
    ADMIN_API.returns,
    {
      config,
      schema: {
        tags,
        description:
          '`{ items, total, limit }`, newest first (by received time). `kind`, `status` filter; `overdue=true` keeps those still open past `due_by`; `order_id` is the public id or the short number.',
        querystring: adminReturnListQuery,
        response: { 200: adminReturnListResponse },
      },
    },
    async (req) => returns.admin.list(req.query),
  );

  app.get(
    ADMIN_API.return,
    {
      config,
      schema: {
        tags,
        description:
          'One return: lines, the shopper’s data, refunds with the VAT they correct, the default refund, the moves allowed now and a timeline',
        params: adminReturnParams,
        response: { 200: adminReturnSchema },
      },
    },
    async (req) => returns.admin.get(req.params.id),
  );

  app.get(
    ADMIN_API.returnPhoto,
    {
      config,
      schema: {
        tags,
        description:
          'A complaint’s photo (JPEG, its place 1..5 in `photos`), for staff only and never cached',
        params: adminReturnParams.extend({ n: complaintPhotoParams.shape.n }),
      },
    },
    async (req, reply) =>
      sendPrivateFile(reply, await returns.staffPhoto(req.params.id, req.params.n)),
  );

  app.patch(
    ADMIN_API.return,
    {
      config,
      schema: {
        tags,
        description:
          'Moves a return. Withdrawal: received -> goods_received (`restock: [{ product_id, count }]` puts units back in stock; 422 `restock` beyond what came back) or closed; refunded -> closed. Complaint: received -> accepted | rejected (with `answer`, e-mailed in the order’s language) -> resolved. Any other move: 409 `return_move_invalid`.',
        params: adminReturnParams,
        body: adminReturnPatch,
        response: { 200: adminReturnSchema },
      },
    },
    async (req) => returns.admin.move(requireStaff(req), req.params.id, req.body),
  );

  app.post(
    ADMIN_API.returnRefund,
    {
      config,
      schema: {
        tags,
        description:
          'Refunds a return, with an `Idempotency-Key` header (the same key answers the same refund). `amount` defaults to what was paid for the returned units and may only be lower; 422 `amount` above it or above what was paid less earlier refunds. Online payments are refunded at Stripe before the answer (502 `refund_failed`: nothing refunded, retry); cash on delivery and transfers record a refund to the return’s bank account, `pending` until staff mark it sent.',
        params: adminReturnParams,
        body: adminRefundRequest,
        response: { 200: adminRefundResponse },
      },
    },
    async (req) => {
      const actor = requireStaff(req);
      const key = req.headers['idempotency-key'];
      if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) {
        throw validation({ 'Idempotency-Key': ['idempotency_key.invalid'] });
      }
      const amount = req.body.amount === undefined ? null : fromDecimal(req.body.amount);
      return returns.refund(actor, req.params.id, key, amount);
    },
  );

  app.post(
    ADMIN_API.returnRefundSent,
    {
      config,
      schema: {
        tags,
        description:
          'Staff sent the bank transfer of the return’s pending refund: it succeeds and the payment becomes partially refunded or refunded. 409 `refund_not_pending`.',
        params: adminReturnParams,
        response: { 200: adminRefundResponse },
      },
    },
    async (req) => returns.markSent(requireStaff(req), req.params.id),
  );
}
