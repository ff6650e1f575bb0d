import path from 'node:path';
import type { Config } from '../config.js';
import type { Database } from '../db/types.js';
import type { Secrets } from '../secrets.js';
import { createAuth } from './auth/index.js';
import { createCart } from './cart/index.js';
import { createCatalogService } from './catalog/catalog-service.js';
import { createCompare } from './compare/index.js';
import { createContentService } from './content/content-service.js';
import { createHeaderCountService } from './header-count.js';
import { createMediaService } from './media/demo-images.js';
import { createImagesService } from './media/images-service.js';
import { createFileMediaStore } from './media/store.js';
import { createMessaging } from './messaging/index.js';
import { createOrders } from './orders/index.js';
import { pageCacheFromConfig } from './page-cache.js';
import { createSitemapService } from './seo/sitemap-service.js';
import { createStaff } from './staff/index.js';
import { createWishlistService } from './wishlist/wishlist-service.js';

export interface ServiceDeps {
  config: Config;
  database: Database;
  secrets: Secrets;
}

/** Every use case, wired once per process and handed to routes and loaders. */
export function createServices({ config, database, secrets }: ServiceDeps) {
  const { db } = database;
  const outbox = createMessaging(db, config);
  const pageCache = pageCacheFromConfig(config);
  const catalog = createCatalogService(db);
  const { staff, audit } = createStaff(db, config);
  const mediaStore = createFileMediaStore(path.join(config.DATA_DIR, 'media'));
  const services = {
    config,
    database,
    secrets,
    catalog: {
      ...catalog,
      /** After a catalogue change: the cached tree and every cached page (menus, listings, prices). */
      invalidate() {
        catalog.invalidate();
        pageCache.clear();
      },
    },
    /** Rendered anonymous pages; `clear()` after any change that pages show (plugins/page-cache.ts). */
    pageCache,
    content: createContentService(db),
    media: createMediaService(db),
    sitemap: createSitemapService(db),
    outbox,
    auth: createAuth(db, config, secrets, outbox),
    /** Server cart, availability checks, shared carts (`cart.sharedCart(token, locale)` for the page). */
    cart: createCart(db, outbox),
    orders: createOrders({
      db,
      outbox,
      shopEmail: config.SHOP_EMAIL,
      // Stock is on every cached product card and page: a sold-out product must stop showing
      // as available now, not when its pages expire.
      onSoldOut: () => pageCache.clear(),
    }),
    wishlist: createWishlistService(db),
    compare: createCompare(db, secrets),
    headerCount: createHeaderCountService(db),
    /** Back-office accounts and sessions (`staff.sessions`). */
    staff,
    /** The back office's audit log: `audit.record(tx, actor, entry)` in the write's transaction. */
    audit,
    /** Uploaded media (`DATA_DIR/media`; docs/back-office/media.md), served at /media/*. */
    mediaStore,
    /** Products' images in the back office: upload, alt texts, order, delete. */
    images: createImagesService({
      db,
      store: mediaStore,
      audit,
      onChange: () => {
        services.catalog.invalidate();
      },
    }),
  };
  return services;
}

export type Services = ReturnType<typeof createServices>;
