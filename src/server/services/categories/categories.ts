import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AdminCategory, CategoryCreate, CategoryPatch } from '#contracts/admin/categories';
import { conflict, notFound, validation } from '#domain/errors';
import { LOCALES } from '#domain/locale';
import { rows } from '#server/db/rows';
import { categories, categoryTranslations, presets, products } from '#server/db/schema/index';
import type { Db } from '#server/db/types';
import { loadTree } from './category-read';
import { ensureCategory } from './ensure-category';
import type { Actor, CatalogWriteDeps } from '#server/services/shared/catalog-writes';
import { resolveSlug } from '#server/services/shared/slugs';
import { constraintToConflict } from '#server/services/shared/sql';

/**
 * Tree edits take one transaction-scoped advisory lock: the tree is small, and two moves checked
 * side by side (A under B, B under A) could otherwise make a cycle together.
 */
const lockTree = (tx: Db) => tx.execute(sql`select pg_advisory_xact_lock(${TREE_LOCK})`);
const TREE_LOCK = 0x5f_ca7e;

/** Ids of siblings under `parent` in order, without `except`. */
async function siblings(tx: Db, parent: number | null, except: number): Promise<number[]> {
  const found = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        parent === null ? isNull(categories.parentId) : eq(categories.parentId, parent),
        ne(categories.id, except),
      ),
    )
    .orderBy(categories.position, categories.id);
  return found.map((r) => r.id);
}

/** Positions 0..n-1 in the given order, rewriting only the rows whose position moves. */
async function renumber(tx: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const values = sql.join(
    ids.map((id, i) => sql`(${id}::int, ${i}::int)`),
    sql`, `,
  );
  await tx.execute(
    sql`update categories c set position = v.pos from (values ${values}) as v(id, pos)
        where c.id = v.id and c.position <> v.pos`,
  );
}

/** Puts `id` at `position` (default: last) among the children of `parent`. */
async function place(tx: Db, id: number, parent: number | null, position: number | undefined) {
  const order = await siblings(tx, parent, id);
  order.splice(Math.min(position ?? order.length, order.length), 0, id);
  await renumber(tx, order);
}

/**
 * The back office's categories: the tree, moves and translations. Every write runs in one
 * transaction with its audit row, then tells every process that the catalogue changed
 * (docs/back-office/catalog.md).
 */
