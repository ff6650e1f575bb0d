import type { ImageSrcset } from '#contracts/catalog';
import type { ImageSource } from '#server/db/schema/products';

/**
 * Cards are at most ~300 CSS pixels wide (four columns of the 80rem page; two on phones), so
 * 640w covers them on 2x screens; wider files would only lengthen every listing's HTML.
 */
export const CARD_MAX_WIDTH = 640;

/**
 * `srcset` values of an uploaded image, AVIF and WebP, widths up to `maxWidth`; undefined for an
 * image without variants (the demo shop's SVGs), which keeps its single `url`.
 */
export function srcsetOf(
  sources: readonly ImageSource[] | null | undefined,
  maxWidth = Number.POSITIVE_INFINITY,
): ImageSrcset | undefined {
  if (!sources?.length) return undefined;
  const list = (format: ImageSource['format']) =>
    sources
      .filter((s) => s.format === format && s.width <= maxWidth)
      .sort((a, b) => a.width - b.width)
      .map((s) => `${s.url} ${s.width}w`)
      .join(', ');
  const avif = list('avif');
  const webp = list('webp');
  return avif && webp ? { avif, webp } : undefined;
}
