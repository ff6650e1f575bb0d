import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type {
  AdminProductGroup,
  GroupMemberInput,
  ProductGroupCreate,
  ProductGroupPatch,
} from '#contracts/admin/product-groups';
import { notFound, validation } from '#domain/errors';
import { LOCALES } from '#domain/locale';
import { GROUP_AXES, type GroupAxis } from '#domain/product-groups/group-rules';
import { rows } from '#server/db/rows';
import { productGroupMembers, productGroups, products } from '#server/db/schema/index';
import type { Db } from '#server/db/types';
import type { Actor, CatalogWriteDeps } from '#server/services/shared/catalog-writes';
import { isoTime } from '#server/services/shared/sql';

/** What a group change touched: every member before and after, and their categories. */
export interface GroupTouch {
  products: number[];
  categories: number[];
}

/**
 * Checks a member list against the database (422 per field, `products.<i>.id`): every product
 * exists, and none is in another group than `groupId` (a product is in at most one group).
 */
export async function checkMembers(
  tx: Db,
  groupId: number | null,
  members: readonly { id: number }[],
): Promise<void> {
  const ids = members.map((m) => m.id);
  const found = await tx
    .select({ id: products.id, groupId: productGroupMembers.groupId })
    .from(products)
    .leftJoin(productGroupMembers, eq(productGroupMembers.productId, products.id))
    .where(inArray(products.id, ids));
  const byId = new Map(found.map((f) => [f.id, f.groupId]));
  const errors: Record<string, string[]> = {};
  members.forEach((m, i) => {
    if (!byId.has(m.id)) errors[`products.${i}.id`] = ['product.unknown'];
    else {
      const other = byId.get(m.id);
      if (other !== null && other !== undefined && other !== groupId)
        errors[`products.${i}.id`] = ['product.in_other_group'];
    }
  });
  if (Object.keys(errors).length > 0) throw validation(errors, 'product_group_invalid');
}

/** Replaces a group's members with `members`, in that order (positions 0..n-1). */
export async function writeMembers(
  tx: Db,
  groupId: number,
  members: readonly GroupMemberInput[],
): Promise<void> {
  await tx.delete(productGroupMembers).where(eq(productGroupMembers.groupId, groupId));
  await tx.insert(productGroupMembers).values(
    members.map((m, position) => ({
      groupId,
      productId: m.id,
      position,
      label: { pl: m.label.pl, en: m.label.en, ru: m.label.ru },
      swatch: m.swatch ?? null,
    })),
  );
}

/** The members' categories (with the members, what a precise page purge names). */
export async function touchOf(tx: Db, ids: readonly number[]): Promise<GroupTouch> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return { products: [], categories: [] };
  const found = await tx
    .select({ categoryId: products.categoryId })
    .from(products)
    .where(inArray(products.id, unique));
  return { products: unique, categories: [...new Set(found.map((f) => f.categoryId))] };
}

/**
 * `ids` and every product sharing a group with one of them: what a change to these products must
 * name so that their siblings' cards ("+N colours") and pages (the strip) are dropped too, for a
 * writer that names products without their categories (the CSV import).
 */
export async function withGroupSiblings(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await rows(
    db,
    sql`select s.product_id as id from product_group_members m
        join product_group_members s on s.group_id = m.group_id
        where m.product_id = any(${sql.param([...ids])}::int[])`,
    z.object({ id: z.number() }),
  );
  return [...new Set([...ids, ...found.map((f) => f.id)])];
}

/** A violated "one group per product" from a concurrent write: the same 422 the check gives. */
function raceToValidation(error: unknown): never {
  for (let e: unknown = error, depth = 0; e && depth < 3; depth += 1) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === 'product_group_members_product_uq')
      throw validation({ products: ['product.in_other_group'] }, 'product_group_invalid');
    if (code === '23503')
      throw validation({ products: ['product.unknown'] }, 'product_group_invalid');
    e = (e as { cause?: unknown }).cause;
  }
  throw error;
}

const memberRow = z.object({
  group_id: z.number(),
  axis: z.enum(GROUP_AXES),
  created_at: z.union([z.string(), z.date()]),
  updated_at: z.union([z.string(), z.date()]),
  id: z.number().nullable(),
  sku: z.string().nullable(),
  titles: z.record(z.string(), z.string()).nullable(),
  label: z.record(z.string(), z.string()).nullable(),
  swatch: z.string().nullable(),
  position: z.number().nullable(),
  published: z.boolean().nullable(),
  stock: z.number().nullable(),
});

