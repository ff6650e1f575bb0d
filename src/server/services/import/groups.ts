import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { LOCALES, type Locale } from '#domain/locale';
import {
  GROUP_AXES,
  MAX_GROUP_MEMBERS,
  MIN_GROUP_MEMBERS,
  type GroupAxis,
} from '#domain/product-groups/group-rules';
import { rows } from '#server/db/rows';
import type { Db, Executor } from '#server/db/types';
import type { ErrorList } from './errors';
import type { GroupCells } from './row';

/**
 * The CSV's product group columns (docs/back-office/csv.md, docs/rules.md#product-groups): what a
 * file's `group` cells change, planned after every row was checked (a group is many rows), and
 * written in the import's transaction after the products. An unchanged file plans nothing.
 */

/** A row's group cells, with the row and SKU they came with. */
export interface GroupRow {
  row: number;
  sku: string;
  group: GroupCells;
}

interface Member {
  sku: string;
  productId: number | null;
  position: number;
  label: Record<Locale, string>;
  swatch: string | null;
}

export interface GroupWrite {
  sku: string;
  /** An existing group's id, or the name of one the file makes. */
  group: { id: number } | { name: string };
  position: number;
  label: Record<Locale, string>;
  swatch: string | null;
}

export interface GroupPlan {
  /** Groups the file makes, by name. */
  creates: { name: string; axis: GroupAxis }[];
  /** Existing groups whose axis the file changes. */
  axes: { id: number; axis: GroupAxis }[];
  /** Existing products whose membership row goes (left their group, or is rewritten). */
  leave: number[];
  /** Membership rows to write, by SKU (a product the file creates has no id yet). */
  writes: GroupWrite[];
  /** Existing groups touched (emptied ones are deleted; the rest get a new `updated_at`). */
  touched: number[];
  /** Every member before, of the groups touched: their pages and cards change. */
  before: number[];
  /** SKUs whose group changes. */
  changedSkus: Set<string>;
}

export const emptyGroupPlan = (): GroupPlan => ({
  creates: [],
  axes: [],
  leave: [],
  writes: [],
  touched: [],
  before: [],
  changedSkus: new Set(),
});

const labelSchema = z.object({ pl: z.string(), en: z.string(), ru: z.string() });

const memberRow = z.object({
  group_id: z.number(),
  axis: z.enum(GROUP_AXES),
  product_id: z.number(),
  sku: z.string(),
  position: z.number(),
  label: labelSchema,
  swatch: z.string().nullable(),
});

const CHUNK = 5_000;

/** The current groups of the products named by `skus`, and of the groups named by id. */
async function loadMembers(db: Db, skus: string[], groupIds: number[]) {
  const found: z.infer<typeof memberRow>[] = [];
  const columns = sql`m.group_id, g.axis, m.product_id, p.sku, m.position, m.label, m.swatch`;
  const joins = sql`from product_group_members m join product_groups g on g.id = m.group_id
        join products p on p.id = m.product_id`;
  const ids = new Set(groupIds);
  for (let at = 0; at < skus.length; at += CHUNK) {
    const chunk = skus.slice(at, at + CHUNK);
    const mine = await rows(
      db,
      sql`select m.group_id from product_group_members m join products p on p.id = m.product_id
          where p.sku = any(${sql.param(chunk)}::text[])`,
      z.object({ group_id: z.number() }),
    );
    for (const m of mine) ids.add(m.group_id);
  }
  const list = [...ids];
  for (let at = 0; at < list.length; at += CHUNK) {
    found.push(
      ...(await rows(
        db,
        sql`select ${columns} ${joins} where m.group_id = any(${sql.param(list.slice(at, at + CHUNK))}::int[])
            order by m.group_id, m.position, m.product_id`,
        memberRow,
      )),
    );
  }
  const existing = await rows(
    db,
    sql`select id, axis from product_groups where id = any(${sql.param(list)}::int[])`,
    z.object({ id: z.number(), axis: z.enum(GROUP_AXES) }),
  );
  return { members: found, groups: new Map(existing.map((g) => [g.id, g.axis])) };
}

