import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { conflict, notFound } from '#domain/errors';
import type { Locale } from '#domain/locale';
import { products, productTranslations, stockAlerts } from '#server/db/schema/index';
import type { Db } from '#server/db/types';
import { productTextIn } from '../catalog/product-query';
import type { JobQueue } from '../jobs/queue';
import type { OutboxService } from '../messaging/outbox-service';
import { backInStockMail } from './alert-mail';
import { registerBackInStock } from './on-restock';
import { hashToken } from '#server/services/shared/token-hash';

export interface StockAlertDeps {
  db: Db;
  jobs: JobQueue;
  outbox: OutboxService;
  /** The shop's public origin, for the product and unsubscribe links in the e-mail. */
  origin: string;
}

/**
 * Back-in-stock alerts (docs/rules.md#back-in-stock). Subscribing stores the e-mail ready to send;
 * the database trigger `products_back_in_stock` writes a job in the restocking transaction,
 * however the stock came back, and the job (on-restock.ts) queues the e-mails.
 */
export function createStockAlerts({ db, jobs, outbox, origin }: StockAlertDeps) {
  registerBackInStock(jobs, db, outbox);
  return {
    /**
     * 202 for a sold-out product: one subscription per product and address (asking again renews
     * its language and link). 404 for a product that is not on sale, 409 `available` when it can
     * be bought now.
     */
    async subscribe(
      locale: Locale,
      productId: number,
      email: string,
      userId: string | null,
    ): Promise<void> {
      const address = email.trim().toLowerCase();
      await db.transaction(async (tx) => {
        // FOR SHARE: a restock waits until this subscription is committed, so its trigger sees
        // it; one committed before this lock is seen here as stock > 0 (409).
        const [product] = await tx
          .select({
            stock: products.stock,
            title: productTranslations.title,
            slug: productTranslations.slug,
          })
          .from(products)
          .innerJoin(productTranslations, productTextIn(locale))
          .where(and(eq(products.id, productId), eq(products.published, true)))
          .for('share', { of: products });
        if (!product) throw notFound('product_not_found');
        if (product.stock > 0) throw conflict('available', 'The product can be bought now.');
        const token = randomBytes(24).toString('base64url');
        const mail = backInStockMail(
          locale,
          { title: product.title, url: `${origin}/${locale}/product/${product.slug}` },
          `${origin}/${locale}/stock-alerts/unsubscribe?token=${token}`,
        );
        const values = {
          locale,
          tokenHash: hashToken(token),
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: mail.html,
        };
        await tx
          .insert(stockAlerts)
          .values({ productId, email: address, userId, ...values })
          .onConflictDoUpdate({
            target: [stockAlerts.productId, stockAlerts.email],
            set: { ...values, userId: sql`coalesce(excluded.user_id, ${stockAlerts.userId})` },
          });
      });
    },

    /** Ends the subscription whose e-mail carried `token`; false when there is none. */
    async unsubscribe(token: string): Promise<boolean> {
      const gone = await db
        .delete(stockAlerts)
        .where(eq(stockAlerts.tokenHash, hashToken(token)))
        .returning({ id: stockAlerts.id });
      return gone.length > 0;
    },

    /** Waiting subscribers per product, for the back office's product list and editor. */
    async waitingFor(ids: readonly number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const found = await db
        .select({ id: stockAlerts.productId, n: count() })
        .from(stockAlerts)
        .where(inArray(stockAlerts.productId, [...ids]))
        .groupBy(stockAlerts.productId);
      return new Map(found.map((r) => [r.id, r.n]));
    },

    /** The products most subscribers wait for, sold out now (the dashboard). */
    async mostAwaited(locale: Locale, limit = 5) {
      const n = count();
      return db
        .select({
          id: products.id,
          title: productTranslations.title,
          sku: products.sku,
          waiting: n,
        })
        .from(stockAlerts)
        .innerJoin(products, eq(products.id, stockAlerts.productId))
        .innerJoin(productTranslations, productTextIn(locale))
        .where(and(sql`${products.stock} <= 0`, isNull(products.archivedAt)))
        .groupBy(products.id, productTranslations.title, products.sku)
        .orderBy(desc(n), products.id)
        .limit(limit);
    },
  };
}

export type StockAlertsService = ReturnType<typeof createStockAlerts>;
