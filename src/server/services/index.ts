import path from 'node:path';
import { shopOrigin, type Config } from '../config';
import { pgPoolOf } from '../db/client';
import type { Database } from '../db/types';
import { createLogger, type Logger } from '../logger';
import type { Secrets } from '../secrets';
import { createAccountService } from './account/index';
import { createAddressesService } from './addresses/index';
import { createAuditService } from './audit/index';
import { createAuthService } from './auth/index';
import { createCartService } from './cart/index';
import { createCatalogService } from './catalog/index';
import {
  createCatalogChanges,
  type CatalogChange,
  type ReceivedChange,
} from './catalog-changes/index';
import { createCategoriesService } from './categories/index';
import { createCheckoutService } from './checkout/index';
import { createCompareService } from './compare/index';
import {
  createContentAdminService,
  createContentService,
  createPublishTimer,
} from './content/index';
import { createDashboardService } from './dashboard/index';
import { createDeliveryService } from './delivery/index';
import { createPromotionsService } from './promotions/index';
import { createHeaderCountService } from './header-count/index';
import { createCatalogImportService } from './import/index';
import { createImagesService } from './images/index';
import { createJobsAdmin, createJobsService } from './jobs/index';
import { createFileMediaStore, createMediaService } from './media/index';
import { createDocumentsService } from './documents/index';
import { createMessagingService } from './messaging/index';
import { cancelByShop, createOrdersService } from './orders/index';
import { createPresetsService } from './presets/index';
import { createPaymentsService } from './payments/index';
import { createReturnsService } from './returns/index';
import { createProductsService } from './products/index';
import { createProductGroupsService } from './product-groups/index';
import { createSaleEdges } from './prices/sale-edges';
import { createReviewModeration, createReviewsService } from './reviews/index';
import { createRequestsService } from './requests/index';
import { createSitemapService } from './seo/index';
import { createManufacturersService } from './manufacturers/index';
import { createSettingsService } from './settings/index';
import { createSettingsAdmin } from './settings/settings-admin';
import { createShippingService } from './shipping/index';
import { createShopPagesService } from './shop-pages/index';
import { createStaffService } from './staff/index';
import { createStockAlerts } from './stock-alerts/index';
import { createWishlistService } from './wishlist/index';

export interface ServiceDeps {
  config: Config;
  database: Database;
  secrets: Secrets;
  /** The app's logger (logger.ts); buildApp makes Fastify's from it. */
  log?: Logger;
}

