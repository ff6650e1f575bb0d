import type { Config } from '../config.js';
import type { Database } from '../db/types.js';
import type { Secrets } from '../secrets.js';
import { createAuth } from './auth/index.js';
import { createCatalogService } from './catalog/catalog-service.js';
import { createContentService } from './content/content-service.js';
import { createMediaService } from './media-service.js';
import { createMessaging } from './messaging/index.js';
import { pageCacheFromConfig } from './page-cache.js';
import { createSitemapService } from './seo/sitemap-service.js';

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
  return {
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
  };
}

export type Services = ReturnType<typeof createServices>;
