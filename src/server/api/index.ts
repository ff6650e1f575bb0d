import type { FastifyInstance } from 'fastify';
import type { Services } from '../services/index';
import accountRoutes from './account/index';
import addressRoutes from './addresses/index';
import authRoutes from './auth/index';
import cartRoutes from './cart/index';
import catalogRoutes from './catalog/index';
import checkoutRoutes from './checkout/index';
import returnsRoutes from './returns/index';
import compareRoutes from './compare/index';
import headerCountRoutes from './header-count/index';
import mediaRoutes from './media/index';
import orderRoutes from './orders/index';
import requestRoutes from './requests/index';
import reviewRoutes from './reviews/index';
import seoRoutes from './seo/index';
import paymentWebhookRoutes from './payments/provider-webhook';
import inpostWebhookRoutes from './shipping/inpost-webhook';
import stockAlertRoutes from './stock-alerts/index';
import wishlistRoutes from './wishlist/index';

/** Every JSON route of the shop (paths: contracts/api-paths.ts), one plugin per noun. */
export default async function apiRoutes(app: FastifyInstance, opts: { services: Services }) {
  await app.register(catalogRoutes, opts);
  await app.register(authRoutes, opts);
  await app.register(accountRoutes, opts);
  await app.register(cartRoutes, opts);
  await app.register(orderRoutes, opts);
  await app.register(requestRoutes, opts);
  await app.register(mediaRoutes, opts);
  await app.register(seoRoutes, opts);
  await app.register(wishlistRoutes, opts);
  await app.register(compareRoutes, opts);
  await app.register(headerCountRoutes, opts);
  await app.register(reviewRoutes, opts);
  await app.register(checkoutRoutes, opts);
  await app.register(returnsRoutes, opts);
  await app.register(stockAlertRoutes, opts);
  await app.register(addressRoutes, opts);
  // Its own scope: a raw-body parser for the signature check (decisions 031, 069).
  await app.register(paymentWebhookRoutes, opts);
  await app.register(inpostWebhookRoutes, opts);
}
