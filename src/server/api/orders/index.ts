import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productIdSchema } from '#contracts/cart';
import {
  cartOrderRequest,
  orderCreatedResponse,
  ordersResponse,
  quickOrderRequest,
} from '#contracts/orders';
import { requireAuth } from '#server/plugins/auth';
import type { Services } from '#server/services/index';
import { LOCALE_NOTE, localeQuery } from '#server/api/shared/locale-query';
import { bodyField, byIp, limit, type Limit } from '#server/api/shared/rate-limit';
import { noStore } from '#server/api/shared/no-store';
import { API } from '#contracts/api-paths';

const tags = ['orders'];

/**
 * Guests may call these; each one writes rows and sends e-mails to an address anyone can type,
 * and a quick order makes the shop call a phone anyone can type. Per client address, and per
 * recipient and phone so that changing addresses does not let a script flood one person.
 */
export const ORDER_LIMITS = {
  quickOrderIp: { name: 'quick-order-ip', max: 10, minutes: 10, key: byIp },
  quickOrderPhone: { name: 'quick-order-phone', max: 5, minutes: 60, key: bodyField('phone') },
  quickOrderRecipient: { name: 'quick-order-to', max: 3, minutes: 60, key: bodyField('email') },
} satisfies Record<string, Limit>;

/** Plain digits only: `7.0`, `1e1` or ` 7` name no product (404, like any unknown path). */
const productParams = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/)
    .transform(Number)
    .pipe(productIdSchema),
});

/** Orders (docs/rules.md#orders-and-quick-order); prices are always the server's. */
export default async function orderRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { orders } = services;

  app.addHook('onSend', noStore);

  app.post(
    API.cartOrder,
    {
      schema: {
        tags,
        description: `Order the user’s cart (paid on delivery): 201 \`{order_id}\` and the cart is emptied. Empty cart: 409 \`cart_empty\`; a line unpublished or short of stock: 409 \`cart_unavailable\`.${LOCALE_NOTE}`,
        querystring: localeQuery,
        body: cartOrderRequest,
        response: { 201: orderCreatedResponse },
      },
      config: { auth: true },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await orders.orderCart(requireAuth(req).userId, req.body, req.query.locale)),
  );

  app.post(
    API.quickOrder,
    {
      schema: {
        tags,
        description: `Quick order of one product (guests too): 201 \`{order_id}\`. Unknown or unpublished product: 404 \`product_not_found\`; fewer in stock than \`count\`: 409 \`out_of_stock\`. Rate-limited per address, per phone and per e-mail recipient (429 with Retry-After).${LOCALE_NOTE}`,
        params: productParams,
        querystring: localeQuery,
        body: quickOrderRequest,
        response: { 201: orderCreatedResponse },
      },
      config: { auth: 'optional' },
      onRequest: limit(app, ORDER_LIMITS.quickOrderIp),
      preHandler: limit(app, ORDER_LIMITS.quickOrderPhone, ORDER_LIMITS.quickOrderRecipient),
    },
    async (req, reply) => {
      const who = { userId: req.auth?.userId ?? null, locale: req.query.locale };
      return reply.status(201).send(await orders.quickOrder(req.params.id, req.body, who));
    },
  );

  app.get(
    API.orders,
    {
      schema: {
        tags,
        description: 'The user’s latest 50 orders, newest first, with their lines as sold',
        response: { 200: ordersResponse },
      },
      config: { auth: true },
    },
    async (req) => orders.listForUser(requireAuth(req).userId),
  );
}
