import type { APIRequestContext } from '@playwright/test';

export interface TopCategory {
  id: number;
  url: string;
  count: number;
}

/** The top category with the most products: the seed decides names, tests only need a long listing. */
export async function biggestTopCategory(
  request: APIRequestContext,
  locale = 'pl',
): Promise<TopCategory> {
  const tree = await (await request.get(`/api/client/${locale}/category/tree`)).json();
  const counted: TopCategory[] = [];
  for (const c of tree.data.categories as Array<{ id: number; url: string }>) {
    const { count } = await (
      await request.get(`/api/client/${locale}/catalog/${c.id}/count`)
    ).json();
    counted.push({ id: c.id, url: c.url, count });
  }
  return counted.sort((a, b) => b.count - a.count)[0]!;
}
