import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductPicture } from './product-picture';

describe('ProductPicture', () => {
  it('offers AVIF, then WebP, with the JPEG as the img every browser reads', () => {
    const html = renderToStaticMarkup(
      <ProductPicture
        src="/media/1/ab/640.jpg"
        srcset={{ avif: '/media/1/ab/320.avif 320w', webp: '/media/1/ab/320.webp 320w' }}
        sizes="50vw"
        alt="A lamp"
        width={600}
        height={400}
        loading="eager"
        fetchPriority="high"
      />,
    );
    expect(html).toBe(
      '<picture class="contents">' +
        '<source type="image/avif" srcSet="/media/1/ab/320.avif 320w" sizes="50vw"/>' +
        '<source type="image/webp" srcSet="/media/1/ab/320.webp 320w" sizes="50vw"/>' +
        '<img src="/media/1/ab/640.jpg" alt="A lamp" width="600" height="400" loading="eager" fetchPriority="high"/>' +
        '</picture>',
    );
  });

  it('is a plain img for an image with no variants (the demo drawings)', () => {
    const html = renderToStaticMarkup(
      <ProductPicture src="/media/products/1/1.svg" sizes="50vw" alt="" loading="lazy" />,
    );
    expect(html).toBe('<img src="/media/products/1/1.svg" alt="" loading="lazy"/>');
  });
});
