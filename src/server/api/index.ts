import type { FastifyInstance } from 'fastify';
import type { Services } from '../services/index.js';
import authRoutes from './auth/index.js';
import catalogRoutes from './catalog/index.js';
import mediaRoutes from './media.js';
import sitemapRoutes from './sitemap.js';

/** Every JSON route of the spec, one plugin per noun. */
export default async function apiRoutes(app: FastifyInstance, opts: { services: Services }) {
  await app.register(catalogRoutes, opts);
  await app.register(authRoutes, opts);
  await app.register(mediaRoutes, opts);
  await app.register(sitemapRoutes, opts);
}
