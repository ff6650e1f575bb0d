import { sql } from 'drizzle-orm';
import type { AdminCategory } from '../../../contracts/admin/categories';
import type { Locale } from '../../../domain/locale';
import { rows } from '../../db/rows.js';
import type { Db } from '../../db/types.js';

/**
 * The whole tree for the editor: per-locale texts, order, and product counts per node (live and
 * archived, and live with descendants). Two queries: a shop has hundreds of categories.
 */
export async function loadTree(
  db: Db,
): Promise<{ roots: AdminCategory[]; byId: Map<number, AdminCategory> }> {
  const texts = await rows<{
    id: number;
    parent_id: number | null;
    position: number;
    locale: Locale;
    title: string;
    slug: string;
    description: string | null;
  }>(
    db,
    sql`select c.id, c.parent_id, c.position, t.locale, t.title, t.slug, t.description
        from categories c join category_translations t on t.category_id = c.id
        order by c.position, c.id`,
  );
  const counts = await rows<{ category_id: number; live: number; archived: number }>(
    db,
    sql`select category_id, count(*) filter (where archived_at is null)::int as live,
          count(*) filter (where archived_at is not null)::int as archived
        from products group by category_id`,
  );
  const countOf = new Map(counts.map((c) => [c.category_id, c]));
  const byId = new Map<number, AdminCategory>();
  for (const r of texts) {
    let node = byId.get(r.id);
    if (!node) {
      const count = countOf.get(r.id);
      node = {
        id: r.id,
        parent_id: r.parent_id,
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
