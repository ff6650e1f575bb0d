import type { AdminProduct, ProductCreate, ProductPatch } from '#contracts/admin/products';
import type { ProductListQuery } from '#contracts/admin/products';
import { notFound } from '#domain/errors';
import type { Locale } from '#domain/locale';
import type { Actor, CatalogWriteDeps } from '#server/services/shared/catalog-writes';
import { createProductRemoval } from './product-bulk';
import { createProductList } from './product-list';
import { loadAdminProduct } from './product-read';
import { createProductWrites } from './product-write';

/**
 * The back office's products: list, editor, bulk actions. Every write runs in one transaction
 * with its audit row, then tells every process that the catalogue changed
 * (docs/back-office/catalog.md).
 */
export interface ProductsDeps extends CatalogWriteDeps {
  /**
   * Back-in-stock subscribers per product (`services.stockAlerts.waitingFor`), shown in the list
   * and the editor as `waiting`. Left out (tests of the writes alone): 0.
   */
  waitingFor?: (ids: readonly number[]) => Promise<Map<number, number>>;
}

export function createProductsService(deps: ProductsDeps) {
  const list = createProductList(deps.db);
  const writes = createProductWrites(deps);
  const removal = createProductRemoval(deps);
  const withWaiting = async (items: AdminProduct[]): Promise<AdminProduct[]> => {
    const waiting = deps.waitingFor ? await deps.waitingFor(items.map((p) => p.id)) : new Map();
    return items.map((p) => ({ ...p, waiting: waiting.get(p.id) ?? 0 }));
  };
  const get = async (id: number) => {
    const product = await loadAdminProduct(deps.db, id);
    if (!product) throw notFound('product_not_found', 'Product not found');
    const [withCount] = await withWaiting([product]);
    return withCount!;
  };

  return {
    async list(query: ProductListQuery, locale: Locale = 'pl') {
      const page = await list.list(query, locale);
      return { ...page, items: await withWaiting(page.items) };
    },
    get,
    async create(actor: Actor, input: ProductCreate) {
      return get(await writes.create(actor, input));
    },
    async update(actor: Actor, id: number, patch: ProductPatch) {
      await writes.update(actor, id, patch);
      return get(id);
    },
    remove: removal.remove,
    bulk: removal.bulk,
    /** Drops cached list totals: called for every catalogue change, this process's or another's. */
    forget: () => list.forget(),
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
