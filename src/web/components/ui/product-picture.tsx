import type { ComponentPropsWithoutRef } from 'react';
import type { ImageSrcset } from '#contracts/catalog';

export interface ProductPictureProps extends Omit<ComponentPropsWithoutRef<'img'>, 'srcSet'> {
  src: string;
  alt: string;
  /** AVIF and WebP widths of an uploaded photo; without them it is a plain `<img>`. */
  srcset?: ImageSrcset;
  /** How wide the image is drawn, for the browser to pick a width (`sizes`). */
  sizes: string;
}

/**
 * A product photo: AVIF where the browser reads it, else WebP, else the JPEG in `src`, each at
 * the width the layout needs. `display: contents` keeps `<picture>` out of the layout, so the
 * `<img>` sizes itself against the frame as a lone `<img>` does. Set width and height: the
 * browser reserves the box before a byte arrives (no layout shift).
 */
export function ProductPicture({ src, alt, srcset, sizes, ...img }: ProductPictureProps) {
  const image = <img src={src} alt={alt} {...img} />;
  if (!srcset) return image;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={srcset.avif} sizes={sizes} />
      <source type="image/webp" srcSet={srcset.webp} sizes={sizes} />
      {image}
    </picture>
  );
}
