import type { Config } from '../config.js';
import type { Database } from '../db/types.js';
import type { Secrets } from '../secrets.js';
import { createAuth } from './auth/index.js';
import { createCatalogService } from './catalog/catalog-service.js';
import { createContentService } from './content/content-service.js';
import { createMediaService } from './media-service.js';
import { createMessaging } from './messaging/index.js';
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
  return {
    config,
    database,
    secrets,
    catalog: createCatalogService(db),
    content: createContentService(db),
    media: createMediaService(db),
    sitemap: createSitemapService(db),
    outbox,
    auth: createAuth(db, config, secrets, outbox),
  };
}

export type Services = ReturnType<typeof createServices>;