/** Every use case, wired once per process and handed to routes and loaders. */
export function createServices({
  config,
  database,
  secrets,
  log = createLogger(config),
}: ServiceDeps) {
  const { db } = database;
  /** What a service reports and survives (a failed publish, a refused webhook, a missed edge). */
  const warn = (message: string, error?: unknown) => log.warn({ err: error }, message);
  // With InPost configured only its lockers are offered (docs/api.md "Parcels (InPost)").
  const pointSource = config.INPOST_TOKEN ? 'inpost' : 'shop';
  // Work done later, once (decision 068): every noun below registers its handlers on it.
  const jobs = createJobsService(database, config, warn);
  const outbox = createMessagingService(db, jobs, config);
  const catalog = createCatalogService(db, {
    log: warn,
  });
  const audit = createAuditService(db);
  const settings = createSettingsService(db);
  const staff = createStaffService(db, config, audit);
  // What every process keeps of the catalogue, dropped for every change: its own (at once) and
  // every other process's (PostgreSQL NOTIFY or Redis pub/sub; docs/back-office/catalog.md).
  // HTTP layers (the page cache) add theirs with `onCatalogChange`.
  const catalogListeners = new Set<(change: ReceivedChange) => void>();
  const dropCaches = (change: ReceivedChange) => {
    catalog.invalidate(change);
    products.forget();
    settings.forget();
    for (const listener of catalogListeners) listener(change);
  };
  const catalogChanges = createCatalogChanges({
    databaseKind: database.kind,
    databaseUrl: config.DATABASE_URL,
    pool: pgPoolOf(database),
    redisUrl: config.REDIS_URL,
    apply: dropCaches,
    log: warn,
  });
  const invalidate = (change: CatalogChange = {}) => catalogChanges.publish(change);
  const catalogWrites = { db, audit, changed: invalidate };
  const stockAlerts = createStockAlerts({ db, jobs, outbox, origin: shopOrigin(config) });
  const products = createProductsService({
    ...catalogWrites,
    waitingFor: stockAlerts.waitingFor,
    deletedProducts: async (ids) => {
      for (const id of ids) {
        await services.images.deleteProductFiles(id);
        await services.documents.deleteProductFiles(id);
      }
    },
  });
  const stockSoldOut = () => void invalidate({ stockOnly: true, reason: 'stock' });
  const stockReturned = (products: number[]) =>
    void invalidate({ products, stockOnly: true, reason: 'stock' });
  // Payments settle cancels and give up unpaid online orders (docs/decisions/031-checkout.md).
  const payments = createPaymentsService(config, jobs, {
    db,
    outbox,
    audit,
    stockReturned,
    // The order is cancelled by its own noun; payments only asks (decision 055).
    cancelOrder: (tx, orderId) => cancelByShop(tx, outbox, orderId),
    // Providers' refund events reconcile the refunds of returns (bound late: returns needs payments).
    refundUpdated: (tx, provider, refund) => returns.refundUpdated(tx, provider, refund),
  });
  const orders = createOrdersService({
    db,
    outbox,
    shopEmail: config.SHOP_EMAIL,
    // Stock is on every cached product card and page: a sold-out product must stop showing
    // as available now, not when its pages expire.
    onSoldOut: stockSoldOut,
    audit,
    // A cancelled order's stock is back on the shelf: the same pages must show it again.
    stockReturned,
    settleOnCancel: payments.settleOnCancel,
    settings,
    links: { origin: shopOrigin(config), secret: secrets.csrf },
  });
  // Withdrawals, complaints and their refunds act on orders and payments (decision 055).
  const returns = createReturnsService({
    db,
    outbox,
    audit,
    stockReturned,
    providers: payments.providers,
    secret: secrets.csrf,
    photoStore: createFileMediaStore(path.join(config.DATA_DIR, 'complaint-photos')),
  });
  const mediaStore = createFileMediaStore(path.join(config.DATA_DIR, 'media'));
  // A scheduled post coming due is a content change nobody writes: publish it on the bus then.
  const publishTimer = createPublishTimer(db, jobs, () =>
    invalidate({ reason: 'content.publish_due' }),
  );
  // Scheduled sales: moves products across their windows' edges in every process (decision 044).
  const saleEdges = createSaleEdges({
    db,
    jobs,
    changed: invalidate,
    log: warn,
  });
  const services = {
    config,
    database,
    secrets,
    /** The app's logger (Fastify's request loggers are its children). */
    log,
    /** The job queue: `enqueue(tx, topic, payload)` in a change's transaction; `start()` at boot. */
    jobs,
    jobsAdmin: createJobsAdmin({ db, audit, queue: jobs }),
    catalog: {
      ...catalog,
      /**
       * After a committed catalogue change: the cached tree, every cached page (menus, listings,
       * prices) and the admin list totals, in this process at once and in every other one serving
       * the database. Name what changed (`{ products, categories, presets }`) for later precise
       * purges. Never rejects.
       */
      invalidate,
    },
    /** The change bus behind `catalog.invalidate`; `start()` in bootstrap, `close()` on app close. */
    catalogChanges,
    /** The back office's products: list, editor, bulk actions (every write audited). */
    products,
    /** The back office's category tree (every write audited). */
    categories: createCategoriesService(catalogWrites),
    /** The back office's presets (every write audited). */
    presets: createPresetsService(catalogWrites),
    /** Product groups: colours and sizes as one choice (every write audited, members purged). */
    productGroups: createProductGroupsService(catalogWrites),
    /**
     * Runs `listener` whenever the catalogue changed, here or in another process (after this
     * process's own caches were dropped), with what changed. The page cache purges itself this
     * way. Returns `off`.
     */
    onCatalogChange(listener: (change: ReceivedChange) => void): () => void {
      catalogListeners.add(listener);
      return () => catalogListeners.delete(listener);
    },
    content: createContentService(db, publishTimer),
    /** The timer to the next scheduled post (re-armed on every change; `close()` on app close). */
    publishTimer,
    /** The sale windows' edge applier and the page cache's next edge (`start()` by buildApp). */
    saleEdges,
    /** Blog and news in the back office: sections, posts, images (every write audited). */
    contentAdmin: createContentAdminService({
      db,
      audit,
      store: mediaStore,
      changed: invalidate,
    }),
    media: createMediaService(db),
    /** The sitemap and the other addresses search engines read. */
    seo: createSitemapService(db),
    /** E-mail and SMS: each message and its delivery job commit with the change that causes it. */
    messaging: outbox,
    auth: createAuthService(db, config, secrets, outbox),
    /** Server cart, availability checks, shared carts (`cart.sharedCart(token, locale)` for the page). */
    cart: createCartService(db, outbox),
    orders,
    /** Withdrawals and complaints in the back office, their status moves and refunds. */
    returns,
    /** Quote and placement (which writes through `orders`). */
    checkout: createCheckoutService({
      db,
      outbox,
      settings,
      providers: payments.providers,
      origin: shopOrigin(config),
      links: orders.links,
      timeoutMinutes: config.PAYMENT_TIMEOUT_MINUTES,
      shopEmail: config.SHOP_EMAIL,
      onSoldOut: stockSoldOut,
      pointSource,
    }),
    /** Delivery methods (back office) and parcel-locker points. */
    delivery: createDeliveryService(db, audit, pointSource),
    /** Manufacturers and EU responsible persons (GPSR; decision 053). */
    manufacturers: createManufacturersService({ db, audit, changed: invalidate }),
    /** Payment states: provider webhooks, staff marking transfers paid, the unpaid-order timer. */
    payments,
    /** InPost: lockers copied in, shipments and labels, tracking (off unless configured). */
    shipping: createShippingService(config, {
      db,
      jobs,
      outbox,
      audit,
      log: warn,
    }),
    /** The shopper's own data: export, and deleting the account. */
    account: createAccountService({ db, audit, settings }),
    /** "Tell me when it is back": subscriptions; a restock's trigger writes the e-mails' job. */
    stockAlerts,
    /** Promo codes in the back office (the checkout applies them through checkout/promo-slot). */
    promotions: createPromotionsService(db, audit),
    /** Terms, privacy, returns, delivery and payment pages. */
    shopPages: createShopPagesService(db, audit),
    wishlist: createWishlistService(db),
    /** The shopper's address book (delivery addresses the checkout offers). */
    addresses: createAddressesService(db),
    /** Settings staff change in the back office (low-stock threshold, review auto-publish, tag manager). */
    settings,
    /** The back office's settings screen: read, and change with an audit row. */
    settingsAdmin: createSettingsAdmin(db, audit, invalidate),
    /** Customization requests: the shopper's, and the back office's inbox (status, replies). */
    requests: createRequestsService({ db, outbox, audit, shopEmail: config.SHOP_EMAIL }),
    /** The back office's dashboard: sales, orders by status, best sellers, low stock, requests. */
    dashboard: createDashboardService({ db, settings, stockAlerts }),
    compare: createCompareService(db, secrets),
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
      // Named, so the listing index reads one product again, not the whole catalogue.
      onChange: (productId) => {
        void services.catalog.invalidate({ products: [productId], reason: 'product.images' });
      },
    }),
    /** Products' safety documents (PDF) in the back office: upload, delete (GPSR). */
    documents: createDocumentsService({
      db,
      store: mediaStore,
      audit,
      onChange: (productId) => {
        void services.catalog.invalidate({ products: [productId], reason: 'product.documents' });
      },
    }),
    /** Shoppers' reviews and ratings (docs/decisions/028-reviews.md). */
    reviews: createReviewsService({ db, settings, changed: invalidate }),
    /** The back office's review queue: publish or reject, audited. */
    reviewModeration: createReviewModeration({ db, audit, changed: invalidate }),
    /** Products CSV import and export (docs/back-office/csv.md). */
    import: createCatalogImportService({
      db,
      jobs,
      audit,
      changed: invalidate,
    }),
  };
  // Any change (this process's or another's) may add, move or remove a scheduled date.
  catalogListeners.add(() => void publishTimer.rearm());
  catalogListeners.add((change) => saleEdges.onChange(change));
  return services;
}

export type Services = ReturnType<typeof createServices>;
