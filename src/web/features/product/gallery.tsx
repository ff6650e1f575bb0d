import { useRef, useState } from 'react';
import type { ImageSrcset } from '#contracts/catalog';
import { useT } from '#web/lib/i18n/use-translate';
import { ProductPicture } from '#web/components/ui/product-picture';

interface Image {
  url: string;
  width: number;
  height: number;
  alt: string;
  srcset?: ImageSrcset;
}

/** The strip fills half the 80rem page beside the text on desktops, the whole width below. */
const MAIN_SIZES = '(min-width:1024px) 600px,100vw';

/**
 * A scroll-snap strip: swipe on touch screens, arrow keys when focused, thumbnails as buttons.
 * Without JavaScript it is still a scrollable row of images. The first photo is the page's
 * largest paint: fetched first (`fetchpriority=high`); the others wait until scrolled near.
 */
export function Gallery({ images }: { images: Image[] }) {
  const t = useT();
  const strip = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const show = (i: number) => {
    const next = Math.max(0, Math.min(images.length - 1, i));
    setCurrent(next);
    const el = strip.current?.children[next] as HTMLElement | undefined;
    strip.current?.scrollTo({ left: el?.offsetLeft ?? 0, behavior: 'smooth' });
  };
  const onScroll = () => {
    const el = strip.current;
    if (el && el.clientWidth > 0) setCurrent(Math.round(el.scrollLeft / el.clientWidth));
  };
  if (images.length === 0) return <div className="aspect-square rounded-card bg-surface" />;
  return (
    <div>
      <ul
        ref={strip}
        onScroll={onScroll}
        tabIndex={0}
        aria-label={t('product.gallery')}
        onKeyDown={(e) => {
          if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
          e.preventDefault();
          show(current + (e.key === 'ArrowRight' ? 1 : -1));
        }}
        className="flex snap-x snap-mandatory overflow-x-auto rounded-card bg-surface [scrollbar-width:none]"
      >
        {images.map((img, i) => (
          <li key={img.url} className="w-full shrink-0 snap-center" aria-hidden={i !== current}>
            <ProductPicture
              src={img.url}
              srcset={img.srcset}
              sizes={MAIN_SIZES}
              width={img.width}
              height={img.height}
              alt={img.alt}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : undefined}
              className="aspect-square w-full object-cover"
            />
          </li>
        ))}
      </ul>
      {images.length > 1 && (
        <ul className="mt-3 flex gap-2">
          {images.map((img, i) => (
            <li key={img.url}>
              <button
                type="button"
                onClick={() => show(i)}
                aria-label={t('product.showImage', { n: i + 1 })}
                aria-current={i === current}
                className={`block h-16 w-16 overflow-hidden rounded border-2 ${i === current ? 'border-brand-700' : 'border-transparent'}`}
              >
                <ProductPicture
                  src={img.url}
                  srcset={img.srcset}
                  sizes="64px"
                  width={64}
                  height={64}
                  alt=""
                  loading="lazy"
                  className="h-full w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
