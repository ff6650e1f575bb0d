import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { shopPageSlug } from '#contracts/admin/shop-pages';
import { API } from '#contracts/api-paths';
import { localeParam } from '#contracts/catalog';
import {
  deliveryPointsQuery,
  deliveryPointsResponse,
  IDEMPOTENCY_KEY,
  lineUnavailableResponse,
  orderStatusQuery,
  orderStatusResponse,
  placedResponse,
  placeRequest,
  quoteRequest,
  quoteResponse,
  shopPageResponse,
} from '#contracts/checkout';
import { validation } from '#domain/errors';
import type { Services } from '#server/services/index';
import { isLineUnavailable } from '#server/services/checkout/index';
import { noStore } from '#server/api/shared/no-store';
import { byIp, limit, type Limit } from '#server/api/shared/rate-limit';

const tags = ['checkout'];

/** Guests may place orders: each one takes stock and sends e-mails, so per address. */
export const CHECKOUT_LIMITS = {
  placeIp: { name: 'checkout-ip', max: 20, minutes: 10, key: byIp },
} satisfies Record<string, Limit>;

const localeParams = z.object({ locale: localeParam });

/** Checkout, delivery points, the guest's order status and the shop's pages (decision 031). */
export default async function checkoutRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { checkout } = services;
  app.addHook('onSend', noStore);

  app.post(
    API.checkoutQuote,
    {
      schema: {
        tags,
        description:
          'The checkout summary at the server’s prices: lines, delivery methods, delivery price, VAT by rate, total, payment methods. A guest sends `cart`; a logged-in shopper without it gets the server cart. A bad `promo_code` or `delivery_method` is 422 on its field.',
        params: localeParams,
        body: quoteRequest,
        response: { 200: quoteResponse },
      },
      config: { auth: 'optional' },
    },
    async (req) => checkout.quote(req.params.locale, req.body, req.auth?.userId ?? null),
  );

  app.post(
    API.checkout,
    {
      schema: {
        tags,
        description:
          'Places the order (guests too) with an `Idempotency-Key` header: the same key answers the same body and places nothing twice. 409 `line_unavailable` with `ids` when a line cannot be sold (nothing written); 422 field map for the delivery, payment, NIP, postal code, terms and promo rules.',
        params: localeParams,
        body: placeRequest,
        response: { 201: placedResponse, 409: lineUnavailableResponse },
      },
      config: { auth: 'optional' },
      onRequest: limit(app, CHECKOUT_LIMITS.placeIp),
    },
    async (req, reply) => {
      const key = req.headers['idempotency-key'];
      if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) {
        throw validation({ 'Idempotency-Key': ['idempotency_key.invalid'] });
      }
      try {
        const placed = await checkout.place(
          req.params.locale,
          key,
          req.body,
          req.auth?.userId ?? null,
        );
        return reply.status(201).send(placed);
      } catch (error) {
        if (!isLineUnavailable(error)) throw error;
        return reply
          .status(409)
          .send({ errors: error.message, code: 'line_unavailable', ids: error.ids });
      }
    },
  );

  app.get(
    API.checkoutOrderStatus,
    {
      schema: {
        tags,
        description:
          'An order’s status and payment for the holder of its status link (no account needed); a wrong token is 404.',
        params: z.object({ orderId: z.uuid() }),
        querystring: orderStatusQuery,
        response: { 200: orderStatusResponse },
      },
    },
    async (req) => services.orders.status(req.params.orderId, req.query.token),
  );

  app.get(
    API.deliveryPoints,
    {
      schema: {
        tags,
        description:
          'The parcel-locker points offered (InPost’s when configured, else the shop’s own): `q` matches code, name, street, city or post code, Polish letters or not (50 at most); a post code or town with no point of its own answers the 10 nearest to it; `near=LAT,LNG` answers the 10 nearest. Nearest points carry `distance_km`, matches `null`.',
        querystring: deliveryPointsQuery,
        response: { 200: deliveryPointsResponse },
      },
    },
    async (req) => services.delivery.points(req.query),
  );

  app.get(
    API.shopPage,
    {
      schema: {
        tags,
        description: 'A shop page (terms, privacy, returns, delivery-payment) in Markdown.',
        params: z.object({ locale: localeParam, slug: shopPageSlug }),
        response: { 200: shopPageResponse },
      },
    },
    async (req) => services.shopPages.read(req.params.slug, req.params.locale),
  );
}