const productIdsOf = async (db: Db, skus: string[]) => {
  const ids = new Map<string, number>();
  for (let at = 0; at < skus.length; at += CHUNK) {
    const found = await rows(
      db,
      sql`select id, sku from products where sku = any(${sql.param(skus.slice(at, at + CHUNK))}::text[])`,
      z.object({ id: z.number(), sku: z.string() }),
    );
    for (const f of found) ids.set(f.sku, f.id);
  }
  return ids;
};

interface State {
  existingId: number | null;
  name: string | null;
  axis: GroupAxis;
  /** The axis the file gives, and the row that gave it first. */
  fileAxis?: { axis: GroupAxis; row: number };
  members: Map<string, Member>;
  /** The first row of the file that touched the group (where its errors are reported). */
  firstRow?: number;
}

const sameLabel = (a: Record<Locale, string>, b: Record<Locale, string>) =>
  LOCALES.every((l) => a[l] === b[l]);

/**
 * Plans the group changes of a checked file. Errors (an unknown group id, two axes for one group,
 * a group left with one product) go to `errors` with the row that caused them.
 */
export async function planGroups(
  db: Db,
  groupRows: readonly GroupRow[],
  errors: ErrorList,
): Promise<GroupPlan> {
  const plan = emptyGroupPlan();
  if (groupRows.length === 0) return plan;
  const namedIds = groupRows.flatMap((r) =>
    r.group.key !== null && 'id' in r.group.key ? [r.group.key.id] : [],
  );
  const { members, groups } = await loadMembers(
    db,
    groupRows.map((r) => r.sku),
    namedIds,
  );

  // Every group as it is, and where each SKU is now.
  const states = new Map<string, State>();
  const groupOf = new Map<string, string>();
  for (const [id, axis] of groups)
    states.set(`id:${id}`, { existingId: id, name: null, axis, members: new Map() });
  for (const m of members) {
    states.get(`id:${m.group_id}`)!.members.set(m.sku, {
      sku: m.sku,
      productId: m.product_id,
      position: m.position,
      label: m.label,
      swatch: m.swatch,
    });
    groupOf.set(m.sku, `id:${m.group_id}`);
  }
  const before = new Map(members.map((m) => [m.sku, m]));

  for (const { row, sku, group } of groupRows) {
    const current = groupOf.get(sku);
    const leave = () => {
      if (!current) return;
      const state = states.get(current)!;
      state.members.delete(sku);
      state.firstRow ??= row;
      groupOf.delete(sku);
    };
    if (group.key === null) {
      leave();
      continue;
    }
    const key = 'id' in group.key ? `id:${group.key.id}` : `name:${group.key.name}`;
    let state = states.get(key);
    if (!state) {
      if ('id' in group.key) {
        errors.add(
          row,
          'group',
          `There is no group ${group.key.id}; to make a new group, name it with letters (e.g. table-oak)`,
        );
        continue;
      }
      state = { existingId: null, name: group.key.name, axis: group.axis, members: new Map() };
      states.set(key, state);
    }
    state.firstRow ??= row;
    if (state.fileAxis && state.fileAxis.axis !== group.axis) {
      errors.add(
        row,
        'group_axis',
        `A group has one axis: row ${state.fileAxis.row} gives this group ${state.fileAxis.axis}`,
      );
      continue;
    }
    state.fileAxis ??= { axis: group.axis, row };
    const stored = state.members.get(sku);
    if (current === key && stored) {
      stored.label = group.label;
      if (group.swatch !== undefined) stored.swatch = group.swatch;
      continue;
    }
    leave();
    const last = Math.max(-1, ...[...state.members.values()].map((m) => m.position));
    state.members.set(sku, {
      sku,
      productId: null,
      position: last + 1,
      label: group.label,
      swatch: group.swatch ?? null,
    });
    groupOf.set(sku, key);
  }

  if (errors.count > 0) return plan;
  for (const state of states.values()) {
    if (state.firstRow === undefined) continue;
    const size = state.members.size;
    const name = state.existingId ?? state.name;
    if (size > 0 && size < MIN_GROUP_MEMBERS)
      errors.add(
        state.firstRow,
        'group',
        `A group links at least ${MIN_GROUP_MEMBERS} products; group ${name} would keep only ${[...state.members.keys()].join(', ')}`,
      );
    if (size > MAX_GROUP_MEMBERS)
      errors.add(state.firstRow, 'group', `A group links at most ${MAX_GROUP_MEMBERS} products`);
  }
  if (errors.count > 0) return plan;

  for (const state of states.values()) {
    if (state.firstRow === undefined) continue;
    const axis = state.fileAxis?.axis ?? state.axis;
    if (state.existingId === null) plan.creates.push({ name: state.name!, axis });
    else if (axis !== state.axis) plan.axes.push({ id: state.existingId, axis });
    let changed = state.existingId === null || axis !== state.axis;
    for (const member of state.members.values()) {
      const was = before.get(member.sku);
      const same =
        was !== undefined &&
        state.existingId === was.group_id &&
        was.position === member.position &&
        was.swatch === member.swatch &&
        sameLabel(was.label, member.label);
      if (same) continue;
      changed = true;
      plan.changedSkus.add(member.sku);
      if (was) plan.leave.push(was.product_id);
      plan.writes.push({
        sku: member.sku,
        group: state.existingId !== null ? { id: state.existingId } : { name: state.name! },
        position: member.position,
        label: member.label,
        swatch: member.swatch,
      });
    }
    if (state.existingId !== null) {
      // Members that left it (to no group or another one).
      for (const m of members) {
        if (m.group_id !== state.existingId || state.members.has(m.sku)) continue;
        changed = true;
        plan.changedSkus.add(m.sku);
        if (!plan.leave.includes(m.product_id)) plan.leave.push(m.product_id);
      }
      if (changed) plan.touched.push(state.existingId);
    }
  }
  const touched = new Set(plan.touched);
  plan.before = members.filter((m) => touched.has(m.group_id)).map((m) => m.product_id);
  return plan;
}

