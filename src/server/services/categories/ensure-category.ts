import { eq } from 'drizzle-orm';
import { validation } from '#domain/errors';
import { categories } from '#server/db/schema/index';
import type { Executor } from '#server/db/types';

/** 422 on `field` when the category does not exist. */
export async function ensureCategory(
  tx: Executor,
  id: number,
  field = 'category_id',
): Promise<void> {
  const [hit] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, id));
  if (!hit) throw validation({ [field]: ['category.unknown'] });
}
