import { asc, eq, sql } from 'drizzle-orm';
import type { AdminShopPage, ShopPagePatch } from '#contracts/admin/shop-pages';
import { notFound } from '#domain/errors';
import type { Locale } from '#domain/locale';
import { shopPages, type ShopPageSlug } from '#server/db/schema/index';
import type { Db, Executor } from '#server/db/types';
import type { Actor, Audit } from '../audit/audit-service';

type Row = typeof shopPages.$inferSelect;

const toAdmin = (p: Row): AdminShopPage => ({
  slug: p.slug,
  titles: p.titles,
  bodies: p.bodies,
  version: p.version,
  updated_at: p.updatedAt.toISOString(),
});

/** The version of the terms a shopper accepts now; null while the shop has no terms page. */
export async function termsVersion(executor: Executor): Promise<number | null> {
  const [row] = await executor
    .select({ version: shopPages.version })
    .from(shopPages)
    .where(eq(shopPages.slug, 'terms'));
  return row?.version ?? null;
}

/**
 * Terms, privacy, returns and withdrawal, delivery and payment: read by the storefront, edited
 * in the back office. Any change of the terms' text is a new version of the terms.
 */
export function createShopPagesService(db: Db, audit: Audit) {
  async function find(executor: Executor, slug: ShopPageSlug) {
    const [row] = await executor.select().from(shopPages).where(eq(shopPages.slug, slug));
    if (!row) throw notFound('page_not_found', 'No such page');
    return row;
  }
  return {
    async read(slug: ShopPageSlug, locale: Locale) {
      const page = await find(db, slug);
      return {
        slug: page.slug,
        title: page.titles[locale],
        body: page.bodies[locale],
        version: page.version,
        updated_at: page.updatedAt.toISOString(),
      };
    },
    async list(): Promise<AdminShopPage[]> {
      return (await db.select().from(shopPages).orderBy(asc(shopPages.slug))).map(toAdmin);
    },
    get: async (slug: ShopPageSlug) => toAdmin(await find(db, slug)),
    async update(actor: Actor, slug: ShopPageSlug, patch: ShopPagePatch): Promise<AdminShopPage> {
      return db.transaction(async (tx) => {
        const before = await find(tx, slug);
        const titles = { ...before.titles, ...patch.titles };
        const bodies = { ...before.bodies, ...patch.bodies };
        const textChanged = JSON.stringify(bodies) !== JSON.stringify(before.bodies);
        const bump = slug === 'terms' && textChanged;
        const [row] = await tx
          .update(shopPages)
          .set({
            titles,
            bodies,
            ...(bump ? { version: sql`${shopPages.version} + 1` } : {}),
            updatedAt: sql`now()`,
          })
          .where(eq(shopPages.slug, slug))
          .returning();
        const after = toAdmin(row!);
        await audit.record(tx, actor, {
          action: 'update',
          entity: 'shop_page',
          entityId: slug,
          before: { version: before.version },
          after: { version: after.version, titles: after.titles },
        });
        return after;
      });
    },
  };
}

export type ShopPagesService = ReturnType<typeof createShopPagesService>;