/**
 * Writes a group plan in the import's transaction, after its products (a new product's SKU has
 * its id by then). Answers every product whose group changed, with the groups' other members.
 */
export async function applyGroupPlan(tx: Executor, plan: GroupPlan): Promise<number[]> {
  if (plan.creates.length + plan.axes.length + plan.leave.length + plan.writes.length === 0)
    return [];
  const db = tx as Db;
  const madeIds = new Map<string, number>();
  for (const c of plan.creates) {
    const [made] = await rows(
      db,
      sql`insert into product_groups (axis) values (${c.axis}) returning id`,
      z.object({ id: z.number() }),
    );
    madeIds.set(c.name, made!.id);
  }
  for (const a of plan.axes)
    await db.execute(sql`update product_groups set axis = ${a.axis} where id = ${a.id}`);
  if (plan.leave.length > 0)
    await db.execute(
      sql`delete from product_group_members where product_id = any(${sql.param(plan.leave)}::int[])`,
    );
  const ids = await productIdsOf(
    db,
    plan.writes.map((w) => w.sku),
  );
  for (let at = 0; at < plan.writes.length; at += CHUNK) {
    const chunk = plan.writes.slice(at, at + CHUNK);
    await db.execute(
      sql`insert into product_group_members (group_id, product_id, position, label, swatch)
          select * from unnest(${sql.param(chunk.map((w) => ('id' in w.group ? w.group.id : madeIds.get(w.group.name)!)))}::int[],
                               ${sql.param(chunk.map((w) => ids.get(w.sku)!))}::int[],
                               ${sql.param(chunk.map((w) => w.position))}::int[],
                               ${sql.param(chunk.map((w) => JSON.stringify(w.label)))}::jsonb[],
                               ${sql.param(chunk.map((w) => w.swatch))}::text[])`,
    );
  }
  if (plan.touched.length > 0) {
    const touched = sql.param(plan.touched);
    await db.execute(
      sql`update product_groups set updated_at = now() where id = any(${touched}::int[])`,
    );
    // A group the file emptied is gone (deleting a group only unlinks its products).
    await db.execute(
      sql`delete from product_groups g where g.id = any(${touched}::int[])
          and not exists (select 1 from product_group_members m where m.group_id = g.id)`,
    );
  }
  const groupIds = [...plan.touched, ...madeIds.values()];
  const after = await rows(
    db,
    sql`select product_id as id from product_group_members where group_id = any(${sql.param(groupIds)}::int[])`,
    z.object({ id: z.number() }),
  );
  return [...new Set([...plan.before, ...plan.leave, ...after.map((a) => a.id)])];
}
