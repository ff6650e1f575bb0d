import { z } from 'zod';
import {
  everyLocale,
  lineText,
  localeRecord,
  queryId,
  rowIdSchema,
  slugInput,
  someLocales,
} from './catalog-fields';

/**
 * Wire shapes of presets: named filter sets in a category, shown in the menu as indexable
 * landing pages. `filters` is attribute key -> value slugs, plus `price: ["min-max"]` in whole
 * currency units, as in a listing address (`/catalog/lamps/color=black/price=100-500`).
 */

export const MAX_PRESET_TITLE = 120;

const filterWord = z
  .string({ error: 'filters.invalid' })
  .max(100, 'too_long')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'filters.invalid');

export const presetFiltersSchema = z
  .record(filterWord, z.array(filterWord).min(1, 'filters.empty').max(50, 'too_many'))
  .refine((v) => Object.keys(v).length > 0, 'filters.required')
  .refine((v) => Object.keys(v).length <= 20, 'too_many');
export type PresetFiltersInput = z.infer<typeof presetFiltersSchema>;

const positionSchema = z
  .number({ error: 'position.invalid' })
  .int('position.invalid')
  .min(0, 'position.invalid')
  .max(100_000, 'position.invalid');

export const presetCreateRequest = z.strictObject({
  category_id: rowIdSchema,
  filters: presetFiltersSchema,
  position: positionSchema.optional(),
  translations: everyLocale(z.strictObject({ title: lineText(MAX_PRESET_TITLE), slug: slugInput })),
});
export type PresetCreateRequest = z.input<typeof presetCreateRequest>;
export type PresetCreate = z.output<typeof presetCreateRequest>;

export const presetPatchRequest = z
  .strictObject({
    category_id: rowIdSchema.optional(),
    filters: presetFiltersSchema.optional(),
    position: positionSchema.optional(),
    translations: someLocales(
      z.strictObject({ title: lineText(MAX_PRESET_TITLE).optional(), slug: slugInput }),
    ).optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: 'required' });
export type PresetPatchRequest = z.input<typeof presetPatchRequest>;
export type PresetPatch = z.output<typeof presetPatchRequest>;

export const adminPresetSchema = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  position: z.number().int(),
  filters: z.record(z.string(), z.array(z.string())),
  translations: localeRecord(z.object({ title: z.string(), slug: z.string() })),
  /** The landing page in each locale (what the menu links to). */
  urls: localeRecord(z.string()),
});
export type AdminPreset = z.infer<typeof adminPresetSchema>;

export const presetListQuery = z.strictObject({ category_id: queryId.optional() });

export const presetListResponse = z.object({ items: z.array(adminPresetSchema) });
