import { href } from 'react-router';
import type { AdminCategory } from '../../../../contracts/admin/categories';
import type {
  AdminProduct,
  ProductBulkRequest,
  ProductBulkResponse,
  ProductCreate,
  ProductListResponse,
  ProductPatch,
} from '../../../../contracts/admin/products';
import type { Locale } from '../../../../domain/locale';
import { ADMIN_API, apiPath } from '../../../../contracts/api-paths';
import { adminApi } from '../../lib/api';

/**
 * The products screens' calls (docs/rules.md#back-office) and their TanStack Query keys. Every
 * call is `quiet`: the screens show failures where the person is looking (the form, the dialog).
 */

export const productKeys = {
  all: ['admin', 'products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (query: string) => [...productKeys.lists(), query] as const,
  one: (id: number) => [...productKeys.all, 'one', id] as const,
  images: (id: number) => [...productKeys.all, 'one', id, 'images'] as const,
};
export const categoriesKey = ['admin', 'categories'] as const;

const quiet = { quiet: true } as const;

export function fetchProducts(query: string, signal?: AbortSignal) {
  return adminApi.get<ProductListResponse>(`${apiPath(ADMIN_API.products, {})}?${query}`, {
    ...quiet,
    signal,
  });
}

export function fetchProduct(id: number, signal?: AbortSignal) {
  return adminApi.get<AdminProduct>(apiPath(ADMIN_API.product, { id }), { ...quiet, signal });
}

export function createProduct(body: ProductCreate) {
  return adminApi.post<AdminProduct>(apiPath(ADMIN_API.products, {}), body, quiet);
}

export function patchProduct(id: number, body: ProductPatch) {
  return adminApi.patch<AdminProduct>(apiPath(ADMIN_API.product, { id }), body, quiet);
}

export function bulkProducts(body: ProductBulkRequest) {
  return adminApi.post<ProductBulkResponse>(apiPath(ADMIN_API.productsBulk, {}), body, quiet);
}

export async function fetchCategories(signal?: AbortSignal): Promise<AdminCategory[]> {
  const answer = await adminApi.get<{ items: AdminCategory[] }>(apiPath(ADMIN_API.categories, {}), {
    ...quiet,
    signal,
  });
  return answer.items;
}

/** A product's address in the shop, in one language. */
export function shopProductPath(locale: Locale, slug: string): string {
  // href() fills parameters as they are: the slug is encoded here, as any path segment must be.
  return href('/:locale/product/:slug', { locale, slug: encodeURIComponent(slug) });
}
