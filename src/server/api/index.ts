import type { FastifyInstance } from 'fastify';
import type { Services } from '../services/index.js';
import authRoutes from './auth/index.js';
import cartRoutes from './cart/index.js';
import catalogRoutes from './catalog/index.js';
import checkoutRoutes from './checkout/index.js';
import compareRoutes from './compare/index.js';
import headerCountRoutes from './header-count/index.js';
import mediaRoutes from './media/index.js';
import orderRoutes from './orders/index.js';
import reviewRoutes from './reviews/index.js';
import seoRoutes from './seo/index.js';
import stripeWebhookRoutes from './payments/stripe-webhook.js';
import wishlistRoutes from './wishlist/index.js';

/** Every JSON route of the shop (paths: contracts/api-paths.ts), one plugin per noun. */
export default async function apiRoutes(app: FastifyInstance, opts: { services: Services }) {
  await app.register(catalogRoutes, opts);
  await app.register(authRoutes, opts);
  await app.register(cartRoutes, opts);
  await app.register(orderRoutes, opts);
  await app.register(mediaRoutes, opts);
  await app.register(seoRoutes, opts);
  await app.register(wishlistRoutes, opts);
  await app.register(compareRoutes, opts);
  await app.register(headerCountRoutes, opts);
  await app.register(reviewRoutes, opts);
  await app.register(checkoutRoutes, opts);
  // Its own scope: a raw-body parser for the signature check (decision 031).
  await app.register(stripeWebhookRoutes, opts);
}