export function createCategoriesService({ db, audit, changed }: CatalogWriteDeps) {
  async function node(id: number): Promise<AdminCategory> {
    const found = (await loadTree(db)).byId.get(id);
    if (!found) throw notFound('category_not_found', 'Category not found');
    return found;
  }

  return {
    /** The whole tree, every node with its texts, position and product counts. */
    async tree(): Promise<AdminCategory[]> {
      return (await loadTree(db)).roots;
    },

    async create(actor: Actor, input: CategoryCreate): Promise<AdminCategory> {
      const parent = input.parent_id ?? null;
      const id = await db
        .transaction(async (tx) => {
          await lockTree(tx);
          if (parent !== null) await ensureCategory(tx, parent, 'parent_id');
          const [row] = await tx
            .insert(categories)
            .values({ parentId: parent, position: 0 })
            .returning({ id: categories.id });
          const categoryId = row!.id;
          const texts = [];
          for (const locale of LOCALES) {
            const t = input.translations[locale];
            const slug = await resolveSlug(tx, 'category', locale, t.slug, t.title, categoryId);
            texts.push({
              categoryId,
              locale,
              title: t.title,
              slug,
              description: t.description ?? '',
            });
          }
          await tx.insert(categoryTranslations).values(texts);
          await place(tx, categoryId, parent, input.position);
          await audit.record(tx, actor, {
            action: 'create',
            entity: 'category',
            entityId: categoryId,
            before: null,
            after: {
              parent_id: parent,
              translations: Object.fromEntries(
                texts.map((t) => [t.locale, { title: t.title, slug: t.slug }]),
              ),
            },
          });
          return categoryId;
        })
        .catch(constraintToConflict);
      await changed({ categories: [id], reason: 'category.create' });
      return node(id);
    },

    /** Rename per locale, move under another parent (never under itself), reorder. */
    async update(actor: Actor, id: number, patch: CategoryPatch): Promise<AdminCategory> {
      const touched = await db
        .transaction(async (tx) => {
          await lockTree(tx);
          const [cur] = await tx
            .select({ parent_id: categories.parentId, position: categories.position })
            .from(categories)
            .where(eq(categories.id, id));
          if (!cur) throw notFound('category_not_found', 'Category not found');
          const before: Record<string, unknown> = {};
          const after: Record<string, unknown> = {};
          const parent = patch.parent_id === undefined ? cur.parent_id : patch.parent_id;
          if (parent !== cur.parent_id) {
            if (parent !== null) {
              await ensureCategory(tx, parent, 'parent_id');
              // Raw: a recursive walk up the tree (decision 021).
              const [cycle] = await rows(
                tx,
                sql`with recursive up as (select id, parent_id from categories where id = ${parent}
                      union all select c.id, c.parent_id from categories c join up on c.id = up.parent_id)
                    select 1 as n from up where id = ${id}`,
                z.object({ n: z.number() }),
              );
              if (cycle) throw validation({ parent_id: ['category.cycle'] }, 'category_cycle');
            }
            await tx.update(categories).set({ parentId: parent }).where(eq(categories.id, id));
            await renumber(tx, await siblings(tx, cur.parent_id, id));
            before.parent_id = cur.parent_id;
            after.parent_id = parent;
          }
          if (parent !== cur.parent_id || patch.position !== undefined) {
            await place(tx, id, parent, patch.position);
            before.position = cur.position;
            after.position = patch.position ?? 'last';
          }
          for (const locale of LOCALES) {
            const t = patch.translations?.[locale];
            if (!t) continue;
            const [text] = await tx
              .select()
              .from(categoryTranslations)
              .where(
                and(
                  eq(categoryTranslations.categoryId, id),
                  eq(categoryTranslations.locale, locale),
                ),
              );
            if (!text) continue;
            const title = t.title ?? text.title;
            const slug =
              t.slug === undefined
                ? text.slug
                : await resolveSlug(tx, 'category', locale, t.slug, title, id);
            const description = t.description ?? text.description ?? '';
            await tx
              .update(categoryTranslations)
              .set({ title, slug, description })
              .where(
                and(
                  eq(categoryTranslations.categoryId, id),
                  eq(categoryTranslations.locale, locale),
                ),
              );
            (before.translations as Record<string, unknown>) ??= {};
            (after.translations as Record<string, unknown>) ??= {};
            (before.translations as Record<string, unknown>)[locale] = {
              title: text.title,
              slug: text.slug,
            };
            (after.translations as Record<string, unknown>)[locale] = { title, slug };
          }
          await audit.record(tx, actor, {
            action: 'update',
            entity: 'category',
            entityId: id,
            before,
            after,
          });
          return [id, cur.parent_id, parent].filter((x): x is number => x !== null);
        })
        .catch(constraintToConflict);
      await changed({ categories: [...new Set(touched)], reason: 'category.update' });
      return node(id);
    },

    /** Only an empty category goes: no subcategories and no products (archived ones count). */
    async remove(actor: Actor, id: number): Promise<void> {
      const parent = await db
        .transaction(async (tx) => {
          await lockTree(tx);
          const [cur] = await tx
            .select({ parent_id: categories.parentId })
            .from(categories)
            .where(eq(categories.id, id));
          if (!cur) throw notFound('category_not_found', 'Category not found');
          const children = await tx.$count(categories, eq(categories.parentId, id));
          const productCount = await tx.$count(products, eq(products.categoryId, id));
          if (children > 0 || productCount > 0)
            throw conflict(
              'category_not_empty',
              `This category still has ${children} subcategories and ${productCount} products (archived ones count)`,
            );
          const [text] = await tx
            .select({ title: categoryTranslations.title })
            .from(categoryTranslations)
            .where(
              and(eq(categoryTranslations.categoryId, id), eq(categoryTranslations.locale, 'pl')),
            );
          const presetIds = (
            await tx
              .select({ id: presets.id })
              .from(presets)
              .where(eq(presets.categoryId, id))
              .orderBy(presets.id)
          ).map((p) => p.id);
          // Its presets go with it (they filter this category's listing and nothing else).
          await tx.delete(categories).where(eq(categories.id, id));
          await renumber(tx, await siblings(tx, cur.parent_id, id));
          await audit.record(tx, actor, {
            action: 'delete',
            entity: 'category',
            entityId: id,
            before: {
              parent_id: cur.parent_id,
              title: text?.title ?? null,
              presets: presetIds,
            },
            after: null,
          });
          return cur.parent_id;
        })
        .catch(constraintToConflict);
      await changed({
        categories: parent === null ? [id] : [id, parent],
        reason: 'category.delete',
      });
    },
  };
}
