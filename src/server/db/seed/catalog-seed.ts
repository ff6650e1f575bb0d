import { LOCALES } from '../schema/common';
import {
  attributes,
  attributeTranslations,
  attributeValues,
  attributeValueTranslations,
  categories,
  categoryTranslations,
  presets,
  presetTranslations,
} from '../schema/index';
import type { PresetFilters } from '../schema/presets';
import type { Db } from '../types';
import { ATTRIBUTES } from './attribute-data';
import { CATALOG } from './catalog-data';
import type { Tr } from './catalog-data';
import { insertChunked } from './insert';
import type { LeafRef } from './product-generator';
import { SlugRegistry } from './slug';

export interface CatalogRefs {
  categoryCount: number;
  leaves: LeafRef[];
  /** `${attributeKey}:${valueSlug}` -> attribute_values.id */
  valueIds: Map<string, number>;
}

/** Categories (with images), attributes with values, and presets; everything with fixed ids. */
export async function seedCatalog(db: Db): Promise<CatalogRefs> {
  const slugs = { pl: new SlugRegistry(), en: new SlugRegistry(), ru: new SlugRegistry() };
  const categoryRows: (typeof categories.$inferInsert)[] = [];
  const translationRows: (typeof categoryTranslations.$inferInsert)[] = [];
  const leaves: LeafRef[] = [];
  const idByEnglishTitle = new Map<string, number>();
  let nextId = 1;

  const addCategory = (
    parentId: number | null,
    position: number,
    title: Tr,
    description: Tr,
  ): number => {
    const id = nextId++;
    categoryRows.push({ id, parentId, position, imageUrl: `/media/categories/${id}.svg` });
    for (const locale of LOCALES) {
      const slug = slugs[locale].take(title[locale], `category-${id}`);
      translationRows.push({
        categoryId: id,
        locale,
        title: title[locale],
        slug,
        description: description[locale],
      });
    }
    idByEnglishTitle.set(title.en, id);
    return id;
  };

  CATALOG.forEach((top, topIndex) => {
    const topId = addCategory(null, topIndex + 1, top.title, top.description);
    top.children.forEach((child, childIndex) => {
      const id = addCategory(topId, childIndex + 1, child.title, child.description);
      leaves.push({ id, code: top.code, types: child.types });
    });
  });
  await insertChunked(db, categories, categoryRows);
  await insertChunked(db, categoryTranslations, translationRows);

  const valueIds = await seedAttributes(db);
  await seedPresets(db, idByEnglishTitle);
  return { categoryCount: categoryRows.length, leaves, valueIds };
}

async function seedAttributes(db: Db): Promise<Map<string, number>> {
  const valueIds = new Map<string, number>();
  let valueId = 1;
  const attributeRows: (typeof attributes.$inferInsert)[] = [];
  const attributeLabels: (typeof attributeTranslations.$inferInsert)[] = [];
  const valueRows: (typeof attributeValues.$inferInsert)[] = [];
  const valueLabels: (typeof attributeValueTranslations.$inferInsert)[] = [];
  ATTRIBUTES.forEach((attribute, index) => {
    const attributeId = index + 1;
    attributeRows.push({ id: attributeId, key: attribute.key, kind: 'enum', position: index + 1 });
    for (const locale of LOCALES)
      attributeLabels.push({ attributeId, locale, label: attribute.label[locale] });
    attribute.values.forEach((value, position) => {
      const id = valueId++;
      valueIds.set(`${attribute.key}:${value.slug}`, id);
      valueRows.push({ id, attributeId, slug: value.slug, position: position + 1 });
      for (const locale of LOCALES)
        valueLabels.push({ valueId: id, locale, label: value.label[locale] });
    });
  });
  await insertChunked(db, attributes, attributeRows);
  await insertChunked(db, attributeTranslations, attributeLabels);
  await insertChunked(db, attributeValues, valueRows);
  await insertChunked(db, attributeValueTranslations, valueLabels);
  return valueIds;
}

interface PresetDef {
  category: string; // English title of the category
  filters: PresetFilters;
  title: Tr;
}

const PRESETS: readonly PresetDef[] = [
  {
    category: 'Pendant lamps',
    filters: { color: ['black'] },
    title: {
      pl: 'Czarne lampy wiszące',
      en: 'Black pendant lamps',
      ru: 'Чёрные подвесные светильники',
    },
  },
  {
    category: 'Furniture',
    filters: { material: ['oak'] },
    title: { pl: 'Meble dębowe', en: 'Oak furniture', ru: 'Мебель из дуба' },
  },
  {
    category: 'Lighting',
    filters: { style: ['scandinavian'] },
    title: {
      pl: 'Lampy w stylu skandynawskim',
      en: 'Scandinavian-style lighting',
      ru: 'Светильники в скандинавском стиле',
    },
  },
  {
    category: 'Textiles',
    filters: { material: ['linen'] },
    title: { pl: 'Tekstylia lniane', en: 'Linen textiles', ru: 'Льняной текстиль' },
  },
  {
    category: 'Garden furniture',
    filters: { material: ['rattan'], color: ['natural', 'beige'] },
    title: { pl: 'Rattan do ogrodu', en: 'Rattan for the garden', ru: 'Ротанг для сада' },
  },
];

async function seedPresets(db: Db, categoryIds: ReadonlyMap<string, number>): Promise<void> {
  const slugs = { pl: new SlugRegistry(), en: new SlugRegistry(), ru: new SlugRegistry() };
  const rows: (typeof presets.$inferInsert)[] = [];
  const labels: (typeof presetTranslations.$inferInsert)[] = [];
  PRESETS.forEach((preset, index) => {
    const categoryId = categoryIds.get(preset.category);
    if (categoryId === undefined)
      throw new Error(`Seed: preset category "${preset.category}" not found`);
    const id = index + 1;
    rows.push({ id, categoryId, filters: preset.filters, position: index + 1 });
    for (const locale of LOCALES) {
      labels.push({
        presetId: id,
        locale,
        title: preset.title[locale],
        slug: slugs[locale].take(preset.title[locale], `preset-${id}`),
      });
    }
  });
  await insertChunked(db, presets, rows);
  await insertChunked(db, presetTranslations, labels);
}
