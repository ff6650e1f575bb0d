import type { FastifyInstance } from 'fastify';
import type { Services } from '#server/services/index';
import { noStore } from '#server/api/shared/no-store';
import sessionRoutes from './session/index';
import auditRoutes from './audit/index';
import dashboardRoutes from './dashboard/index';
import adminCategoryRoutes from './categories/index';
import adminContentRoutes from './content/index';
import contentImageRoutes from './content/images';
import documentRoutes from './products/documents';
import imageRoutes from './products/images';
import importRoutes from './import/index';
import adminJobRoutes from './jobs/index';
import adminOrderRoutes from './orders/index';
import adminShipmentRoutes from './orders/shipment';
import adminReturnRoutes from './returns/index';
import adminPresetRoutes from './presets/index';
import adminProductGroupRoutes from './product-groups/index';
import adminProductRoutes from './products/index';
import adminReviewRoutes from './reviews/index';
import adminRequestRoutes from './requests/index';
import settingsRoutes from './settings/index';
import staffRoutes from './staff/index';
import deliveryMethodRoutes from './delivery/index';
import manufacturerRoutes from './manufacturers/index';
import shopPageRoutes from './shop-pages/index';
import promotionRoutes from './promotions/index';

/**
 * The back office's API under /api/admin (docs/rules.md#back-office), one plugin per noun.
 * Every answer is personal and current: never stored by a browser, proxy or CDN.
 */
export default async function adminRoutes(app: FastifyInstance, opts: { services: Services }) {
  app.addHook('onSend', noStore);
  await app.register(sessionRoutes, opts);
  await app.register(staffRoutes, opts);
  await app.register(auditRoutes, opts);
  await app.register(adminJobRoutes, opts);
  await app.register(adminProductRoutes, opts);
  await app.register(adminCategoryRoutes, opts);
  await app.register(adminPresetRoutes, opts);
  await app.register(adminProductGroupRoutes, opts);
  await app.register(imageRoutes, opts);
  await app.register(documentRoutes, opts);
  await app.register(importRoutes, opts);
  await app.register(adminContentRoutes, opts);
  await app.register(contentImageRoutes, opts);
  await app.register(adminReviewRoutes, opts);
  await app.register(adminOrderRoutes, opts);
  await app.register(adminShipmentRoutes, opts);
  await app.register(adminReturnRoutes, opts);
  await app.register(adminRequestRoutes, opts);
  await app.register(dashboardRoutes, opts);
  await app.register(settingsRoutes, opts);
  await app.register(deliveryMethodRoutes, opts);
  await app.register(manufacturerRoutes, opts);
  await app.register(shopPageRoutes, opts);
  await app.register(promotionRoutes, opts);
}
