import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services/index.js';
import { noStore } from '../no-store.js';
import adminAuthRoutes from './auth.js';
import auditRoutes from './audit.js';
import dashboardRoutes from './dashboard.js';
import deliveryMethodRoutes from './delivery-methods.js';
import adminCategoryRoutes from './categories.js';
import adminContentRoutes from './content.js';
import contentImageRoutes from './content-images.js';
import imageRoutes from './images.js';
import importExportRoutes from './import-export.js';
import adminOrderRoutes from './orders.js';
import adminPresetRoutes from './presets.js';
import adminProductRoutes from './products.js';
import adminReviewRoutes from './reviews.js';
import adminRequestRoutes from './requests.js';
import settingsRoutes from './settings.js';
import shopPageRoutes from './shop-pages.js';
import staffRoutes from './staff.js';

/**
 * The back office's API under /api/admin (docs/rules.md#back-office), one plugin per noun.
 * Every answer is personal and current: never stored by a browser, proxy or CDN.
 */
export default async function adminRoutes(app: FastifyInstance, opts: { services: Services }) {
  app.addHook('onSend', noStore);
  await app.register(adminAuthRoutes, opts);
  await app.register(staffRoutes, opts);
  await app.register(auditRoutes, opts);
  await app.register(adminProductRoutes, opts);
  await app.register(adminCategoryRoutes, opts);
  await app.register(adminPresetRoutes, opts);
  await app.register(imageRoutes, opts);
  await app.register(importExportRoutes, opts);
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
