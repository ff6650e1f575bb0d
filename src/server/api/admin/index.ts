import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services/index.js';
import { noStore } from '../shared/no-store.js';
import sessionRoutes from './session/index.js';
import auditRoutes from './audit/index.js';
import dashboardRoutes from './dashboard/index.js';
import adminCategoryRoutes from './categories/index.js';
import adminContentRoutes from './content/index.js';
import contentImageRoutes from './content/images.js';
import imageRoutes from './products/images.js';
import importRoutes from './import/index.js';
import adminOrderRoutes from './orders/index.js';
import adminPresetRoutes from './presets/index.js';
import adminProductRoutes from './products/index.js';
import adminReviewRoutes from './reviews/index.js';
import adminRequestRoutes from './requests/index.js';
import settingsRoutes from './settings/index.js';
import staffRoutes from './staff/index.js';
import deliveryMethodRoutes from './delivery-methods/index.js';
import shopPageRoutes from './shop-pages/index.js';

/**
 * The back office's API under /api/admin (docs/rules.md#back-office), one plugin per noun.
 * Every answer is personal and current: never stored by a browser, proxy or CDN.
 */
export default async function adminRoutes(app: FastifyInstance, opts: { services: Services }) {
  app.addHook('onSend', noStore);
  await app.register(sessionRoutes, opts);
  await app.register(staffRoutes, opts);
  await app.register(auditRoutes, opts);
  await app.register(adminProductRoutes, opts);
  await app.register(adminCategoryRoutes, opts);
  await app.register(adminPresetRoutes, opts);
  await app.register(imageRoutes, opts);
  await app.register(importRoutes, opts);
  await app.register(adminContentRoutes, opts);
  await app.register(contentImageRoutes, opts);
  await app.register(adminReviewRoutes, opts);
  await app.register(adminOrderRoutes, opts);
  await app.register(adminRequestRoutes, opts);
  await app.register(dashboardRoutes, opts);
  await app.register(settingsRoutes, opts);
  await app.register(deliveryMethodRoutes, opts);
  await app.register(shopPageRoutes, opts);
}
