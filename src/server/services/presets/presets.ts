import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type {
  AdminPreset,
  PresetCreate,
  PresetFiltersInput,
  PresetPatch,
} from '#contracts/admin/presets';
import { conflict, notFound, validation } from '#domain/errors';
import { buildFilterPath } from '#domain/filters/filter-address';
import { PRICE_KEY, normalizeFilters, parsePriceValue } from '#domain/filters/filter-set';
import { LOCALES, type Locale } from '#domain/locale';
import { isDistinctFrom } from '#server/db/operators';
import { rows } from '#server/db/rows';
import { attributes, attributeValues, presets, presetTranslations } from '#server/db/schema/index';
import type { PresetFilters } from '#server/db/schema/presets';
import type { Db } from '#server/db/types';
import { ensureCategory } from '../categories/ensure-category';
import type { Actor, CatalogWriteDeps } from '#server/services/shared/catalog-writes';
import { resolveSlug } from '#server/services/shared/slugs';
import { constraintToConflict } from '#server/services/shared/sql';

/**
 * Filters from the wire to the stored, canonical form (the storefront's `normalizeFilters`,
 * which `isPreset` compares with): keys are attributes, values their slugs, and `price` one
 * `min-max` range in whole units, stored as `[min, max]`. 422 per field otherwise.
 */
async function storedFilters(tx: Db, input: PresetFiltersInput): Promise<PresetFilters> {
  const errors: Record<string, string[]> = {};
  const out: Record<string, string[]> = {};
  const keys = Object.keys(input).filter((k) => k !== PRICE_KEY);
  const known = keys.length
    ? await tx
        .select({ key: attributes.key, slug: attributeValues.slug })
        .from(attributes)
        .leftJoin(attributeValues, eq(attributeValues.attributeId, attributes.id))
        .where(inArray(attributes.key, keys))
    : [];
  for (const [key, values] of Object.entries(input)) {
    if (key === PRICE_KEY) {
      const range = values.length === 1 ? parsePriceValue(values[0]!) : null;
      if (!range) errors[`filters.${key}`] = ['filters.price_range'];
      else out[key] = [String(range.min), String(range.max)];
      continue;
    }
    const slugs = new Set(known.filter((k) => k.key === key).map((k) => k.slug));
    if (!known.some((k) => k.key === key)) errors[`filters.${key}`] = ['attribute.unknown'];
    else if (values.some((v) => !slugs.has(v)))
      errors[`filters.${key}`] = ['attribute.unknown_value'];
    else out[key] = values;
  }
  if (Object.keys(errors).length > 0) throw validation(errors);
  return canonical(out);
}

/** The canonical form as a plain, mutable object (what the jsonb column holds). */
function canonical(filters: PresetFilters): PresetFilters {
  return Object.fromEntries(Object.entries(normalizeFilters(filters)).map(([k, v]) => [k, [...v]]));
}

/** Two presets of one category with the same filters would be one landing page. */
async function ensureUnique(
  tx: Db,
  categoryId: number,
  filters: PresetFilters,
  self: number | null,
) {
  const others = await tx
    .select({ id: presets.id, filters: presets.filters })
    .from(presets)
    .where(and(eq(presets.categoryId, categoryId), isDistinctFrom(presets.id, self)));
  const key = JSON.stringify(filters);
  if (others.some((o) => JSON.stringify(canonical(o.filters)) === key))
    throw conflict('preset_duplicate', 'This category already has a preset with these filters');
}

/** Stored filters back to the wire: price as one `min-max` value. */
function wireFilters(filters: PresetFilters): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(filters).map(([k, v]) => [k, k === PRICE_KEY ? [v.join('-')] : [...v]]),
  );
}

const localeSlug = z.object({ locale: z.enum(LOCALES), slug: z.string() });

/** A preset with its texts and its category's slugs as JSON: one statement (decision 021). */
const presetRow = z.object({
  id: z.number(),
  category_id: z.number(),
  position: z.number(),
  filters: z.record(z.string(), z.array(z.string())),
  texts: z.array(localeSlug.extend({ title: z.string() })).nullable(),
  category_slugs: z.array(localeSlug).nullable(),
});

async function loadPresets(db: Db, where: SQL): Promise<AdminPreset[]> {
  const found = await rows(
    db,
    sql`select p.id, p.category_id, p.position, p.filters,
          (select json_agg(json_build_object('locale', t.locale, 'title', t.title, 'slug', t.slug))
             from preset_translations t where t.preset_id = p.id) as texts,
          (select json_agg(json_build_object('locale', c.locale, 'slug', c.slug))
             from category_translations c where c.category_id = p.category_id) as category_slugs
        from presets p where ${where} order by p.position, p.id`,
    presetRow,
  );
  return found.map((r) => {
    const text = (l: Locale) => r.texts?.find((t) => t.locale === l);
    const categorySlug = (l: Locale) => r.category_slugs?.find((c) => c.locale === l)?.slug ?? '';
    return {
      id: r.id,
      category_id: r.category_id,
      position: r.position,
      filters: wireFilters(r.filters),
      translations: Object.fromEntries(
        LOCALES.map((l) => [l, { title: text(l)?.title ?? '', slug: text(l)?.slug ?? '' }]),
      ) as AdminPreset['translations'],
      urls: Object.fromEntries(
        LOCALES.map((l) => [l, buildFilterPath(`/${l}/catalog/${categorySlug(l)}`, r.filters)]),
      ) as AdminPreset['urls'],
    };
  });
}

