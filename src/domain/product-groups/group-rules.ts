/**
 * Product groups (docs/rules.md#product-groups): products that are one choice along one axis.
 * Pure rules shared by the API, the CSV import and the back office's forms.
 */
export const GROUP_AXES = ['color', 'size', 'material'] as const;
export type GroupAxis = (typeof GROUP_AXES)[number];

/** A group links at least two products; at most this many (a strip, not a catalogue). */
export const MIN_GROUP_MEMBERS = 2;
export const MAX_GROUP_MEMBERS = 50;
export const MAX_GROUP_LABEL = 40;

/** A CSS colour, lowercase `#rrggbb` (what the database checks). */
export const SWATCH_COLOUR = /^#[0-9a-f]{6}$/;
/** An uploaded image's address (decision 017: media are served under /media). */
export const SWATCH_IMAGE = /^\/media\/[A-Za-z0-9._/-]+$/;

/** Whether a swatch is one the shop can draw: a colour or an image of its own media. */
export function isSwatch(value: string): boolean {
  return SWATCH_COLOUR.test(value) || (SWATCH_IMAGE.test(value) && !value.includes('..'));
}

/** A swatch as typed (`#6B7B3A`): colours are stored lowercase; anything else as it is. */
export function normalizeSwatch(value: string): string {
  const trimmed = value.trim();
  return /^#[0-9a-fA-F]{6}$/.test(trimmed) ? trimmed.toLowerCase() : trimmed;
}