/** A group with its members in strip order (one statement), or null. */
export async function loadGroup(db: Db, id: number): Promise<AdminProductGroup | null> {
  const found = await rows(
    db,
    sql`select g.id as group_id, g.axis, g.created_at, g.updated_at,
          m.product_id as id, p.sku, m.label, m.swatch, m.position, p.published, p.stock,
          (select json_object_agg(t.locale, t.title) from product_translations t
            where t.product_id = p.id) as titles
        from product_groups g
        left join product_group_members m on m.group_id = g.id
        left join products p on p.id = m.product_id
        where g.id = ${id}
        order by m.position, m.product_id`,
    memberRow,
  );
  const head = found[0];
  if (!head) return null;
  const perLocale = (r: Record<string, string> | null) =>
    Object.fromEntries(LOCALES.map((l) => [l, r?.[l] ?? ''])) as Record<
      (typeof LOCALES)[number],
      string
    >;
  return {
    id: head.group_id,
    axis: head.axis,
    created_at: isoTime(head.created_at),
    updated_at: isoTime(head.updated_at),
    products: found
      .filter((r) => r.id !== null)
      .map((r) => ({
        id: r.id!,
        sku: r.sku ?? '',
        titles: perLocale(r.titles),
        label: perLocale(r.label),
        swatch: r.swatch,
        position: r.position ?? 0,
        published: r.published ?? false,
        stock: r.stock ?? 0,
      })),
  };
}

const auditMembers = (members: readonly GroupMemberInput[]) =>
  members.map((m) => ({ id: m.id, label: m.label, swatch: m.swatch ?? null }));

/**
 * The back office's product groups (docs/api.md "Product groups"). Every write runs in one
 * transaction with its audit row, then names every member before and after on the change bus, so
 * each member's page and card is purged (docs/rules.md#product-groups).
 */
export function createProductGroupsService({ db, audit, changed }: CatalogWriteDeps) {
  async function one(id: number): Promise<AdminProductGroup> {
    const found = await loadGroup(db, id);
    if (!found) throw notFound('product_group_not_found', 'Product group not found');
    return found;
  }

  const announce = async (touch: GroupTouch, reason: string) => {
    if (touch.products.length > 0)
      await changed({ products: touch.products, categories: touch.categories, reason });
  };

  return {
    get: one,

    async create(actor: Actor, input: ProductGroupCreate): Promise<{ id: number }> {
      const { id, touch } = await db
        .transaction(async (tx) => {
          await checkMembers(tx, null, input.products);
          const [row] = await tx
            .insert(productGroups)
            .values({ axis: input.axis })
            .returning({ id: productGroups.id });
          const groupId = row!.id;
          await writeMembers(tx, groupId, input.products);
          await audit.record(tx, actor, {
            action: 'create',
            entity: 'product_group',
            entityId: groupId,
            before: null,
            after: { axis: input.axis, products: auditMembers(input.products) },
          });
          return {
            id: groupId,
            touch: await touchOf(
              tx,
              input.products.map((p) => p.id),
            ),
          };
        })
        .catch(raceToValidation);
      await announce(touch, 'product_group.create');
      return { id };
    },

    async update(actor: Actor, id: number, patch: ProductGroupPatch): Promise<AdminProductGroup> {
      const touch = await db
        .transaction(async (tx) => {
          const [cur] = await tx
            .select()
            .from(productGroups)
            .where(eq(productGroups.id, id))
            .for('update');
          if (!cur) throw notFound('product_group_not_found', 'Product group not found');
          const before = await loadGroup(tx, id);
          const beforeIds = before?.products.map((p) => p.id) ?? [];
          const axis: GroupAxis = patch.axis ?? cur.axis;
          if (patch.products) {
            await checkMembers(tx, id, patch.products);
            await writeMembers(tx, id, patch.products);
          }
          await tx
            .update(productGroups)
            .set({ axis, updatedAt: sql`now()` })
            .where(eq(productGroups.id, id));
          await audit.record(tx, actor, {
            action: 'update',
            entity: 'product_group',
            entityId: id,
            before: {
              axis: cur.axis,
              products: before?.products.map((p) => ({
                id: p.id,
                label: p.label,
                swatch: p.swatch,
              })),
            },
            after: { axis, ...(patch.products && { products: auditMembers(patch.products) }) },
          });
          return touchOf(tx, [...beforeIds, ...(patch.products ?? []).map((p) => p.id)]);
        })
        .catch(raceToValidation);
      await announce(touch, 'product_group.update');
      return one(id);
    },

    /** Unlinks the members; the products themselves stay as they are. */
    async remove(actor: Actor, id: number): Promise<void> {
      const touch = await db.transaction(async (tx) => {
        const before = await loadGroup(tx, id);
        if (!before) throw notFound('product_group_not_found', 'Product group not found');
        await tx.delete(productGroups).where(eq(productGroups.id, id));
        await audit.record(tx, actor, {
          action: 'delete',
          entity: 'product_group',
          entityId: id,
          before: {
            axis: before.axis,
            products: before.products.map((p) => ({ id: p.id, label: p.label, swatch: p.swatch })),
          },
          after: null,
        });
        return touchOf(
          tx,
          before.products.map((p) => p.id),
        );
      });
      await announce(touch, 'product_group.delete');
    },
  };
}

export type ProductGroupsService = ReturnType<typeof createProductGroupsService>;
