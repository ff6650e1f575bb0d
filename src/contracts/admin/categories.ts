import { z } from 'zod';
import {
  everyLocale,
  lineText,
  localeRecord,
  longText,
  rowIdSchema,
  slugInput,
  someLocales,
} from './catalog-fields';

/** Wire shapes of the back office's category tree editor. */

export const MAX_CATEGORY_TITLE = 120;
export const MAX_CATEGORY_DESCRIPTION = 5_000;

/** A place among siblings: 0 is first; past the end means last. */
const positionSchema = z
  .number({ error: 'position.invalid' })
  .int('position.invalid')
  .min(0, 'position.invalid')
  .max(100_000, 'position.invalid');

const parentSchema = rowIdSchema.nullable();

export const categoryCreateRequest = z.strictObject({
  /** null or absent: a top-level category. */
  parent_id: parentSchema.optional(),
  position: positionSchema.optional(),
  translations: everyLocale(
    z.strictObject({
      title: lineText(MAX_CATEGORY_TITLE),
      description: longText(MAX_CATEGORY_DESCRIPTION).optional(),
      slug: slugInput,
    }),
  ),
});
export type CategoryCreateRequest = z.input<typeof categoryCreateRequest>;
export type CategoryCreate = z.output<typeof categoryCreateRequest>;

/**
 * Rename (per locale), move (`parent_id`; a move under itself or a descendant is 422
 * `category.cycle`) and reorder (`position` among the new siblings). Only the fields given change.
 */
export const categoryPatchRequest = z
  .strictObject({
    parent_id: parentSchema.optional(),
    position: positionSchema.optional(),
    translations: someLocales(
      z.strictObject({
        title: lineText(MAX_CATEGORY_TITLE).optional(),
        description: longText(MAX_CATEGORY_DESCRIPTION).optional(),
        slug: slugInput,
      }),
    ).optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: 'required' });
export type CategoryPatchRequest = z.input<typeof categoryPatchRequest>;
export type CategoryPatch = z.output<typeof categoryPatchRequest>;

export interface AdminCategory {
  id: number;
  parent_id: number | null;
  position: number;
  translations: Record<'pl' | 'en' | 'ru', { title: string; slug: string; description: string }>;
  /** Products directly in this category, not archived (published or not). */
  product_count: number;
  /** Archived products still filed here: they keep the category from being deleted. */
  archived_count: number;
  /** Products in this category and every descendant, not archived. */
  total_product_count: number;
  children: AdminCategory[];
}

const categoryFields = {
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  position: z.number().int(),
  translations: localeRecord(
    z.object({ title: z.string(), slug: z.string(), description: z.string() }),
  ),
  product_count: z.number().int(),
  archived_count: z.number().int(),
  total_product_count: z.number().int(),
};

const categoryNode: z.ZodType<AdminCategory> = z.lazy(() =>
  z.object({ ...categoryFields, children: z.array(categoryNode) }),
);

/**
 * One node with its subtree. The outer object is spelled out rather than being the recursive
 * schema itself: the OpenAPI generator can name a cycle below the root, not at it.
 */
export const adminCategorySchema = z.object({
  ...categoryFields,
  children: z.array(categoryNode),
});

/** The whole tree: top-level categories in order, each with its children in order. */
export const categoryTreeResponse = z.object({ items: z.array(categoryNode) });
