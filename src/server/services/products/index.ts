import type { ProductCreate, ProductPatch } from '#contracts/admin/products';
import type { ProductListQuery } from '#contracts/admin/products';
import { notFound } from '#domain/errors';
import type { Locale } from '#domain/locale';
import type { Actor, CatalogWriteDeps } from '../shared/catalog-writes';
import { createProductRemoval } from './product-bulk';
import { createProductList } from './product-list';
import { loadAdminProduct } from './product-read';
import { createProductWrites } from './product-write';

/**
 * The back office's products: list, editor, bulk actions. Every write runs in one transaction
 * with its audit row, then tells every process that the catalogue changed
 * (docs/back-office/catalog.md).
 */
export function createProductsService(deps: CatalogWriteDeps) {
  const list = createProductList(deps.db);
  const writes = createProductWrites(deps);
  const removal = createProductRemoval(deps);
  const get = async (id: number) => {
    const product = await loadAdminProduct(deps.db, id);
    if (!product) throw notFound('product_not_found', 'Product not found');
    return product;
  };

  return {
    list: (query: ProductListQuery, locale: Locale = 'pl') => list.list(query, locale),
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