/**
 * The back office's presets: saved filter combinations with pages of their own. Every write runs
 * in one transaction with its audit row, then tells every process that the catalogue changed
 * (docs/back-office/catalog.md).
 */
export function createPresetsService({ db, audit, changed }: CatalogWriteDeps) {
  async function one(id: number): Promise<AdminPreset> {
    const [found] = await loadPresets(db, sql`p.id = ${id}`);
    if (!found) throw notFound('preset_not_found', 'Preset not found');
    return found;
  }

  return {
    list(categoryId?: number): Promise<AdminPreset[]> {
      return loadPresets(
        db,
        categoryId === undefined ? sql`true` : sql`p.category_id = ${categoryId}`,
      );
    },

    get: one,

    async create(actor: Actor, input: PresetCreate): Promise<AdminPreset> {
      const id = await db
        .transaction(async (tx) => {
          await ensureCategory(tx, input.category_id);
          const filters = await storedFilters(tx, input.filters);
          await ensureUnique(tx, input.category_id, filters, null);
          const [row] = await tx
            .insert(presets)
            .values({
              categoryId: input.category_id,
              filters,
              position: input.position ?? sql`(select coalesce(max(position), 0) + 1 from presets)`,
            })
            .returning({ id: presets.id });
          const presetId = row!.id;
          const texts = [];
          for (const locale of LOCALES) {
            const t = input.translations[locale];
            const slug = await resolveSlug(tx, 'preset', locale, t.slug, t.title, presetId);
            texts.push({ presetId, locale, title: t.title, slug });
          }
          await tx.insert(presetTranslations).values(texts);
          await audit.record(tx, actor, {
            action: 'create',
            entity: 'preset',
            entityId: presetId,
            before: null,
            after: {
              category_id: input.category_id,
              filters: wireFilters(filters),
              titles: texts.map((t) => t.title),
            },
          });
          return presetId;
        })
        .catch(constraintToConflict);
      await changed({ presets: [id], categories: [input.category_id], reason: 'preset.create' });
      return one(id);
    },

    async update(actor: Actor, id: number, patch: PresetPatch): Promise<AdminPreset> {
      const touched = await db
        .transaction(async (tx) => {
          const [cur] = await tx
            .select()
            .from(presets)
            .where(eq(presets.id, id))
            .for('no key update');
          if (!cur) throw notFound('preset_not_found', 'Preset not found');
          const categoryId = patch.category_id ?? cur.categoryId;
          if (categoryId !== cur.categoryId) await ensureCategory(tx, categoryId);
          const filters = patch.filters
            ? await storedFilters(tx, patch.filters)
            : canonical(cur.filters);
          await ensureUnique(tx, categoryId, filters, id);
          await tx
            .update(presets)
            .set({ categoryId, filters, position: patch.position ?? cur.position })
            .where(eq(presets.id, id));
          const before: Record<string, unknown> = {};
          const after: Record<string, unknown> = {};
          for (const [field, from, to] of [
            ['category_id', cur.categoryId, categoryId],
            ['filters', wireFilters(cur.filters), wireFilters(filters)],
            ['position', cur.position, patch.position ?? cur.position],
          ] as const) {
            if (JSON.stringify(from) !== JSON.stringify(to)) {
              before[field] = from;
              after[field] = to;
            }
          }
          for (const locale of LOCALES) {
            const t = patch.translations?.[locale];
            if (!t) continue;
            const where = and(
              eq(presetTranslations.presetId, id),
              eq(presetTranslations.locale, locale),
            );
            const [text] = await tx.select().from(presetTranslations).where(where);
            if (!text) continue;
            const title = t.title ?? text.title;
            const slug =
              t.slug === undefined
                ? text.slug
                : await resolveSlug(tx, 'preset', locale, t.slug, title, id);
            await tx.update(presetTranslations).set({ title, slug }).where(where);
            before[`title_${locale}`] = text.title;
            after[`title_${locale}`] = title;
          }
          await audit.record(tx, actor, {
            action: 'update',
            entity: 'preset',
            entityId: id,
            before,
            after,
          });
          return [cur.categoryId, categoryId];
        })
        .catch(constraintToConflict);
      await changed({ presets: [id], categories: [...new Set(touched)], reason: 'preset.update' });
      return one(id);
    },

    async remove(actor: Actor, id: number): Promise<void> {
      const categoryId = await db.transaction(async (tx) => {
        const [cur] = await tx
          .select()
          .from(presets)
          .where(eq(presets.id, id))
          .for('no key update');
        if (!cur) throw notFound('preset_not_found', 'Preset not found');
        await tx.delete(presets).where(eq(presets.id, id));
        await audit.record(tx, actor, {
          action: 'delete',
          entity: 'preset',
          entityId: id,
          before: { category_id: cur.categoryId, filters: wireFilters(cur.filters) },
          after: null,
        });
        return cur.categoryId;
      });
      await changed({ presets: [id], categories: [categoryId], reason: 'preset.delete' });
    },
  };
}
