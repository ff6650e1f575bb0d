// The seeded catalogue, read only: the listing specs need a category with many pages, which is
// too slow to make per test. Nothing here changes it (tests make their own data: shop-data.ts).
import type { APIRequestContext } from '@playwright/test';
import { API, apiPath } from '#contracts/api-paths';
import type { Category } from '#contracts/catalog';
import type { Locale } from '#domain/locale';

export interface TopCategory {
  id: number;
  url: string;
  count: number;
}

/**
 * The seeded top category with the most products (the seed decides names; tests only need a long
 * listing). The workers' own top categories (named "E2E …", see fixtures.ts) are left out.
 */
export async function biggestTopCategory(
  request: APIRequestContext,
  locale: Locale = 'pl',
): Promise<TopCategory> {
  const tree = (await (await request.get(apiPath(API.categoryTree, { locale }))).json()) as {
    data: { categories: Category[] };
  };
  const counted: TopCategory[] = [];
  for (const c of tree.data.categories) {
    if (c.title.startsWith('E2E ')) continue;
    const res = await request.get(apiPath(API.catalogCount, { locale, categoryId: c.id }));
    const { count } = (await res.json()) as { count: number };
    counted.push({ id: c.id, url: c.url, count });
  }
  return counted.sort((a, b) => b.count - a.count)[0]!;
}
