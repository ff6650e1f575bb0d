import type { ComponentPropsWithoutRef } from 'react';

/**
 * A post's cover picture, drawn at the 1200×630 of its upload: the width and height let the
 * browser reserve the box before a byte arrives (no layout shift).
 */
export function PostCover({ src, ...img }: { src: string } & ComponentPropsWithoutRef<'img'>) {
  return <img src={src} alt="" width={1200} height={630} {...img} />;
}
