import { sql } from 'drizzle-orm';
import type { AdminCategory } from '#contracts/admin/categories';
import { products } from '#server/db/schema/index';
import type { Db } from '#server/db/types';
import { loadCategoryTexts } from '../catalog/category-tree';

/**
 * The whole tree for the editor: per-locale texts, order, and product counts per node (live and
 * archived, and live with descendants). Two queries: a shop has hundreds of categories.
 */
export async function loadTree(
  db: Db,
): Promise<{ roots: AdminCategory[]; byId: Map<number, AdminCategory> }> {
  const texts = await loadCategoryTexts(db);
  const counts = await db
    .select({
      categoryId: products.categoryId,
      live: sql<number>`count(*) filter (where ${products.archivedAt} is null)::int`,
      archived: sql<number>`count(*) filter (where ${products.archivedAt} is not null)::int`,
    })
    .from(products)
    .groupBy(products.categoryId);
  const countOf = new Map(counts.map((c) => [c.categoryId, c]));
  const byId = new Map<number, AdminCategory>();
  for (const r of texts) {
    let node = byId.get(r.id);
    if (!node) {
      const count = countOf.get(r.id);
      node = {
        id: r.id,
        parent_id: r.parentId,
        position: r.position,
        translations: {} as AdminCategory['translations'],
        product_count: Number(count?.live ?? 0),
        archived_count: Number(count?.archived ?? 0),
        total_product_count: 0,
        children: [],
      };
      byId.set(r.id, node);
    }
    node.translations[r.locale] = {
      title: r.title,
      slug: r.slug,
      description: r.description ?? '',
    };
  }
  const roots: AdminCategory[] = [];
  for (const node of byId.values()) {
    const parent = node.parent_id === null ? undefined : byId.get(node.parent_id);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const total = (n: AdminCategory): number =>
    (n.total_product_count = n.product_count + n.children.reduce((s, c) => s + total(c), 0));
  roots.forEach(total);
  return { roots, byId };
}
